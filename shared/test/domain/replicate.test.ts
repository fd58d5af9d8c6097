import { REPLICATE_DONE_MESSAGE, REPLICATE_EMPTY_MESSAGE, replicateFirstWeek } from '../../src/domain';
import { addDays, toIsoDate } from '../../src/time';
import type { MealPlan } from '../../src/domain';
import { day } from './fixtures';
import { english } from './english';

const from = day('2026-11-22'); // Sunday
const period = { from, to: day('2026-12-12'), excludeWeekDays: [5, 6], excludedDates: ['2026-12-02'] };

describe('replicate the first week', () => {
  it('copies selections onto the same weekdays of later weeks, skipping non-delivery days', () => {
    const plan: MealPlan = { [from]: { 1: 10, 3: 11 }, [addDays(from, 3)]: { 1: 12 } };
    const result = replicateFirstWeek(plan, period);
    if (!result.ok) throw new Error('expected ok');
    expect(result.message).toBe(REPLICATE_DONE_MESSAGE);
    expect(english(result.message)).toBe('The selection was duplicated for the respective days of the week.');
    const filled = Object.keys(result.mealPlan)
      .map(Number)
      .sort((a, b) => a - b)
      .map(toIsoDate);
    // Sundays 22, 29, 6 and Wednesdays 25, 9; Wednesday 2 Dec is excluded
    expect(filled).toEqual(['2026-11-22', '2026-11-25', '2026-11-29', '2026-12-06', '2026-12-09']);
    expect(result.mealPlan[day('2026-12-06')]).toEqual({ 1: 10, 3: 11 });
  });
  it('needs a dish on at least one day', () => {
    expect(replicateFirstWeek({ [from]: {} }, period)).toEqual({ ok: false, reason: 'empty', message: REPLICATE_EMPTY_MESSAGE });
    expect(english(REPLICATE_EMPTY_MESSAGE)).toBe('Please select at least one dish for one day.');
  });
  it('is not offered for a period of a week or less', () => {
    const short = { ...period, to: addDays(from, 6) };
    expect(replicateFirstWeek({ [from]: { 1: 10 } }, short)).toMatchObject({ ok: false, reason: 'short-period' });
  });
  it('copies side slots without sharing them', () => {
    const plan = { [from]: { 1: 10, 11: { 1: 50 } } };
    const result = replicateFirstWeek(plan, period);
    if (!result.ok) throw new Error('expected ok');
    expect(result.mealPlan[day('2026-11-29')]).toEqual({ 1: 10, 11: { 1: 50 } });
    expect(result.mealPlan[day('2026-11-29')]![11]).not.toBe(plan[from]![11]);
  });
});

describe('replicate loop limit', () => {
  it('stops after 100 weeks per weekday', () => {
    const long = { from, to: addDays(from, 7 * 150), excludeWeekDays: [] };
    const result = replicateFirstWeek({ [from]: { 1: 10 } }, long);
    if (!result.ok) throw new Error('expected ok');
    expect(Object.keys(result.mealPlan)).toHaveLength(101);
  });
});
