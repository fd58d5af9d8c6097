// The offer of a payment summary (doc 2 §5.3), one rule for the wizard's 'My meal plan summary' and the checkout's
// 'Payment & Offer Details': the customer's coupon or a voucher code, never both. Selecting a coupon clears the
// voucher; applying a voucher clears the coupon; an empty code is 'Wrong voucher code'; a code the server refuses
// (unknown, or a condition the plan fails) shows its refusal and clears the voucher. The server call that checks a
// code is the page's (order checkVoucher in the wizard, mobile_checkout update in the checkout); this store keeps the
// choice the pages show and send.
import { makeAutoObservable, runInAction } from 'mobx';
import { normaliseVoucherCode, selectCoupon, WRONG_VOUCHER_MESSAGE, type Discount, type VoucherConditions } from '../domain';
import type { Voucher } from '../protocol';
import { refusalOf } from '../ui/refusal';
import type { ShownMessage } from '../ui/useMessageText';

/** A coupon of the customer (the session user's vouchers) that can be chosen: it has an id. */
export type Coupon = Voucher & { id: number };

/** The voucher applied: the code the customer typed, its discount and its conditions. */
export interface AppliedVoucher extends Discount {
  id: number;
  code: string;
  conditions?: VoucherConditions | undefined;
}

/** The offer as the order calls send it. */
export interface OfferChoice {
  coupon_id: number | null;
  voucher_id: number | null;
  voucher_code?: string;
}

export class OfferStore {
  couponId: number | null = null;
  voucher: AppliedVoucher | null = null;
  /** The voucher field's text (normalised as typed). */
  code = '';
  /** Why the last code was not applied, or null. */
  voucherError: ShownMessage | null = null;
  /** A code is being checked. */
  checking = false;
  private readonly couponsOf: () => readonly Voucher[];

  /** `coupons`: the customer's coupons (the session user's vouchers), read when shown. */
  constructor(coupons: () => readonly Voucher[]) {
    this.couponsOf = coupons;
    makeAutoObservable<OfferStore, 'couponsOf'>(this, { couponsOf: false }, { autoBind: true });
  }

  get coupons(): Coupon[] {
    return this.couponsOf().filter((coupon): coupon is Coupon => coupon.id !== undefined);
  }

  get coupon(): Coupon | undefined {
    return this.coupons.find((coupon) => coupon.id === this.couponId);
  }

  /** The discount the order gets: the coupon's or the voucher's, or none. */
  get discount(): Discount | null {
    const coupon = this.coupon;
    if (coupon) return { type: coupon.type, value: coupon.value };
    return this.voucher && { type: this.voucher.type, value: this.voucher.value };
  }

  /** What the order calls send: the voucher by its id with the code typed (the server checks it again), or the coupon. */
  get choice(): OfferChoice {
    if (this.voucher) return { coupon_id: null, voucher_id: this.voucher.id, voucher_code: this.voucher.code };
    return { coupon_id: this.couponId, voucher_id: null };
  }

  setCode(code: string): void {
    this.code = normaliseVoucherCode(code);
  }

  /** Selecting a coupon clears the voucher (§5.3); choosing none keeps it. */
  chooseCoupon(couponId: number | null): void {
    this.couponId = selectCoupon(couponId).couponId;
    if (couponId !== null) this.clearVoucher();
  }

  removeVoucher(): void {
    this.clearVoucher();
  }

  /** Shows what the server holds (the checkout's plan keeps the offer), keeping the code being typed while one is checked. */
  adopt(couponId: number | null, voucher: AppliedVoucher | null): void {
    this.couponId = voucher ? null : couponId;
    this.voucher = voucher;
    if (voucher && !this.checking) this.code = voucher.code;
  }

  /**
   * Applies the code typed with `check` (the page's server call: resolves with the voucher, or with or as a rejection
   * with the refusal). Applied, it clears the coupon; empty or refused, it clears the voucher. Answers the message to
   * show, or null.
   */
  async applyVoucher(check: (code: string) => Promise<AppliedVoucher | { refused: ShownMessage }>): Promise<ShownMessage | null> {
    const wanted = normaliseVoucherCode(this.code);
    this.code = wanted;
    this.voucherError = null;
    if (!wanted) return this.refuse(WRONG_VOUCHER_MESSAGE);
    this.checking = true;
    try {
      const voucher = await check(wanted);
      if ('refused' in voucher) return runInAction(() => this.refuse(voucher.refused));
      runInAction(() => {
        this.couponId = null;
        this.voucher = { ...voucher, code: wanted };
      });
      return null;
    } catch (error) {
      return runInAction(() => this.refuse(refusalOf(error)));
    } finally {
      runInAction(() => (this.checking = false));
    }
  }

  private refuse(shown: ShownMessage): ShownMessage {
    this.voucher = null;
    this.voucherError = shown;
    return shown;
  }

  private clearVoucher(): void {
    this.voucher = null;
    this.code = '';
    this.voucherError = null;
  }
}
