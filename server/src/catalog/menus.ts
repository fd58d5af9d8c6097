// Menu queries per diet: custom plans (dishes per day of month), their sides, and default dishes and sides.
// The socket channels answer with these; order handlers use them to pick default dishes on the server.
import type { CustomPlanRow, CustomPlanSideRow, DefaultDishRow, DefaultDishSideRow } from '@mealplan/shared/protocol';
import type { Db } from '../db';
import { ClientError } from '../errors';
import type { ServerMessageId } from '../i18n';

export const DIET_NOT_FOUND_MESSAGE: ServerMessageId = 'server.dietNotFound';

/** Throws ClientError('Diet not found') for an unknown diet id. */
export async function requireDiet(db: Db, dietId: number): Promise<void> {
  const diet = await db.one('SELECT id FROM diets WHERE id = $1', [dietId]);
  if (!diet) throw new ClientError(DIET_NOT_FOUND_MESSAGE);
}

/** Rows ordered by day -> list indexed by day of month - 1. */
function byDayOfMonth(rows: { day: number; dish_ids: number[] }[]): number[][] {
  const data: number[][] = [];
  for (const row of rows) data[row.day - 1] = row.dish_ids;
  return Array.from({ length: data.length }, (_, index) => data[index] ?? []);
}

function groupBy<T, K>(rows: T[], keyOf: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return groups;
}

export async function customPlansFor(db: Db, dietId: number, mealTypes: readonly number[]): Promise<CustomPlanRow[]> {
  await requireDiet(db, dietId);
  const rows = await db.query<{ meal_type_id: number; day: number; dish_ids: number[] }>(
    'SELECT meal_type_id, day, dish_ids FROM custom_plans WHERE diet_id = $1 AND meal_type_id = ANY($2::int[]) ORDER BY meal_type_id, day',
    [dietId, [...mealTypes]],
  );
  return [...groupBy(rows, (row) => row.meal_type_id)].map(([mealTypeId, days]) => ({ mealType_id: mealTypeId, data: byDayOfMonth(days) }));
}

/** `types` may name side types or their main meal types. */
export async function customPlanSidesFor(db: Db, dietId: number, types: readonly number[]): Promise<CustomPlanSideRow[]> {
  await requireDiet(db, dietId);
  const rows = await db.query<{ side_type_id: number; meal_type_id: number; day: number; dish_ids: number[] }>(
    `SELECT side_type_id, meal_type_id, day, dish_ids FROM custom_plan_sides
     WHERE diet_id = $1 AND (side_type_id = ANY($2::int[]) OR meal_type_id = ANY($2::int[])) ORDER BY side_type_id, day`,
    [dietId, [...types]],
  );
  return [...groupBy(rows, (row) => row.side_type_id)].map(([sideTypeId, days]) => ({
    side_type_id: sideTypeId,
    mealType_id: days[0]!.meal_type_id,
    data: byDayOfMonth(days),
  }));
}

export async function defaultDishesFor(db: Db, dietId: number, types: readonly number[]): Promise<DefaultDishRow[]> {
  await requireDiet(db, dietId);
  return db.query<DefaultDishRow>(
    `SELECT diet_id, meal_type_id AS "mealType_id", dish_id FROM default_dishes
     WHERE diet_id = $1 AND meal_type_id = ANY($2::int[]) ORDER BY meal_type_id`,
    [dietId, [...types]],
  );
}

/** `types` may name side types or their main meal types; mealType_id of a row is the side type. */
export async function defaultDishSidesFor(db: Db, dietId: number, types: readonly number[]): Promise<DefaultDishSideRow[]> {
  await requireDiet(db, dietId);
  return db.query<DefaultDishSideRow>(
    `SELECT s.diet_id, s.side_type_id AS "mealType_id", s.dish_id, s.side_slot AS slot
     FROM default_dish_sides s JOIN meal_types t ON t.id = s.side_type_id
     WHERE s.diet_id = $1 AND (s.side_type_id = ANY($2::int[]) OR t.parent_id = ANY($2::int[]))
     ORDER BY s.side_type_id, s.side_slot`,
    [dietId, [...types]],
  );
}
