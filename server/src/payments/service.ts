// Online payment (doc 2 §7 "Checkout": createTelrSession, checkTelrStatus; §9 payment): the payments module owns the
// `payments` table (one row per attempt at the gateway) and speaks to Telr's Hosted Payment Page through
// server/src/adapters/telr. It knows order ids only, never reads the orders table; the orders side asks it to start
// and to check a payment and is told once per order when a server-to-server notification confirms one (onPaid).
import type { Db } from '../db';

/** What the return pages of the gateway are: absolute URLs, or paths on the site's public origin ('/checkout/…'). */
export interface ReturnUrls {
  authorised: string;
  declined: string;
  cancelled: string;
}

export interface StartPayment {
  /** The order (or checkout plan) paid for: orders.id. */
  orderId: number;
  /** The server's own computation of the amount, in fils (never the browser's). */
  amountFils: number;
  /** Shown on the gateway's page and in the kitchen's statement. */
  description: string;
  returnUrls: ReturnUrls;
}

/** An order's payment as the gateway tells it: 'none' when no attempt was ever started for it. */
export type PaymentState = 'paid' | 'pending' | 'declined' | 'cancelled' | 'none';

export type PaidHandler = (userId: number, orderId: number) => Promise<void>;

export interface PaymentService {
  /**
   * Opens (or reuses) an attempt at the gateway for the customer's order and answers the hosted payment page's URL.
   * Throws ClientError (payments messages) when payments are off or the gateway refuses.
   */
  start(db: Db, userId: number, payment: StartPayment): Promise<{ url: string }>;
  /** Asks the gateway about the order's latest attempt (never the browser), records the answer and answers it. */
  check(db: Db, userId: number, orderId: number): Promise<PaymentState>;
  /** The handler told once per order when a payment is confirmed paid (by a notification or a check). */
  onPaid(handler: PaidHandler): void;
}

export interface PaymentOrigins {
  /** The origin browsers reach the site at (PUBLIC_ORIGIN): return URLs given as paths, the sandbox's payment page. */
  publicOrigin: string;
  /** The loopback origin this process listens on: where the server reaches the sandbox gateway's order.json. */
  loopbackOrigin: string;
}

/** The payment service from the environment (TELR_STORE_ID / TELR_AUTH_KEY, else the sandbox, off in production). */
export function createPaymentService(_env: NodeJS.ProcessEnv, _origins: PaymentOrigins, _now: () => number): PaymentService {
  const handlers: PaidHandler[] = [];
  return {
    start: () => Promise.reject(new Error('Online payment is not built yet')),
    check: () => Promise.resolve('none'),
    onPaid: (handler) => void handlers.push(handler),
  };
}
