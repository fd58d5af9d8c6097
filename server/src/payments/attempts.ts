// The payments table: one row per attempt at the gateway. Every change is one conditional statement, so concurrent
// callers (the page's checks, the gateway's notifications, a second process) agree without timing: the partial
// unique indexes allow one open and one paid attempt per order, a status update never leaves 'paid', and the onPaid
// claim is taken by exactly one caller. A capture that cannot place its order is 'duplicate' with the refund due,
// claimed for the gateway's refund by one conditional statement too (issue 37).
import type { Db } from '../db';

/** An attempt's status (see migrations/0050_payments.sql). */
export const ATTEMPT_STATUSES = [
  'created',
  'pending',
  'superseded',
  'closed',
  'paid',
  'declined',
  'cancelled',
  'expired',
  'failed',
  'duplicate',
] as const;
export type AttemptStatus = (typeof ATTEMPT_STATUSES)[number];

/** Still open at the gateway (a customer may pay it): checked again when asked. */
export const UNSETTLED: readonly AttemptStatus[] = ['pending', 'superseded', 'closed'];

/** Why a capture is given back (see migrations/0090_payment_ledger.sql). */
export const REFUND_REASONS = ['twice', 'changed', 'amount', 'cancelled'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];
export type RefundState = 'due' | 'claimed' | 'done';

export interface Attempt {
  id: number;
  userId: number;
  orderId: number;
  cartId: string;
  gatewayRef: string | null;
  paymentUrl: string | null;
  amountFils: number;
  currency: string;
  /** What the attempt pays for (the orders module's hash of the rows when it opened). */
  fingerprint: string;
  status: AttemptStatus;
  createdAt: number;
  paidHandledAt: number | null;
  transactionRef: string | null;
  capturedFils: number | null;
  capturedCurrency: string | null;
  placedAt: number | null;
  refundState: RefundState | null;
  refundReason: RefundReason | null;
  /** Tries at the gateway so far (a claim counts one). */
  refundTries: number;
}

const COLUMNS = `id, user_id AS "userId", order_id AS "orderId", cart_id AS "cartId", gateway_ref AS "gatewayRef", payment_url AS "paymentUrl",
  amount AS "amountFils", currency, fingerprint, status, created_at AS "createdAt", paid_handled_at AS "paidHandledAt", transaction_ref AS "transactionRef",
  captured_amount AS "capturedFils", captured_currency AS "capturedCurrency", placed_at AS "placedAt", refund_state AS "refundState",
  refund_reason AS "refundReason", refund_tries AS "refundTries"`;

const normalise = (row: Attempt | undefined): Attempt | undefined =>
  row && {
    ...row,
    createdAt: Number(row.createdAt),
    paidHandledAt: row.paidHandledAt === null ? null : Number(row.paidHandledAt),
    placedAt: row.placedAt === null ? null : Number(row.placedAt),
  };

/** The order's attempts the customer made, newest first. */
export async function attemptsOf(db: Db, userId: number, orderId: number): Promise<Attempt[]> {
  const rows = await db.query<Attempt>(`SELECT ${COLUMNS} FROM payments WHERE user_id = $1 AND order_id = $2 ORDER BY id DESC`, [userId, orderId]);
  return rows.map((row) => normalise(row)!);
}

/** The order's open attempt (created or pending), whoever made it. */
export async function openAttempt(db: Db, orderId: number): Promise<Attempt | undefined> {
  return normalise(await db.one<Attempt>(`SELECT ${COLUMNS} FROM payments WHERE order_id = $1 AND status IN ('created', 'pending')`, [orderId]));
}

export async function paidAttempt(db: Db, orderId: number): Promise<Attempt | undefined> {
  return normalise(await db.one<Attempt>(`SELECT ${COLUMNS} FROM payments WHERE order_id = $1 AND status = 'paid'`, [orderId]));
}

export async function attemptByCartId(db: Db, cartId: string): Promise<Attempt | undefined> {
  return normalise(await db.one<Attempt>(`SELECT ${COLUMNS} FROM payments WHERE cart_id = $1`, [cartId]));
}

export interface NewAttempt {
  userId: number;
  orderId: number;
  cartId: string;
  amountFils: number;
  currency: string;
  fingerprint: string;
  test: boolean;
  now: number;
}

