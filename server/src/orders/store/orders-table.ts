// The one module that reads and writes the `orders` table (issue 39): every other file calls these functions, so the
// table's SQL sits in one place. Each function runs on the `db` or `tx` it is given (a caller's transaction stays one).
import type { Db } from '../../db';
import type { WizardOrderRow } from '../wizard/place-order';
import type { Offer } from '../money/offers';
import type { SeededOrder } from './seeded-order';
import type { CheckoutRow } from '../checkout/checkout-row';
import type { OrderDaysColumns } from '../plan-changes/order-days';
import { menuRowsColumn, type MenuTuple } from './order-menu';
import type { PrintableOrderRow } from '../reads/plan-document';
import type { CurrentPlanRow } from './current-plan';
import type { ReceiptOrderRow } from '../mail/receipts';

/** The statuses of an order the customer sees and changes on /modify. */
export const MODIFIABLE_STATUSES = ['pending', 'active'] as const satisfies readonly CheckoutRow['status'][];

/**
 * Two columns of a statement over the orders row aliased `o`: its day rows and its pauses as JSON, in day order, so
 * one statement reads an order with its days (orderDaysOf turns them into OrderDays).
 */
export const ORDER_DAYS_COLUMNS = `(SELECT coalesce(json_agg(json_build_array(od.day, od.kind, od.diet_id, od.skipped_to) ORDER BY od.day), '[]')
    FROM order_days od WHERE od.order_id = o.id) AS day_rows,
  (SELECT coalesce(json_agg(json_build_array(op.start_date, op.end_date) ORDER BY op.start_date), '[]')
    FROM pauses op WHERE op.order_id = o.id) AS pause_rows`;

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

// --- What the customer's orders delivered (re-exported by reads/deliveries.ts) ---

/**
 * A day of a paid plan of customer $1 on which dishes arrive (od: order_days, o: orders): not skipped, not inside a
 * pause; of a cancelled plan, the days before its cancellation took effect (orders/plan-changes/cancel.ts: still delivered).
 */
const DELIVERY_DAY = `o.user_id = $1 AND o.paid AND (o.status IN ('active', 'finished') OR (o.status = 'cancelled' AND od.day < o.cancel_effective_date))
  AND od.skipped_to IS NULL
  AND NOT EXISTS (SELECT 1 FROM pauses p WHERE p.order_id = o.id AND p.start_date <= od.day AND (p.end_date IS NULL OR od.day < p.end_date))`;

/** How many delivered days "fill in from my plan" looks back over at most. */
const DELIVERED_DAYS_LIMIT = 4000;

export interface DeliveredDish {
  dishId: number;
  mealTypeId: number;
}

/** The first delivery day from `fromDay` on that has dishes, with its dishes by meal type and side slot; or null. */
export async function nextDelivery(db: Db, userId: number, fromDay: number): Promise<{ day: number; dishes: DeliveredDish[] } | null> {
  const row = await db.one<{ day: number; dishes: Array<[number, number]> }>(
    `WITH next_day AS (
       SELECT od.order_id, od.day FROM order_days od JOIN orders o ON o.id = od.order_id
       WHERE ${DELIVERY_DAY} AND od.day >= $2 AND EXISTS (SELECT 1 FROM order_dishes x WHERE x.order_id = od.order_id AND x.day = od.day)
       ORDER BY od.day LIMIT 1
     )
     SELECT nd.day, (SELECT json_agg(json_build_array(x.dish_id, x.meal_type_id) ORDER BY x.meal_type_id, x.side_slot)
       FROM order_days od JOIN orders o ON o.id = od.order_id JOIN order_dishes x ON x.order_id = od.order_id AND x.day = od.day
       WHERE ${DELIVERY_DAY} AND od.day = nd.day) AS dishes
     FROM next_day nd`,
    [userId, fromDay],
  );
  return row ? { day: Number(row.day), dishes: (row.dishes ?? []).map(([dishId, mealTypeId]) => ({ dishId, mealTypeId })) } : null;
}

