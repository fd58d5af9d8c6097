// The one writer (and the reader of the chosen dishes) of an order's days and dishes (order_days, order_dishes): the placed wizard order, the checkout plan and the
// demo customer's seeded plan store their menu here.
import type { MealPlan } from '@mealplan/shared/domain';
import type { OrderPlan } from '@mealplan/shared/protocol';
import type { Db } from '../../db';

interface MenuRow {
  day: number;
  mealTypeId: number;
  /** 0 for a main meal; 1, 2 … for the side slots of a side meal type. */
  sideSlot: number;
  dishId: number;
}

/** Every chosen dish of the menu's days, one row per main meal or side slot. */
function menuRows(days: readonly number[], menu: MealPlan): MenuRow[] {
  return days.flatMap((day) =>
    Object.entries(menu[day] ?? {}).flatMap(([mealTypeId, choice]) => {
      const slots: [number, number][] =
        typeof choice === 'number' ? [[0, choice]] : Object.entries(choice).map(([slot, dishId]) => [Number(slot), dishId]);
      return slots.map(([sideSlot, dishId]) => ({ day, mealTypeId: Number(mealTypeId), sideSlot, dishId }));
    }),
  );
}

/** Inserts the order's delivery days and, for each, the dishes its menu chose. */
export async function insertOrderMenu(db: Db, orderId: number, days: readonly number[], menu: MealPlan): Promise<void> {
  await db.query('INSERT INTO order_days (order_id, day) SELECT $1, unnest($2::bigint[])', [orderId, [...days]]);
  const rows = menuRows(days, menu);
  await db.query(
    `INSERT INTO order_dishes (order_id, day, meal_type_id, side_slot, dish_id)
     SELECT $1, * FROM unnest($2::bigint[], $3::int[], $4::int[], $5::int[])`,
    [orderId, rows.map((row) => row.day), rows.map((row) => row.mealTypeId), rows.map((row) => row.sideSlot), rows.map((row) => row.dishId)],
  );
}

/**
 * Replaces the chosen dishes of the given days (the days stay in the plan), in one statement: the dishes sent are
 * written over the ones in their place, and what the days held beyond them goes.
 */
export async function replaceDayDishes(db: Db, orderId: number, menu: MealPlan): Promise<void> {
  const days = Object.keys(menu).map(Number);
  const rows = menuRows(days, menu);
  await db.query(
    `WITH sent AS (
       SELECT * FROM unnest($2::bigint[], $3::int[], $4::int[], $5::int[]) AS sent (day, meal_type_id, side_slot, dish_id)
     ), dropped AS (
       DELETE FROM order_dishes x WHERE x.order_id = $1 AND x.day = ANY($6::bigint[]) AND NOT EXISTS (
         SELECT 1 FROM sent WHERE sent.day = x.day AND sent.meal_type_id = x.meal_type_id AND sent.side_slot = x.side_slot)
     )
     INSERT INTO order_dishes (order_id, day, meal_type_id, side_slot, dish_id)
     SELECT $1, day, meal_type_id, side_slot, dish_id FROM sent
     ON CONFLICT (order_id, day, meal_type_id, side_slot) DO UPDATE SET dish_id = excluded.dish_id`,
    [orderId, rows.map((row) => row.day), rows.map((row) => row.mealTypeId), rows.map((row) => row.sideSlot), rows.map((row) => row.dishId), days],
  );
}

/** One chosen dish as a statement reads it: day, meal type, side slot (0 for a main meal), dish. */
export type MenuTuple = [day: number, mealTypeId: number, sideSlot: number, dishId: number];

/**
 * A column `menu_rows` of a statement over the orders row aliased `o`: its chosen dishes as JSON MenuTuples in day,
 * meal type and slot order, so one statement reads an order with its dishes. `where` narrows them (x is order_dishes,
 * d the day's order_days row).
 */
export const menuRowsColumn = (where = '') =>
  `(SELECT coalesce(json_agg(json_build_array(x.day, x.meal_type_id, x.side_slot, x.dish_id) ORDER BY x.day, x.meal_type_id, x.side_slot), '[]')
    FROM order_dishes x${where ? ' JOIN order_days d ON d.order_id = x.order_id AND d.day = x.day' : ''} WHERE x.order_id = o.id ${where}) AS menu_rows`;

/** The meal plan of the chosen dishes (mealPlanOf's shape). */
export function mealPlanOfRows(rows: Iterable<MenuTuple>): OrderPlan['mealPlan'] {
  const mealPlan: OrderPlan['mealPlan'] = {};
  for (const [day, mealTypeId, sideSlot, dishId] of rows) {
    const meals = (mealPlan[String(day)] ??= {});
    const type = String(mealTypeId);
    if (sideSlot === 0) meals[type] = dishId;
    else {
      const slots = meals[type];
      if (typeof slots === 'object') slots[String(sideSlot)] = dishId;
      else meals[type] = { [String(sideSlot)]: dishId };
    }
  }
  return mealPlan;
}

/**
 * Day -> meal type -> dish id; side types map side slot -> dish id. `kind`: only the regular days or only the
 * additional deliveries (order get keeps them apart); all the order's dishes without it.
 */
export async function mealPlanOf(db: Db, orderId: number, kind?: 'regular' | 'additional'): Promise<OrderPlan['mealPlan']> {
  const rows = await db.query<{ day: number; meal_type_id: number; side_slot: number; dish_id: number }>(
    kind
      ? `SELECT x.day, x.meal_type_id, x.side_slot, x.dish_id FROM order_dishes x
         JOIN order_days d ON d.order_id = x.order_id AND d.day = x.day
         WHERE x.order_id = $1 AND d.kind = $2 ORDER BY x.day, x.meal_type_id, x.side_slot`
      : 'SELECT day, meal_type_id, side_slot, dish_id FROM order_dishes WHERE order_id = $1 ORDER BY day, meal_type_id, side_slot',
    kind ? [orderId, kind] : [orderId],
  );
  return mealPlanOfRows(rows.map((row): MenuTuple => [row.day, row.meal_type_id, row.side_slot, row.dish_id]));
}
