// The summary 'Checkout', /checkout/summary (doc 2 §2.3, §4.5, §5.3, §5.7, §9): the pending plan (getPending), the
// cutlery and bag deposit choices, the coupon or voucher (order checkVoucher) with the shared price rule, and
// 'Proceed to Pay': update, then createTelrSession, then the browser leaves for the payment page. One store per visit.
import { makeAutoObservable, runInAction } from 'mobx';
import {
  BAG_DEPOSIT_FILS,
  checkoutTotals,
  mealPlanDaysMismatch,
  normaliseVoucherCode,
  selectCoupon,
  WRONG_VOUCHER_MESSAGE,
  type CheckoutTotals,
  type Discount,
  type DomainMessageId,
  type MealPlan,
} from '@mealplan/shared/domain';
import type { OkData, RequestData, Voucher } from '@mealplan/shared/protocol';
import type { SocketClient } from '@mealplan/shared/session';
import type { ShownMessage } from '@mealplan/shared/ui';

export type CheckoutPlanParams = NonNullable<OkData<'mobile_checkout', 'getPending'>['planParams']>;
type UpdateDetails = RequestData<'mobile_checkout', 'update'>['details'];
/** The offer fields `update` details take beyond the spec's payload (decision 5; declared with the server's handler). */
interface OfferDetails {
  voucher_id: number | null;
  voucher_code?: string;
  coupon_id: number | null;
}

/** The two bag deposit choices (fils): '180 Aed Refundable Bag Deposit' and 'Renewal: already paid bag deposit'. */
export const BAG_CHOICES = [BAG_DEPOSIT_FILS, 0] as const;
export type BagChoice = (typeof BAG_CHOICES)[number];

/** A coupon of the customer (session user vouchers) that can be chosen: it has an id. */
export type Coupon = Voucher & { id: number };

export interface AppliedVoucher extends Discount {
  id: number;
  code: string;
}

export type PayOutcome =
  /** The browser was sent to the payment page. */
  | { kind: 'left' }
  /** A payment is already under way (a second click): nothing was sent. */
  | { kind: 'busy' }
  /** The days-count alert of §5.7: nothing was sent. */
  | { kind: 'blocked'; message: DomainMessageId }
  /** The server refused (update or createTelrSession): its message. */
  | { kind: 'failed'; message: ShownMessage };

export interface CheckoutSummaryOptions {
  client: Pick<SocketClient, 'call'>;
  /** The customer's coupons (the session user's vouchers). */
  coupons: () => readonly Voucher[];
  /** Sends the browser to the payment page (window.location.assign in the page). */
  leave: (url: string) => void;
}

type LoadState = 'loading' | 'ready' | 'failed';

const errorMessage = (error: unknown): ShownMessage => {
  if (error && typeof error === 'object' && 'message' in error) {
    const { message, messageId, values } = error as { message: string; messageId?: string; values?: Record<string, string | number> };
    return { message, ...(messageId ? { messageId } : {}), ...(values ? { values } : {}) };
  }
  return String(error);
};

export class CheckoutSummaryStore {
  state: LoadState = 'loading';
  planParams: CheckoutPlanParams | null = null;
  mealPlan: MealPlan = {};
  cutlery = false;
  bagPrice: BagChoice = BAG_DEPOSIT_FILS;
  couponId: number | null = null;
  voucher: AppliedVoucher | null = null;
  voucherError: ShownMessage | null = null;
  checkingVoucher = false;
  /** Set from the first 'Proceed to Pay' until it fails (kept once the browser leaves): a second click sends nothing. */
  paying = false;

  private readonly client: Pick<SocketClient, 'call'>;
  private readonly couponsOf: () => readonly Voucher[];
  private readonly leave: (url: string) => void;

  constructor({ client, coupons, leave }: CheckoutSummaryOptions) {
    this.client = client;
    this.couponsOf = coupons;
    this.leave = leave;
    makeAutoObservable<CheckoutSummaryStore, 'client' | 'couponsOf' | 'leave'>(
      this,
      { client: false, couponsOf: false, leave: false },
      { autoBind: true },
    );
  }

  async load(): Promise<void> {
    this.state = 'loading';
    try {
      const pending = await this.client.call('mobile_checkout', 'getPending', {});
      runInAction(() => {
        this.planParams = pending.planParams;
        this.mealPlan = pending.mealPlan;
        if (pending.planParams) {
          this.cutlery = pending.planParams.cutlery === 1;
          this.bagPrice = pending.planParams.bag_price === 0 ? 0 : BAG_DEPOSIT_FILS;
        }
        this.state = 'ready';
      });
    } catch (error) {
      console.error('checkout summary load failed', error);
      runInAction(() => (this.state = 'failed'));
    }
  }

