// 'Pay now' (issue 37) for a plan placed unpaid ('pending': cash, or an earlier online payment that did not go
// through): the checkout's createTelrSession opens the gateway's page for the server's amount, with the order id as
// checkoutId; the gateway's return (/checkout/success/telr) asks the server whether it is paid and marks it paid.
import { makeAutoObservable, runInAction } from 'mobx';
import type { SocketClient } from '@mealplan/shared/session';
import { refusalOf, type ServerMessage } from '@mealplan/shared/ui';

export type PayNowClient = Pick<SocketClient, 'call'>;

/** Leaves the site for the gateway's page (a full navigation, so the browser's Back returns to the site). */
export const leaveForPayment = (url: string): void => window.location.assign(url);

export class PayNowStore {
  /** The payment page is being asked for, or the browser is leaving for it. */
  opening = false;
  /** Why the payment page could not be opened (the server's message). */
  error: ServerMessage | null = null;

  constructor(
    private readonly client: PayNowClient,
    private readonly leave: (url: string) => void = leaveForPayment,
  ) {
    makeAutoObservable<PayNowStore, 'client' | 'leave'>(this, { client: false, leave: false }, { autoBind: true });
  }

  /** Opens the order's payment page; a second press while one opens does nothing. */
  async pay(orderId: number): Promise<void> {
    if (this.opening) return;
    this.opening = true;
    this.error = null;
    try {
      const reply = await this.client.call('mobile_checkout', 'createTelrSession', { checkoutId: orderId });
      // The button stays busy while the browser leaves (no second payment page).
      this.leave(reply.response.order.url);
    } catch (error) {
      runInAction(() => {
        this.error = refusalOf(error);
        this.opening = false;
      });
    }
  }
}
