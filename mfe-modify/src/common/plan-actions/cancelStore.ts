// Cancel the plan (spec 3 §2 "Cancel modal", §4 "Cancel", §6): the terms must be accepted first; 'Cancel', or
// 'Cancel and receive coupon' only for a paid order (the unused value becomes a voucher on /my-credit). The server's
// message shows, then the caller goes to /.
import { makeAutoObservable, runInAction } from 'mobx';
import type { ServerMessage } from '@mealplan/shared/ui';
import { serverMessageOf } from './planDialog';
import type { PlanActionClient } from './types';

export interface CancelArgs {
  orderId: number;
  /** The order was paid: only then is 'Cancel and receive coupon' offered. */
  paid: boolean;
}

export type CancelStep = 'form' | 'sending' | 'done';

export class CancelStore {
  step: CancelStep = 'form';
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
    if (makeCoupon && !this.args.paid) return false;
    this.step = 'sending';
    this.pending = makeCoupon ? 'coupon' : 'plain';
    this.error = null;
    try {
      const reply = await this.client.call('order', 'cancel', { orderId: this.args.orderId, makeCoupon });
      runInAction(() => {
        this.message = reply.message;
        this.itWasFuture = reply.itWasFuture;
        this.cancelled = true;
        this.step = 'done';
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.error = serverMessageOf(error);
        this.step = 'form';
      });
      return false;
    } finally {
      runInAction(() => (this.pending = null));
    }
  }
}
