// One ledger of money and credit (issue 37): captures and refunds (written by attempts.ts as the gateway reports them),
// coupons issued and spent (written by the orders module where it issues and uses them). Each row names its customer,
// its order, its kind and an amount in fils (never negative: the kind says the direction). The reconciliation reads it
// per customer: captured = placed orders' amounts + refunds + money on hold (captures neither placed nor refunded yet).
import type { Db } from '../db';

export const LEDGER_KINDS = ['capture', 'refund', 'coupon_issued', 'coupon_spent'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export interface CouponEntry {
  kind: 'coupon_issued' | 'coupon_spent';
  userId: number;
  /** The order the coupon came from (issued) or was spent on. */
  orderId: number;
  amountFils: number;
  /** The coupon's id when known (a coupon is spent once: a second row for it is not written). */
  couponId?: number;
  /** The coupon's code. */
  code?: string;
  now: number;
}

/** Writes a coupon's row; a coupon spent is written once whatever the number of calls. */
export async function recordLedger(db: Db, entry: CouponEntry): Promise<void> {
  await db.query(
    `INSERT INTO payment_ledger (user_id, order_id, kind, amount, currency, coupon_id, reference, created_at)
     VALUES ($1, $2, $3, $4, 'AED', $5, $6, $7) ON CONFLICT DO NOTHING`,
    [entry.userId, entry.orderId, entry.kind, Math.max(0, Math.round(entry.amountFils)), entry.couponId ?? null, entry.code ?? null, entry.now],
  );
}

/** A customer's money as the payments module knows it, in fils. */
export interface MoneyOfCustomer {
  userId: number;
  captured: number;
  refunded: number;
  /** Captured and not placed, nor refunded yet: a paid attempt not placed yet, or a refund due or under way. */
  onHold: number;
  /** Captures that placed (or paid) an order: the order id and the amount captured for it. */
  placed: Array<{ orderId: number; capturedFils: number }>;
  couponsIssued: number;
  couponsSpent: number;
  /** Refunds due or under way, and how many tries failed so far. */
  refundsOpen: Array<{ paymentId: number; orderId: number; amountFils: number; state: string; tries: number; note: string | null }>;
}

/** Every customer with a ledger row or an attempt that took money, with their totals (optionally one customer). */
export async function moneyByCustomer(db: Db, userId?: number): Promise<MoneyOfCustomer[]> {
  const totals = await db.query<{ user_id: number; kind: LedgerKind; total: string | number }>(
    `SELECT user_id, kind, sum(amount) AS total FROM payment_ledger WHERE ($1::int IS NULL OR user_id = $1) GROUP BY user_id, kind ORDER BY user_id`,
    [userId ?? null],
  );
  const attempts = await db.query<{
    id: number;
    user_id: number;
    order_id: number;
    captured: number;
    placed_at: string | null;
    status: string;
    refund_state: string | null;
    refund_tries: number;
    refund_note: string | null;
  }>(
    `SELECT p.id, p.user_id, p.order_id, l.amount::int AS captured, p.placed_at, p.status, p.refund_state, p.refund_tries, p.refund_note
     FROM payments p JOIN payment_ledger l ON l.payment_id = p.id AND l.kind = 'capture'
     WHERE ($1::int IS NULL OR p.user_id = $1) ORDER BY p.id`,
    [userId ?? null],
  );
  const customers = new Map<number, MoneyOfCustomer>();
  const of = (id: number) => {
    let customer = customers.get(id);
    if (!customer) {
      customer = { userId: id, captured: 0, refunded: 0, onHold: 0, placed: [], couponsIssued: 0, couponsSpent: 0, refundsOpen: [] };
      customers.set(id, customer);
    }
    return customer;
  };
  for (const row of totals) {
    const customer = of(row.user_id);
    const total = Number(row.total);
    if (row.kind === 'capture') customer.captured += total;
    else if (row.kind === 'refund') customer.refunded += total;
    else if (row.kind === 'coupon_issued') customer.couponsIssued += total;
    else customer.couponsSpent += total;
  }
  for (const row of attempts) {
    const customer = of(row.user_id);
    if (row.placed_at !== null) customer.placed.push({ orderId: row.order_id, capturedFils: row.captured });
    else if (row.refund_state !== 'done') customer.onHold += row.captured;
    if (row.refund_state === 'due' || row.refund_state === 'claimed') {
      customer.refundsOpen.push({
        paymentId: row.id,
        orderId: row.order_id,
        amountFils: row.captured,
        state: row.refund_state,
        tries: row.refund_tries,
        note: row.refund_note,
      });
    }
  }
  return [...customers.values()].sort((a, b) => a.userId - b.userId);
}
