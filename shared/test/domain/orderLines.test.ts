// The order's menu is a MealPlan from the wizard to the insert; the wire's detail lines are converted at the edges.
import { mealPlanOfLines, orderLinesOf, type MealPlan } from '@mealplan/shared/domain';

const DAY = 1_767_211_200;
const NEXT = DAY + 86_400;

describe('order lines of a meal plan', () => {
  const mealPlan: MealPlan = { [DAY]: { 1: 101, 3: 103, 6: { 1: 201 } }, [NEXT]: { 1: 111, 3: 113 } };

  it('lists every day’s dish of every chosen main meal type, never a side slot', () => {
    expect(orderLinesOf(mealPlan, [1, 3])).toEqual([
      { date: DAY, mealType_id: 1, dish_id: 101 },
      { date: DAY, mealType_id: 3, dish_id: 103 },
      { date: NEXT, mealType_id: 1, dish_id: 111 },
      { date: NEXT, mealType_id: 3, dish_id: 113 },
    ]);
    expect(orderLinesOf(mealPlan, [1, 6])).toHaveLength(2);
  });

  it('turns back into the same meal plan of main dishes', () => {
    expect(mealPlanOfLines(orderLinesOf(mealPlan, [1, 3]))).toEqual({ [DAY]: { 1: 101, 3: 103 }, [NEXT]: { 1: 111, 3: 113 } });
  });

  it('refuses a day and meal type that come twice', () => {
    const line = { date: DAY, mealType_id: 1, dish_id: 101 };
    expect(mealPlanOfLines([line, { ...line, dish_id: 102 }])).toBeNull();
  });
});
