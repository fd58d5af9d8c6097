// Cancel the plan (spec 3 §2 "Cancel modal", §4 "Cancel", §6; issue 37 item 6): first the server's quote under the
// published policy (order cancelQuote: the day the cancellation takes effect, the days still delivered, the unused
// value, the fee and the coupon or refund), then the terms must be accepted; 'Cancel', or 'Cancel and receive coupon'
// only for a paid order (the unused value less the fee becomes a voucher on /my-credit). The cancel carries the quote
// shown, so the server refuses it if the terms changed meanwhile (the dialog then shows the new quote). The server's
// message shows, then the caller goes to /.
import { makeAutoObservable, runInAction } from 'mobx';
import type { OkData } from '@mealplan/shared/protocol';
import { refusalOf, type ServerMessage } from '@mealplan/shared/ui';
import type { PlanActionClient } from './types';

export type CancelQuote = OkData<'order', 'cancelQuote'>;

/** The server's id of the refusal of a cancel whose quote changed since it was shown. */
export const QUOTE_CHANGED = 'planAction.cancelQuoteChanged';

export interface CancelArgs {
  orderId: number;
  /** The order was paid: only then is 'Cancel and receive coupon' offered. */
  paid: boolean;
}

export type CancelStep = 'loading' | 'failed' | 'form' | 'sending' | 'done';

export class CancelStore {
  step: CancelStep = 'loading';
  /** What cancelling now does, as the server computed it (shown before the customer confirms). */
  quote: CancelQuote | null = null;
  termsAccepted = false;
  /** Which button was pressed (the spinner goes on it). */
  pending: 'plain' | 'coupon' | null = null;
  error: ServerMessage | null = null;
  /** 'planActions.cancel.termsRequired' when a button is pressed before accepting the terms. */
  notice: string | null = null;
  /** The server's message after the cancel. */
  message: string | null = null;
  itWasFuture = false;
  cancelled = false;

  constructor(
    private readonly client: PlanActionClient,
    readonly args: CancelArgs,
  ) {
    makeAutoObservable<CancelStore, 'client'>(this, { client: false, args: false });
  }

  /** order cancelQuote. */
  async load(): Promise<void> {
    this.step = 'loading';
    this.error = null;
    try {
      const quote = await this.client.call('order', 'cancelQuote', { orderId: this.args.orderId });
      runInAction(() => {
        this.quote = quote;
        this.step = 'form';
      });
    } catch (error) {
      runInAction(() => {
        this.error = refusalOf(error);
        this.step = 'failed';
      });
    }
  }

  /** 'Cancel and receive coupon': a paid order with something left to give back. */
  get couponOffered(): boolean {
    return this.args.paid && (this.quote?.paid ?? true);
  }

  get couponPossible(): boolean {
    return this.couponOffered && this.quote !== null && this.quote.value > 0;
  }

  setTermsAccepted(accepted: boolean): void {
    this.termsAccepted = accepted;
    if (accepted) this.notice = null;
  }

  /** `order cancel`; a coupon only for a paid order. True when cancelled. */
  async cancel(makeCoupon: boolean): Promise<boolean> {
    if (!this.termsAccepted) {
      this.notice = 'planActions.cancel.termsRequired';
      return false;
    }
    if (makeCoupon && !this.couponPossible) return false;
    if (!this.quote) return false;
    const { effectiveDate, value } = this.quote;
    this.step = 'sending';
    this.pending = makeCoupon ? 'coupon' : 'plain';
    this.error = null;
    try {
      const reply = await this.client.call('order', 'cancel', {
        orderId: this.args.orderId,
        makeCoupon,
        terms: true,
        quote: { effectiveDate, value },
      });
      runInAction(() => {
        this.message = reply.message;
        this.itWasFuture = reply.itWasFuture;
        this.cancelled = true;
        this.step = 'done';
      });
      return true;
    } catch (error) {
      const refusal = refusalOf(error);
      runInAction(() => {
        this.error = refusal;
        this.step = 'form';
      });
      // The terms changed since they were shown (a day passed): show the new ones, the refusal above them.
      if (refusal.messageId === QUOTE_CHANGED) await this.requote(refusal);
      return false;
    } finally {
      runInAction(() => (this.pending = null));
    }
  }

  private async requote(refusal: ServerMessage): Promise<void> {
    await this.load();
    runInAction(() => {
      if (this.step === 'form') this.error = refusal;
    });
  }
}
