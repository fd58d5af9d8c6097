// Calendar arithmetic of the product, always in Asia/Dubai. A day is the unix second of its start in Dubai;
// weekday 0 = Sunday. Functions that depend on the clock take `now` (unix seconds) as a parameter.
import { DateTime, IANAZone } from 'luxon';

export const ZONE = 'Asia/Dubai';
const LOCALE = 'en-US';
export const SECONDS_PER_HOUR = 3600;
export const SECONDS_PER_DAY = 86400;
export const WEEKDAY_SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The clock, for callers (screens, handlers) that pass `now` into the rules. */
export function currentUnixSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

export function toDubai(unixSeconds: number): DateTime {
  return DateTime.fromSeconds(unixSeconds, { zone: ZONE, locale: LOCALE });
}

// The hot calendar paths (day start, adding days, weekday, ISO date) run on plain arithmetic with the zone offset
// that luxon's zone rules give; offsets are cached per UTC hour, the granularity at which zones change offsets.
const zoneRules = IANAZone.create(ZONE);
const offsetCache = new Map<number, number>();
const OFFSET_CACHE_LIMIT = 50_000;
const UNIX_EPOCH_WEEKDAY = 4; // 1970-01-01 was a Thursday

/** Seconds the zone is ahead of UTC at that instant. */
function zoneOffsetSeconds(unixSeconds: number): number {
  const hour = Math.floor(unixSeconds / SECONDS_PER_HOUR);
  let offset = offsetCache.get(hour);
  if (offset === undefined) {
    if (offsetCache.size >= OFFSET_CACHE_LIMIT) offsetCache.clear();
    offset = zoneRules.offset(hour * SECONDS_PER_HOUR * 1000) * 60;
    offsetCache.set(hour, offset);
  }
  return offset;
}

/** Days since 1970-01-01 of the Dubai calendar date containing `unixSeconds`. */
function localDayNumber(unixSeconds: number): number {
  return Math.floor((unixSeconds + zoneOffsetSeconds(unixSeconds)) / SECONDS_PER_DAY);
}

/** The Dubai calendar date as a UTC Date, to read year, month and day cheaply. */
function localDate(unixSeconds: number): Date {
  return new Date(localDayNumber(unixSeconds) * SECONDS_PER_DAY * 1000);
}

/** Unix second of the start (00:00 Dubai) of the day containing `unixSeconds`. */
export function dayStart(unixSeconds: number): number {
  const localMidnight = localDayNumber(unixSeconds) * SECONDS_PER_DAY;
  const guess = localMidnight - zoneOffsetSeconds(unixSeconds);
  return localMidnight - zoneOffsetSeconds(guess);
}

/** Start of today in Dubai. */
export function today(now: number): number {
  return dayStart(now);
}

export function addDays(day: number, count: number): number {
  return dayStart(dayStart(day) + count * SECONDS_PER_DAY + SECONDS_PER_DAY / 2);
}

export function addMonths(day: number, count: number): number {
  return toDubai(day).plus({ months: count }).startOf('day').toSeconds();
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: number, to: number): number {
  return localDayNumber(to) - localDayNumber(from);
}

/** 0 = Sunday .. 6 = Saturday. */
export function weekday(day: number): number {
  return (((localDayNumber(day) + UNIX_EPOCH_WEEKDAY) % 7) + 7) % 7;
}

export function dayOfMonth(day: number): number {
  return localDate(day).getUTCDate();
}

/** Day -> "YYYY-MM-DD". */
export function toIsoDate(day: number): string {
  return localDate(day).toISOString().slice(0, 10);
}

/** "YYYY-MM-DD" -> day start in Dubai, or null when the text is not a real date. */
export function parseIsoDate(text: string): number | null {
  const match = ISO_DATE.exec(text.trim());
  if (!match) return null;
  const parsed = DateTime.fromObject({ year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) }, { zone: ZONE, locale: LOCALE });
  return parsed.isValid ? parsed.toSeconds() : null;
}

/** Day from calendar parts in Dubai (month 1-12), or null when invalid. */
export function dayFromParts(year: number, month: number, dayOfMonthValue: number): number | null {
  const parsed = DateTime.fromObject({ year, month, day: dayOfMonthValue }, { zone: ZONE, locale: LOCALE });
  return parsed.isValid ? parsed.toSeconds() : null;
}

/** Current year in UTC. */
export function utcYear(now: number): number {
  return DateTime.fromSeconds(now, { zone: 'utc' }).year;
}

/** "Saturday, 21 November" (mobile 'Jump to date'). */
export function formatWeekdayDayMonth(day: number): string {
  return toDubai(day).toFormat('cccc, d LLLL');
}