/** Records a new attempt as 'created'; undefined when the order already has an open one (a concurrent start). */
export async function insertAttempt(db: Db, attempt: NewAttempt): Promise<Attempt | undefined> {
  return normalise(
    await db.one<Attempt>(
      `INSERT INTO payments (user_id, order_id, cart_id, amount, currency, fingerprint, test, status, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'created', $8, $8)
       ON CONFLICT (order_id) WHERE status IN ('created', 'pending') DO NOTHING
       RETURNING ${COLUMNS}`,
      [attempt.userId, attempt.orderId, attempt.cartId, attempt.amountFils, attempt.currency, attempt.fingerprint, attempt.test, attempt.now],
    ),
  );
}

/**
 * The gateway created the order: keep its ref and page, the attempt is open. An attempt closed meanwhile (the checkout
 * changed while the gateway answered) keeps its ref too, so a capture of it is still seen (and refunded); the status
 * afterwards is answered.
 */
export async function markOpened(db: Db, id: number, gatewayRef: string, paymentUrl: string, now: number): Promise<AttemptStatus | undefined> {
  const row = await db.one<{ status: AttemptStatus }>(
    `UPDATE payments SET status = CASE WHEN status = 'created' THEN 'pending' ELSE status END, gateway_ref = $2, payment_url = $3, updated_at = $4
     WHERE id = $1 AND status IN ('created', 'closed') RETURNING status`,
    [id, gatewayRef, paymentUrl, now],
  );
  return row?.status;
}

/**
 * The checkout changed while a payment page was open: its open attempts whose fingerprint is not `keep` (every one
 * when undefined: the checkout is gone) are closed for placing. Answers how many were closed.
 */
export async function closeOpenAttempts(db: Db, userId: number, orderId: number, keep: string | undefined, now: number): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `UPDATE payments SET status = 'closed', updated_at = $4
     WHERE order_id = $1 AND user_id = $2 AND status IN ('created', 'pending') AND ($3::text IS NULL OR fingerprint <> $3::text) RETURNING id`,
    [orderId, userId, keep ?? null, now],
  );
  return rows.length;
}

/** The gateway refused or could not be reached while creating: the attempt never opened. */
export async function markFailed(db: Db, id: number, now: number): Promise<void> {
  await db.query(`UPDATE payments SET status = 'failed', updated_at = $2 WHERE id = $1 AND status = 'created'`, [id, now]);
}

/** A newer attempt replaces this open one (its page may still be paid: it stays checked). */
export async function markSuperseded(db: Db, id: number, now: number): Promise<void> {
  await db.query(`UPDATE payments SET status = 'superseded', updated_at = $2 WHERE id = $1 AND status IN ('created', 'pending')`, [id, now]);
}

export interface GatewayReport {
  /** The status the gateway's answer means for the attempt. */
  status: 'paid' | 'pending' | 'declined' | 'cancelled' | 'expired';
  gatewayStatus: number;
  transactionRef: string | undefined;
  /** What the gateway says it holds for the order (a paid order: the captured amount). */
  amountFils?: number | undefined;
  currency?: string | undefined;
}

/**
 * Records what the gateway said about an attempt. Idempotent; 'paid' and 'duplicate' are final; 'pending' keeps a
 * superseded or closed attempt so. Answers the attempt's status afterwards.
 */
export async function recordGatewayStatus(db: Db, id: number, report: GatewayReport, now: number): Promise<AttemptStatus | undefined> {
  if (report.status === 'paid') return recordPaid(db, id, report, now);
  const row = await db.one<{ status: AttemptStatus }>(
    `UPDATE payments SET
       status = CASE WHEN $2::text = 'pending' AND status IN ('superseded', 'closed') THEN status ELSE $2::text END,
       gateway_status = $3::int, transaction_ref = COALESCE($4::text, transaction_ref), updated_at = $5
     WHERE id = $1 AND status NOT IN ('paid', 'duplicate', 'failed')
     RETURNING status`,
    [id, report.status, report.gatewayStatus, report.transactionRef ?? null, now],
  );
  return row?.status ?? (await db.one<{ status: AttemptStatus }>('SELECT status FROM payments WHERE id = $1', [id]))?.status;
}

const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23505';

