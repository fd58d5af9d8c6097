// Default dishes per day and meal type, renewal menus (samemenu / defaultmenu) (doc 2 §4.5, doc 3 §4).
import { dayOfMonth } from '../time';
import { isDishAcceptable, isDishBlocked } from './dishes';
import type { DayMeals, Dish, MealPlan, UserPrefs } from './types';

/** Meal type id -> for each day of the month (index = day of month - 1) the list of dish ids. */
export type CustomPlans = Readonly<Record<number, readonly (readonly number[])[]>>;
/** Meal type id -> default dish id (of the diet). */
export type DefaultDishes = Readonly<Record<number, number>>;
/** Day of month -> the meals of the previous plan's first day with that day of month. */
export type SameMenu = ReadonlyMap<number, DayMeals>;

export interface MenuSources {
  dishes: ReadonlyMap<number, Dish>;
  defaults: DefaultDishes;
  customPlans: CustomPlans;
  sameMenu?: SameMenu;
}

export interface DefaultDishRequest {
  day: number;
  mealTypeId: number;
  prefs: UserPrefs;
  sources: MenuSources;
  /** Dishes already chosen that day. */
  usedToday: ReadonlySet<number>;
}

function sameMenuDish(sameMenu: SameMenu | undefined, day: number, mealTypeId: number): number | undefined {
  const chosen = sameMenu?.get(dayOfMonth(day))?.[mealTypeId];
  return typeof chosen === 'number' ? chosen : undefined;
}

/**
 * The same-menu dish, else the default, unless it conflicts with the user's preferences; then the first acceptable
 * dish of the custom plan list for that day of month; else the default. Never a dish already used that day, never
 * a dish the user is allergic to; null when nothing qualifies.
 */
export function defaultDish({ day, mealTypeId, prefs, sources, usedToday }: DefaultDishRequest): number | null {
  const fits = (id: number | undefined, accept: (dish: Dish) => boolean): id is number => {
    if (id === undefined || usedToday.has(id)) return false;
    const dish = sources.dishes.get(id);
    return dish !== undefined && accept(dish);
  };
  const acceptable = (dish: Dish) => isDishAcceptable(dish, prefs);
  const preferred = sameMenuDish(sources.sameMenu, day, mealTypeId) ?? sources.defaults[mealTypeId];
  if (fits(preferred, acceptable)) return preferred;
  const custom = sources.customPlans[mealTypeId]?.[dayOfMonth(day) - 1] ?? [];
  const fromCustom = custom.find((id) => fits(id, acceptable));
  if (fromCustom !== undefined) return fromCustom;
  const fallback = sources.defaults[mealTypeId];
  return fits(fallback, (dish) => !isDishBlocked(dish, prefs)) ? fallback : null;
}

/** Default dishes for one day, meal types in the given order; a type with no qualifying dish stays empty. */
export function defaultDayMeals(day: number, mealTypes: readonly number[], prefs: UserPrefs, sources: MenuSources): DayMeals {
  const meals: DayMeals = {};
  const usedToday = new Set<number>();
  for (const mealTypeId of mealTypes) {
    const dish = defaultDish({ day, mealTypeId, prefs, sources, usedToday });
    if (dish === null) continue;
    meals[mealTypeId] = dish;
    usedToday.add(dish);
  }
  return meals;
}

export function defaultMenu(days: readonly number[], mealTypes: readonly number[], prefs: UserPrefs, sources: MenuSources): MealPlan {
  return Object.fromEntries(days.map((day) => [day, defaultDayMeals(day, mealTypes, prefs, sources)]));
}

/** Previous plan's meals by day of month (the earliest day wins), for action 'samemenu'. */
export function sameMenuFrom(previous: MealPlan): SameMenu {
  const byDayOfMonth = new Map<number, DayMeals>();
  const days = Object.keys(previous)
    .map(Number)
    .sort((a, b) => a - b);
  for (const day of days) {
    const meals = previous[day];
    if (meals && !byDayOfMonth.has(dayOfMonth(day))) byDayOfMonth.set(dayOfMonth(day), meals);
  }
  return byDayOfMonth;
}

export type RenewalAction = 'samemenu' | 'defaultmenu';

/** The renewed plan's menu: 'samemenu' reuses the previous dishes by day of month, 'defaultmenu' uses defaults. */
export function renewalMenu(
  action: RenewalAction,
  days: readonly number[],
  mealTypes: readonly number[],
  prefs: UserPrefs,
  sources: MenuSources,
  previous: MealPlan,
): MealPlan {
  const sameMenu = action === 'samemenu' ? sameMenuFrom(previous) : undefined;
  return defaultMenu(days, mealTypes, prefs, { ...sources, sameMenu });
}
