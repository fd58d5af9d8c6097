// Online payment of a wizard order (doc 2 §4.4, decision 3 of the checkout): the order placed with `order set`
// (unpaid, payment method 'telr') is paid on the gateway's hosted page through the checkout's own calls, with the
// order id as checkoutId. The gateway returns to /checkout/success/telr?checkoutId=<id>, which checks the payment on
// the server and marks the order paid. Used by the summary (right after placing) and the thank page (to try again).
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

/** What the summary hands the thank page: the placed order and, when the payment page could not be opened, why. */
export interface ThankPageState {
  placed: PlacedOrder;
  /** The customer chose online payment. */
  online?: boolean;
  /** The server's refusal of the payment page (its text), when online payment could not start. */
  paymentError?: string;
}
