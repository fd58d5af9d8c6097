// What the customer's plan tells the /progress page: the next delivery with its dishes (the side panel) and the
// calories of the dishes delivered per day ("fill in from my plan"). Only paid plans, no skipped or paused day.
import type { NextDelivery } from '@mealplan/shared/protocol';
import { fromThousandths } from '@mealplan/shared/units';
import { today } from '@mealplan/shared/time';
import type { Db } from '../db';

/** A day of a paid plan on which dishes arrive: not skipped, not inside a pause. */
const DELIVERY_DAY = `o.user_id = $1 AND o.paid AND o.status IN ('active', 'finished') AND od.skipped_to IS NULL
  AND NOT EXISTS (SELECT 1 FROM pauses p WHERE p.order_id = o.id AND p.start_date <= od.day AND (p.end_date IS NULL OR od.day < p.end_date))`;

export async function nextDelivery(db: Db, userId: number, now: number): Promise<NextDelivery | null> {
  const next = await db.one<{ day: number }>(
    `SELECT od.day FROM order_days od JOIN orders o ON o.id = od.order_id
     WHERE ${DELIVERY_DAY} AND od.day >= $2 AND EXISTS (SELECT 1 FROM order_dishes d WHERE d.order_id = od.order_id AND d.day = od.day)
     ORDER BY od.day LIMIT 1`,
    [userId, today(now)],
  );
  if (!next) return null;
  const dishes = await db.query<NextDelivery['dishes'][number]>(
    `SELECT d.id AS dish_id, x.meal_type_id AS "mealType_id", d.title, d.title_ar, d.preview AS image, d.calories, d.protein, d.carb, d.fat
     FROM order_days od JOIN orders o ON o.id = od.order_id
     JOIN order_dishes x ON x.order_id = od.order_id AND x.day = od.day
     JOIN dishes d ON d.id = x.dish_id
     WHERE ${DELIVERY_DAY} AND od.day = $2
     ORDER BY x.meal_type_id, x.side_slot`,
    [userId, next.day],
  );
  return { date: next.day, dishes };
}

/** Delivered days up to today -> calories (kcal, rounded) of that day's dishes. */
export async function planCalories(db: Db, userId: number, now: number): Promise<Record<string, number>> {
  const rows = await db.query<{ day: number; calories: number }>(
    `SELECT od.day, SUM(d.calories)::int8 AS calories
     FROM order_days od JOIN orders o ON o.id = od.order_id
     JOIN order_dishes x ON x.order_id = od.order_id AND x.day = od.day
     JOIN dishes d ON d.id = x.dish_id
     WHERE ${DELIVERY_DAY} AND od.day <= $2
     GROUP BY od.day ORDER BY od.day DESC LIMIT 4000`,
    [userId, today(now)],
  );
  return Object.fromEntries(rows.map((row) => [String(row.day), Math.min(100_000, Math.round(fromThousandths(row.calories)))]));
}
