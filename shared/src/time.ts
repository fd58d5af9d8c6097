// Calendar arithmetic of the product, always in Asia/Dubai. A day is the unix second of its start in Dubai;
// weekday 0 = Sunday. Functions that depend on the clock take `now` (unix seconds) as a parameter.
// Plain arithmetic over the zone's offset (UTC+04:00 since 1920; the platform's Intl time-zone rules, which luxon reads
// too, before then), so this module, which every page loads, carries no date library; luxon's DateTime of a Dubai instant is in
// ./dubaiDateTime.ts (@mealplan/shared/time/dateTime) for the screens and server code that need it.

export const ZONE = 'Asia/Dubai';
export const SECONDS_PER_HOUR = 3600;
export const SECONDS_PER_DAY = 86400;
export const WEEKDAY_SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
export const WEEKDAY_LONG = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export const MONTH_LONG = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The clock, for callers (screens, handlers) that pass `now` into the rules. */
export function currentUnixSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

// Offsets are cached per UTC hour, the granularity at which zones change offsets.
const offsetCache = new Map<number, number>();
const OFFSET_CACHE_LIMIT = 50_000;
const UNIX_EPOCH_WEEKDAY = 4; // 1970-01-01 was a Thursday
let zoneParts: Intl.DateTimeFormat | undefined;

/** A UTC timestamp (ms) of calendar parts, years 0-99 included (Date.UTC would read them as 1900-1999). */
function utcMillis(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number {
  const date = new Date(Date.UTC(2000, month - 1, day, hour, minute, second));
  date.setUTCFullYear(year, month - 1, day);
  return date.getTime();
}

/** Minutes the zone is ahead of UTC at that instant (ms): its wall clock read as UTC, less the instant. */
function zoneOffsetMinutesAt(instantMs: number): number {
  zoneParts ??= new Intl.DateTimeFormat('en-US', {
    timeZone: ZONE,
    hourCycle: 'h23',
    era: 'short',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const wall: Record<string, number> = {};
  let beforeChrist = false;
  for (const part of zoneParts.formatToParts(new Date(instantMs))) {
    if (part.type === 'era') beforeChrist = /^B/i.test(part.value);
    else if (part.type !== 'literal') wall[part.type] = Number(part.value);
  }
  const year = beforeChrist ? 1 - wall.year! : wall.year!;
  const asUtc = utcMillis(year, wall.month!, wall.day!, wall.hour === 24 ? 0 : wall.hour, wall.minute, wall.second);
  const wholeSecond = instantMs - (((instantMs % 1000) + 1000) % 1000);
  return (asUtc - wholeSecond) / 60_000;
}

/**
 * Asia/Dubai's rule since 1920 (the IANA time zone database): UTC+04:00 all year, with no daylight saving. Every
 * instant the product handles is later, so it is read without Intl: the first Intl.DateTimeFormat with a time zone
 * loads the browser's zone data, a long task of its own on a phone (124 ms at a 4x CPU slowdown in a signed-in
 * start-up's profile, issue 23). Earlier instants take the platform's rules; the tests check this rule against them
 * over 1920-2200, so a change to the zone's rules in the time zone database fails them.
 */
const STANDARD_OFFSET_SECONDS = 4 * SECONDS_PER_HOUR;
/** 1920-01-01T00:00:00Z: Dubai's local mean time (+03:41:12) ended then. */
const STANDARD_OFFSET_SINCE = -1_577_923_200;

/** Seconds the zone is ahead of UTC at that instant. */
function zoneOffsetSeconds(unixSeconds: number): number {
  if (unixSeconds >= STANDARD_OFFSET_SINCE) return STANDARD_OFFSET_SECONDS;
  const hour = Math.floor(unixSeconds / SECONDS_PER_HOUR);
  let offset = offsetCache.get(hour);
  if (offset === undefined) {
    if (offsetCache.size >= OFFSET_CACHE_LIMIT) offsetCache.clear();
    offset = zoneOffsetMinutesAt(hour * SECONDS_PER_HOUR * 1000) * 60;
    offsetCache.set(hour, offset);
  }
  return offset;
}

/** The Dubai wall clock at that instant as a Date whose UTC fields read it (year, month, day, hour, minute, second). */
export function dubaiWallClock(unixSeconds: number): Date {
  return new Date((unixSeconds + zoneOffsetSeconds(unixSeconds)) * 1000);
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
  return startOfLocalDay(localDayNumber(unixSeconds), unixSeconds);
}

/** Unix second of 00:00 Dubai of a local day number; `near` is an instant close to it, for the first offset guess. */
function startOfLocalDay(localDay: number, near: number): number {
  const localMidnight = localDay * SECONDS_PER_DAY;
  const guess = localMidnight - zoneOffsetSeconds(near);
  return localMidnight - zoneOffsetSeconds(guess);
}

/** Start of today in Dubai. */
export function today(now: number): number {
  return dayStart(now);
}

export function addDays(day: number, count: number): number {
  return dayStart(dayStart(day) + count * SECONDS_PER_DAY + SECONDS_PER_DAY / 2);
}

/** The same day of the month `count` months later (earlier when negative), or the month's last day when it is shorter. */
export function addMonths(day: number, count: number): number {
  const date = localDate(day);
  const months = date.getUTCFullYear() * 12 + date.getUTCMonth() + Math.trunc(count);
  const year = Math.floor(months / 12);
  const month = months - year * 12 + 1;
  return dayFromParts(year, month, Math.min(date.getUTCDate(), daysInMonth(year, month)))!;
}

function daysInMonth(year: number, month: number): number {
  return new Date(utcMillis(year, month + 1, 0)).getUTCDate();
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

/** The Dubai calendar date of an instant: its year, month (1-12) and day of the month. */
export function dubaiDate(unixSeconds: number): { year: number; month: number; day: number } {
  const date = localDate(unixSeconds);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** The first day of the month `day` is in. */
export function monthStart(day: number): number {
  return addDays(day, 1 - dayOfMonth(day));
}

/** Day -> "YYYY-MM-DD". */
export function toIsoDate(day: number): string {
  return localDate(day).toISOString().slice(0, 10);
}

/** "YYYY-MM-DD" -> day start in Dubai, or null when the text is not a real date. */
export function parseIsoDate(text: string): number | null {
  const match = ISO_DATE.exec(text.trim());
  if (!match) return null;
  return dayFromParts(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** Day from calendar parts in Dubai (month 1-12), or null when invalid. */
export function dayFromParts(year: number, month: number, dayOfMonthValue: number): number | null {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(dayOfMonthValue)) return null;
  if (month < 1 || month > 12 || dayOfMonthValue < 1 || dayOfMonthValue > daysInMonth(year, month)) return null;
  const localDay = Math.floor(utcMillis(year, month, dayOfMonthValue) / 1000 / SECONDS_PER_DAY);
  return startOfLocalDay(localDay, localDay * SECONDS_PER_DAY);
}

/** Current year in UTC. */
export function utcYear(now: number): number {
  return new Date(now * 1000).getUTCFullYear();
}

/** "Saturday, 21 November" (mobile 'Jump to date'). */
export function formatWeekdayDayMonth(day: number): string {
  const date = localDate(day);
  return `${WEEKDAY_LONG[weekday(day)]}, ${date.getUTCDate()} ${MONTH_LONG[date.getUTCMonth()]}`;
}
