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
  SHIPPING_FILS,
  type CheckoutTotals,
  type DomainMessageId,
  type MealPlan,
} from '@mealplan/shared/domain';
import type { OkData, RequestData, Voucher } from '@mealplan/shared/protocol';
import type { SocketClient } from '@mealplan/shared/session';
import { OfferStore } from '@mealplan/shared/stores';
import { refusalOf, type ShownMessage } from '@mealplan/shared/ui';

type PendingReply = OkData<'mobile_checkout', 'getPending'>;
export type CheckoutPlanParams = NonNullable<PendingReply['planParams']>;
type UpdateDetails = RequestData<'mobile_checkout', 'update'>['details'];

/** The two bag deposit choices (fils): '180 Aed Refundable Bag Deposit' and 'Renewal: already paid bag deposit'. */
export const BAG_CHOICES = [BAG_DEPOSIT_FILS, 0] as const;
export type BagChoice = (typeof BAG_CHOICES)[number];

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
  /** The coupon or voucher (the shared offer rule), as the server holds it after each answer. */
  readonly offer: OfferStore;
  /** Changes sent and not answered yet. */
  saving = 0;
  /** Set from the first 'Proceed to Pay' until it fails (kept once the browser leaves): a second click sends nothing. */
  paying = false;

  private readonly client: Pick<SocketClient, 'call'>;
  private readonly leave: (url: string) => void;
  /** The changes, sent one after another in the order they were made. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor({ client, coupons, leave }: CheckoutSummaryOptions) {
    this.client = client;
    this.offer = new OfferStore(coupons);
    this.leave = leave;
    makeAutoObservable<CheckoutSummaryStore, 'client' | 'offer' | 'leave' | 'queue'>(
      this,
      { client: false, offer: false, leave: false, queue: false },
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
    const held = params.voucher ?? null;
    this.offer.adopt(
      params.coupon_id ?? null,
      held && { id: held.id, code: held.code, type: held.type, value: held.value, conditions: held.conditions },
    );
  }

  get checkoutId(): number | null {
    return this.planParams?.id ?? null;
  }

  /** No checkout plan: the page goes to /checkout (doc 2 §4.5). */
  get redirect(): '/checkout' | null {
    return this.state === 'ready' && (!this.planParams || this.checkoutId === null) ? '/checkout' : null;
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

  /** Selecting a coupon clears the voucher (§5.3); the plan keeps the choice. */
  chooseCoupon(couponId: number | null): Promise<ShownMessage | null> {
    this.offer.chooseCoupon(couponId);
    return this.save(this.details);
  }

  /**
   * Applies the code typed on the server (update, which checks it): applying a voucher clears the coupon; an empty
   * or unknown code is 'Wrong voucher code', a voucher whose condition the plan fails says which; either clears the
   * voucher on the plan too (§5.3). Answers the message to show, or null when applied.
   */
  async applyVoucher(code: string = this.offer.code): Promise<ShownMessage | null> {
    this.offer.setCode(code);
    const hadVoucher = this.offer.voucher !== null;
    const shown = await this.offer.applyVoucher(async (code) => {
      const refused = await this.save({ ...this.details, voucher_id: null, voucher_code: code, coupon_id: null });
      if (refused !== null) return { refused };
      const applied = this.offer.voucher;
      if (!applied) throw new Error('The plan holds no voucher after it was applied.');
      return applied;
    });
    if (shown !== null && hadVoucher) await this.save(this.details);
    return shown;
  }

  removeVoucher(): Promise<ShownMessage | null> {
    this.offer.removeVoucher();
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
      ...this.offer.choice,
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
        if (refusesVoucher(error) && this.offer.voucher) {
          this.offer.removeVoucher();
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
