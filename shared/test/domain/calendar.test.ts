import {
  canReplicate,
  dayList,
  deliveryDays,
  isDeliveryDay,
  isPeriodDeliveryDay,
  nextDeliveryDay,
  parseDateList,
  planTitle,
  weekView,
} from '../../src/domain';
import { toIsoDate } from '../../src/time';
import { at, day } from './fixtures';

const noFriSat = { excludeWeekDays: [5, 6] };

describe('delivery days', () => {
  it('skips excluded weekdays, holidays and excluded dates', () => {
    const calendar = { excludeWeekDays: [5, 6], holidays: ['2026-11-24'], excludedDates: ['2026-11-26'] };
    // 2026-11-22 is a Sunday
    expect(deliveryDays(day('2026-11-22'), 5, calendar).map(toIsoDate)).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-25',
      '2026-11-29',
      '2026-11-30',
    ]);
    expect(isDeliveryDay(day('2026-11-27'), calendar)).toBe(false);
    expect(isDeliveryDay(day('2026-11-24'), calendar)).toBe(false);
    expect(isDeliveryDay(day('2026-11-23'), calendar)).toBe(true);
  });
  it('starts on the first delivery day on or after the start', () => {
    expect(toIsoDate(nextDeliveryDay(day('2026-11-27'), noFriSat))).toBe('2026-11-29');
    expect(deliveryDays(day('2026-11-28'), 1, noFriSat).map(toIsoDate)).toEqual(['2026-11-29']);
  });
  it('refuses a calendar without any delivery day', () => {
    expect(() => nextDeliveryDay(day('2026-11-22'), { excludeWeekDays: [0, 1, 2, 3, 4, 5, 6] })).toThrow();
  });
});

describe('plan title', () => {
  it('names full weeks and excluded weekdays in Sun..Sat order', () => {
    expect(planTitle(20, [])).toBe('20 Days - Full Week');
    expect(planTitle(24, [6, 5])).toBe('24 Days - No Fri & Sat');
    expect(planTitle(20, [6, 0])).toBe('20 Days - No Sun & Sat');
  });
});

describe('weeks inside a period', () => {
  const period = { from: day('2026-11-22'), to: day('2026-12-10') };
  it('moves a week at a time and stops at the edges', () => {
    const first = weekView(period, period.from);
    expect(first.days.map(toIsoDate)[0]).toBe('2026-11-22');
    expect(first.days).toHaveLength(7);
    expect(first.previous).toBeNull();
    expect(toIsoDate(first.next!)).toBe('2026-11-29');
    const third = weekView(period, day('2026-12-06'));
    expect(toIsoDate(third.previous!)).toBe('2026-11-29');
    expect(third.next).toBeNull();
  });
  it('snaps any day to the start of its week of the period', () => {
    expect(toIsoDate(weekView(period, day('2026-12-01')).days[0]!)).toBe('2026-11-29');
  });
  it('offers replicate only for periods longer than 7 days', () => {
    expect(canReplicate(period)).toBe(true);
    expect(canReplicate({ from: day('2026-11-22'), to: day('2026-11-28') })).toBe(false);
    expect(canReplicate({ from: day('2026-11-22'), to: day('2026-11-29') })).toBe(true);
  });
  it('counts a delivery day only inside the period', () => {
    const calendar = { ...period, excludeWeekDays: [5], excludedDates: ['2026-11-23'] };
    expect(isPeriodDeliveryDay(day('2026-11-22'), calendar)).toBe(true);
    expect(isPeriodDeliveryDay(day('2026-11-23'), calendar)).toBe(false);
    expect(isPeriodDeliveryDay(day('2026-11-27'), calendar)).toBe(false);
    expect(isPeriodDeliveryDay(day('2026-12-11'), calendar)).toBe(false);
  });
  it('lists 128 days from a date', () => {
    const days = dayList(day('2026-11-21'));
    expect(days).toHaveLength(128);
    expect(toIsoDate(days[127]!)).toBe('2027-03-28');
  });
});

describe('date helper', () => {
  const now = at('2026-11-21', 12);
  it('accepts YYYY-MM-DD and MM-DD with the current UTC year, drops invalid items', () => {
    expect(parseDateList('2026-12-02;12-25; 13-01;02-30;hello;2027-01-01', now)).toEqual(['2026-12-02', '2026-12-25', '2027-01-01']);
  });
  it('takes another separator', () => {
    expect(parseDateList('01-01,2026-02-29,2028-02-29', now, ',')).toEqual(['2026-01-01', '2028-02-29']);
  });
});