/** The dishes delivered per day up to `untilDay`, newest days first (dish ids, one per delivered dish). */
export async function deliveredDishes(db: Db, userId: number, untilDay: number): Promise<Array<{ day: number; dishIds: number[] }>> {
  const rows = await db.query<{ day: number; dish_ids: number[] }>(
    `SELECT od.day, array_agg(x.dish_id) AS dish_ids
     FROM order_days od JOIN orders o ON o.id = od.order_id JOIN order_dishes x ON x.order_id = od.order_id AND x.day = od.day
     WHERE ${DELIVERY_DAY} AND od.day <= $2 GROUP BY od.day ORDER BY od.day DESC LIMIT ${DELIVERED_DAYS_LIMIT}`,
    [userId, untilDay],
  );
  return rows.map((row) => ({ day: Number(row.day), dishIds: row.dish_ids }));
}

/** Dishes the customer's paid orders delivered before `day` (dish rating: only these may be rated), each id once. */
export async function dishesDeliveredBefore(db: Db, userId: number, day: number): Promise<number[]> {
  const rows = await db.query<{ dish_id: number }>(
    `SELECT DISTINCT d.dish_id FROM order_dishes d JOIN orders o ON o.id = d.order_id
     WHERE o.user_id = $1 AND o.paid AND d.day < $2 ORDER BY d.dish_id`,
    [userId, day],
  );
  return rows.map((row) => row.dish_id);
}

/** Whether one of the customer's paid orders delivered the dish before `day`. */
export async function wasDishDeliveredBefore(db: Db, userId: number, dishId: number, day: number): Promise<boolean> {
  const row = await db.one<{ found: number }>(
    `SELECT 1 AS found FROM order_dishes d JOIN orders o ON o.id = d.order_id
     WHERE o.user_id = $1 AND o.paid AND d.day < $2 AND d.dish_id = $3 LIMIT 1`,
    [userId, day, dishId],
  );
  return row !== undefined;
}

/** The first day of the customer's placed plan that starts after `todayStart` (a renewal), or null. */
export async function firstStartAfter(db: Db, userId: number, todayStart: number): Promise<number | null> {
  const row = await db.one<{ start_date: number }>(
    `SELECT start_date::float8 AS start_date FROM orders WHERE user_id = $1 AND status IN ('pending', 'active') AND start_date > $2
     ORDER BY start_date LIMIT 1`,
    [userId, todayStart],
  );
  return row ? Number(row.start_date) : null;
}

/** The delivery days from `fromDay` on of the customer's orders placed and not ended: not skipped, not inside a pause. */
export async function remainingDeliveryDays(db: Db, userId: number, fromDay: number): Promise<number[]> {
  const rows = await db.query<{ day: number }>(
    `SELECT DISTINCT od.day::float8 AS day FROM order_days od JOIN orders o ON o.id = od.order_id
     WHERE o.user_id = $1 AND o.status IN ('pending', 'active') AND od.day >= $2 AND od.skipped_to IS NULL
       AND NOT EXISTS (SELECT 1 FROM pauses p WHERE p.order_id = o.id AND p.start_date <= od.day AND (p.end_date IS NULL OR od.day < p.end_date))
     ORDER BY day`,
    [userId, fromDay],
  );
  return rows.map((row) => row.day);
}

/**
 * The customer's current order ('active': placed, not ended, starting first) and renewed one ('future': starting after
 * today, last), as columns `active` and `future` ($1 the user, $2 the start of today).
 */
const ORDER_IDS_SELECT = `SELECT
    (SELECT id FROM orders WHERE user_id = $1 AND status IN ('pending', 'active') AND end_date >= $2 ORDER BY start_date LIMIT 1) AS active,
    (SELECT id FROM orders WHERE user_id = $1 AND status IN ('pending', 'active') AND start_date > $2 ORDER BY start_date DESC LIMIT 1) AS future`;