  get checkoutId(): number | null {
    return this.planParams?.id ?? null;
  }

  /** No checkout plan: the page goes to /checkout (doc 2 §4.5). */
  get redirect(): '/checkout' | null {
    return this.state === 'ready' && (!this.planParams || this.checkoutId === null) ? '/checkout' : null;
  }

  get coupons(): Coupon[] {
    return this.couponsOf().filter((coupon): coupon is Coupon => coupon.id !== undefined);
  }

  get coupon(): Coupon | undefined {
    return this.coupons.find((coupon) => coupon.id === this.couponId);
  }

  get discount(): Discount | null {
    const coupon = this.coupon;
    if (coupon) return { type: coupon.type, value: coupon.value };
    return this.voucher ? { type: this.voucher.type, value: this.voucher.value } : null;
  }

  /** Subtotal, discount, bag deposit and the amount due, by the shared price rule (fils). */
  get totals(): CheckoutTotals {
    return checkoutTotals(this.planParams?.price ?? 0, this.discount, this.bagPrice === 0);
  }

  setCutlery(cutlery: boolean): void {
    this.cutlery = cutlery;
  }

  /** The deposit is mandatory: 0 only on a renewal (§2.3, §9). */
  setBagPrice(bagPrice: BagChoice): void {
    if (bagPrice === 0 && !this.canSkipBagDeposit) return;
    this.bagPrice = bagPrice;
  }

  /** Selecting a coupon clears the voucher (§5.3). */
  chooseCoupon(couponId: number | null): void {
    const offer = selectCoupon(couponId);
    this.couponId = offer.couponId;
    if (offer.couponId !== null) {
      this.voucher = null;
      this.voucherError = null;
    }
  }

  /**
   * Checks a code on the server (order checkVoucher): applying a voucher clears the coupon; an unknown code is
   * 'Wrong voucher code' and clears the voucher (§5.3). Answers the message to show, or null when applied.
   */
  async applyVoucher(code: string): Promise<ShownMessage | null> {
    const wanted = normaliseVoucherCode(code);
    this.voucherError = null;
    if (!wanted) {
      this.voucher = null;
      this.voucherError = WRONG_VOUCHER_MESSAGE;
      return this.voucherError;
    }
    this.checkingVoucher = true;
    try {
      const found = await this.client.call('order', 'checkVoucher', { code: wanted });
      runInAction(() => {
        this.couponId = null;
        this.voucher = { id: found.voucher_id, code: wanted, type: found.type, value: found.value };
      });
      return null;
    } catch (error) {
      const shown = errorMessage(error);
      runInAction(() => {
        this.voucher = null;
        this.voucherError = shown;
      });
      return shown;
    } finally {
      runInAction(() => (this.checkingVoucher = false));
    }
  }

  removeVoucher(): void {
    this.voucher = null;
    this.voucherError = null;
  }

  /**
   * What `update` sends: the spec's cutlery and bag_price, and the offer (decision 5): a voucher by its id and code
   * (the server checks the code again), or the customer's coupon.
   */
  get details(): UpdateDetails {
    const details: UpdateDetails & OfferDetails = {
      cutlery: this.cutlery,
      bag_price: this.bagPrice,
      voucher_id: this.voucher?.id ?? null,
      ...(this.voucher ? { voucher_code: this.voucher.code } : {}),
      coupon_id: this.coupon?.id ?? null,
    };
    return details;
  }

  /** The renewal choice ('Renewal: already paid bag deposit') is for a renewed plan only; a new plan pays the deposit. */
  get canSkipBagDeposit(): boolean {
    return this.planParams?.isRenew === true;
  }

  /** Blocked unless the plan has exactly days_count days (§5.7). */
  get payBlock(): DomainMessageId | null {
    if (!this.planParams) return null;
    return mealPlanDaysMismatch(this.mealPlan, this.planParams.days_count);
  }

  /**
   * 'Proceed to Pay': update (cutlery, bag deposit, the offer), then createTelrSession, then the browser leaves for
   * the payment page. A click while one is under way sends nothing.
   */
  async pay(): Promise<PayOutcome> {
    const checkoutId = this.checkoutId;
    if (this.paying || checkoutId === null) return { kind: 'busy' };
    const blocked = this.payBlock;
    if (blocked) return { kind: 'blocked', message: blocked };
    this.paying = true;
    try {
      await this.client.call('mobile_checkout', 'update', { checkoutId, details: this.details });
      const session = await this.client.call('mobile_checkout', 'createTelrSession', { checkoutId });
      this.leave(session.response.order.url);
      return { kind: 'left' };
    } catch (error) {
      runInAction(() => (this.paying = false));
      return { kind: 'failed', message: errorMessage(error) };
    }
  }
}