/**
 * A capture: written to the ledger first (money taken, whatever becomes of it), then the attempt is 'paid' when it may
 * place its order (the order's open attempt, the captured amount and currency its own, no other attempt paid), else
 * 'duplicate' with its refund due and the reason.
 */
async function recordPaid(db: Db, id: number, report: GatewayReport, now: number): Promise<AttemptStatus | undefined> {
  const attempt = await db.one<{ status: AttemptStatus; amount: number; currency: string; user_id: number; order_id: number }>(
    'SELECT status, amount, currency, user_id, order_id FROM payments WHERE id = $1',
    [id],
  );
  if (!attempt) return undefined;
  if (attempt.status === 'paid' || attempt.status === 'duplicate') return attempt.status;
  const capturedFils = report.amountFils ?? attempt.amount;
  const capturedCurrency = report.currency || attempt.currency;
  await db.query(
    `INSERT INTO payment_ledger (user_id, order_id, kind, amount, currency, payment_id, reference, created_at)
     VALUES ($1, $2, 'capture', $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
    [attempt.user_id, attempt.order_id, capturedFils, capturedCurrency, id, report.transactionRef ?? null, now],
  );
  const params = [id, report.gatewayStatus, report.transactionRef ?? null, now, capturedFils, capturedCurrency];
  const set = `gateway_status = $2, transaction_ref = COALESCE($3::text, transaction_ref), paid_at = $4, updated_at = $4, captured_amount = $5,
    captured_currency = $6`;
  const refundDue = async (reason: RefundReason) => {
    await db.query(
      `UPDATE payments SET status = 'duplicate', refund_state = 'due', refund_reason = $7, ${set} WHERE id = $1 AND status NOT IN ('paid', 'duplicate')`,
      [...params, reason],
    );
  };
  const otherPaid = async () =>
    !!(await db.one("SELECT 1 FROM payments WHERE order_id = $1 AND status = 'paid' AND id <> $2", [attempt.order_id, id]));
  if (capturedFils !== attempt.amount || capturedCurrency !== attempt.currency) await refundDue('amount');
  else if (attempt.status === 'superseded' || attempt.status === 'closed') await refundDue((await otherPaid()) ? 'twice' : 'changed');
  else {
    try {
      const paid = await db.one<{ status: AttemptStatus }>(
        `UPDATE payments SET status = 'paid', ${set} WHERE id = $1 AND status NOT IN ('paid', 'duplicate', 'superseded', 'closed') RETURNING status`,
        params,
      );
      if (paid) return paid.status;
    } catch (error) {
      // Another attempt of the same order is already paid: the customer paid twice (money to give back).
      if (!isUniqueViolation(error)) throw error;
      await refundDue('twice');
    }
  }
  const after = await db.one<{ status: AttemptStatus }>('SELECT status FROM payments WHERE id = $1', [id]);
  // Closed or superseded between our read and the update: a capture that cannot place.
  if (after?.status === 'superseded' || after?.status === 'closed') {
    await refundDue((await otherPaid()) ? 'twice' : 'changed');
    return (await db.one<{ status: AttemptStatus }>('SELECT status FROM payments WHERE id = $1', [id]))?.status;
  }
  return after?.status;
}

/** The orders side found a paid attempt cannot place its order: it becomes a capture to give back (once). */
export async function markRefundDue(db: Db, id: number, reason: RefundReason, now: number): Promise<boolean> {
  const rows = await db.query(
    `UPDATE payments SET status = 'duplicate', refund_state = 'due', refund_reason = $2, updated_at = $3
     WHERE id = $1 AND status = 'paid' AND placed_at IS NULL RETURNING id`,
    [id, reason, now],
  );
  return rows.length > 0;
}

/** The order was placed (or paid) from this paid attempt; false when it is not a paid attempt still free to place. */
export async function markPlaced(db: Db, id: number, now: number): Promise<boolean> {
  const rows = await db.query(`UPDATE payments SET placed_at = $2 WHERE id = $1 AND status = 'paid' AND placed_at IS NULL RETURNING id`, [id, now]);
  return rows.length > 0;
}

/** Takes a due refund: the attempt when this caller is the one to ask the gateway, else undefined. */
export async function claimRefund(db: Db, id: number, now: number): Promise<Attempt | undefined> {
  return normalise(
    await db.one<Attempt>(
      `UPDATE payments SET refund_state = 'claimed', refund_claimed_at = $2, refund_tries = refund_tries + 1
       WHERE id = $1 AND refund_state = 'due' RETURNING ${COLUMNS}`,
      [id, now],
    ),
  );
}

/** The gateway approved the refund: recorded on the attempt and in the ledger. */
export async function recordRefunded(db: Db, attempt: Attempt, refundRef: string | undefined, now: number): Promise<void> {
  await db.query(
    `UPDATE payments SET refund_state = 'done', refund_ref = $2, refunded_at = $3, refund_note = NULL WHERE id = $1 AND refund_state = 'claimed'`,
    [attempt.id, refundRef ?? null, now],
  );
  await db.query(
    `INSERT INTO payment_ledger (user_id, order_id, kind, amount, currency, payment_id, reference, created_at)
     VALUES ($1, $2, 'refund', $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
    [
      attempt.userId,
      attempt.orderId,
      attempt.capturedFils ?? attempt.amountFils,
      attempt.capturedCurrency ?? attempt.currency,
      attempt.id,
      refundRef ?? null,
      now,
    ],
  );
}

/** The refund did not go through: due again (retried later), with why. */
export async function releaseRefund(db: Db, id: number, note: string): Promise<void> {
  await db.query(`UPDATE payments SET refund_state = 'due', refund_note = $2 WHERE id = $1 AND refund_state = 'claimed'`, [id, note.slice(0, 500)]);
}

/** Refunds still due: of one order of a customer, or (sweep) every one. */
export async function dueRefunds(db: Db, scope?: { userId: number; orderId: number }): Promise<Attempt[]> {
  const rows = scope
    ? await db.query<Attempt>(`SELECT ${COLUMNS} FROM payments WHERE refund_state = 'due' AND user_id = $1 AND order_id = $2 ORDER BY id`, [
        scope.userId,
        scope.orderId,
      ])
    : await db.query<Attempt>(`SELECT ${COLUMNS} FROM payments WHERE refund_state = 'due' ORDER BY id LIMIT 100`);
  return rows.map((row) => normalise(row)!);
}

/** Takes the order's onPaid claim: the paid attempt when this caller is the one to tell the orders side, else undefined. */
export async function claimPaidHandling(db: Db, orderId: number, now: number): Promise<Attempt | undefined> {
  return normalise(
    await db.one<Attempt>(
      `UPDATE payments SET paid_handled_at = $2 WHERE order_id = $1 AND status = 'paid' AND paid_handled_at IS NULL RETURNING ${COLUMNS}`,
      [orderId, now],
    ),
  );
}

/** Gives the claim back after the handler failed, so the next notification tries again. */
export async function releasePaidHandling(db: Db, id: number): Promise<void> {
  await db.query('UPDATE payments SET paid_handled_at = NULL WHERE id = $1', [id]);
}

/** How many attempts are in each status (every status present, 0 when none). */
export async function countAttemptsByStatus(db: Db): Promise<Record<AttemptStatus, number>> {
  const rows = await db.query<{ status: AttemptStatus; count: string | number }>('SELECT status, count(*) AS count FROM payments GROUP BY status');
  const counts = Object.fromEntries(ATTEMPT_STATUSES.map((status) => [status, 0])) as Record<AttemptStatus, number>;
  for (const row of rows) counts[row.status] = Number(row.count);
  return counts;
}

/** A capture of the customer's order that is given back: what the payment result page tells. */
export interface RefundInfo {
  amountFils: number;
  currency: string;
  reason: RefundReason;
  /** 'done': the gateway approved the refund; else it is under way (retried until it goes through). */
  state: RefundState;
}

/** The order's captures given back (or being given back), oldest first; another customer's order has none. */
export async function refundsOf(db: Db, userId: number, orderId: number): Promise<RefundInfo[]> {
  const rows = await db.query<{ amount: number; currency: string; reason: RefundReason; state: RefundState }>(
    `SELECT COALESCE(captured_amount, amount) AS amount, COALESCE(captured_currency, currency) AS currency, refund_reason AS reason,
       refund_state AS state
     FROM payments WHERE user_id = $1 AND order_id = $2 AND refund_state IS NOT NULL ORDER BY id`,
    [userId, orderId],
  );
  return rows.map((row) => ({ amountFils: Number(row.amount), currency: row.currency, reason: row.reason, state: row.state }));
}