/** The customer's current ('active') and renewed ('future') order ids. */
export async function currentAndFutureOrderIds(db: Db, userId: number, todayStart: number): Promise<Record<'active' | 'future', number | undefined>> {
  const row = await db.one<{ active: number | null; future: number | null }>(ORDER_IDS_SELECT, [userId, todayStart]);
  return { active: row?.active ?? undefined, future: row?.future ?? undefined };
}

/** The ids of the current and renewed order with the order `orderType` names, its days, pauses and menu (one statement). */
export async function orderPlanRow(db: Db, userId: number, todayStart: number, orderType: 'active' | 'future') {
  return db.one<{ active: number | null; future: number | null } & Partial<CheckoutRow> & OrderDaysColumns & { menu_rows: MenuTuple[] }>(
    `WITH ids AS (${ORDER_IDS_SELECT})
     SELECT ids.active, ids.future, ${ORDER_ROW_COLUMNS}, ${ORDER_DAYS_COLUMNS}, ${menuRowsColumn()}
     FROM ids LEFT JOIN orders o ON o.id = (CASE WHEN $3 = 'future' THEN ids.future ELSE ids.active END)
       AND o.user_id = $1 AND o.status = ANY($4::text[])`,
    [userId, todayStart, orderType, [...MODIFIABLE_STATUSES]],
  );
}

/** The printable columns of the customer's own order in one of `statuses`, or undefined. */
export async function ownOrderInStatuses(db: Db, userId: number, orderId: number, statuses: string[]): Promise<PrintableOrderRow | undefined> {
  return db.one<PrintableOrderRow>(
    `SELECT id, status, paid, diet_id, plan_id, days_count, exclude_week_day, meal_types, start_date, end_date, slot_id
     FROM orders WHERE id = $1 AND user_id = $2 AND status = ANY($3::text[])`,
    [orderId, userId, statuses],
  );
}

/** The customer's current plan (store/current-plan.ts: the one definition) with its latest pause, or undefined. */
export async function currentPlanRow(db: Db, userId: number, todayStart: number): Promise<CurrentPlanRow | undefined> {
  return db.one<CurrentPlanRow>(
    `SELECT o.id, o.status, o.paid, o.start_date, o.end_date, o.renew_status,
       EXISTS (SELECT 1 FROM orders r WHERE r.renewed_from = o.id AND r.status NOT IN ('cancelled', 'checkout')) AS renewed,
       p.start_date AS pause_start, p.end_date AS pause_end
     FROM orders o
     LEFT JOIN LATERAL (SELECT start_date, end_date FROM pauses WHERE order_id = o.id ORDER BY start_date DESC, id DESC LIMIT 1) p ON true
     WHERE o.user_id = $1 AND o.status IN ('pending', 'active')
       AND (o.end_date >= $2 OR EXISTS (SELECT 1 FROM pauses h WHERE h.order_id = o.id AND h.end_date IS NULL))
     ORDER BY (o.status = 'active' AND o.paid) DESC, o.end_date DESC LIMIT 1`,
    [userId, todayStart],
  );
}

/** The customer's own order (any status: a refund may be of a plan cancelled or never placed), or undefined. */
export function receiptOrder(db: Db, userId: number, orderId: number): Promise<ReceiptOrderRow | undefined> {
  return db.one<ReceiptOrderRow>(
    `SELECT o.id, o.status, o.diet_id, o.days_count, o.start_date::float8 AS start_date, o.end_date::float8 AS end_date, o.bag_price,
       o.discount_price, o.voucher_id, (SELECT v.code FROM user_vouchers v WHERE v.id = o.coupon_id) AS coupon_code,
       (SELECT min(d.day)::float8 FROM order_days d WHERE d.order_id = o.id AND d.kind = 'regular') AS first_day,
       (SELECT max(d.day)::float8 FROM order_days d WHERE d.order_id = o.id AND d.kind = 'regular') AS last_day
     FROM orders o WHERE o.id = $1 AND o.user_id = $2`,
    [orderId, userId],
  );
}

