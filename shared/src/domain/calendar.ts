// Delivery days, plan titles, week navigation and the date-list helper (doc 1 §4, doc 2 §2.3, doc 3 §9).
import { addDays, dayFromParts, daysBetween, toIsoDate, utcYear, weekday, WEEKDAY_SHORT } from '../time';
import type { DeliveryCalendar } from './types';

export const DAYS_PER_WEEK = 7;
/** Longest run of consecutive non-delivery days tolerated before a calendar is judged to have no delivery day. */
const MAX_SEARCH_DAYS = 366 * 2;

/** Not an excluded weekday, not a holiday and not an excluded date. */
export function isDeliveryDay(day: number, calendar: DeliveryCalendar): boolean {
  if (calendar.excludeWeekDays.includes(weekday(day))) return false;
  if (!calendar.holidays?.length && !calendar.excludedDates?.length) return true;
  const iso = toIsoDate(day);
  return !calendar.holidays?.includes(iso) && !calendar.excludedDates?.includes(iso);
}

/** The first delivery day on or after `day`. */
export function nextDeliveryDay(day: number, calendar: DeliveryCalendar): number {
  if (new Set(calendar.excludeWeekDays).size >= DAYS_PER_WEEK) throw new Error('Every weekday is excluded');
  let candidate = day;
  for (let step = 0; step < MAX_SEARCH_DAYS; step++) {
    if (isDeliveryDay(candidate, calendar)) return candidate;
    candidate = addDays(candidate, 1);
  }
  throw new Error('The delivery calendar excludes every day');
}

/** `count` delivery days starting on or after `start`, in order. */
export function deliveryDays(start: number, count: number, calendar: DeliveryCalendar): number[] {
  const days: number[] = [];
  let candidate = start;
  while (days.length < count) {
    const day = nextDeliveryDay(candidate, calendar);
    days.push(day);
    candidate = addDays(day, 1);
  }
  return days;
}

/** "N Days - Full Week" or "N Days - No Fri & Sat" (excluded weekdays in Sun..Sat order). */
export function planTitle(count: number, excludeWeekDays: readonly number[]): string {
  const excluded = [...new Set(excludeWeekDays)].sort((a, b) => a - b).map((day) => WEEKDAY_SHORT[day]);
  return `${count} Days - ${excluded.length ? `No ${excluded.join(' & ')}` : 'Full Week'}`;
}

export interface Period {
  from: number;
  to: number;
}

export interface PeriodCalendar extends Period, DeliveryCalendar {}

/** Inside the period (both ends included) and a delivery day. */
export function isPeriodDeliveryDay(day: number, period: PeriodCalendar): boolean {
  return day >= period.from && day <= period.to && isDeliveryDay(day, period);
}

export interface WeekView {
  days: number[];
  previous: number | null;
  next: number | null;
}

/** The week starting at `weekStart` (weeks are counted from the period start) and its neighbours inside the period. */
export function weekView(period: Period, weekStart: number): WeekView {
  const offset = Math.max(0, daysBetween(period.from, weekStart));
  const start = addDays(period.from, offset - (offset % DAYS_PER_WEEK));
  const previous = addDays(start, -DAYS_PER_WEEK);
  const next = addDays(start, DAYS_PER_WEEK);
  return {
    days: Array.from({ length: DAYS_PER_WEEK }, (_, index) => addDays(start, index)),
    previous: previous >= period.from ? previous : null,
    next: next <= period.to ? next : null,
  };
}

/** Replicate is offered only when the period is longer than a week. */
export function canReplicate(period: Period): boolean {
  return daysBetween(period.from, period.to) + 1 > DAYS_PER_WEEK;
}

/** Every day of the list starting at `from`, `length` days long (the modify page spans up to 128 days). */
export const DAY_LIST_LENGTH = 128;
export function dayList(from: number, length = DAY_LIST_LENGTH): number[] {
  return Array.from({ length }, (_, index) => addDays(from, index));
}

const FULL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH_DAY = /^(\d{2})-(\d{2})$/;

function normaliseDateItem(item: string, year: number): string | null {
  const full = FULL_DATE.exec(item);
  const short = full ? null : MONTH_DAY.exec(item);
  const parts = full ? [full[1], full[2], full[3]] : short ? [String(year), short[1], short[2]] : null;
  if (!parts) return null;
  const [y, m, d] = parts.map(Number) as [number, number, number];
  if (m < 1 || m > 12 || d < 1 || d > 31) return null;
  const day = dayFromParts(y, m, d);
  return day === null ? null : toIsoDate(day);
}

/** Date helper: "YYYY-MM-DD" or "MM-DD" items (MM-DD gets the current UTC year); invalid items are dropped. */
export function parseDateList(text: string, now: number, separator = ';'): string[] {
  const year = utcYear(now);
  return text
    .split(separator)
    .map((item) => normaliseDateItem(item.trim(), year))
    .filter((item): item is string => item !== null);
}
