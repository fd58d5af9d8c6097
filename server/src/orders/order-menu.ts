// The one writer of an order's days and chosen dishes (order_days, order_dishes): the placed wizard order, the checkout plan and the
// demo customer's seeded plan store their menu here.
import type { MealPlan } from '@mealplan/shared/domain';
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
