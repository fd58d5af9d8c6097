import {
  calendarYears,
  clampToLimit,
  copyLastRecord,
  isCalendarMonthOpen,
  isEntryDayOpen,
  isSeriesBehind,
  mergeEntries,
  monthlyAverageWeights,
  MEASUREMENT_LIMITS,
  openMonths,
  PROGRESS_LIMITS,
  rangeStart,
  seriesBehind,
  weekKey,
  weekOfKey,
} from '../../src/domain';
import { at, day } from './fixtures';

describe('§5 limits', () => {
  it('clamps progress weight to 0-500 kg at step 0.1, waist to 200 cm, calories to 100000 at step 1', () => {
    expect(clampToLimit('612.34', PROGRESS_LIMITS.weight)).toBe(500);
    expect(clampToLimit('72.46', PROGRESS_LIMITS.weight)).toBe(72.5);
    expect(clampToLimit('-3', PROGRESS_LIMITS.weight)).toBe(0);
    expect(clampToLimit('201', PROGRESS_LIMITS.waist)).toBe(200);
    expect(clampToLimit('1800.6', PROGRESS_LIMITS.calories)).toBe(1801);
    expect(clampToLimit('100001', PROGRESS_LIMITS.calories)).toBe(100_000);
  });
  it('treats an empty or unreadable field as missing (Please enter value)', () => {
    expect(clampToLimit('', PROGRESS_LIMITS.weight)).toBeNull();
    expect(clampToLimit('  ', MEASUREMENT_LIMITS.bust)).toBeNull();
    expect(clampToLimit('abc', MEASUREMENT_LIMITS.BFM)).toBeNull();
  });
  it('clamps measurements to 200 except thigh and calf at 100000, BFM and SMM to 200', () => {
    expect(clampToLimit('250', MEASUREMENT_LIMITS.weight)).toBe(200);
    expect(clampToLimit('250', MEASUREMENT_LIMITS.hips)).toBe(200);
    expect(clampToLimit('250', MEASUREMENT_LIMITS.thigh)).toBe(250);
    expect(clampToLimit('200000', MEASUREMENT_LIMITS.calf)).toBe(100_000);
    expect(clampToLimit('200.04', MEASUREMENT_LIMITS.SMM)).toBe(200);
  });
});

describe('§4 missing days', () => {
  const now = at('2026-11-20', 10);
  it("is behind when the last entry's date is more than 24 hours before today's UTC start", () => {
    expect(isSeriesBehind(day('2026-11-19'), now)).toBe(false);
    expect(isSeriesBehind(day('2026-11-20'), now)).toBe(false);
    expect(isSeriesBehind(day('2026-11-18'), now)).toBe(true);
    expect(isSeriesBehind(null, now)).toBe(false);
  });
  it('names each series behind; an empty series is not behind', () => {
    const histories = { weight: { [day('2026-11-17')]: 72_000 }, waist: { [day('2026-11-19')]: 800 }, calories: {} };
    expect(seriesBehind(histories, now)).toEqual(['weight']);
  });
  it("'Copy last record' fills every missing day of each series behind up to today", () => {
    const histories = {
      weight: { [day('2026-11-15')]: 71_000, [day('2026-11-17')]: 72_000 },
      waist: { [day('2026-11-19')]: 800 },
      calories: { [day('2026-11-16')]: 1900 },
    };
    expect(copyLastRecord(histories, now)).toEqual([
      { date: day('2026-11-17'), calories: 1900 },
      { date: day('2026-11-18'), weight: 72_000, calories: 1900 },
      { date: day('2026-11-19'), weight: 72_000, calories: 1900 },
      { date: day('2026-11-20'), weight: 72_000, calories: 1900 },
    ]);
  });
  it('merges saved entries into a history', () => {
    expect(
      mergeEntries(
        { '1': 5 },
        [
          { date: 2, weight: 7 },
          { date: 3, waist: 1 },
        ],
        'weight',
      ),
    ).toEqual({ '1': 5, '2': 7 });
  });
});

describe('§9 chart ranges and the calendar', () => {
  const now = at('2026-11-20', 10);
  it('year 12 months back, three months, month, two weeks, week', () => {
    expect(rangeStart('year', now)).toBe(day('2025-11-20'));
    expect(rangeStart('threeMonths', now)).toBe(day('2026-08-20'));
    expect(rangeStart('month', now)).toBe(day('2026-10-20'));
    expect(rangeStart('twoWeeks', now)).toBe(day('2026-11-06'));
    expect(rangeStart('week', now)).toBe(day('2026-11-13'));
  });
  it('averages the weights of each month', () => {
    const stats = [
      { year: 2026, month: 10, day: 1, weight: 72_000 },
      { year: 2026, month: 10, day: 9, weight: 71_000 },
      { year: 2025, month: 10, day: 9, weight: 90_000 },
    ];
    expect(monthlyAverageWeights(stats, 2026)).toEqual(new Map([[10, 71_500]]));
  });
  it('moves between the registration month and now', () => {
    const registered = at('2025-03-14', 9);
    expect(calendarYears(registered, now)).toEqual([2025, 2026]);
    expect(isCalendarMonthOpen(2025, 2, registered, now)).toBe(false);
    expect(isCalendarMonthOpen(2025, 3, registered, now)).toBe(true);
    expect(isCalendarMonthOpen(2026, 11, registered, now)).toBe(true);
    expect(isCalendarMonthOpen(2026, 12, registered, now)).toBe(false);
    expect(openMonths(at('2026-09-30', 9), now)).toEqual([
      { year: 2026, month: 11 },
      { year: 2026, month: 10 },
      { year: 2026, month: 9 },
    ]);
  });
  it('opens days from registration to today only', () => {
    const registered = at('2026-11-10', 9);
    expect(isEntryDayOpen(day('2026-11-10'), registered, now)).toBe(true);
    expect(isEntryDayOpen(day('2026-11-09'), registered, now)).toBe(false);
    expect(isEntryDayOpen(day('2026-11-21'), registered, now)).toBe(false);
    expect(isEntryDayOpen(day('2026-11-12') + 60, registered, now)).toBe(false);
  });
  it('keys measurement weeks by the 1st, 8th, 15th and 22nd', () => {
    expect(weekKey(2026, 11, 1)).toBe(day('2026-11-01'));
    expect(weekKey(2026, 11, 4)).toBe(day('2026-11-22'));
    expect(weekOfKey(day('2026-11-15'))).toBe(3);
    expect(weekOfKey(day('2026-11-16'))).toBeNull();
  });
});
