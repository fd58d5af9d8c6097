// The summary 'Checkout', /checkout/summary (doc 2 §2.3, §4.5, §5.3, §5.7, §9; issue 37 items 3 and 5): the pending
// plan (getPending) with the choices the server keeps on it — cutlery, the bag deposit, the coupon or the voucher the
// customer typed (with its conditions) — and the server's amounts. Each choice is sent (update) as it is made and the
// plan read again, so the offer and the cutlery come back after a declined card, a Cancel on the payment page, a reload,
// in another tab or on another device, and the total shown is always the server's. 'Proceed to Pay': update, then
// createTelrSession, then the browser leaves for the payment page. One store per visit.
import { makeAutoObservable, runInAction } from 'mobx';
import {
  BAG_DEPOSIT_FILS,
  mealPlanDaysMismatch,
  normaliseVoucherCode,
  selectCoupon,
  SHIPPING_FILS,
  WRONG_VOUCHER_MESSAGE,
  type CheckoutTotals,
  type Discount,
  type DomainMessageId,
  type MealPlan,
  type VoucherConditions,
} from '@mealplan/shared/domain';
import type { OkData, RequestData, Voucher } from '@mealplan/shared/protocol';
import type { SocketClient } from '@mealplan/shared/session';
import { refusalOf, type ShownMessage } from '@mealplan/shared/ui';

type PendingReply = OkData<'mobile_checkout', 'getPending'>;
export type CheckoutPlanParams = NonNullable<PendingReply['planParams']>;
type UpdateDetails = RequestData<'mobile_checkout', 'update'>['details'];

/** The two bag deposit choices (fils): '180 Aed Refundable Bag Deposit' and 'Renewal: already paid bag deposit'. */
export const BAG_CHOICES = [BAG_DEPOSIT_FILS, 0] as const;
export type BagChoice = (typeof BAG_CHOICES)[number];

/** A coupon of the customer (session user vouchers) that can be chosen: it has an id. */
export type Coupon = Voucher & { id: number };

/** The voucher the checkout holds: the code the customer typed, its discount and its conditions. */
export interface AppliedVoucher extends Discount {
  id: number;
  code: string;
  conditions?: VoucherConditions | undefined;
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

/** The server refused the voucher code (a field message on voucher_code): unknown, or a condition it fails. */
const refusesVoucher = (error: unknown): boolean =>
  !!error && typeof error === 'object' && 'errors' in error && Object.hasOwn((error as { errors: object }).errors ?? {}, 'voucher_code');

export class CheckoutSummaryStore {
  state: LoadState = 'loading';
  planParams: CheckoutPlanParams | null = null;
  mealPlan: MealPlan = {};
  /** The choices as shown: the server's after each answer, the customer's own while a change is being saved. */
  cutlery = false;
  bagPrice: BagChoice = BAG_DEPOSIT_FILS;
  couponId: number | null = null;
  voucher: AppliedVoucher | null = null;
  /** The voucher field's text. */
  code = '';
  voucherError: ShownMessage | null = null;
  checkingVoucher = false;
  /** Changes sent and not answered yet. */
  saving = 0;
  /** Set from the first 'Proceed to Pay' until it fails (kept once the browser leaves): a second click sends nothing. */
  paying = false;

  private readonly client: Pick<SocketClient, 'call'>;
  private readonly couponsOf: () => readonly Voucher[];
  private readonly leave: (url: string) => void;
  /** The changes, sent one after another in the order they were made. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor({ client, coupons, leave }: CheckoutSummaryOptions) {
    this.client = client;
    this.couponsOf = coupons;
    this.leave = leave;
    makeAutoObservable<CheckoutSummaryStore, 'client' | 'couponsOf' | 'leave' | 'queue'>(
      this,
      { client: false, couponsOf: false, leave: false, queue: false },
      { autoBind: true },
    );
  }

  async load(): Promise<void> {
    this.state = 'loading';
    try {
      await this.refresh();
      runInAction(() => (this.state = 'ready'));
    } catch (error) {
      console.error('checkout summary load failed', error);
      runInAction(() => (this.state = 'failed'));
    }
  }

  /** Reads the plan again and shows what the server holds. */
  private async refresh(): Promise<void> {
    const pending = await this.client.call('mobile_checkout', 'getPending', {});
    runInAction(() => this.adopt(pending));
  }