/** The order row's columns as CheckoutRow reads them (alias o). */
export const ORDER_ROW_COLUMNS = `o.id, o.user_id, o.status, o.paid, o.diet_id, o.plan_id, o.days_count, o.meal_types, o.exclude_week_day,
  o.start_date::float8 AS start_date, o.end_date::float8 AS end_date, o.slot_id, o.emirate_id, o.cutlery, o.bag_price, o.price, o.full_price,
  o.discount_price, o.amount_due, o.voucher_id, o.voucher_code, o.coupon_id, o.discount_type, o.discount_value, o.build, o.renewed_from, o.renew_status, o.modified`;

/** The customer's own order with this id in one of the statuses, or undefined (another customer's id is not found). */
export async function ownOrder(db: Db, userId: number, orderId: number, statuses: readonly CheckoutRow['status'][], forUpdate = false) {
  return db.one<CheckoutRow>(
    `SELECT ${ORDER_ROW_COLUMNS} FROM orders o WHERE o.id = $1 AND o.user_id = $2 AND o.status = ANY($3::text[])${forUpdate ? ' FOR UPDATE' : ''}`,
    [orderId, userId, [...statuses]],
  );
}

/** The customer's checkout plan (status checkout), or undefined. */
export async function pendingCheckout(db: Db, userId: number): Promise<CheckoutRow | undefined> {
  return db.one<CheckoutRow>(`SELECT ${ORDER_ROW_COLUMNS} FROM orders o WHERE o.user_id = $1 AND o.status = 'checkout'`, [userId]);
}

/** The offer (voucher or coupon, the code typed, the discount) and the amounts it gives, written on the order row. */
export async function writeOrderOffer(
  db: Db,
  orderId: number,
  offer: Offer,
  amounts: { savedAmount: number; fullPrice: number; amountDue: number },
): Promise<void> {
  await db.query(
    `UPDATE orders SET voucher_id = $2, coupon_id = $3, discount_type = $4, discount_value = $5, discount_price = $6, full_price = $7, amount_due = $8,
       voucher_code = $9
     WHERE id = $1`,
    [
      orderId,
      offer.voucherId,
      offer.couponId,
      offer.discount?.type ?? null,
      offer.discount?.value ?? null,
      amounts.savedAmount,
      amounts.fullPrice,
      amounts.amountDue,
      offer.voucherCode,
    ],
  );
}

/** The customer's own modifiable order with its days and `columns` (`params` from $4 on), locked when `forUpdate`; or undefined. */
export async function modifiableOrderWithDays<Row>(db: Db, userId: number, orderId: number, forUpdate: boolean, columns: string, params: unknown[]) {
  return db.one<Row>(
    `SELECT ${ORDER_ROW_COLUMNS}, ${ORDER_DAYS_COLUMNS}${columns ? `, ${columns}` : ''}
     FROM orders o WHERE o.id = $1 AND o.user_id = $2 AND o.status = ANY($3::text[])${forUpdate ? ' FOR UPDATE OF o' : ''}`,
    [orderId, userId, [...MODIFIABLE_STATUSES], ...params],
  );
}

/** The delivery slots of the customer's orders in `statuses` not ended (or held by an open pause). */
export async function runningPlanSlotIds(db: Db, userId: number, todayStart: number, statuses: string[]): Promise<number[]> {
  const rows = await db.query<{ slot_id: number }>(
    `SELECT DISTINCT o.slot_id FROM orders o
     WHERE o.user_id = $1 AND o.status = ANY($3::text[]) AND o.slot_id IS NOT NULL
       AND (o.end_date >= $2 OR EXISTS (SELECT 1 FROM pauses h WHERE h.order_id = o.id AND h.end_date IS NULL))`,
    [userId, todayStart, statuses],
  );
  return rows.map((row) => row.slot_id);
}

