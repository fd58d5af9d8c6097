// What the customer's orders delivered, for the other modules: the next delivery's dishes and the dishes delivered per
// day (the /progress page: side panel and "fill in from my plan"; paid plans, no skipped or paused day), and the
// dishes delivered before a day (dish rating; paid orders).
import type { Db } from '../../db';

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
