// The one writer (and the reader of the chosen dishes) of an order's days and dishes (order_days, order_dishes): the placed wizard order, the checkout plan and the
// demo customer's seeded plan store their menu here.
import type { MealPlan } from '@mealplan/shared/domain';
import type { OrderPlan } from '@mealplan/shared/protocol';
import type { Db } from '../db';

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

/** Replaces the chosen dishes of the given days (the days stay in the plan). */
export async function replaceDayDishes(db: Db, orderId: number, menu: MealPlan): Promise<void> {
  const days = Object.keys(menu).map(Number);
  await db.query('DELETE FROM order_dishes WHERE order_id = $1 AND day = ANY($2::bigint[])', [orderId, days]);
  const rows = menuRows(days, menu);
  await db.query(
    `INSERT INTO order_dishes (order_id, day, meal_type_id, side_slot, dish_id)
     SELECT $1, * FROM unnest($2::bigint[], $3::int[], $4::int[], $5::int[])`,
    [orderId, rows.map((row) => row.day), rows.map((row) => row.mealTypeId), rows.map((row) => row.sideSlot), rows.map((row) => row.dishId)],
  );
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
  const mealPlan: OrderPlan['mealPlan'] = {};
  for (const row of rows) {
    const meals = (mealPlan[String(row.day)] ??= {});
    const type = String(row.meal_type_id);
    if (row.side_slot === 0) meals[type] = row.dish_id;
    else {
      const slots = meals[type];
      meals[type] = { ...(typeof slots === 'object' ? slots : {}), [String(row.side_slot)]: row.dish_id };
    }
  }
  return mealPlan;
}
