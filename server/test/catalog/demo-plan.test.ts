import fc from 'fast-check';
import { isDeliveryDay } from '@mealplan/shared/domain';
import { dayStart, today } from '@mealplan/shared/time';
import { buildDemoPlan, DEMO_MEAL_TYPES } from '../../src/demo/demo-plan';
import { findDish } from '../../src/catalog/seed/dishes';
import { ingredientIds } from '../../src/catalog/seed/ingredients';
import { holidays } from '../../src/catalog/seed/settings';

const NO_PREFS = { allergies: [], dislikes: [], dishDislikes: [], eliminateGroups: [] };
const YEARS_2026_2027 = { min: 1767225600, max: 1830297600 };

describe('buildDemoPlan', () => {
  it('whatever the date, the plan started before today, runs past today and has every meal chosen', () => {
    fc.assert(
      fc.property(fc.integer(YEARS_2026_2027), (now) => {
        const plan = buildDemoPlan(now, NO_PREFS);
        const calendar = { excludeWeekDays: plan.excludeWeekDay, holidays };
        expect(plan.days).toHaveLength(20);
        expect(plan.days[0]!).toBeLessThan(today(now));
        expect(plan.days.at(-1)!).toBeGreaterThan(today(now));
        for (const day of plan.days) {
          expect(dayStart(day)).toBe(day);
          expect(isDeliveryDay(day, calendar)).toBe(true);
          expect(Object.keys(plan.menu[day]!).map(Number).sort()).toEqual([...DEMO_MEAL_TYPES].sort());
        }
      }),
      { numRuns: 40 },
    );
  });

  it('keeps the allergens of the customer off the menu', () => {
    const egg = ingredientIds('egg')[0]!;
    const hasEgg = (dishId: number) => findDish(dishId)!.ingredients.includes(egg);
    const chosenDishes = (allergies: number[]) =>
      Object.values(buildDemoPlan(YEARS_2026_2027.min, { ...NO_PREFS, allergies }).menu).flatMap((meals) =>
        Object.values(meals).flatMap((choice) => (typeof choice === 'number' ? [choice] : Object.values(choice))),
      );
    expect(chosenDishes([]).some(hasEgg)).toBe(true);
    const withAllergy = chosenDishes([egg]);
    expect(withAllergy.length).toBeGreaterThan(0);
    expect(withAllergy.some(hasEgg)).toBe(false);
  });
});
