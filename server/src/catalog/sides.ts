// Side dishes as the plan pages ask for them (doc 3 §7 "Channel menu_builder", §9 "Diet id 4 shows an oil-side
// picker"): a diet's side menu (the diet named by its sides_id) per side meal type, the dressing-oil sides of a diet
// with the oil-side picker, and the price of a side bought for a plan (the side type's per-day price of the diet and
// plan in the price list).
import type { Dish } from '@mealplan/shared/domain';
import type { Db } from '../db';

/** The ingredient that makes a side an oil side (the oil-side picker's choices). */
export const OIL_INGREDIENT_NAME = 'Olive oil';

export interface SideMenuDiet {
  id: number;
  sidesId: number | null;
  oilSidePicker: boolean;
  /** The meal types the diet offers, side types included. */
  mealTypes: number[];
}

export interface SideType {
  id: number;
  /** The main meal type the side type hangs under. */
  parentId: number;
  /** How many sides come with the main meal. */
  slots: number;
}

export interface SideDish extends Dish {
  /** The side type it is offered as. */
  sideTypeId: number;
}

export async function sideMenuDiet(db: Db, dietId: number): Promise<SideMenuDiet | undefined> {
  const row = await db.one<{ id: number; sides_id: number | null; oil_side_picker: boolean; meal_types: number[] }>(
    'SELECT id, sides_id, oil_side_picker, meal_types FROM diets WHERE id = $1',
    [dietId],
  );
  return row && { id: row.id, sidesId: row.sides_id, oilSidePicker: row.oil_side_picker, mealTypes: row.meal_types };
}

/** The side types hanging under the given main meal types (all side types when none are given). */
export async function sideTypesOf(db: Db, mainTypes?: readonly number[]): Promise<SideType[]> {
  const rows = await db.query<{ id: number; parent_id: number; side_slots: number }>(
    `SELECT id, parent_id, side_slots FROM meal_types WHERE parent_id <> 0 ${mainTypes ? 'AND parent_id = ANY($1::int[])' : ''} ORDER BY sort_order, id`,
    mainTypes ? [[...mainTypes]] : [],
  );
  return rows.map((row) => ({ id: row.id, parentId: row.parent_id, slots: row.side_slots }));
}

/**
 * The side dishes of the diet's side menu for the side types, one row per dish and side type, in id order; only the
 * sides dressed with oil when `oilOnly`. A diet without a side menu has none.
 */
export async function sideDishes(db: Db, diet: SideMenuDiet, sideTypeIds: readonly number[], oilOnly = false): Promise<SideDish[]> {
  if (diet.sidesId === null || sideTypeIds.length === 0) return [];
  const rows = await db.query<{ id: number; side_type_id: number; ingredients: number[]; group_id: number; spicy: boolean; meal_types: number[] }>(
    `SELECT d.id, t.side_type_id, d.ingredients, d.group_id, d.spicy, d.meal_types
     FROM dishes d CROSS JOIN LATERAL unnest(d.meal_types) AS t(side_type_id)
     WHERE d.dish_type = 'side' AND $1 = ANY(d.diets) AND t.side_type_id = ANY($2::int[])
       ${oilOnly ? 'AND EXISTS (SELECT 1 FROM ingredients i WHERE i.name = $3 AND i.id = ANY(d.ingredients))' : ''}
     ORDER BY t.side_type_id, d.id`,
    oilOnly ? [diet.sidesId, [...sideTypeIds], OIL_INGREDIENT_NAME] : [diet.sidesId, [...sideTypeIds]],
  );
  return rows.map((row) => ({
    id: row.id,
    sideTypeId: row.side_type_id,
    ingredients: row.ingredients,
    group: row.group_id,
    spicy: row.spicy,
    mealTypes: row.meal_types,
  }));
}

/** Side type id -> the per-day price (fils) of that side type on the diet and plan; side types without a price are absent. */
export async function sidePrices(db: Db, dietId: number, planId: number, sideTypeIds: readonly number[]): Promise<Map<number, number>> {
  if (sideTypeIds.length === 0) return new Map();
  const rows = await db.query<{ meal_type_id: number; value: number }>(
    'SELECT meal_type_id, value FROM prices WHERE diet_id = $1 AND plan_id = $2 AND meal_type_id = ANY($3::int[])',
    [dietId, planId, [...sideTypeIds]],
  );
  return new Map(rows.map((row) => [row.meal_type_id, row.value]));
}
