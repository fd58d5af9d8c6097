import {
  canSkipWeekday,
  CHECKOUT_OTHER_DAY_COUNTS,
  dayRangeFor,
  dietMealTypes,
  mainMealTypes,
  planForDays,
  PLAN_DAY_PRESETS,
  sideTypesOf,
  toggleMealType,
  toggleSkippedWeekday,
} from '../../src/domain';

// Breakfast 1, Morning Snack 2, Lunch 3, Evening Snack 4, Dinner 5; sides 6 (breakfast), 7 (lunch), 8 (dinner).
const TYPES = [1, 2, 3, 4, 5]
  .map((id) => ({ id, parent_id: 0 }))
  .concat([
    { id: 6, parent_id: 1 },
    { id: 7, parent_id: 3 },
    { id: 8, parent_id: 5 },
  ]);
const WITH_SIDES = { mealtypes: [1, 2, 3, 4, 5, 7, 8], sides_id: 4 };
const NO_SIDES = { mealtypes: [1, 2, 3, 4, 5, 7, 8], sides_id: null };

describe('checkout step 2 choices (doc 2 §4.5)', () => {
  it("choosing a diet resets the meal types to the diet's", () => {
    expect(dietMealTypes(WITH_SIDES)).toEqual([1, 2, 3, 4, 5, 7, 8]);
  });

  it('toggling a main meal type toggles its side type when the diet has sides', () => {
    expect(toggleMealType([1, 5, 8], 3, WITH_SIDES, TYPES)).toEqual([1, 5, 8, 3, 7]);
    expect(toggleMealType([1, 3, 7, 5, 8], 3, WITH_SIDES, TYPES)).toEqual([1, 5, 8]);
    // Breakfast's side (6) is not offered by this diet: breakfast toggles alone.
    expect(toggleMealType([3, 7], 1, WITH_SIDES, TYPES)).toEqual([3, 7, 1]);
  });

  it('toggles a main meal alone when the diet has no sides, and a side type alone', () => {
    expect(toggleMealType([1], 3, NO_SIDES, TYPES)).toEqual([1, 3]);
    expect(toggleMealType([1, 3, 7], 3, NO_SIDES, TYPES)).toEqual([1, 7]);
    expect(toggleMealType([3, 7], 7, WITH_SIDES, TYPES)).toEqual([3]);
    expect(sideTypesOf(3, NO_SIDES, TYPES)).toEqual([]);
  });

  it('reads the main meal types of a choice', () => {
    expect(mainMealTypes([7, 3, 8, 5], TYPES)).toEqual([3, 5]);
  });

  it('offers the presets as buttons and every other count from 7 to 90 in the list', () => {
    expect(PLAN_DAY_PRESETS).toEqual([5, 6, 20, 24, 30, 40, 60]);
    expect(CHECKOUT_OTHER_DAY_COUNTS[0]).toBe(7);
    expect(CHECKOUT_OTHER_DAY_COUNTS.at(-1)).toBe(90);
    expect(CHECKOUT_OTHER_DAY_COUNTS).not.toContain(20);
    expect(CHECKOUT_OTHER_DAY_COUNTS).toHaveLength(90 - 7 + 1 - 5);
  });

  it('finds the plan and the day range of a day count', () => {
    const plans = [
      { id: 20, count: 20 },
      { id: 21, count: 21 },
    ];
    expect(planForDays(plans, 21)?.id).toBe(21);
    expect(planForDays(plans, 22)).toBeUndefined();
    const ranges = [
      { id: 1, from: 5, to: 6 },
      { id: 2, from: 7, to: 19 },
    ];
    expect(dayRangeFor(ranges, 7)?.id).toBe(2);
    expect(dayRangeFor(ranges, 6)?.id).toBe(1);
  });
});

describe('checkout step 3 weekdays to skip (doc 2 §5.6)', () => {
  it('skips and unskips weekdays, Sunday = 0, in weekday order', () => {
    expect(toggleSkippedWeekday([6], 5)).toEqual([5, 6]);
    expect(toggleSkippedWeekday([5, 6], 6)).toEqual([5]);
  });

  it('never skips the last delivery weekday', () => {
    const sixDays = [0, 1, 2, 3, 4, 5];
    expect(canSkipWeekday(sixDays, 6)).toBe(false);
    expect(toggleSkippedWeekday(sixDays, 6)).toEqual(sixDays);
    expect(canSkipWeekday(sixDays, 5)).toBe(true);
  });
});