/** What the reconciliation reads of the orders: each order's amount due, and the orders marked paid online. */
export async function paidOnlineOrders(db: Db, userId?: number): Promise<Array<{ id: number; userId: number; amountDue: number; status: string }>> {
  const rows = await db.query<{ id: number; user_id: number; amount_due: number | null; status: string }>(
    `SELECT id, user_id, amount_due, status FROM orders WHERE paid AND payment_method = 'telr' AND ($1::int IS NULL OR user_id = $1) ORDER BY id`,
    [userId ?? null],
  );
  return rows.map((row) => ({ id: row.id, userId: row.user_id, amountDue: row.amount_due ?? 0, status: row.status }));
}

export async function orderDiscountPrice(db: Db, orderId: number): Promise<{ discount_price: number } | undefined> {
  return db.one<{ discount_price: number }>('SELECT discount_price FROM orders WHERE id = $1', [orderId]);
}

/** The customer's placed orders, those with the voucher, and everyone's placed orders with it. */
export async function voucherUseCounts(db: Db, userId: number, voucherId: number) {
  const placed = `status <> 'checkout' AND (status <> 'cancelled' OR paid)`;
  return db.one<{ customer_orders: number; customer_uses: number; total_uses: number }>(
    `SELECT (SELECT count(*) FROM orders WHERE user_id = $1 AND ${placed})::int AS customer_orders,
            (SELECT count(*) FROM orders WHERE user_id = $1 AND voucher_id = $2 AND ${placed})::int AS customer_uses,
            (SELECT count(*) FROM orders WHERE voucher_id = $2 AND ${placed})::int AS total_uses`,
    [userId, voucherId],
  );
}

/** A seeded paid order's row (store/seeded-order.ts adds its days and dishes). */
export async function insertSeededOrderRow(db: Db, userId: number, order: SeededOrder) {
  return db.one<{ id: number }>(
    `INSERT INTO orders (user_id, status, paid, payment_method, diet_id, plan_id, days_count, meal_types, exclude_week_day, start_date,
       end_date, slot_id, emirate_id, cutlery, bag_price, price, full_price, discount_price, created_at, paid_at)
     VALUES ($1, 'active', true, 'telr', $2, $3, $4, $5, $6, $7, $8, $9, $10, 0, $11, $12, $13, 0, $14, $15) RETURNING id`,
    [
      userId,
      order.dietId,
      order.planId,
      order.days.length,
      order.mealTypes,
      order.excludeWeekDay,
      order.days[0],
      order.days.at(-1),
      order.slotId,
      order.emirateId,
      order.bagPrice,
      order.price,
      order.fullPrice,
      order.createdAt,
      order.paidAt,
    ],
  );
}

/**
 * The checkout plan's columns (diet_id, plan_id, days_count, meal_types, exclude_week_day, start_date, end_date, slot_id,
 * emirate_id, cutlery, bag_price, price, full_price, amount_due, build, renewed_from, in this order) written over the
 * customer's checkout row, its offer cleared.
 */
export async function rewriteCheckoutRow(tx: Db, checkoutId: number, userId: number, values: readonly unknown[], now: number): Promise<void> {
  await tx.query(
    `UPDATE orders SET diet_id = $3, plan_id = $4, days_count = $5, meal_types = $6, exclude_week_day = $7, start_date = $8, end_date = $9,
         slot_id = $10, emirate_id = $11, cutlery = $12, bag_price = $13, price = $14, full_price = $15, discount_price = 0, amount_due = $16,
         build = $17, renewed_from = $18, voucher_id = NULL, coupon_id = NULL, discount_type = NULL, discount_value = NULL, created_at = $19
       WHERE id = $1 AND user_id = $2`,
    [checkoutId, userId, ...values, now],
  );
}

