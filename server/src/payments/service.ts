// Online payment (doc 2 §7 "Checkout": createTelrSession, checkTelrStatus; §9 payment): the payments module owns the
// `payments` table (one row per attempt at the gateway) and speaks to Telr's Hosted Payment Page through
// server/src/adapters/telr. It knows order ids only, never reads the orders table; the orders side asks it to start
// and to check a payment and is told once per order when a server-to-server notification confirms one (onPaid).
// Issue 37: an attempt pays for what it was opened for (its amount, currency and fingerprint); a capture that cannot
// place its order is given back through the gateway exactly once, and the orders side is told (onRefund).
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
import { findUserById } from '../accounts/users';
import { normaliseLanguage } from '@mealplan/shared/i18n/locale';
import { ClientError } from '../errors';
import {
  attemptByCartId,
  attemptsOf,
  claimPaidHandling,
  claimRefund,
  dueRefunds,
  insertAttempt,
  markFailed,
  markOpened,
  markPlaced,
  markRefundDue,
  markSuperseded,
  openAttempt,
  paidAttempt,
  recordGatewayStatus,
  recordRefunded,
  refundsOf,
  releasePaidHandling,
  releaseRefund,
  UNSETTLED,
  type Attempt,
  type AttemptStatus,
  type GatewayReport,
  type RefundInfo,
  type RefundReason,
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
  /** What the payment pays for: the orders module's hash of the rows (placing compares it with the rows then). */
  fingerprint: string;
  /** Shown on the gateway's page and in the kitchen's statement. */
  description: string;
  returnUrls: ReturnUrls;
}

/**
 * An order's payment as the gateway tells it: 'none' when no attempt was ever started for it; 'refund' when the newest
 * attempt was captured but cannot place the order (it is given back).
 */
export type PaymentState = 'paid' | 'pending' | 'declined' | 'cancelled' | 'refund' | 'none';

/** A paid attempt that may place its order: what the orders side compares with the rows before placing. */
export interface PaidPayment {
  attemptId: number;
  userId: number;
  orderId: number;
  amountFils: number;
  currency: string;
  fingerprint: string;
  /** The gateway's transaction ref of the capture (the receipt's payment reference). */
  transactionRef: string | null;
  /** The order was placed from it already. */
  placed: boolean;
}

/** What the orders side made of a paid attempt: placed (or already placed from it), or a capture to give back. */
export type PaidVerdict = { placed: true } | { refund: RefundReason };

export type PaidHandler = (payment: PaidPayment) => Promise<PaidVerdict | void>;

/** A refund the gateway approved: the customer's receipt and the team's notice are the orders side's. */
export interface RefundNotice {
  attemptId: number;
  userId: number;
  orderId: number;
  amountFils: number;
  currency: string;
  reason: RefundReason;
  /** The captured transaction's ref (the payment given back). */
  paymentReference: string;
  refundReference: string | undefined;
  /** 'refunded': the gateway approved it; 'failed': its first try did not go through (retried until it does). */
  outcome: 'refunded' | 'failed';
  /** Why the try failed. */
  note?: string;
}

export type RefundHandler = (notice: RefundNotice) => Promise<void>;

export type { RefundInfo, RefundReason };

