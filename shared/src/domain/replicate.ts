// Replicate the first week's selections onto the later delivery days by weekday (doc 1 §4, §5).
import { addDays } from '../time';
import { canReplicate, DAYS_PER_WEEK, isPeriodDeliveryDay, type PeriodCalendar } from './calendar';
import { REPLICATE_DONE_MESSAGE, REPLICATE_EMPTY_MESSAGE } from './messages';
import type { DayMeals, MealPlan } from './types';

export const REPLICATE_STEP_LIMIT = 100;

export type ReplicateResult =
  | { ok: true; mealPlan: MealPlan; message: string }
  | { ok: false; reason: 'short-period'; message: null }
  | { ok: false; reason: 'empty'; message: string };

const hasDish = (meals: DayMeals | undefined): meals is DayMeals => !!meals && Object.keys(meals).length > 0;

/** Offered only for periods longer than a week; needs at least one dish on at least one day. */
export function replicateFirstWeek(mealPlan: MealPlan, period: PeriodCalendar): ReplicateResult {
  if (!canReplicate(period)) return { ok: false, reason: 'short-period', message: null };
  if (!Object.values(mealPlan).some(hasDish)) return { ok: false, reason: 'empty', message: REPLICATE_EMPTY_MESSAGE };
  const result: MealPlan = { ...mealPlan };
  for (let offset = 0; offset < DAYS_PER_WEEK; offset++) {
    const source = mealPlan[addDays(period.from, offset)];
    if (!hasDish(source)) continue;
    let target = addDays(period.from, offset + DAYS_PER_WEEK);
    for (let step = 0; step < REPLICATE_STEP_LIMIT && target <= period.to; step++) {
      if (isPeriodDeliveryDay(target, period)) result[target] = structuredClone(source);
      target = addDays(target, DAYS_PER_WEEK);
    }
  }
  return { ok: true, mealPlan: result, message: REPLICATE_DONE_MESSAGE };
}
