// Online payment (doc 2 §7 "Checkout": createTelrSession, checkTelrStatus; §9 payment): the payments module owns the
// `payments` table (one row per attempt at the gateway) and speaks to Telr's Hosted Payment Page through
// server/src/adapters/telr. It knows order ids only, never reads the orders table; the orders side asks it to start
// and to check a payment and is told once per order when a server-to-server notification confirms one (onPaid).
import { countPayment } from '../ops/metrics';
import { log } from '../ops/log';
import { randomBytes } from 'node:crypto';
import {
  createTelrClient,
  telrEndpoints,
  TelrError,
  TELR_CURRENCY,
  TELR_ORDER_STATUS,
  adviceSigned,
  type TelrClient,
  type TelrOrderStatus,
} from '../adapters/telr';
import type { Db } from '../db';
import { ClientError } from '../errors';
import {
  attemptByCartId,
  attemptsOf,
  claimPaidHandling,
  insertAttempt,
  markFailed,
  markOpened,
  markSuperseded,
  openAttempt,
  paidAttempt,
  recordGatewayStatus,
  releasePaidHandling,
  UNSETTLED,
  type Attempt,
  type AttemptStatus,
  type GatewayReport,
} from './attempts';
import { PAYMENT_MESSAGES } from './messages';

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
  /**
   * The order's payment as the gateway says it (never the browser): every attempt of the customer's still open at the
   * gateway (the newest, and older ones a newer amount superseded) is checked and recorded; 'paid' once any is paid,
   * else the newest attempt's state. Another customer's order answers 'none'. Never calls onPaid.
   */
  check(db: Db, userId: number, orderId: number): Promise<PaymentState>;
  /**
   * The handler told once per order when the gateway's server-to-server notification (transaction advice), verified
   * by asking the gateway, confirms the order paid. A handler that throws is told again on the next notification.
   */
  onPaid(handler: PaidHandler): void;
  /**
   * The gateway's transaction advice (the notification route's form): trusted for nothing but the cart id it names;
   * that attempt is checked at the gateway, recorded, and onPaid told when it is paid. 'retry' asks the gateway to
   * send it again (the check or the handler failed).
   */
  handleAdvice(db: Db, fields: URLSearchParams): Promise<'recorded' | 'ignored' | 'retry'>;
  /** Whether online payment is on: 'real' gateway, local 'sandbox', or 'off' (production without credentials). */
  readonly mode: 'real' | 'sandbox' | 'off';
}

export interface PaymentOrigins {
  /** The origin browsers reach the site at (PUBLIC_ORIGIN): return URLs given as paths, the sandbox's payment page. */
  publicOrigin: string;
  /** The loopback origin this process listens on: where the server reaches the sandbox gateway's order.json. */
  loopbackOrigin: string;
}

/** An open attempt for the same amount is handed out again while younger than this (the gateway's orders expire). */
export const REUSE_SECONDS = 20 * 60;
/** An attempt still 'created' (its gateway call never answered, e.g. the process stopped) blocks a new one this long. */
export const CREATING_SECONDS = 60;
/** The most one payment may ask: AED 100,000. */
export const MAX_AMOUNT_FILS = 10_000_000;

/** What a gateway answer means for an attempt. Order status 2 (authorised, not captured) is not paid yet. */
export function reportOf(status: TelrOrderStatus): GatewayReport {
  const transactionRef = status.transaction?.ref;
  const outcome =
    status.code === TELR_ORDER_STATUS.paid
      ? 'paid'
      : status.code === TELR_ORDER_STATUS.declined
        ? 'declined'
        : status.code === TELR_ORDER_STATUS.cancelled
          ? 'cancelled'
          : status.code === TELR_ORDER_STATUS.expired
            ? 'expired'
            : 'pending';
  return { status: outcome, gatewayStatus: status.code, transactionRef };
}

/** The customer-facing state of the newest attempt. */
function stateOf(status: AttemptStatus): PaymentState {
  switch (status) {
    case 'paid':
    case 'duplicate':
      return 'paid';
    case 'declined':
      return 'declined';
    case 'cancelled':
    case 'expired':
      return 'cancelled';
    case 'failed':
      return 'none';
    default:
      return 'pending';
  }
}

function absoluteUrl(url: string, publicOrigin: string): string {
  const resolved = new URL(url, publicOrigin);
  if (resolved.protocol !== 'http:' && resolved.protocol !== 'https:') throw new RangeError(`return URL must be http(s): ${url}`);
  return resolved.href;
}

const newCartId = (orderId: number) => `mp${orderId}-${randomBytes(6).toString('hex')}`;

/** The payment service from the environment (TELR_STORE_ID / TELR_AUTH_KEY, else the sandbox, off in production). */
export function createPaymentService(env: NodeJS.ProcessEnv, origins: PaymentOrigins, now: () => number): PaymentService {
  const endpoints = telrEndpoints(env, origins.loopbackOrigin);
  // The sandbox answers its loopback origin; the browser is sent to the same page on the site's public origin.
  const client = endpoints && createTelrClient(endpoints, endpoints.mode === 'sandbox' ? origins.publicOrigin : undefined);
  return paymentService(client, origins.publicOrigin, now);
}

