// Skip a delivery day: remove it and append the next delivery day after the end (doc 2 §4.5, doc 3 §4).
import { addDays, toIsoDate } from '../time';
import { nextDeliveryDay } from './calendar';
import { dayChangeBlockReason } from './dayStatus';
import { DAY_NOT_IN_PLAN_MESSAGE } from './messages';
import { defaultDayMeals, type MenuSources } from './defaultMenu';
import type { DeliveryCalendar, MealPlan, UserPrefs } from './types';

export interface SkipRequest {
  days: readonly number[];
  skipDate: number;
  calendar: DeliveryCalendar;
  now: number;
  /** Days the customer may not change although they are in the plan (paused, additional deliveries). */
  paused?: boolean;
  additional?: boolean;
  /** Days the order already holds outside `days` (additional deliveries, days skipped before): never a new date. */
  taken?: readonly number[];
}

export type SkipResult = { ok: true; skipDate: number; newDate: number; days: number[] } | { ok: false; message: string };

export function skipDay(request: SkipRequest): SkipResult {
  const { days, skipDate, calendar, now } = request;
  if (!days.includes(skipDate)) return { ok: false, message: DAY_NOT_IN_PLAN_MESSAGE };
  const blocked = dayChangeBlockReason({
    day: skipDate,
    now,
    mealTypes: [],
    paused: request.paused,
    additional: request.additional,
  });
  if (blocked) return { ok: false, message: blocked };
  const remaining = days.filter((day) => day !== skipDate);
  const end = Math.max(...days);
  const taken = (request.taken ?? []).filter((day) => day > end).map(toIsoDate);
  const newDate = nextDeliveryDay(
    addDays(end, 1),
    taken.length ? { ...calendar, excludedDates: [...(calendar.excludedDates ?? []), ...taken] } : calendar,
  );
  return { ok: true, skipDate, newDate, days: [...remaining, newDate].sort((a, b) => a - b) };
}

/** The meal plan after a skip: the skipped day's meals removed, the new day filled with default dishes. */
export function mealPlanAfterSkip(
  mealPlan: MealPlan,
  skip: { skipDate: number; newDate: number },
  mealTypes: readonly number[],
  prefs: UserPrefs,
  sources: MenuSources,
): MealPlan {
  const { [skip.skipDate]: _skipped, ...rest } = mealPlan;
  return { ...rest, [skip.newDate]: defaultDayMeals(skip.newDate, mealTypes, prefs, sources) };
}
