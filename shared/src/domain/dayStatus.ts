// Day status and what may be edited or skipped (doc 1 §4, doc 2 §4.2, doc 3 §4).
import { addDays, SECONDS_PER_HOUR, today } from '../time';
import { ADDITIONAL_DELIVERY_MESSAGE, LOCKED_DAY_MESSAGE, PAUSED_DAY_MESSAGE } from './messages';
import type { DayMeals } from './types';

export const EDIT_CUTOFF_SECONDS = 48 * SECONDS_PER_HOUR;
export const BUFFER_DAYS = 3;

export const DAY_STATUSES = ['skipped', 'paused', 'additional', 'delivered', 'past', 'in-buffer', 'filled', 'not-completed'] as const;
export type DayStatus = (typeof DAY_STATUSES)[number];

export interface DayContext {
  day: number;
  now: number;
  meals?: DayMeals | undefined;
  mealTypes: readonly number[];
  skipped?: boolean;
  paused?: boolean;
  additional?: boolean;
}

/** Before now + 48 hours. */
export function isPastCutoff(day: number, now: number): boolean {
  return day < now + EDIT_CUTOFF_SECONDS;
}

/** Under 3 days from the start of today. */
export function isInBuffer(day: number, now: number): boolean {
  return day < addDays(today(now), BUFFER_DAYS);
}

/** Already delivered: a day before today. */
export function isDelivered(day: number, now: number): boolean {
  return day < today(now);
}

/** Past days and the next 3 days (from the start of today) can be neither edited nor skipped. */
export function isLockedDay(day: number, now: number): boolean {
  return isPastCutoff(day, now) || isInBuffer(day, now);
}

/**
 * The last moment (exclusive) the day may still be edited or skipped: the earlier of the 48-hour cut-off and the
 * start of the day the 3-day buffer reaches it. A day is locked exactly from this moment on (isLockedDay).
 */
export function changeDeadline(day: number): number {
  return Math.min(day - EDIT_CUTOFF_SECONDS, addDays(day, 1 - BUFFER_DAYS));
}

/** How many of the plan's meal types have a dish chosen that day. */
export function chosenMealCount(meals: DayMeals | undefined, mealTypes: readonly number[]): number {
  return mealTypes.filter((type) => typeof meals?.[type] === 'number').length;
}

export function dayStatus(context: DayContext): DayStatus {
  const { day, now } = context;
  if (context.skipped) return 'skipped';
  if (context.paused) return 'paused';
  if (context.additional) return 'additional';
  if (isDelivered(day, now)) return 'delivered';
  if (isPastCutoff(day, now)) return 'past';
  if (isInBuffer(day, now)) return 'in-buffer';
  return chosenMealCount(context.meals, context.mealTypes) < context.mealTypes.length ? 'not-completed' : 'filled';
}

/** Why the day cannot be edited or skipped, or null when it can. */
export function dayChangeBlockReason(context: DayContext): string | null {
  if (context.paused) return PAUSED_DAY_MESSAGE;
  if (context.additional) return ADDITIONAL_DELIVERY_MESSAGE;
  if (isLockedDay(context.day, context.now)) return LOCKED_DAY_MESSAGE;
  return null;
}
