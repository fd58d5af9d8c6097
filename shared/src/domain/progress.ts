// Progress tracking (doc 3 §2 "My progress", "Body Analysis", §4 "Progress", §5 limits, §9 chart ranges).
// Values the customer types are display units (kg, cm, kcal); stored values use the spec's scales (units.ts).
import { addDays, addMonths, dayFromParts, dayStart, dubaiDate, SECONDS_PER_DAY, today } from '../time';

/** A clamped number field: minimum, maximum and step (§5). */
export interface FieldLimit {
  min: number;
  max: number;
  step: number;
}

/** §5 "Progress weight: 0 to 500 kg, step 0.1 (clamped). Waist: 0 to 200 cm, step 0.1. Calories: 0 to 100000, step 1." */
export const PROGRESS_LIMITS = {
  weight: { min: 0, max: 500, step: 0.1 },
  waist: { min: 0, max: 200, step: 0.1 },
  calories: { min: 0, max: 100_000, step: 1 },
} as const satisfies Record<string, FieldLimit>;

/** §5 measurements: weight 0-200; body fields 200 except thigh and calf 100000; BFM and SMM at most 200, step 0.1. */
export const MEASUREMENT_LIMITS = {
  weight: { min: 0, max: 200, step: 0.1 },
  bust: { min: 0, max: 200, step: 0.1 },
  waist: { min: 0, max: 200, step: 0.1 },
  hips: { min: 0, max: 200, step: 0.1 },
  left_biceps: { min: 0, max: 200, step: 0.1 },
  right_biceps: { min: 0, max: 200, step: 0.1 },
  thigh: { min: 0, max: 100_000, step: 0.1 },
  calf: { min: 0, max: 100_000, step: 0.1 },
  SMM: { min: 0, max: 200, step: 0.1 },
  BFM: { min: 0, max: 200, step: 0.1 },
} as const satisfies Record<string, FieldLimit>;

export const BODY_FIELDS = ['bust', 'waist', 'hips', 'left_biceps', 'right_biceps', 'thigh', 'calf'] as const;
export type MeasurementField = (typeof BODY_FIELDS)[number];

/** A typed value held to its limits and step: '' or not a number gives null; 612.34 kg gives 500. */
export function clampToLimit(value: number | string, limit: FieldLimit): number | null {
  const number = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
  if (!Number.isFinite(number)) return null;
  const clamped = Math.min(limit.max, Math.max(limit.min, number));
  const decimals = limit.step < 1 ? Math.round(-Math.log10(limit.step)) : 0;
  const stepped = Math.round(clamped / limit.step) * limit.step;
  return Number(Math.min(limit.max, stepped).toFixed(decimals));
}

export type ProgressSeriesName = 'weight' | 'waist' | 'calories';
export const PROGRESS_SERIES: readonly ProgressSeriesName[] = ['weight', 'waist', 'calories'];

/** A history: day (unix seconds, as an object key) -> stored value. */
export type History = Readonly<Record<string, number>>;

/** The latest day of a history, or null when it is empty. */
export function lastEntryDay(history: History): number | null {
  let last: number | null = null;
  for (const key of Object.keys(history)) {
    const day = Number(key);
    if (last === null || day > last) last = day;
  }
  return last;
}

/** Midnight UTC of the calendar date a Dubai day names (2026-11-20 Dubai -> 2026-11-20T00:00Z). */
function utcMidnightOfDubaiDate(day: number): number {
  const date = dubaiDate(day);
  return Date.UTC(date.year, date.month - 1, date.day) / 1000;
}

/**
 * §4: a series is behind when its last entry is over 24 hours before today's start (UTC day start). The entry's
 * calendar date is compared with today's UTC date, so yesterday's entry is exactly 24 hours before and not behind.
 */
export function isSeriesBehind(lastDay: number | null, now: number): boolean {
  if (lastDay === null) return false;
  const todayUtcStart = Math.floor(now / SECONDS_PER_DAY) * SECONDS_PER_DAY;
  return todayUtcStart - utcMidnightOfDubaiDate(lastDay) > SECONDS_PER_DAY;
}

/** The series whose last entry is behind (none for a customer with no entries yet). */
export function seriesBehind(histories: Readonly<Record<ProgressSeriesName, History>>, now: number): ProgressSeriesName[] {
  return PROGRESS_SERIES.filter((name) => isSeriesBehind(lastEntryDay(histories[name]), now));
}

/** One day's entry of the progress `set` call. */
export interface ProgressEntry {
  date: number;
  weight?: number;
  waist?: number;
  calories?: number;
}

/** §4 'Copy last record': every behind series' last value on each day after its last entry, up to today (Dubai). */
export function copyLastRecord(histories: Readonly<Record<ProgressSeriesName, History>>, now: number): ProgressEntry[] {
  const byDay = new Map<number, ProgressEntry>();
  const end = today(now);
  for (const name of seriesBehind(histories, now)) {
    const last = lastEntryDay(histories[name]);
    if (last === null) continue;
    const value = histories[name][String(last)];
    if (value === undefined) continue;
    for (let day = addDays(last, 1); day <= end; day = addDays(day, 1)) {
      const entry = byDay.get(day) ?? { date: day };
      entry[name] = value;
      byDay.set(day, entry);
    }
  }
  return [...byDay.values()].sort((a, b) => a.date - b.date);
}

