import fc from 'fast-check';
import { DateTime } from 'luxon';
import {
  addDays,
  addMonths,
  dayFromParts,
  dayOfMonth,
  dubaiDate,
  monthStart,
  daysBetween,
  dayStart,
  formatWeekdayDayMonth,
  parseIsoDate,
  toIsoDate,
  today,
  utcYear,
  weekday,
  ZONE,
} from '../src/time';

// 2026-11-21 00:00 in Dubai (UTC+4) is 2026-11-20 20:00 UTC.
const SAT_21_NOV = Date.UTC(2026, 10, 20, 20) / 1000;

describe('Dubai days', () => {
  it('finds the start of the Dubai day', () => {
    expect(dayStart(SAT_21_NOV + 13 * 3600)).toBe(SAT_21_NOV);
    // 21:00 UTC on the 20th is already 01:00 on the 21st in Dubai
    expect(dayStart(Date.UTC(2026, 10, 20, 21) / 1000)).toBe(SAT_21_NOV);
    expect(dayStart(Date.UTC(2026, 10, 20, 19, 59) / 1000)).toBe(SAT_21_NOV - 86400);
    expect(today(SAT_21_NOV + 100)).toBe(SAT_21_NOV);
  });
  it('adds days and months and counts days', () => {
    expect(addDays(SAT_21_NOV, 3)).toBe(SAT_21_NOV + 3 * 86400);
    expect(addDays(SAT_21_NOV, -1)).toBe(SAT_21_NOV - 86400);
    expect(toIsoDate(addMonths(SAT_21_NOV, 3))).toBe('2027-02-21');
    expect(daysBetween(SAT_21_NOV, addDays(SAT_21_NOV, 10))).toBe(10);
    expect(daysBetween(addDays(SAT_21_NOV, 2), SAT_21_NOV)).toBe(-2);
  });
  it('numbers weekdays from Sunday = 0', () => {
    expect(weekday(SAT_21_NOV)).toBe(6);
    expect(weekday(addDays(SAT_21_NOV, 1))).toBe(0);
    expect(weekday(addDays(SAT_21_NOV, -1))).toBe(5);
    expect(dayOfMonth(SAT_21_NOV)).toBe(21);
  });
});

describe('formats', () => {
  it('formats days as the screens show them', () => {
    expect(formatWeekdayDayMonth(SAT_21_NOV)).toBe('Saturday, 21 November');
  });
  it('parses and prints YYYY-MM-DD', () => {
    expect(toIsoDate(SAT_21_NOV)).toBe('2026-11-21');
    expect(parseIsoDate('2026-11-21')).toBe(SAT_21_NOV);
    expect(parseIsoDate('2026-02-30')).toBeNull();
    expect(parseIsoDate('21/11/2026')).toBeNull();
    expect(dayFromParts(2026, 11, 21)).toBe(SAT_21_NOV);
    expect(dayFromParts(2026, 13, 1)).toBeNull();
  });
  it('reads the UTC year', () => {
    // 2026-12-31 22:00 UTC is already 2027 in Dubai but still 2026 in UTC
    expect(utcYear(Date.UTC(2026, 11, 31, 22) / 1000)).toBe(2026);
  });
});

describe('fast calendar arithmetic agrees with luxon', () => {
  it('for random instants over 1970..2100', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800 }), fc.integer({ min: -400, max: 400 }), (instant, count) => {
        const local = DateTime.fromSeconds(instant, { zone: ZONE });
        const start = local.startOf('day');
        expect(dayStart(instant)).toBe(start.toSeconds());
        expect(weekday(instant)).toBe(local.weekday % 7);
        expect(toIsoDate(instant)).toBe(local.toFormat('yyyy-MM-dd'));
        expect(dayOfMonth(instant)).toBe(local.day);
        expect(monthStart(instant)).toBe(local.startOf('month').toSeconds());
        expect(dubaiDate(instant)).toEqual({ year: local.year, month: local.month, day: local.day });
        expect(addDays(instant, count)).toBe(start.plus({ days: count }).toSeconds());
        expect(daysBetween(instant, addDays(instant, count))).toBe(count);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('months and calendar dates agree with luxon', () => {
  it('adds months as luxon does (the last day of a shorter month)', () => {
    expect(toIsoDate(addMonths(parseIsoDate('2026-01-31')!, 1))).toBe('2026-02-28');
    expect(toIsoDate(addMonths(parseIsoDate('2028-01-31')!, 1))).toBe('2028-02-29');
    expect(toIsoDate(addMonths(parseIsoDate('2026-03-31')!, -1))).toBe('2026-02-28');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800 }), fc.integer({ min: -240, max: 240 }), (instant, count) => {
        expect(addMonths(instant, count)).toBe(DateTime.fromSeconds(instant, { zone: ZONE }).plus({ months: count }).startOf('day').toSeconds());
      }),
      { numRuns: 2000 },
    );
  });
  it('reads calendar parts as luxon does, invalid dates included', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2200 }), fc.integer({ min: -1, max: 14 }), fc.integer({ min: -1, max: 33 }), (year, month, day) => {
        const parsed = DateTime.fromObject({ year, month, day }, { zone: ZONE });
        expect(dayFromParts(year, month, day)).toBe(parsed.isValid ? parsed.toSeconds() : null);
      }),
      { numRuns: 3000 },
    );
    expect(dayFromParts(2026, 2, 29)).toBeNull();
    expect(dayFromParts(2028, 2, 29)).toBe(DateTime.fromObject({ year: 2028, month: 2, day: 29 }, { zone: ZONE }).toSeconds());
  });
  it('reads the UTC year as luxon does', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800 }), (instant) => {
        expect(utcYear(instant)).toBe(DateTime.fromSeconds(instant, { zone: 'utc' }).year);
      }),
    );
  });
  it('writes the weekday and month as luxon does in English', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800 }), (instant) => {
        expect(formatWeekdayDayMonth(instant)).toBe(DateTime.fromSeconds(instant, { zone: ZONE, locale: 'en-US' }).toFormat('cccc, d LLLL'));
      }),
    );
  });
});