export interface PaymentService {
  /**
   * Opens (or reuses) an attempt at the gateway for the customer's order and answers the hosted payment page's URL.
   * An open attempt is reused only for the same amount and fingerprint. Throws ClientError (payments messages) when
   * payments are off or the gateway refuses.
   */
  start(db: Db, userId: number, payment: StartPayment): Promise<{ url: string }>;
  /**
   * The order's payment as the gateway says it (never the browser): every attempt of the customer's still open at the
   * gateway (the newest, and older ones superseded or closed) is checked and recorded; 'paid' only when the order has a
   * paid attempt that may place it (a superseded or closed attempt's capture is given back, never 'paid'), else the
   * newest attempt's state. Refunds due of the order are tried again. Another customer's order answers 'none'. Never
   * calls onPaid.
   */
  check(db: Db, userId: number, orderId: number): Promise<PaymentState>;
  /** The customer's paid attempt of the order that may place it (or placed it), if any. */
  paidPayment(db: Db, userId: number, orderId: number): Promise<PaidPayment | undefined>;
  /**
   * Inside the placing transaction: the order was placed (or paid) from this paid attempt. False when it no longer may
   * (given back meanwhile, or placed already).
   */
  markPlaced(tx: Db, attemptId: number): Promise<boolean>;
  /** Inside the placing transaction: this paid attempt cannot place its order; it is given back (see settleRefunds). */
  markRefundDue(tx: Db, attemptId: number, reason: RefundReason): Promise<boolean>;
  /** Tries the refunds due of the customer's order now (after the transaction that made them due). */
  settleRefunds(db: Db, userId: number, orderId: number): Promise<void>;
  /** Tries every refund due (the periodic sweep); answers how many went through. */
  sweepRefunds(db: Db): Promise<number>;
  /** The order's captures given back or being given back (the payment result page's notice). */
  refunds(db: Db, userId: number, orderId: number): Promise<RefundInfo[]>;
  /**
   * The handler told once per order when the gateway's server-to-server notification (transaction advice), verified
   * by asking the gateway, confirms the order paid; its verdict 'refund' gives the capture back. A handler that throws
   * is told again on the next notification.
   */
  onPaid(handler: PaidHandler): void;
  /**
   * The handler told once per refund the gateway approved (the customer's receipt, the team's notice), and once when
   * a refund's first try did not go through (the team's notice).
   */
  onRefund(handler: RefundHandler): void;
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
      return 'paid';
    case 'duplicate':
      return 'refund';
    case 'closed':
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

/** The language of the customer's payment page: Telr's hosted page speaks English and Arabic (its `language`). */
async function customerLanguage(db: Db, userId: number): Promise<'en' | 'ar'> {
  const customer = await findUserById(db, userId);
  return normaliseLanguage(customer?.language) ?? 'en';
}

/** The payment service from the environment (TELR_STORE_ID / TELR_AUTH_KEY, else the sandbox, off in production). */
export function createPaymentService(env: NodeJS.ProcessEnv, origins: PaymentOrigins, now: () => number): PaymentService {
  const endpoints = telrEndpoints(env, origins.loopbackOrigin);
  // The sandbox answers its loopback origin; the browser is sent to the same page on the site's public origin.
  const client = endpoints && createTelrClient(endpoints, endpoints.mode === 'sandbox' ? origins.publicOrigin : undefined);
  return paymentService(client, origins.publicOrigin, now);
}

/** The paid attempt as the orders side sees it. */
const paidPaymentOf = (attempt: Attempt): PaidPayment => ({
  attemptId: attempt.id,
  userId: attempt.userId,
  orderId: attempt.orderId,
  amountFils: attempt.amountFils,
  currency: attempt.currency,
  fingerprint: attempt.fingerprint,
  transactionRef: attempt.transactionRef,
  placed: attempt.placedAt !== null,
});

/** The service over a gateway client (undefined: payments are off). */
export function paymentService(client: TelrClient | undefined, publicOrigin: string, now: () => number): PaymentService {
  const handlers: PaidHandler[] = [];
  const refundHandlers: RefundHandler[] = [];

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
    const report = { ...reportOf(answer), amountFils: answer.amountFils, currency: answer.currency };
    const status = (await recordGatewayStatus(db, attempt.id, report, now())) ?? attempt.status;
    if (status !== attempt.status) countPayment(status);
    return status;
  }

  /**
   * Gives one due refund back through the gateway, exactly once: the claim is one conditional statement, a refund
   * the gateway did not approve (or could not be asked) is due again and tried later. True when it went through.
   */
  async function refundOne(db: Db, due: Attempt): Promise<boolean> {
    const attempt = await claimRefund(db, due.id, now());
    if (!attempt) return false;
    const amountFils = attempt.capturedFils ?? attempt.amountFils;
    const currency = attempt.capturedCurrency ?? attempt.currency;
    const notice = (outcome: RefundNotice['outcome'], extra: Partial<RefundNotice>): RefundNotice => ({
      attemptId: attempt.id,
      userId: attempt.userId,
      orderId: attempt.orderId,
      amountFils,
      currency,
      reason: attempt.refundReason ?? 'twice',
      paymentReference: attempt.transactionRef ?? '-',
      refundReference: undefined,
      outcome,
      ...extra,
    });
    /** Due again; the team hears of the first failure only (the sweep retries it). */
    const fail = async (note: string): Promise<false> => {
      await releaseRefund(db, attempt.id, note);
      if (attempt.refundTries === 1) await tellRefund(notice('failed', { note }));
      return false;
    };
    if (!client || !attempt.transactionRef) return fail(client ? 'no captured transaction ref' : 'payments are off');
    let result: Awaited<ReturnType<TelrClient['refund']>>;
    try {
      result = await client.refund({
        transactionRef: attempt.transactionRef,
        cartId: attempt.cartId,
        amountFils,
        currency,
        description: `Refund ${attempt.refundReason ?? ''} #${attempt.orderId}`.slice(0, 63),
      });
    } catch (error) {
      if (!(error instanceof TelrError)) {
        await releaseRefund(db, attempt.id, String(error));
        throw error;
      }
      log().warn({ paymentId: attempt.id, note: error.note }, `payments: refund of payment ${attempt.id} not sent: ${error.message}; retried later`);
      return fail(error.message);
    }
    if (!result.approved) {
      log().error(
        { paymentId: attempt.id, status: result.status, code: result.code },
        `payments: refund of payment ${attempt.id} refused: ${result.message}`,
      );
      return fail(`${result.status} ${result.code} ${result.message}`);
    }
    await recordRefunded(db, attempt, result.ref, now());
    countPayment('refunded');
    await tellRefund(notice('refunded', { refundReference: result.ref }));
    return true;
  }

