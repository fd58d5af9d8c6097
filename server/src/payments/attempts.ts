// The payments table: one row per attempt at the gateway. Every change is one conditional statement, so concurrent
// callers (the page's checks, the gateway's notifications, a second process) agree without timing: the partial
// unique indexes allow one open and one paid attempt per order, a status update never leaves 'paid', and the onPaid
// claim is taken by exactly one caller.
import type { Db } from '../db';

/** An attempt's status (see migrations/0050_payments.sql). */
export const ATTEMPT_STATUSES = ['created', 'pending', 'superseded', 'paid', 'declined', 'cancelled', 'expired', 'failed', 'duplicate'] as const;
export type AttemptStatus = (typeof ATTEMPT_STATUSES)[number];

/** Still open at the gateway (a customer may pay it): checked again when asked. */
export const UNSETTLED: readonly AttemptStatus[] = ['pending', 'superseded'];

export interface Attempt {
  id: number;
  userId: number;
  orderId: number;
  cartId: string;
  gatewayRef: string | null;
  paymentUrl: string | null;
  amountFils: number;
  status: AttemptStatus;
  createdAt: number;
  paidHandledAt: number | null;
}

const COLUMNS = `id, user_id AS "userId", order_id AS "orderId", cart_id AS "cartId", gateway_ref AS "gatewayRef", payment_url AS "paymentUrl",
  amount AS "amountFils", status, created_at AS "createdAt", paid_handled_at AS "paidHandledAt"`;

const normalise = (row: Attempt | undefined): Attempt | undefined =>
  row && {
    ...row,
    createdAt: Number(row.createdAt),
    paidHandledAt: row.paidHandledAt === null ? null : Number(row.paidHandledAt),
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
  test: boolean;
  now: number;
}

/** Records a new attempt as 'created'; undefined when the order already has an open one (a concurrent start). */
export async function insertAttempt(db: Db, attempt: NewAttempt): Promise<Attempt | undefined> {
  return normalise(
    await db.one<Attempt>(
      `INSERT INTO payments (user_id, order_id, cart_id, amount, currency, test, status, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, 'created', $7, $7)
       ON CONFLICT (order_id) WHERE status IN ('created', 'pending') DO NOTHING
       RETURNING ${COLUMNS}`,
      [attempt.userId, attempt.orderId, attempt.cartId, attempt.amountFils, attempt.currency, attempt.test, attempt.now],
    ),
  );
}

/** The gateway created the order: keep its ref and page, the attempt is open. */
export async function markOpened(db: Db, id: number, gatewayRef: string, paymentUrl: string, now: number): Promise<void> {
  await db.query(`UPDATE payments SET status = 'pending', gateway_ref = $2, payment_url = $3, updated_at = $4 WHERE id = $1 AND status = 'created'`, [
    id,
    gatewayRef,
    paymentUrl,
    now,
  ]);
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
}

/**
 * Records what the gateway said about an attempt. Idempotent; 'paid' and 'duplicate' are final; 'pending' keeps a
 * superseded attempt superseded. Answers the attempt's status afterwards.
 */
export async function recordGatewayStatus(db: Db, id: number, report: GatewayReport, now: number): Promise<AttemptStatus | undefined> {
  if (report.status === 'paid') return recordPaid(db, id, report, now);
  const row = await db.one<{ status: AttemptStatus }>(
    `UPDATE payments SET
       status = CASE WHEN $2::text = 'pending' AND status = 'superseded' THEN status ELSE $2::text END,
       gateway_status = $3::int, transaction_ref = COALESCE($4::text, transaction_ref), updated_at = $5
     WHERE id = $1 AND status NOT IN ('paid', 'duplicate', 'failed')
     RETURNING status`,
    [id, report.status, report.gatewayStatus, report.transactionRef ?? null, now],
  );
  return row?.status ?? (await db.one<{ status: AttemptStatus }>('SELECT status FROM payments WHERE id = $1', [id]))?.status;
}

const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23505';

async function recordPaid(db: Db, id: number, report: GatewayReport, now: number): Promise<AttemptStatus | undefined> {
  const params = [id, report.gatewayStatus, report.transactionRef ?? null, now];
  try {
    await db.query(
      `UPDATE payments SET status = 'paid', gateway_status = $2, transaction_ref = COALESCE($3::text, transaction_ref), paid_at = $4, updated_at = $4
       WHERE id = $1 AND status NOT IN ('paid', 'duplicate')`,
      params,
    );
  } catch (error) {
    // Another attempt of the same order is already paid: the customer paid twice (money to give back).
    if (!isUniqueViolation(error)) throw error;
    await db.query(
      `UPDATE payments SET status = 'duplicate', gateway_status = $2, transaction_ref = COALESCE($3::text, transaction_ref), paid_at = $4, updated_at = $4
       WHERE id = $1 AND status NOT IN ('paid', 'duplicate')`,
      params,
    );
  }
  return (await db.one<{ status: AttemptStatus }>('SELECT status FROM payments WHERE id = $1', [id]))?.status;
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
