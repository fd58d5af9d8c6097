// The dashboard's pure parts (spec 3 §2 Dashboard, §9): the /modify button, the 55-character title, today's meals,
// the weight chart's periods and its 'Coming soon' demo, the inline edit's values, and My Credit's voucher amounts.
import type { DeliveryDish, MealType } from '@mealplan/shared/protocol';
import { dayFromParts, toIsoDate } from '@mealplan/shared/time';
import { demoWeightPoints, modifyButton, modifyButtonTarget, shortTitle, todaysMeals, weightPoints } from '../src/features/dashboard/dashboard';
import { inputValue, parseInput } from '../src/features/dashboard/profileValues';
import { voucherAmount } from '../src/features/credit/vouchers';

const TODAY = dayFromParts(2026, 11, 27)!;
const NOW = TODAY + 9 * 3600;

describe('modify button', () => {
  it('reads by state and links to /modify with a plan or to the checkout to resume one (build starts the wizard)', () => {
    expect(modifyButton(true, true)).toBe('modify');
    expect(modifyButton(false, true)).toBe('resume');
    expect(modifyButton(false, false)).toBe('build');
    expect(modifyButtonTarget('modify')).toBe('/modify');
    expect(modifyButtonTarget('resume')).toBe('/checkout');
  });
});

describe('shortTitle', () => {
  it('keeps 55 characters and cuts a longer title with an ellipsis', () => {
    const exact = 'x'.repeat(55);
    expect(shortTitle(exact)).toBe(exact);
    expect(shortTitle(`${'y'.repeat(55)}z`)).toBe(`${'y'.repeat(55)}…`);
    expect(shortTitle('Grilled chicken')).toBe('Grilled chicken');
    expect([...shortTitle('دجاج '.repeat(20))].length).toBeLessThanOrEqual(56);
  });
});

describe('todaysMeals', () => {
  const dish = (dish_id: number, mealType_id: number, title: string): DeliveryDish => ({
    dish_id,
    mealType_id,
    title,
    title_ar: title,
    image: '',
    calories: 450_000,
    fat: 10_000,
    protein: 30_000,
    carb: 50_000,
  });
  const types: MealType[] = [
    { id: 1, title: 'Breakfast', order: 1, parent_id: 0 },
    { id: 3, title: 'Lunch', order: 3, parent_id: 0 },
    { id: 5, title: 'Dinner', order: 5, parent_id: 0 },
  ];
  it('lists today’s dishes in meal-type order with their meal types, leaving out unknown meal types', () => {
    const meals = todaysMeals([dish(12, 5, 'Fish'), dish(10, 1, 'Oats'), dish(11, 7, 'Salad'), dish(13, 3, 'Rice')], types);
    expect(meals.map((meal) => [meal.mealType.title, meal.dish.title])).toEqual([
      ['Breakfast', 'Oats'],
      ['Lunch', 'Rice'],
      ['Dinner', 'Fish'],
    ]);
  });
  it('is empty on a day without meals', () => {
    expect(todaysMeals([], types)).toEqual([]);
  });
});

describe('weightPoints', () => {
  const stats = [
    { year: 2026, month: 11, day: 2, weight: 82_000 },
    { year: 2026, month: 11, day: 3, weight: 81_000 },
    { year: 2026, month: 11, day: 10, weight: 80_000 },
    { year: 2026, month: 10, day: 30, weight: 84_000 },
  ];
  it('averages per day, per week from Sunday and per month, oldest first, in kg', () => {
    expect(weightPoints(stats, 'days').map((point) => [toIsoDate(point.day), point.kg])).toEqual([
      ['2026-10-30', 84],
      ['2026-11-02', 82],
      ['2026-11-03', 81],
      ['2026-11-10', 80],
    ]);
    expect(weightPoints(stats, 'weeks').map((point) => [toIsoDate(point.day), point.kg])).toEqual([
      ['2026-10-25', 84],
      ['2026-11-01', 81.5],
      ['2026-11-08', 80],
    ]);
    expect(weightPoints(stats, 'months').map((point) => [toIsoDate(point.day), point.kg])).toEqual([
      ['2026-10-01', 84],
      ['2026-11-01', 81],
    ]);
  });
  it('shows ten months of demo data up to this month without stats', () => {
    const demo = demoWeightPoints(NOW);
    expect(demo).toHaveLength(10);
    expect(toIsoDate(demo[0]!.day)).toBe('2026-02-01');
    expect(toIsoDate(demo[9]!.day)).toBe('2026-11-01');
  });
});

describe('inline edit values', () => {
  it('shows kg, cm and the date, and saves grams, cm and the Dubai day', () => {
    expect(inputValue('weight', 82_500)).toBe('82.5');
    expect(inputValue('height', 180)).toBe('180');
    expect(inputValue('goal_weight', null)).toBe('');
    expect(parseInput('weight', '82.5', NOW)).toBe(82_500);
    expect(parseInput('start_weight', '90', NOW)).toBe(90_000);
    expect(parseInput('height', '181', NOW)).toBe(181);
    const birthday = dayFromParts(1990, 5, 4)!;
    expect(inputValue('birthday', birthday)).toBe('1990-05-04');
    expect(parseInput('birthday', '1990-05-04', NOW)).toBe(birthday);
  });
  it('refuses empty, negative, out-of-range values and a birthday under 18 years ago', () => {
    expect(parseInput('weight', '', NOW)).toBeNull();
    expect(parseInput('weight', '-3', NOW)).toBeNull();
    expect(parseInput('weight', '501', NOW)).toBeNull();
    expect(parseInput('height', 'abc', NOW)).toBeNull();
    expect(parseInput('height', '301', NOW)).toBeNull();
    expect(parseInput('birthday', '2015-01-01', NOW)).toBeNull();
    expect(parseInput('birthday', 'not a date', NOW)).toBeNull();
  });
});

describe('voucherAmount', () => {
  it('shows a percent voucher as a percentage and any other as an amount in fils', () => {
    expect(voucherAmount({ type: 'percent', value: 15 })).toEqual({ kind: 'percent', percent: 15 });
    expect(voucherAmount({ type: 'fixed', value: 13_800 })).toEqual({ kind: 'amount', fils: 13_800 });
  });
});