  /** Tells the refund handlers; a failing handler is logged (the money moved or not whatever the mail does). */
  async function tellRefund(notice: RefundNotice): Promise<void> {
    for (const handler of refundHandlers) {
      try {
        await handler(notice);
      } catch (error) {
        log().error({ err: error, paymentId: notice.attemptId }, `payments: the refund handler of payment ${notice.attemptId} failed`);
      }
    }
  }

  async function settle(db: Db, scope?: { userId: number; orderId: number }): Promise<number> {
    let done = 0;
    for (const due of await dueRefunds(db, scope)) if (await refundOne(db, due)) done += 1;
    return done;
  }

  /**
   * Tells the handlers once per order; a failing handler gives the claim back for the next notification. A verdict
   * 'refund' gives the capture back.
   */
  async function tellPaid(db: Db, orderId: number): Promise<boolean> {
    const claimed = await claimPaidHandling(db, orderId, now());
    if (!claimed) return true;
    try {
      for (const handler of handlers) {
        const verdict = await handler(paidPaymentOf(claimed));
        if (verdict && 'refund' in verdict) await markRefundDue(db, claimed.id, verdict.refund, now());
      }
      await settle(db, { userId: claimed.userId, orderId });
      return true;
    } catch (error) {
      log().error({ err: error, orderId }, `payments: the paid handler of order ${orderId} failed; the next notification tries again`);
      await releasePaidHandling(db, claimed.id);
      return false;
    }
  }

  /** An open attempt for the order: reused when it can be, else closed (superseded) so a new one can open. */
  async function reusableUrl(db: Db, userId: number, open: Attempt, payment: StartPayment): Promise<string | undefined> {
    if (open.userId !== userId) throw new ClientError(PAYMENT_MESSAGES.notFound);
    if (open.status === 'created') {
      if (now() - open.createdAt < CREATING_SECONDS) throw new ClientError(PAYMENT_MESSAGES.busy);
      await markFailed(db, open.id, now());
      return undefined;
    }
    const status = await refresh(db, open);
    if (status === 'paid') throw new ClientError(PAYMENT_MESSAGES.alreadyPaid);
    if (status !== 'pending') return undefined;
    const same = open.amountFils === payment.amountFils && open.fingerprint === payment.fingerprint;
    if (same && now() - open.createdAt < REUSE_SECONDS && open.paymentUrl) return open.paymentUrl;
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
        const url = await reusableUrl(db, userId, open, payment);
        if (url) return { url };
      }
      const attempt = await insertAttempt(db, {
        userId,
        orderId: payment.orderId,
        cartId: newCartId(payment.orderId),
        amountFils: payment.amountFils,
        currency: TELR_CURRENCY,
        fingerprint: payment.fingerprint,
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
          language: await customerLanguage(db, userId),
        });
        const status = await markOpened(db, attempt.id, created.ref, created.url, now());
        countPayment('open');
        // The checkout changed while the gateway answered: this page would pay for something else.
        if (status !== 'pending') throw new ClientError(PAYMENT_MESSAGES.busy);
        return { url: created.url };
      } catch (error) {
        if (error instanceof ClientError) throw error;
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
      const statuses = new Map(attempts.map((attempt) => [attempt.id, attempt.status]));
      for (const attempt of attempts.filter((candidate) => UNSETTLED.includes(candidate.status)))
        statuses.set(attempt.id, await refresh(db, attempt));
      // A capture given back (now, or earlier and not through yet) is tried at the gateway.
      if (attempts.some((attempt) => attempt.refundState === 'due' || (statuses.get(attempt.id) === 'duplicate' && attempt.status !== 'duplicate'))) {
        await settle(db, { userId, orderId });
      }
      if ([...statuses.values()].includes('paid')) return 'paid';
      return stateOf(statuses.get(newest.id) ?? newest.status);
    },

    async paidPayment(db, userId, orderId) {
      const paid = await paidAttempt(db, orderId);
      return paid && paid.userId === userId ? paidPaymentOf(paid) : undefined;
    },

    markPlaced: (tx, attemptId) => markPlaced(tx, attemptId, now()),
    markRefundDue: (tx, attemptId, reason) => markRefundDue(tx, attemptId, reason, now()),

    async settleRefunds(db, userId, orderId) {
      await settle(db, { userId, orderId });
    },

    sweepRefunds: (db) => settle(db),

    refunds: (db, userId, orderId) => refundsOf(db, userId, orderId),

    onPaid(handler) {
      handlers.push(handler);
    },

    onRefund(handler) {
      refundHandlers.push(handler);
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
      if (status === 'duplicate') {
        await settle(db, { userId: attempt.userId, orderId: attempt.orderId });
        return 'recorded';
      }
      if (status !== 'paid') return 'recorded';
      return (await tellPaid(db, attempt.orderId)) ? 'recorded' : 'retry';
    },
  };
}
