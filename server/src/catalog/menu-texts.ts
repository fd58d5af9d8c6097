// What a printed menu needs of the catalog (issue 22): the dishes' titles, descriptions and nutrition, the meal types,
// the diet's and the delivery slot's names, each in English and in Arabic ('' where the catalogue has no Arabic).
import type { Db } from '../db';

export interface BilingualText {
  en: string;
  ar: string;
}

export interface MenuDish {
  id: number;
  title: BilingualText;
  description: BilingualText;
  /** Thousandths (kcal, g). */
  calories: number;
  protein: number;
  carb: number;
  fat: number;
}

export interface MenuMealType {
  id: number;
  title: BilingualText;
  sortOrder: number;
  /** 0 for a main meal type; else the main type this side type comes with. */
  parentId: number;
}

export interface MenuTexts {
  dishes: Map<number, MenuDish>;
  mealTypes: Map<number, MenuMealType>;
  diet: BilingualText | undefined;
  slot: BilingualText | undefined;
}

export async function menuTexts(db: Db, ids: { dishIds: readonly number[]; dietId: number; slotId: number | null }): Promise<MenuTexts> {
  const [dishes, mealTypes, diet, slot] = await Promise.all([
    db.query<{
      id: number;
      title: string;
      title_ar: string;
      description: string;
      description_ar: string;
      calories: number;
      protein: number;
      carb: number;
      fat: number;
    }>('SELECT id, title, title_ar, description, description_ar, calories, protein, carb, fat FROM dishes WHERE id = ANY($1::int[])', [
      [...new Set(ids.dishIds)],
    ]),
    db.query<{ id: number; title: string; title_ar: string; sort_order: number; parent_id: number }>(
      'SELECT id, title, title_ar, sort_order, parent_id FROM meal_types',
    ),
    db.one<{ name: string; name_ar: string }>('SELECT name, name_ar FROM diets WHERE id = $1', [ids.dietId]),
    ids.slotId === null
      ? Promise.resolve(undefined)
      : db.one<{ display_name: string; display_name_ar: string }>('SELECT display_name, display_name_ar FROM delivery_slots WHERE id = $1', [
          ids.slotId,
        ]),
  ]);
  return {
    dishes: new Map(
      dishes.map((row) => [
        row.id,
        {
          id: row.id,
          title: { en: row.title, ar: row.title_ar },
          description: { en: row.description, ar: row.description_ar },
          calories: row.calories,
          protein: row.protein,
          carb: row.carb,
          fat: row.fat,
        },
      ]),
    ),
    mealTypes: new Map(
      mealTypes.map((row) => [
        row.id,
        { id: row.id, title: { en: row.title, ar: row.title_ar }, sortOrder: row.sort_order, parentId: row.parent_id },
      ]),
    ),
    diet: diet && { en: diet.name, ar: diet.name_ar },
    slot: slot && { en: slot.display_name, ar: slot.display_name_ar },
  };
}
