// What other modules read of the dishes table.
import type { Db } from '../db';

/** The meal types the given dishes come as, ascending and without repeats. */
export async function mealTypesOfDishes(db: Db, dishIds: readonly number[]): Promise<number[]> {
  if (dishIds.length === 0) return [];
  const rows = await db.query<{ meal_type: number }>(
    'SELECT DISTINCT unnest(meal_types) AS meal_type FROM dishes WHERE id = ANY($1::int[]) ORDER BY meal_type',
    [[...new Set(dishIds)]],
  );
  return rows.map((row) => row.meal_type);
}
