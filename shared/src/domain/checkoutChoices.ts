// Checkout steps 2 and 3's choices (doc 2 §4.5, §5.6, §9): the diet's meal types, a main meal toggled with its side,
// the day counts offered, the plan of a day count and the weekdays that may be skipped. Validation is in checkout.ts.
import { DAYS_PER_WEEK } from './calendar';
import { PLAN_DAY_PRESETS } from './wizard';

/** Doc 2 §9: 20 days and diet 30 are preselected. */
export const CHECKOUT_DEFAULT_DAYS = 20;
export const CHECKOUT_DEFAULT_DIET_ID = 30;
/** Lengths other than the presets come from a list, 7 to 90 days. */
export const CHECKOUT_LIST_DAYS = { min: 7, max: 90 } as const;

/** The day counts of the list: 7 to 90 without the presets (those are offered as buttons). */
export const CHECKOUT_OTHER_DAY_COUNTS: readonly number[] = Array.from(
  { length: CHECKOUT_LIST_DAYS.max - CHECKOUT_LIST_DAYS.min + 1 },
  (_, index) => CHECKOUT_LIST_DAYS.min + index,
).filter((days) => !PLAN_DAY_PRESETS.includes(days));

export interface ChoiceDiet {
  mealtypes: readonly number[];
  /** Null when the diet has no side dishes. */
  sides_id: number | null;
}

export interface ChoiceMealType {
  id: number;
  /** 0 for a main (top-level) meal type; the main type's id for its side type. */
  parent_id: number;
}

/** Choosing a diet resets the meal types to the diet's own. */
export function dietMealTypes(diet: ChoiceDiet): number[] {
  return [...diet.mealtypes];
}

/** The side types of a main meal type that the diet offers (none when the diet has no sides). */
export function sideTypesOf(mainTypeId: number, diet: ChoiceDiet, types: readonly ChoiceMealType[]): number[] {
  if (diet.sides_id === null) return [];
  return types.filter((type) => type.parent_id === mainTypeId && diet.mealtypes.includes(type.id)).map((type) => type.id);
}

/**
 * Toggles a meal type. Toggling a main meal type also toggles its side type when the diet has sides (both on, or
 * both off); a side type toggles alone.
 */
export function toggleMealType(chosen: readonly number[], typeId: number, diet: ChoiceDiet, types: readonly ChoiceMealType[]): number[] {
  const isMain = types.find((type) => type.id === typeId)?.parent_id === 0;
  const affected = [typeId, ...(isMain ? sideTypesOf(typeId, diet, types) : [])];
  if (chosen.includes(typeId)) return chosen.filter((id) => !affected.includes(id));
  return [...chosen, ...affected.filter((id) => !chosen.includes(id))];
}

/** The chosen main (top-level) meal types, the ones a day's menu has a dish for. */
export function mainMealTypes(chosen: readonly number[], types: readonly ChoiceMealType[]): number[] {
  return chosen.filter((id) => types.find((type) => type.id === id)?.parent_id === 0);
}

/** The plan of a day count (a plan's id is chosen by its count of delivery days). */
export function planForDays<P extends { count: number }>(plans: readonly P[], daysCount: number): P | undefined {
  return plans.find((plan) => plan.count === daysCount);
}

/** The day range a day count falls in (daysRangeMob). */
export function dayRangeFor<R extends { from: number; to: number }>(ranges: readonly R[], daysCount: number): R | undefined {
  return ranges.find((range) => daysCount >= range.from && daysCount <= range.to);
}

/** A weekday may be skipped while at least one weekday still has deliveries. */
export function canSkipWeekday(skipped: readonly number[], weekday: number): boolean {
  return skipped.includes(weekday) || new Set(skipped).size < DAYS_PER_WEEK - 1;
}

/** Turns a weekday's skipping on or off (refused when it would leave no delivery day); kept in weekday order. */
export function toggleSkippedWeekday(skipped: readonly number[], weekday: number): number[] {
  if (skipped.includes(weekday)) return skipped.filter((day) => day !== weekday);
  if (!canSkipWeekday(skipped, weekday)) return [...skipped];
  return [...skipped, weekday].sort((a, b) => a - b);
}
