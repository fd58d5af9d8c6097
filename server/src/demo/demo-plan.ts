// The demo customer's plan, computed with the shared plan rules: a paid 20-day plan that started a few days
// before today (Asia/Dubai), with a dish for every day, meal type and side slot chosen by the default-dish rules.
import {
  defaultMenu,
  deliveryDays,
  isDishAcceptable,
  nextDeliveryDay,
  planPrice,
  type DeliveryCalendar,
  type UserPrefs,
} from '@mealplan/shared/domain';
import { addDays, dayOfMonth, today } from '@mealplan/shared/time';
import { DEFAULT_DIET_ID } from '../catalog/seed/diets';
import { dishes } from '../catalog/seed/dishes';
import { MEAL_TYPE, mealTypes } from '../catalog/seed/meal-types';
import { customPlans, customPlanSides, defaultDishes } from '../catalog/seed/menus';
import { plans } from '../catalog/seed/plans';
import { prices } from '../catalog/seed/prices';
import { holidays } from '../catalog/seed/settings';
import type { SeededOrder } from '../orders/store/seeded-order';

export const DEMO_PLAN_ID = 20;
export const DEMO_PLAN_STARTED_DAYS_AGO = 4;
/** Breakfast, Lunch, Evening Snack, Dinner, plus the lunch and dinner sides. */
export const DEMO_MEAL_TYPES = [
  MEAL_TYPE.breakfast,
  MEAL_TYPE.lunch,
  MEAL_TYPE.eveningSnack,
  MEAL_TYPE.dinner,
  MEAL_TYPE.lunchSide,
  MEAL_TYPE.dinnerSide,
];

/** The plan part of the seeded order (the customer's slot, prices and times are added by the demo customers). */
export type DemoPlan = Pick<SeededOrder, 'dietId' | 'planId' | 'mealTypes' | 'excludeWeekDay' | 'days' | 'menu' | 'price'>;

const domainDishes = new Map(
  dishes.map((dish) => [dish.id, { id: dish.id, ingredients: dish.ingredients, group: dish.groupId, spicy: dish.spicy, mealTypes: dish.mealTypes }]),
);

function customPlansOf(dietId: number): Record<number, number[][]> {
  const byType: Record<number, number[][]> = {};
  for (const row of customPlans.filter((plan) => plan.dietId === dietId)) {
    (byType[row.mealTypeId] ??= [])[row.day - 1] = row.dishIds;
  }
  return byType;
}

/** Side slots of a day: slot n takes the n-th acceptable dish of the day's side list. */
function sideSlots(dietId: number, sideTypeId: number, day: number, prefs: UserPrefs): Record<number, number> {
  const slots = mealTypes.find((type) => type.id === sideTypeId)?.sideSlots ?? 0;
  const row = customPlanSides.find((side) => side.dietId === dietId && side.sideTypeId === sideTypeId && side.day === dayOfMonth(day));
  const acceptable = (row?.dishIds ?? []).filter((dishId) => {
    const dish = domainDishes.get(dishId);
    return dish !== undefined && isDishAcceptable(dish, prefs);
  });
  return Object.fromEntries(acceptable.slice(0, slots).map((dishId, index) => [index + 1, dishId]));
}

/** The first delivery day on or after `daysAgo` days before `day` that is still before `day` (looking further back if needed). */
function deliveryDayBefore(day: number, daysAgo: number, calendar: DeliveryCalendar): number {
  for (let back = daysAgo; ; back++) {
    const start = nextDeliveryDay(addDays(day, -back), calendar);
    if (start < day) return start;
  }
}

/** Another seeded plan than the demo's, and the holidays its days skip (the test fixtures' plan delivering today). */
export interface DemoPlanOptions {
  planId?: number;
  holidays?: readonly string[];
}

export function buildDemoPlan(now: number, prefs: UserPrefs, options: DemoPlanOptions = {}): DemoPlan {
  const plan = plans.find((candidate) => candidate.id === (options.planId ?? DEMO_PLAN_ID))!;
  const dietId = DEFAULT_DIET_ID;
  const calendar = { excludeWeekDays: plan.excludeWeekDay, holidays: options.holidays ?? holidays };
  const start = deliveryDayBefore(today(now), DEMO_PLAN_STARTED_DAYS_AGO, calendar);
  const days = deliveryDays(start, plan.daysCount, calendar);
  const mainTypes = DEMO_MEAL_TYPES.filter((id) => mealTypes.some((type) => type.id === id && type.parentId === 0));
  const sideTypes = DEMO_MEAL_TYPES.filter((id) => !mainTypes.includes(id));
  const defaults = Object.fromEntries(defaultDishes.filter((row) => row.dietId === dietId).map((row) => [row.mealTypeId, row.dishId]));
  const menu = defaultMenu(days, mainTypes, prefs, { dishes: domainDishes, defaults, customPlans: customPlansOf(dietId) });
  for (const day of days) {
    for (const sideTypeId of sideTypes) menu[day]![sideTypeId] = sideSlots(dietId, sideTypeId, day, prefs);
  }
  const price = planPrice({ rows: prices, dietId, planId: plan.id, mealTypeIds: DEMO_MEAL_TYPES, dayCount: plan.daysCount }) ?? 0;
  return { dietId, planId: plan.id, mealTypes: DEMO_MEAL_TYPES, excludeWeekDay: plan.excludeWeekDay, days, menu, price };
}