/** The service over a gateway client (undefined: payments are off). */
export function paymentService(client: TelrClient | undefined, publicOrigin: string, now: () => number): PaymentService {
  const handlers: PaidHandler[] = [];

  const gateway = (): TelrClient => {
    if (!client) throw new ClientError(PAYMENT_MESSAGES.off);
    return client;
  };

  /** Asks the gateway about an attempt and records the answer; the attempt's status afterwards. */
  async function refresh(db: Db, attempt: Attempt): Promise<AttemptStatus> {
    if (!attempt.gatewayRef) return attempt.status;
    let answer: TelrOrderStatus;
    try {
      answer = await gateway().check(attempt.gatewayRef);
    } catch (error) {
      if (error instanceof TelrError) throw new ClientError(PAYMENT_MESSAGES.unreachable);
      throw error;
    }
    if (answer.cartId && answer.cartId !== attempt.cartId) throw new ClientError(PAYMENT_MESSAGES.unreachable);
    const status = (await recordGatewayStatus(db, attempt.id, reportOf(answer), now())) ?? attempt.status;
    if (status !== attempt.status) countPayment(status);
    return status;
  }

  /** Tells the handlers once per order; a failing handler gives the claim back for the next notification. */
  async function tellPaid(db: Db, orderId: number): Promise<boolean> {
    const claimed = await claimPaidHandling(db, orderId, now());
    if (!claimed) return true;
    try {
      for (const handler of handlers) await handler(claimed.userId, claimed.orderId);
      return true;
    } catch (error) {
      log().error({ err: error, orderId }, `payments: the paid handler of order ${orderId} failed; the next notification tries again`);
      await releasePaidHandling(db, claimed.id);
      return false;
    }
  }

  /** An open attempt for the order: reused when it can be, else closed (superseded) so a new one can open. */
  async function reusableUrl(db: Db, userId: number, open: Attempt, amountFils: number): Promise<string | undefined> {
    if (open.userId !== userId) throw new ClientError(PAYMENT_MESSAGES.notFound);
    if (open.status === 'created') {
      if (now() - open.createdAt < CREATING_SECONDS) throw new ClientError(PAYMENT_MESSAGES.busy);
      await markFailed(db, open.id, now());
      return undefined;
    }
    const status = await refresh(db, open);
    if (status === 'paid' || status === 'duplicate') throw new ClientError(PAYMENT_MESSAGES.alreadyPaid);
    if (status !== 'pending') return undefined;
    if (open.amountFils === amountFils && now() - open.createdAt < REUSE_SECONDS && open.paymentUrl) return open.paymentUrl;
    await markSuperseded(db, open.id, now());
    return undefined;
  }

  return {
    mode: client ? client.endpoints.mode : 'off',

    async start(db, userId, payment) {
      const telr = gateway();
      if (!Number.isSafeInteger(payment.amountFils) || payment.amountFils <= 0 || payment.amountFils > MAX_AMOUNT_FILS) {
        throw new RangeError(`payment amount out of range: ${payment.amountFils} fils`);
      }
      const returnUrls = {
        authorised: absoluteUrl(payment.returnUrls.authorised, publicOrigin),
        declined: absoluteUrl(payment.returnUrls.declined, publicOrigin),
        cancelled: absoluteUrl(payment.returnUrls.cancelled, publicOrigin),
      };
      if (await paidAttempt(db, payment.orderId)) throw new ClientError(PAYMENT_MESSAGES.alreadyPaid);
      const open = await openAttempt(db, payment.orderId);
      if (open) {
        const url = await reusableUrl(db, userId, open, payment.amountFils);
        if (url) return { url };
      }
      const attempt = await insertAttempt(db, {
        userId,
        orderId: payment.orderId,
        cartId: newCartId(payment.orderId),
        amountFils: payment.amountFils,
        currency: TELR_CURRENCY,
        test: telr.endpoints.test,
        now: now(),
      });
      // Another start of the same order opened its attempt between our read and our insert.
      if (!attempt) throw new ClientError(PAYMENT_MESSAGES.busy);
      try {
        const created = await telr.create({
          cartId: attempt.cartId,
          amountFils: attempt.amountFils,
          description: payment.description,
          returnUrls,
          customerRef: String(userId),
        });
        await markOpened(db, attempt.id, created.ref, created.url, now());
        countPayment('open');
        return { url: created.url };
      } catch (error) {
        await markFailed(db, attempt.id, now());
        countPayment('failed');
        if (error instanceof TelrError) {
          log().warn({ orderId: payment.orderId, note: error.note }, `payments: the gateway refused order ${payment.orderId}: ${error.message}`);
          throw new ClientError(
            error.note === undefined && error.message.startsWith('gateway unreachable') ? PAYMENT_MESSAGES.unreachable : PAYMENT_MESSAGES.refused,
          );
        }
        throw error;
      }
    },

    async check(db, userId, orderId) {
      const attempts = await attemptsOf(db, userId, orderId);
      const newest = attempts[0];
      if (!newest) return 'none';
      if (attempts.some((attempt) => attempt.status === 'paid')) return 'paid';
      for (const attempt of attempts.filter((candidate) => UNSETTLED.includes(candidate.status))) {
        const status = await refresh(db, attempt);
        if (status === 'paid' || status === 'duplicate') return 'paid';
      }
      const latest = (await attemptsOf(db, userId, orderId))[0] ?? newest;
      return stateOf(latest.status);
    },

    onPaid(handler) {
      handlers.push(handler);
    },

    async handleAdvice(db, fields) {
      if (!client) return 'ignored';
      const { endpoints } = client;
      if ((fields.get('tran_store') ?? '').trim() !== endpoints.storeId) return 'ignored';
      if (endpoints.adviceSecret && !adviceSigned(endpoints.adviceSecret, fields)) return 'ignored';
      const cartId = (fields.get('tran_cartid') ?? '').trim();
      const attempt = cartId ? await attemptByCartId(db, cartId) : undefined;
      if (!attempt?.gatewayRef) return 'ignored';
      let status: AttemptStatus;
      try {
        status = await refresh(db, attempt);
      } catch (error) {
        if (error instanceof ClientError) return 'retry';
        throw error;
      }
      if (status !== 'paid') return 'recorded';
      return (await tellPaid(db, attempt.orderId)) ? 'recorded' : 'retry';
    },
  };
}
