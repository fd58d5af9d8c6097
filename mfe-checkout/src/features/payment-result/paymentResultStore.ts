// /checkout/success/:action (doc 2 §2.3 "Success page", §4.5 "Summary", §8): the gateway's return (or pay later)
// turned into a placed order. 'telr' asks the server whether the gateway says paid (checkTelrStatus) and only then
// places the order (placeneworder, paymentMethod 'telr'); 'paylater' places it as 'Not Paid'; any other action, or
// no pending plan, leaves for /. A payment the gateway did not confirm goes back to /checkout with the reason.
// The server is idempotent by checkoutId, so a reload of the page shows the same order; the store runs once per visit.
import { makeAutoObservable, runInAction } from 'mobx';
import type { SessionStore, SocketClient } from '@mealplan/shared/session';
import { refusalOf, type ShownMessage } from '@mealplan/shared/ui';

export type PaymentResultClient = Pick<SocketClient, 'call'>;

/**
 * Why the payment did not go through: the gateway's hint in the return URL, or the server could not say. `unpaid…`: the
 * same for an order placed unpaid ('Pay now', issue 37), which stays placed and payable from the dashboard.
 */
export type PaymentProblem =
  'declined' | 'cancelled' | 'notPaid' | 'checkFailed' | 'unpaidDeclined' | 'unpaidCancelled' | 'unpaidNotPaid' | 'unpaidCheckFailed';

/** A payment of the order given back (issue 37): fils, and why ('twice': the customer paid twice). */
export interface RefundNotice {
  amount: number;
  reason: 'twice' | 'changed' | 'amount' | 'cancelled';
}

export type PaymentResult =
  | { kind: 'processing' }
  | { kind: 'placed'; orderId: number }
  /** This payment did not place the plan and is given back (the notices say how much and why). */
  | { kind: 'refunded' }
  /** The page leaves: to / (nothing to place) or to /checkout (not paid), with the reason to tell. */
  | { kind: 'leave'; to: '/' | '/checkout'; problem?: PaymentProblem }
  /** Paid (or pay later) but placing failed: the server's message, and the page offers to try again. */
  | { kind: 'failed'; message: ShownMessage };

/** The return URL's query: `checkoutId` (decision 3) and the gateway's `result` hint (never trusted for the outcome). */
export interface ReturnQuery {
  checkoutId: string | null;
  result: string | null;
  /** 'placed': the server opened the payment for an order placed unpaid (only which text and page follow when unpaid). */
  order?: string | null;
}

/** A positive integer id from the query, or null. */
function idOf(value: string | null): number | null {
  if (value === null || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2 ** 31 - 1 ? id : null;
}

function problemOf(hint: string | null): PaymentProblem {
  return hint === 'declined' || hint === 'cancelled' ? hint : 'notPaid';
}

const UNPAID_ORDER_PROBLEM: Partial<Record<PaymentProblem, PaymentProblem>> = {
  declined: 'unpaidDeclined',
  cancelled: 'unpaidCancelled',
  notPaid: 'unpaidNotPaid',
  checkFailed: 'unpaidCheckFailed',
};

export class PaymentResultStore {
  result: PaymentResult = { kind: 'processing' };
  /** The order's payments being given back, as checkTelrStatus tells them: shown with any result. */
  refunds: RefundNotice[] = [];
  private started = false;
  private action = '';
  private checkoutId: number | null = null;

  constructor(
    private readonly client: PaymentResultClient,
    private readonly session: Pick<SessionStore, 'user_id'>,
  ) {
    makeAutoObservable<PaymentResultStore, 'client' | 'session' | 'started' | 'action' | 'checkoutId'>(
      this,
      { client: false, session: false, started: false, action: false, checkoutId: false },
      { autoBind: true },
    );
  }

  /**
   * Works the return out once per visit (a second call, e.g. React's development double effect, does nothing).
   * Resolves when `result` is final.
   */
  async start(action: string | undefined, query: ReturnQuery): Promise<void> {
    if (this.started) return;
    this.started = true;
    this.action = action ?? '';
    if (this.action !== 'telr' && this.action !== 'paylater') return this.settle({ kind: 'leave', to: '/' });
    const checkoutId = idOf(query.checkoutId) ?? (await this.pendingCheckoutId());
    if (checkoutId === null) return this.settle({ kind: 'leave', to: '/' });
    this.checkoutId = checkoutId;
    if (this.action === 'telr') {
      const paid = await this.gatewaySaysPaid(checkoutId);
      // Taken but given back (a page opened for a plan since changed): the page says so instead of a problem.
      if (paid === false && this.refunds.length > 0) return this.settle({ kind: 'refunded' });
      const problem = paid === null ? 'checkFailed' : problemOf(query.result);
      // An order placed unpaid stays placed: back to the dashboard and its 'Pay now', not to an empty new checkout.
      if (paid !== true && query.order === 'placed')
        return this.settle({ kind: 'leave', to: '/', problem: UNPAID_ORDER_PROBLEM[problem] ?? problem });
      if (paid !== true) return this.settle({ kind: 'leave', to: '/checkout', problem });
    }
    await this.place();
  }

  /** After a failed placing: asks again (the server places a checkout once, whatever the number of calls). */
  async retry(): Promise<void> {
    if (this.result.kind !== 'failed' || this.checkoutId === null) return;
    this.result = { kind: 'processing' };
    await this.place();
  }

  private async place(): Promise<void> {
    const checkoutId = this.checkoutId!;
    try {
      const placed = await this.client.call('mobile_checkout', 'placeneworder', {
        checkoutId,
        action: 'newPlan',
        paymentMethod: this.action === 'telr' ? 'telr' : 'Not Paid',
      });
      this.settle({ kind: 'placed', orderId: placed.orderId });
    } catch (error) {
      console.error('[checkout placeneworder]', error);
      this.settle({ kind: 'failed', message: refusalOf(error) });
    }
  }

  /** The customer's pending checkout plan id (getPending), or null when there is none or it cannot be read. */
  private async pendingCheckoutId(): Promise<number | null> {
    try {
      const pending = await this.client.call('mobile_checkout', 'getPending', { user_id: this.session.user_id ?? undefined });
      return pending.planParams?.id ?? null;
    } catch (error) {
      console.error('[checkout getPending]', error);
      return null;
    }
  }

  /** true when the gateway says paid, false when it does not, null when the server could not say. */
  private async gatewaySaysPaid(checkoutId: number): Promise<boolean | null> {
    try {
      const { status, refunds } = await this.client.call('mobile_checkout', 'checkTelrStatus', { checkoutId });
      runInAction(() => {
        this.refunds = (refunds ?? []).map(({ amount, reason }) => ({ amount, reason }));
      });
      return status;
    } catch (error) {
      console.error('[checkout checkTelrStatus]', error);
      return null;
    }
  }

  private settle(result: PaymentResult): void {
    runInAction(() => {
      this.result = result;
    });
  }
}