/** A new checkout row of the customer with the checkout plan's columns (as rewriteCheckoutRow takes them); its id. */
export async function insertCheckoutRow(tx: Db, userId: number, values: readonly unknown[], now: number) {
  return tx.one<{ id: number }>(
    `INSERT INTO orders (user_id, status, paid, diet_id, plan_id, days_count, meal_types, exclude_week_day, start_date, end_date, slot_id,
         emirate_id, cutlery, bag_price, price, full_price, discount_price, amount_due, build, renewed_from, created_at)
       VALUES ($1, 'checkout', false, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, 0, $15, $16, $17, $18) RETURNING id`,
    [userId, ...values, now],
  );
}

/** Deletes the customer's checkout row with this id; the ids deleted (none when it is not theirs or not a checkout). */
export async function deleteOwnCheckoutRow(db: Db, userId: number, checkoutId: number): Promise<unknown[]> {
  return db.query("DELETE FROM orders WHERE id = $1 AND user_id = $2 AND status = 'checkout' RETURNING id", [checkoutId, userId]);
}

export async function setCutleryAndBagPrice(tx: Db, orderId: number, cutlery: boolean, bagPrice: number): Promise<void> {
  await tx.query('UPDATE orders SET cutlery = $2, bag_price = $3 WHERE id = $1', [orderId, cutlery ? 1 : 0, bagPrice]);
}

/** Deletes the customer's checkout row (a plan placed from the wizard replaces it). */
export async function deleteCheckoutRowsOf(tx: Db, userId: number): Promise<void> {
  await tx.query("DELETE FROM orders WHERE user_id = $1 AND status = 'checkout'", [userId]);
}

/** The checkout row becomes an order: placed paid (active, Telr) or awaiting payment (pending, Not Paid). */
export async function placeCheckoutRow(tx: Db, orderId: number, paid: boolean, amountDue: number, now: number): Promise<void> {
  await tx.query(`UPDATE orders SET status = $2, paid = $3, payment_method = $4, paid_at = $5, amount_due = $6, created_at = $7 WHERE id = $1`, [
    orderId,
    paid ? 'active' : 'pending',
    paid,
    paid ? 'telr' : 'Not Paid',
    paid ? now : null,
    amountDue,
    now,
  ]);
}

/** A placed order paid online later becomes active. */
export async function markPaidByTelr(tx: Db, orderId: number, now: number): Promise<void> {
  await tx.query(`UPDATE orders SET status = 'active', paid = true, payment_method = 'telr', paid_at = $2 WHERE id = $1`, [orderId, now]);
}

/** The customer's order placed with this request key (a repeated request), with the voucher its discount issued. */
export async function orderByRequestKeyRow(db: Db, userId: number, requestKey: string) {
  return db.one<WizardOrderRow>(
    `SELECT o.id, o.price, o.discount_price, o.amount_due, o.bag_price,
       COALESCE((SELECT sum(v.value) FROM user_vouchers v WHERE v.source_order_id = o.id), 0)::int AS new_voucher
     FROM orders o WHERE o.user_id = $1 AND o.request_key = $2`,
    [userId, requestKey],
  );
}

/**
 * A wizard order awaiting payment; `values` are user_id, payment_method, diet_id, plan_id, days_count, meal_types,
 * exclude_week_day, start_date, end_date, slot_id, emirate_id, cutlery, bag_price, price, full_price, discount_price,
 * amount_due, voucher_id, coupon_id, renewed_from, created_at, request_key, build in this order. Its id.
 */
export async function insertWizardOrderRow(db: Db, values: readonly unknown[]) {
  return db.one<{ id: number }>(
    `INSERT INTO orders (user_id, status, paid, payment_method, diet_id, plan_id, days_count, meal_types, exclude_week_day,
       start_date, end_date, slot_id, emirate_id, cutlery, bag_price, price, full_price, discount_price, amount_due, voucher_id,
       coupon_id, renewed_from, created_at, request_key, build)
     VALUES ($1, 'pending', false, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23)
     RETURNING id`,
    [...values],
  );
}
