// The one module that reads and writes the `orders` table (issue 39): every other file calls these functions, so the
// table's SQL sits in one place. Each function runs on the `db` or `tx` it is given (a caller's transaction stays one).
import type { Db } from '../../db';

/** The plan's first and last day. */
export async function setPlanDates(db: Db, orderId: number, startDate: number | undefined, endDate: number | undefined): Promise<void> {
  await db.query('UPDATE orders SET start_date = $2, end_date = $3 WHERE id = $1', [orderId, startDate, endDate]);
}

/** The plan's first and last day after a customer's change (the plan is marked modified). */
export async function setModifiedPlanDates(db: Db, orderId: number, startDate: number | undefined, endDate: number | undefined): Promise<void> {
  await db.query('UPDATE orders SET start_date = $2, end_date = $3, modified = true WHERE id = $1', [orderId, startDate, endDate]);
}

/** The plan ends on its last regular day still delivered (its end date kept when it has none). */
export async function endOnLastPlanDay(db: Db, orderId: number): Promise<void> {
  await db.query(
    `UPDATE orders SET end_date = coalesce((SELECT max(day) FROM order_days WHERE order_id = $1 AND kind = 'regular' AND skipped_to IS NULL), end_date)
     WHERE id = $1`,
    [orderId],
  );
}

export async function setOrderSlot(db: Db, orderId: number, slotId: number): Promise<void> {
  await db.query('UPDATE orders SET slot_id = $2 WHERE id = $1', [orderId, slotId]);
}

export async function setOrderCutleryColumn(db: Db, orderId: number, cutlery: boolean): Promise<void> {
  await db.query('UPDATE orders SET cutlery = $2 WHERE id = $1', [orderId, cutlery ? 1 : 0]);
}

/** The day editor's save: cutlery and delivery slot, and the plan marked modified when a day changed. */
export async function saveDayEditorChoices(db: Db, orderId: number, cutlery: boolean, slotId: number, anyChange: boolean): Promise<void> {
  await db.query('UPDATE orders SET cutlery = $2, slot_id = $3, modified = modified OR $4 WHERE id = $1', [
    orderId,
    cutlery ? 1 : 0,
    slotId,
    anyChange,
  ]);
}

/** The plan is cancelled from `effectiveDate`; it ends on its last regular day still delivered. */
export async function markOrderCancelled(
  db: Db,
  orderId: number,
  cancel: { now: number; effectiveDate: number; fee: number; refundDue: number },
): Promise<void> {
  await db.query(
    `UPDATE orders SET status = 'cancelled', cancelled_at = $2, cancel_effective_date = $3, cancel_fee = $4, cancel_refund_due = $5,
       end_date = coalesce((SELECT max(day) FROM order_days WHERE order_id = $1 AND kind = 'regular' AND skipped_to IS NULL), end_date)
     WHERE id = $1`,
    [orderId, cancel.now, cancel.effectiveDate, cancel.fee, cancel.refundDue],
  );
}

/** The plan a cancelled renewal was made from may be renewed again. */
export async function reopenRenewal(db: Db, orderId: number): Promise<void> {
  await db.query('UPDATE orders SET renew_status = 0 WHERE id = $1', [orderId]);
}
