// Pause and resume of a plan (doc 3 §3, §4, §5, §9): 48 hours' notice, within 3 months, delivery days only;
// the remaining days shift to the resume date, or are held while the pause is open-ended.
import { addDays, addMonths, today } from '../time';
import { deliveryDays, isDeliveryDay } from './calendar';
import { isLockedDay } from './dayStatus';
import { PAUSE_DATE_UNAVAILABLE_MESSAGE, PAUSE_NOTICE_MESSAGE } from './messages';
import type { DeliveryCalendar } from './types';

export const PAUSE_WINDOW_MONTHS = 3;
export const PAUSE_DEFAULT_START_DAYS = 3;
export const PAUSE_DEFAULT_END_DAYS = 10;

export interface Pause {
  startDate: number;
  /** The day deliveries resume; null when the customer does not know the end date. */
  endDate: number | null;
}

/** Paused when the pause has started and (if it has an end) has not ended yet. */
export function isPaused(pause: Pause | null | undefined, now: number): boolean {
  if (!pause) return false;
  return pause.startDate <= now && (pause.endDate === null || now < pause.endDate);
}

/**
 * A pause the customer can resume by picking a resume date: one without an end date yet ('I don't know the end date').
 * A pause scheduled with an end date is changed by the team on request, not resumed.
 */
export function isResumable(pause: Pause | null | undefined): pause is Pause & { endDate: null } {
  return !!pause && pause.endDate === null;
}

/** Picker defaults: +3 days for the start, +10 days for the end. */
export function pauseDefaults(now: number): { startDate: number; endDate: number } {
  const start = today(now);
  return { startDate: addDays(start, PAUSE_DEFAULT_START_DAYS), endDate: addDays(start, PAUSE_DEFAULT_END_DAYS) };
}

/** A date the pause (or resume) picker offers: 48 hours ahead, within 3 months, a delivery day. */
export function isPauseDateSelectable(day: number, now: number, calendar: DeliveryCalendar): boolean {
  return !isLockedDay(day, now) && day <= addMonths(today(now), PAUSE_WINDOW_MONTHS) && isDeliveryDay(day, calendar);
}

/**
 * The first day from `from` the pickers offer (a delivery day 48 hours ahead within 3 months), so a default that falls
 * on a holiday or an excluded weekday moves to the next delivery day; `from` itself when none is left in the window.
 */
export function firstPauseDate(from: number, now: number, calendar: DeliveryCalendar): number {
  const last = addMonths(today(now), PAUSE_WINDOW_MONTHS);
  for (let day = from; day <= last; day = addDays(day, 1)) if (isPauseDateSelectable(day, now, calendar)) return day;
  return from;
}

export type PauseDateCheck = { ok: true } | { ok: false; message: string; fallback: number };

/** The 48-hour rule with its message; the date then falls back to 3 days ahead at the start of the day. */
export function checkPauseDate(day: number, now: number, calendar: DeliveryCalendar): PauseDateCheck {
  const fallback = addDays(today(now), PAUSE_DEFAULT_START_DAYS);
  if (isLockedDay(day, now)) return { ok: false, message: PAUSE_NOTICE_MESSAGE, fallback };
  if (!isPauseDateSelectable(day, now, calendar)) {
    return { ok: false, message: PAUSE_DATE_UNAVAILABLE_MESSAGE, fallback };
  }
  return { ok: true };
}

export interface PauseRequest {
  days: readonly number[];
  pause: Pause;
  calendar: DeliveryCalendar;
  now: number;
}

export type PauseResult = { ok: true; days: number[]; heldCount: number } | { ok: false; message: string; fallback?: number };

/** Days before the start stay; the rest move to the resume date, or are held when the pause is open-ended. */
export function pausePlan({ days, pause, calendar, now }: PauseRequest): PauseResult {
  const startCheck = checkPauseDate(pause.startDate, now, calendar);
  if (!startCheck.ok) return startCheck;
  const kept = days.filter((day) => day < pause.startDate);
  const heldCount = days.length - kept.length;
  if (pause.endDate === null) return { ok: true, days: kept, heldCount };
  if (pause.endDate <= pause.startDate) return { ok: false, message: PAUSE_DATE_UNAVAILABLE_MESSAGE };
  const endCheck = checkPauseDate(pause.endDate, now, calendar);
  if (!endCheck.ok) return { ok: false, message: endCheck.message };
  return { ok: true, days: [...kept, ...deliveryDays(pause.endDate, heldCount, calendar)], heldCount: 0 };
}

export interface ResumeRequest {
  days: readonly number[];
  heldCount: number;
  resumeDate: number;
  calendar: DeliveryCalendar;
  now: number;
}

/** Ends an open-ended pause: the held days are counted again from the resume date. */
export function resumePlan({ days, heldCount, resumeDate, calendar, now }: ResumeRequest): PauseResult {
  const check = checkPauseDate(resumeDate, now, calendar);
  if (!check.ok) return check;
  const last = days.length ? Math.max(...days) : null;
  const from = last !== null && last >= resumeDate ? addDays(last, 1) : resumeDate;
  return { ok: true, days: [...days, ...deliveryDays(from, heldCount, calendar)], heldCount: 0 };
}
