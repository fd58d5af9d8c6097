import {
  checkPauseDate,
  deliveryDays,
  isPaused,
  isResumable,
  firstPauseDate,
  isPauseDateSelectable,
  LOCKED_DAY_MESSAGE,
  PAUSE_DATE_UNAVAILABLE_MESSAGE,
  PAUSE_NOTICE_MESSAGE,
  pauseDefaults,
  pausePlan,
  resumePlan,
  skipDay,
  DAY_NOT_IN_PLAN_MESSAGE,
  PAUSED_DAY_MESSAGE,
  mealPlanAfterSkip,
} from '../../src/domain';
import { dish, noPrefs } from './fixtures';
import { toIsoDate } from '../../src/time';
import { at, day } from './fixtures';
import { english } from './english';

const now = at('2026-11-21', 10);
const calendar = { excludeWeekDays: [5, 6], holidays: ['2026-12-02'] };
const days = deliveryDays(day('2026-11-22'), 10, calendar);
const iso = (list: number[]) => list.map(toIsoDate);

describe('skip', () => {
  it('removes the day and appends the next delivery day after the end', () => {
    expect(iso(days).slice(-2)).toEqual(['2026-12-03', '2026-12-06']);
    const result = skipDay({ days, skipDate: day('2026-11-25'), calendar, now });
    if (!result.ok) throw new Error(result.message);
    expect(toIsoDate(result.newDate)).toBe('2026-12-07');
    expect(result.days).toHaveLength(10);
    expect(iso(result.days)).not.toContain('2026-11-25');
    expect(iso(result.days).at(-1)).toBe('2026-12-07');
  });
  it('refuses locked days, paused days and days outside the plan', () => {
    expect(skipDay({ days, skipDate: day('2026-11-23'), calendar, now })).toEqual({
      ok: false,
      message: LOCKED_DAY_MESSAGE,
    });
    expect(skipDay({ days, skipDate: day('2026-11-25'), calendar, now, paused: true })).toEqual({
      ok: false,
      message: PAUSED_DAY_MESSAGE,
    });
    expect(skipDay({ days, skipDate: day('2026-11-28'), calendar, now })).toEqual({
      ok: false,
      message: DAY_NOT_IN_PLAN_MESSAGE,
    });
  });
});

describe('meal plan after a skip', () => {
  it('drops the skipped day and gives the new day default dishes', () => {
    const sources = {
      dishes: new Map([
        [1, dish(1)],
        [2, dish(2)],
      ]),
      defaults: { 1: 1, 3: 2 },
      customPlans: {},
    };
    const before = { [day('2026-11-25')]: { 1: 2, 3: 1 }, [day('2026-11-26')]: { 1: 1, 3: 2 } };
    const after = mealPlanAfterSkip(before, { skipDate: day('2026-11-25'), newDate: day('2026-12-07') }, [1, 3], noPrefs, sources);
    expect(after).toEqual({ [day('2026-11-26')]: { 1: 1, 3: 2 }, [day('2026-12-07')]: { 1: 1, 3: 2 } });
  });
});

describe('pause', () => {
  it('moves a default date off a holiday or an excluded weekday to the next delivery day', () => {
    expect(toIsoDate(firstPauseDate(day('2026-11-24'), now, calendar))).toBe('2026-11-24');
    expect(toIsoDate(firstPauseDate(day('2026-11-27'), now, calendar))).toBe('2026-11-29');
    expect(toIsoDate(firstPauseDate(day('2026-12-02'), now, calendar))).toBe('2026-12-03');
  });

  it('can be resumed by the customer only while it has no end date', () => {
    const start = day('2026-11-25');
    expect(isResumable({ startDate: start, endDate: null })).toBe(true);
    expect(isResumable({ startDate: start, endDate: day('2026-12-01') })).toBe(false);
    expect(isResumable(null)).toBe(false);
    expect(isResumable(undefined)).toBe(false);
  });

  it('needs 48 hours notice and falls back to 3 days ahead at the start of the day', () => {
    expect(checkPauseDate(day('2026-11-23'), now, calendar)).toEqual({
      ok: false,
      message: PAUSE_NOTICE_MESSAGE,
      fallback: day('2026-11-24'),
    });
    expect(english(PAUSE_NOTICE_MESSAGE)).toBe('Sorry, we can pause your meal plan in a gap of 48hrs only. Please select another date. Thanks');
    expect(checkPauseDate(day('2026-11-24'), now, calendar)).toEqual({ ok: true });
  });
  it('offers only delivery days within 3 months', () => {
    expect(isPauseDateSelectable(day('2026-11-27'), now, calendar)).toBe(false);
    expect(isPauseDateSelectable(day('2026-12-02'), now, calendar)).toBe(false);
    expect(isPauseDateSelectable(day('2027-02-21'), now, calendar)).toBe(true);
    expect(isPauseDateSelectable(day('2027-02-22'), now, calendar)).toBe(false);
    expect(checkPauseDate(day('2026-11-27'), now, calendar)).toMatchObject({ message: PAUSE_DATE_UNAVAILABLE_MESSAGE });
  });
  it('defaults to +3 and +10 days', () => {
    const defaults = pauseDefaults(now);
    expect(toIsoDate(defaults.startDate)).toBe('2026-11-24');
    expect(toIsoDate(defaults.endDate)).toBe('2026-12-01');
  });
  it('shifts the remaining days to the resume date', () => {
    const result = pausePlan({ days, pause: { startDate: day('2026-11-25'), endDate: day('2026-12-07') }, calendar, now });
    if (!result.ok) throw new Error(result.message);
    expect(iso(result.days)).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-12-07',
      '2026-12-08',
      '2026-12-09',
      '2026-12-10',
      '2026-12-13',
      '2026-12-14',
      '2026-12-15',
    ]);
    expect(result.heldCount).toBe(0);
  });
  it('holds the remaining days while open-ended and counts them again on resume', () => {
    const paused = pausePlan({ days, pause: { startDate: day('2026-11-25'), endDate: null }, calendar, now });
    if (!paused.ok) throw new Error(paused.message);
    expect(paused.days).toHaveLength(3);
    expect(paused.heldCount).toBe(7);
    const resumed = resumePlan({ days: paused.days, heldCount: paused.heldCount, resumeDate: day('2026-12-06'), calendar, now });
    if (!resumed.ok) throw new Error(resumed.message);
    expect(resumed.days).toHaveLength(10);
    expect(toIsoDate(resumed.days[3]!)).toBe('2026-12-06');
  });
  it('refuses an end before the start and a start under 48 hours', () => {
    expect(pausePlan({ days, pause: { startDate: day('2026-11-26'), endDate: day('2026-11-25') }, calendar, now }).ok).toBe(false);
    expect(pausePlan({ days, pause: { startDate: day('2026-11-22'), endDate: null }, calendar, now })).toMatchObject({
      ok: false,
      message: PAUSE_NOTICE_MESSAGE,
    });
  });
  it('counts a plan as paused from the start until the end', () => {
    const pause = { startDate: day('2026-11-20'), endDate: day('2026-11-25') };
    expect(isPaused(pause, now)).toBe(true);
    expect(isPaused(pause, day('2026-11-25'))).toBe(false);
    expect(isPaused({ startDate: day('2026-11-20'), endDate: null }, now)).toBe(true);
    expect(isPaused({ startDate: day('2026-11-22'), endDate: null }, now)).toBe(false);
    expect(isPaused(null, now)).toBe(false);
  });
});
