// Plain input shapes of the domain rules. Ids are numbers, days are unix seconds of a Dubai day start,
// money is in fils, nutrition in thousandths (see units.ts and time.ts).
import type { RuleMessage } from './messages';

/** Slot number -> side dish id, nested under the side meal type id of a day. */
export type SideSlots = Record<number, number>;
/** Meal type id -> dish id (main types) or side slots (side types). */
export type DayMeals = Record<number, number | SideSlots>;
/** Day -> the meals of that day. */
export type MealPlan = Record<number, DayMeals>;

export interface Dish {
  id: number;
  ingredients: readonly number[];
  group: number;
  spicy: boolean;
  mealTypes?: readonly number[];
}

export interface UserPrefs {
  allergies: readonly number[];
  dislikes: readonly number[];
  dishLikes?: readonly number[];
  dishDislikes: readonly number[];
  eliminateGroups: readonly number[];
}

/** The user's dish preferences as the session holds them (wire names at the edge). */
export interface SessionPrefs {
  allergies?: readonly number[] | undefined;
  dislikes?: readonly number[] | undefined;
  dishlikes?: readonly number[] | undefined;
  dishdislikes?: readonly number[] | undefined;
  eliminate_groups?: readonly number[] | undefined;
}

/** The session user's preferences (wire names) as the rules read them; a missing list is empty. */
export function prefsOfUser(user: SessionPrefs): UserPrefs {
  return {
    allergies: user.allergies ?? [],
    dislikes: user.dislikes ?? [],
    dishLikes: user.dishlikes ?? [],
    dishDislikes: user.dishdislikes ?? [],
    eliminateGroups: user.eliminate_groups ?? [],
  };
}

/** What makes a day a delivery day besides being inside the plan. Dates are "YYYY-MM-DD". */
export interface DeliveryCalendar {
  excludeWeekDays: readonly number[];
  holidays?: readonly string[];
  excludedDates?: readonly string[];
}

export interface Plan {
  count: number;
  excludeWeekDay: readonly number[];
}

/**
 * One row of the price list (get_arrays priceList): the per-day price in fils of a meal type on a diet and plan.
 * Declared here, not taken from the protocol, so the rules never import the wire schemas (the protocol imports
 * the rules; its priceRow schema is checked against this shape).
 */
export interface PriceRow {
  diet_id: number;
  mealPlan_id: number;
  mealType_id: number;
  value: number;
}

export type Gender = 'male' | 'female';

/** The outcome of a validation: the first message to show, and per-field messages (ids of the domain catalogue). */
export interface Validation {
  valid: boolean;
  message: RuleMessage | null;
  errors: Record<string, RuleMessage>;
}
