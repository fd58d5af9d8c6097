// Online payment from the wizard (doc 2 §4.4, decision 3 of the checkout, issue 37) through the checkout's own calls:
// the plan `order set` held as the customer's checkout plan (online payment: placed only once paid), or an order
// placed unpaid (cash), is paid on the gateway's hosted page with its id as checkoutId. The gateway returns to
// /checkout/success/telr?checkoutId=<id>, which asks the server whether it is paid and only then places it (or marks
// the placed order paid). Used by the summary (online payment) and the thank page ('Pay online now').
import type { PlacedOrder } from '@mealplan/shared/protocol';
import type { SocketClient } from '@mealplan/shared/session';

export type OnlinePaymentClient = Pick<SocketClient, 'call'>;

export class OnlinePayment {
  constructor(private readonly client: OnlinePaymentClient) {}

  /** The gateway's payment page for the order (createTelrSession); rejects with the server's message. */
  async pageUrl(orderId: number): Promise<string> {
    const reply = await this.client.call('mobile_checkout', 'createTelrSession', { checkoutId: orderId });
    return reply.response.order.url;
  }
}

/** Leaves the site for the gateway's page (a full navigation, so the browser's back returns to the site). */
export function leaveForPayment(url: string): void {
  window.location.assign(url);
}

/** What the summary hands the thank page: the order placed unpaid (cash). */
export interface ThankPageState {
  placed: PlacedOrder;
}
