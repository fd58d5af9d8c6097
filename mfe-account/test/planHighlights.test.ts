import { planHighlights } from '../src/features/home/planHighlights';

const plans = [
  { id: 5, title: '5 days', count: 5 },
  { id: 7, title: '7 days', count: 7 },
  { id: 20, title: '20 days', count: 20, excludeWeekDay: [5, 6] },
];
const diets = [
  { id: 1, name: 'Balanced', mealtypes: [1, 2] },
  { id: 2, name: 'Keto', mealtypes: [1] },
];
const prices = [
  { diet_id: 1, mealPlan_id: 5, mealType_id: 1, value: 4000 },
  { diet_id: 1, mealPlan_id: 5, mealType_id: 2, value: 2000 },
  { diet_id: 2, mealPlan_id: 5, mealType_id: 1, value: 7000 },
  { diet_id: 2, mealPlan_id: 20, mealType_id: 1, value: 3000 },
];

describe('planHighlights', () => {
  it('features the catalog plans of the featured lengths with the cheapest complete day', () => {
    expect(planHighlights(plans, prices, diets)).toEqual([
      { id: 5, title: '5 days', days: 5, excludeWeekDay: [], fromFilsPerDay: 6000 },
      { id: 20, title: '20 days', days: 20, excludeWeekDay: [5, 6], fromFilsPerDay: 3000 },
    ]);
  });

  it('prices the cheapest day a customer can buy: the two cheapest meal types of a diet, not every one (issue 39)', () => {
    const fullDiet = [{ id: 3, name: 'Full', mealtypes: [1, 2, 3, 4] }];
    const rows = [1, 2, 3, 4].map((mealType_id, index) => ({ diet_id: 3, mealPlan_id: 5, mealType_id, value: [4000, 2500, 1500, 3000][index]! }));
    expect(planHighlights(plans, rows, fullDiet)).toEqual([{ id: 5, title: '5 days', days: 5, excludeWeekDay: [], fromFilsPerDay: 4000 }]);
  });

  it('leaves out a plan no diet has a complete price for', () => {
    expect(planHighlights(plans, prices.slice(0, 1), diets)).toEqual([]);
  });
});
