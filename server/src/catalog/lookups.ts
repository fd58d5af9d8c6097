// What the other modules ask of the catalog: placing an order (the plan, diet, prices, meal types, the chosen dishes,
// the delivery slot, the holidays), the wizard's profile checks (ingredients, medical conditions, areas), the meal
// types of the dishes a customer may rate, the dishes of the progress page, the voucher codes, and the blog and forum
// categories.
import type { CommonVoucher, DeliveryCalendar, DeliveryReference, Dish, PriceRow, VoucherConditions, VoucherPeriod } from '@mealplan/shared/domain';
import { parseIsoDate } from '@mealplan/shared/time';
import type { DeliveryDish, ReferenceLists } from '@mealplan/shared/protocol';
import type { Db } from '../db';
import { addressFields } from './seed/reference-lists';

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

/**
 * The dishes a plan's day editor offers (order getDietProducts): those served as one of its main meal types on one
 * of its diets' menus, and those served as one of its side types (sides are not per diet), in id order.
 */
export async function offeredDishIds(
  db: Db,
  dietIds: readonly number[],
  mainTypes: readonly number[],
  sideTypes: readonly number[],
): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    'SELECT id FROM dishes WHERE (meal_types && $1::int[] AND diets && $2::int[]) OR meal_types && $3::int[] ORDER BY id',
    [[...mainTypes], [...dietIds], [...sideTypes]],
  );
  return rows.map((row) => row.id);
}

/** The delivery calendar of a plan: its excluded weekdays and the site's holidays setting. */
export async function planCalendar(db: Db, plan: PlanRow): Promise<DeliveryCalendar> {
  const row = await db.one<{ value: unknown }>("SELECT value FROM settings WHERE alias = 'holidays'");
  const holidays = Array.isArray(row?.value) ? row.value.filter((item): item is string => typeof item === 'string') : [];
  return { excludeWeekDays: plan.exclude_week_day, holidays };
}

/** Whether any id is not in the list (each id counted once); an empty list has none unknown. */
export async function hasUnknownIds(
  db: Db,
  list: 'ingredients' | 'medical_conditions' | 'dish_groups' | 'dishes',
  ids: readonly number[],
): Promise<boolean> {
  if (ids.length === 0) return false;
  const unique = [...new Set(ids)];
  const row = await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM ${list} WHERE id = ANY($1::int[])`, [unique]);
  return (row?.n ?? 0) !== unique.length;
}

/** What the delivery step's addresses are checked against: the fields, each area's emirate, the emirates. */
export async function deliveryReference(db: Db): Promise<DeliveryReference> {
  const [areas, emirates] = await Promise.all([
    db.query<{ id: number; emirate_id: number }>('SELECT id, emirate_id FROM areas'),
    db.query<{ id: number }>('SELECT id FROM emirates'),
  ]);
  return {
    fields: addressFields,
    areaEmirate: new Map(areas.map((area) => [area.id, area.emirate_id])),
    emirates: new Set(emirates.map((emirate) => emirate.id)),
  };
}

/** The meal types the given dishes come as, ascending and without repeats (the dishes a customer may rate). */
export async function mealTypesOfDishes(db: Db, dishIds: readonly number[]): Promise<number[]> {
  if (dishIds.length === 0) return [];
  const rows = await db.query<{ meal_type: number }>(
    'SELECT DISTINCT unnest(meal_types) AS meal_type FROM dishes WHERE id = ANY($1::int[]) ORDER BY meal_type',
    [[...new Set(dishIds)]],
  );
  return rows.map((row) => row.meal_type);
}

export type DishCard = Omit<DeliveryDish, 'mealType_id'>;

/** The dishes as the progress page shows them (title, picture, nutrition in thousandths), by id. */
export async function dishCards(db: Db, ids: readonly number[]): Promise<Map<number, DishCard>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<DishCard>(
    'SELECT id AS dish_id, title, title_ar, preview AS image, calories, protein, carb, fat FROM dishes WHERE id = ANY($1::int[])',
    [[...new Set(ids)]],
  );
  return new Map(rows.map((row) => [row.dish_id, row]));
}

/** A site-wide voucher with its conditions (migration 0091). */
export type ConditionedVoucher = CommonVoucher & { conditions: VoucherConditions };

interface VoucherRow extends CommonVoucher {
  min_plan_days: number | null;
  valid_periods: { from: string; to: string }[] | string;
  first_order_only: boolean;
  uses_per_customer: number | null;
  total_uses: number | null;
}

const VOUCHER_COLUMNS = 'id, code, type, value, min_plan_days, valid_periods, first_order_only, uses_per_customer, total_uses';

/** The row's conditions: its periods' Dubai dates as day starts (a period with an unreadable date is left out). */
function conditionedVoucher(row: VoucherRow): ConditionedVoucher {
  const periods = (typeof row.valid_periods === 'string' ? (JSON.parse(row.valid_periods) as VoucherRow['valid_periods']) : row.valid_periods) as {
    from: string;
    to: string;
  }[];
  return {
    id: row.id,
    code: row.code,
    type: row.type,
    value: row.value,
    conditions: {
      minPlanDays: row.min_plan_days,
      periods: periods
        .map((period) => ({ firstDay: parseIsoDate(String(period.from)), lastDay: parseIsoDate(String(period.to)) }))
        .filter((period): period is VoucherPeriod => period.firstDay !== null && period.lastDay !== null),
      firstOrderOnly: row.first_order_only,
      usesPerCustomer: row.uses_per_customer,
      totalUses: row.total_uses,
    },
  };
}

/** The active site-wide vouchers whose code is `code` (already normalised to upper case), with their conditions. */
export async function activeVouchersByCode(db: Db, code: string): Promise<ConditionedVoucher[]> {
  const rows = await db.query<VoucherRow>(`SELECT ${VOUCHER_COLUMNS} FROM common_vouchers WHERE active AND upper(code) = $1`, [code]);
  return rows.map(conditionedVoucher);
}

/** get_arrays commonVouchers (doc 2 §3): the active site-wide vouchers with their conditions, without their codes. */
export async function activeVouchersWithoutCodes(db: Db): Promise<ReferenceLists['commonVouchers']> {
  const rows = await db.query<VoucherRow>(`SELECT ${VOUCHER_COLUMNS} FROM common_vouchers WHERE active ORDER BY id`);
  return rows.map(conditionedVoucher).map(({ id, type, value, conditions }) => ({ id, type, value, conditions }));
}

/** A site-wide voucher by id with its conditions (active or not: a checkout plan may hold one withdrawn since). */
export async function voucherById(db: Db, id: number): Promise<ConditionedVoucher | undefined> {
  const row = await db.one<VoucherRow>(`SELECT ${VOUCHER_COLUMNS} FROM common_vouchers WHERE id = $1`, [id]);
  return row && conditionedVoucher(row);
}

/** The ids of `ids` that are blog categories. */
export async function knownBlogCategories(db: Db, ids: readonly number[]): Promise<number[]> {
  const rows = await db.query<{ id: number }>('SELECT id FROM blog_categories WHERE id = ANY($1::int[])', [[...ids]]);
  return rows.map((row) => row.id);
}

export async function forumCategoryExists(db: Db, categoryId: number): Promise<boolean> {
  return (await db.one('SELECT 1 AS found FROM forum_categories WHERE id = $1', [categoryId])) !== undefined;
}
