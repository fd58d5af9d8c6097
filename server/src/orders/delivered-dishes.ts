// What a customer has received: the dishes of their paid orders on days before today (dish feedback rates only these).
import { today } from '@mealplan/shared/time';
import type { Db } from '../db';

/** Dish ids delivered to the user before today (Dubai), ascending. */
export async function deliveredDishIds(db: Db, userId: number, now: number): Promise<number[]> {
  const rows = await db.query<{ dish_id: number }>(
    `SELECT DISTINCT d.dish_id FROM order_dishes d JOIN orders o ON o.id = d.order_id
     WHERE o.user_id = $1 AND o.paid AND d.day < $2 ORDER BY d.dish_id`,
    [userId, today(now)],
  );
  return rows.map((row) => row.dish_id);
}

export async function wasDishDelivered(db: Db, userId: number, dishId: number, now: number): Promise<boolean> {
  const row = await db.one<{ found: number }>(
    `SELECT 1 AS found FROM order_dishes d JOIN orders o ON o.id = d.order_id
     WHERE o.user_id = $1 AND o.paid AND d.day < $2 AND d.dish_id = $3 LIMIT 1`,
    [userId, today(now), dishId],
  );
  return row !== undefined;
}