  private adopt(pending: PendingReply): void {
    this.planParams = pending.planParams;
    this.mealPlan = pending.mealPlan;
    const params = pending.planParams;
    if (!params) return;
    this.cutlery = params.cutlery === 1;
    this.bagPrice = params.bag_price === 0 ? 0 : BAG_DEPOSIT_FILS;
    this.couponId = params.coupon_id ?? null;
    const held = params.voucher ?? null;
    this.voucher = held && { id: held.id, code: held.code, type: held.type, value: held.value, conditions: held.conditions };
    // The code field keeps what the customer is typing while a code is checked.
    if (held && !this.checkingVoucher) this.code = held.code;
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

  /** Subtotal, discount, bag deposit and the amount due as the server computed them for the plan it holds (fils). */
  get totals(): CheckoutTotals {
    const params = this.planParams;
    if (!params) return { price: 0, discountAmount: 0, discountPrice: 0, savedAmount: 0, newVoucher: 0, bagDeposit: 0, shipping: 0, amountDue: 0 };
    const savedAmount = params.priceDatas?.savedAmount ?? params.price - params.discount_price;
    return {
      price: params.price,
      discountAmount: savedAmount + params.new_voucher,
      discountPrice: params.discount_price,
      savedAmount,
      newVoucher: params.new_voucher,
      bagDeposit: params.bag_price,
      shipping: params.shipping ?? SHIPPING_FILS,
      amountDue: params.amount_due,
    };
  }

  setCode(code: string): void {
    this.code = normaliseVoucherCode(code);
  }

  setCutlery(cutlery: boolean): Promise<ShownMessage | null> {
    this.cutlery = cutlery;
    return this.save(this.details);
  }

  /** The deposit is mandatory: 0 only on a renewal (§2.3, §9). */
  setBagPrice(bagPrice: BagChoice): Promise<ShownMessage | null> {
    if (bagPrice === 0 && !this.canSkipBagDeposit) return Promise.resolve(null);
    this.bagPrice = bagPrice;
    return this.save(this.details);
  }

  /** Selecting a coupon clears the voucher (§5.3). */
  chooseCoupon(couponId: number | null): Promise<ShownMessage | null> {
    const offer = selectCoupon(couponId);
    this.couponId = offer.couponId;
    if (offer.couponId !== null) {
      this.voucher = null;
      this.code = '';
      this.voucherError = null;
    }
    return this.save(this.details);
  }

  /**
   * Applies a code on the server (update): applying a voucher clears the coupon; an unknown code is 'Wrong voucher
   * code', a voucher whose condition the plan fails says which; either clears the voucher (§5.3). Answers the message
   * to show, or null when applied.
   */
  async applyVoucher(code: string = this.code): Promise<ShownMessage | null> {
    const wanted = normaliseVoucherCode(code);
    this.code = wanted;
    this.voucherError = null;
    if (!wanted) {
      this.voucherError = WRONG_VOUCHER_MESSAGE;
      if (this.voucher) {
        this.voucher = null;
        await this.save(this.details);
      }
      return WRONG_VOUCHER_MESSAGE;
    }
    this.checkingVoucher = true;
    try {
      const shown = await this.save({ cutlery: this.cutlery, bag_price: this.bagPrice, voucher_id: null, voucher_code: wanted, coupon_id: null });
      if (shown === null) return null;
      runInAction(() => (this.voucherError = shown));
      if (this.voucher) {
        runInAction(() => (this.voucher = null));
        await this.save(this.details);
      }
      return shown;
    } finally {
      runInAction(() => (this.checkingVoucher = false));
    }
  }

  removeVoucher(): Promise<ShownMessage | null> {
    this.voucher = null;
    this.code = '';
    this.voucherError = null;
    return this.save(this.details);
  }

  /**
   * What `update` sends: the spec's cutlery and bag_price, and the offer (decision 5): the voucher by its id and the
   * code the customer typed (the server checks it again), or the customer's coupon.
   */
  get details(): UpdateDetails {
    return {
      cutlery: this.cutlery,
      bag_price: this.bagPrice,
      voucher_id: this.voucher?.id ?? null,
      ...(this.voucher ? { voucher_code: this.voucher.code } : {}),
      coupon_id: this.voucher ? null : this.couponId,
    };
  }

  /**
   * Sends one change after those before it, then shows what the server holds (on a refusal too, so the page never
   * shows a choice the server did not take). Answers the server's message, or null.
   */
  private save(details: UpdateDetails): Promise<ShownMessage | null> {
    const checkoutId = this.checkoutId;
    if (checkoutId === null) return Promise.resolve(null);
    this.saving += 1;
    const sent = this.queue.then(async () => {
      let shown: ShownMessage | null = null;
      try {
        await this.client.call('mobile_checkout', 'update', { checkoutId, details });
      } catch (error) {
        shown = refusalOf(error);
      }
      try {
        await this.refresh();
      } catch (error) {
        console.error('checkout summary refresh failed', error);
      }
      return shown;
    });
    this.queue = sent;
    return sent.finally(() => runInAction(() => (this.saving -= 1)));
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
   * 'Proceed to Pay': after the changes under way, update (the choices shown, the voucher checked again), then
   * createTelrSession, then the browser leaves for the payment page. A voucher refused now (its condition no longer
   * met) is cleared on the server and the new total shown before the customer tries again. A click while one is under
   * way sends nothing.
   */
  async pay(): Promise<PayOutcome> {
    const checkoutId = this.checkoutId;
    if (this.paying || checkoutId === null) return { kind: 'busy' };
    const blocked = this.payBlock;
    if (blocked) return { kind: 'blocked', message: blocked };
    this.paying = true;
    await this.queue;
    try {
      try {
        await this.client.call('mobile_checkout', 'update', { checkoutId, details: this.details });
      } catch (error) {
        if (refusesVoucher(error) && this.voucher) {
          runInAction(() => (this.voucher = null));
          await this.save(this.details);
        }
        throw error;
      }
      const session = await this.client.call('mobile_checkout', 'createTelrSession', { checkoutId });
      this.leave(session.response.order.url);
      return { kind: 'left' };
    } catch (error) {
      runInAction(() => (this.paying = false));
      return { kind: 'failed', message: refusalOf(error) };
    }
  }
}