/** A history with new entries of one series merged in (§4: after a save, histories merge with the new values). */
export function mergeEntries(history: History, entries: readonly ProgressEntry[], name: ProgressSeriesName): Record<string, number> {
  const merged: Record<string, number> = { ...history };
  for (const entry of entries) {
    const value = entry[name];
    if (value !== undefined) merged[String(entry.date)] = value;
  }
  return merged;
}

export type ChartRange = 'year' | 'threeMonths' | 'month' | 'twoWeeks' | 'week';
export const CHART_RANGES: readonly ChartRange[] = ['year', 'threeMonths', 'month', 'twoWeeks', 'week'];

/** §9: year 12 months back; month 1 or 3 months; week 1 or 2 weeks. The first day shown (Dubai day start). */
export function rangeStart(range: ChartRange, now: number): number {
  const end = today(now);
  switch (range) {
    case 'year':
      return addMonths(end, -12);
    case 'threeMonths':
      return addMonths(end, -3);
    case 'month':
      return addMonths(end, -1);
    case 'twoWeeks':
      return addDays(end, -14);
    case 'week':
      return addDays(end, -7);
  }
}

/** A history's points from `from` to today, oldest first, as [day, value]. */
export function pointsInRange(history: History, from: number, now: number): Array<[number, number]> {
  const end = today(now);
  return Object.entries(history)
    .map(([key, value]): [number, number] => [Number(key), value])
    .filter(([day]) => day >= from && day <= end)
    .sort((a, b) => a[0] - b[0]);
}

/** One weight of `getWeightStats`: its Dubai calendar date and the weight in grams. */
export interface WeightStat {
  year: number;
  month: number;
  day: number;
  weight: number;
}

/** Average weight (grams) per month of a year: month 1-12 -> grams, months without weights absent. */
export function monthlyAverageWeights(stats: readonly WeightStat[], year: number): Map<number, number> {
  const sums = new Map<number, { total: number; count: number }>();
  for (const stat of stats) {
    if (stat.year !== year) continue;
    const sum = sums.get(stat.month) ?? { total: 0, count: 0 };
    sum.total += stat.weight;
    sum.count += 1;
    sums.set(stat.month, sum);
  }
  return new Map([...sums].map(([month, { total, count }]) => [month, total / count]));
}

/** §4: the calendar moves between the registration month and the current date: the years it may show. */
export function calendarYears(registered: number, now: number): number[] {
  const first = dubaiDate(registered).year;
  const last = dubaiDate(now).year;
  const years: number[] = [];
  for (let year = first; year <= last; year += 1) years.push(year);
  return years;
}

/** Whether a month (1-12) of a year lies between the registration month and the current month. */
export function isCalendarMonthOpen(year: number, month: number, registered: number, now: number): boolean {
  const start = dubaiDate(registered);
  const current = dubaiDate(now);
  const index = year * 12 + month;
  return index >= start.year * 12 + start.month && index <= current.year * 12 + current.month;
}

/** §4: only days from registration to today can be entered. */
export function isEntryDayOpen(day: number, registered: number, now: number): boolean {
  return day === dayStart(day) && day >= dayStart(registered) && day <= today(now);
}

/** Measurement weeks of a month: week 1 starts on the 1st, week 2 on the 8th, week 3 on the 15th, week 4 on the 22nd. */
export const MEASUREMENT_WEEKS = [1, 2, 3, 4] as const;
export type MeasurementWeek = (typeof MEASUREMENT_WEEKS)[number];
/** §4: the body tab holds weeks 1 and 4 only. */
export const BODY_WEEKS: readonly MeasurementWeek[] = [1, 4];

/** The key (Dubai day start) of a week of a month (1-12). */
export function weekKey(year: number, month: number, week: MeasurementWeek): number {
  const day = dayFromParts(year, month, 1 + (week - 1) * 7);
  if (day === null) throw new RangeError(`no week ${week} in ${year}-${month}`);
  return day;
}

/** The week of a week key, or null when the day does not start a measurement week. */
export function weekOfKey(day: number): MeasurementWeek | null {
  if (day !== dayStart(day)) return null;
  const date = dubaiDate(day).day;
  const week = MEASUREMENT_WEEKS.find((w) => 1 + (w - 1) * 7 === date);
  return week ?? null;
}

/** The key of a month (its first day, Dubai) for the 'BFM & SMM' entries. */
export function monthKey(year: number, month: number): number {
  return weekKey(year, month, 1);
}

/** Months (year, month 1-12) from the registration month to the current month, newest first. */
export function openMonths(registered: number, now: number): Array<{ year: number; month: number }> {
  const start = dubaiDate(registered);
  const current = dubaiDate(now);
  const months: Array<{ year: number; month: number }> = [];
  for (let index = current.year * 12 + current.month - 1; index >= start.year * 12 + start.month - 1; index -= 1) {
    months.push({ year: Math.floor(index / 12), month: (index % 12) + 1 });
  }
  return months;
}

export type BodyChartRange = 'year' | 'lastMonth';

/** Body charts: a year (January to December of the chosen year) or the last month back from today. */
export function bodyChartWindow(range: BodyChartRange, year: number, now: number): { from: number; to: number } {
  if (range === 'lastMonth') return { from: addMonths(today(now), -1), to: today(now) };
  const from = dayFromParts(year, 1, 1) ?? 0;
  const to = addDays(dayFromParts(year + 1, 1, 1) ?? from, -1);
  return { from, to };
}
