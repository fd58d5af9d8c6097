// What placing an order reads of the catalogue: the plan, diet, prices, meal types, the chosen dishes, the delivery
// slot and the holidays (the catalogue module owns these tables).
import type { DeliveryCalendar, Dish, PriceRow } from '@mealplan/shared/domain';
import type { Db } from '../db';

export interface PlanRow {
  id: number;
  days_count: number;
  exclude_week_day: number[];
}

export interface DietRow {
  id: number;
  meal_types: number[];
}

export interface OrderDish extends Dish {
  mealTypes: number[];
  diets: number[];
}

export interface SlotRow {
  id: number;
  emirate_id: number;
}

export function findPlan(db: Db, planId: number): Promise<PlanRow | undefined> {
  return db.one<PlanRow>('SELECT id, days_count, exclude_week_day FROM plans WHERE id = $1', [planId]);
}

export function findDiet(db: Db, dietId: number): Promise<DietRow | undefined> {
  return db.one<DietRow>('SELECT id, meal_types FROM diets WHERE id = $1', [dietId]);
}

export function findSlot(db: Db, slotId: number): Promise<SlotRow | undefined> {
  return db.one<SlotRow>('SELECT id, emirate_id FROM delivery_slots WHERE id = $1', [slotId]);
}

/** Top-level meal type ids (parent_id 0). */
export async function mainMealTypeIds(db: Db): Promise<Set<number>> {
  const rows = await db.query<{ id: number }>('SELECT id FROM meal_types WHERE parent_id = 0');
  return new Set(rows.map((row) => row.id));
}

export async function priceRows(db: Db, dietId: number, planId: number): Promise<PriceRow[]> {
  const rows = await db.query<{ meal_type_id: number; value: number }>('SELECT meal_type_id, value FROM prices WHERE diet_id = $1 AND plan_id = $2', [
    dietId,
    planId,
  ]);
  return rows.map((row) => ({ diet_id: dietId, mealPlan_id: planId, mealType_id: row.meal_type_id, value: row.value }));
}

export async function dishesById(db: Db, ids: readonly number[]): Promise<Map<number, OrderDish>> {
  const rows = await db.query<{ id: number; ingredients: number[]; group_id: number; spicy: boolean; meal_types: number[]; diets: number[] }>(
    'SELECT id, ingredients, group_id, spicy, meal_types, diets FROM dishes WHERE id = ANY($1::int[])',
    [[...new Set(ids)]],
  );
  return new Map(
    rows.map((row) => [
      row.id,
      { id: row.id, ingredients: row.ingredients, group: row.group_id, spicy: row.spicy, mealTypes: row.meal_types, diets: row.diets },
    ]),
  );
}

/** The delivery calendar of a plan: its excluded weekdays and the site's holidays setting. */
export async function planCalendar(db: Db, plan: PlanRow): Promise<DeliveryCalendar> {
  const row = await db.one<{ value: unknown }>("SELECT value FROM settings WHERE alias = 'holidays'");
  const holidays = Array.isArray(row?.value) ? row.value.filter((item): item is string => typeof item === 'string') : [];
  return { excludeWeekDays: plan.exclude_week_day, holidays };
}
