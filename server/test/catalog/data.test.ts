import { diets, DEFAULT_DIET_ID, OIL_SIDE_DIET_ID } from '../../src/catalog/seed/diets';
import { dishGroups, SPICY_GROUP_ID } from '../../src/catalog/seed/dish-groups';
import { dishes } from '../../src/catalog/seed/dishes';
import { areas, deliverySlots, emirates } from '../../src/catalog/seed/geography';
import { ingredients } from '../../src/catalog/seed/ingredients';
import { mealTypes } from '../../src/catalog/seed/meal-types';
import { customPlans, customPlanSides, defaultDishes, defaultDishSides } from '../../src/catalog/seed/menus';
import { plans } from '../../src/catalog/seed/plans';
import { prices } from '../../src/catalog/seed/prices';
import { fillPolicyPlaceholders } from '../../src/catalog/cancellation-policy';
import { holidays, settings } from '../../src/catalog/seed/settings';
import { staticPages } from '../../src/catalog/seed/static-pages';

const ARABIC = /[\u0600-\u06FF]/;
const dishById = new Map(dishes.map((dish) => [dish.id, dish]));
const dietById = new Map(diets.map((diet) => [diet.id, diet]));

describe('catalog seed data', () => {
  it('has at least 150 dishes, each with an English and an Arabic title, a description and its image path', () => {
    expect(dishes.length).toBeGreaterThanOrEqual(150);
    expect(new Set(dishes.map((dish) => dish.id)).size).toBe(dishes.length);
    for (const dish of dishes) {
      expect(dish.title).toMatch(/^[A-Z]/);
      expect(dish.titleAr).toMatch(ARABIC);
      expect(dish.description.length).toBeGreaterThan(15);
      expect(dish.image).toBe(`/media/dishes/${dish.id}.webp`);
    }
  });

  it('stores nutrition in thousandths, with calories consistent with the macros', () => {
    for (const dish of dishes) {
      const fromMacros = (9 * dish.fat + 4 * dish.protein + 4 * dish.carb) / 1000;
      expect(dish.calories / 1000).toBeGreaterThan(fromMacros * 0.7);
      expect(dish.calories / 1000).toBeLessThan(fromMacros * 1.35 + 10);
    }
  });

  it('uses known ingredients, groups and meal types; spicy dishes are flagged, group 14 is Spicy', () => {
    const ingredientIds = new Set(ingredients.map((ingredient) => ingredient.id));
    const groupIds = new Set(dishGroups.map((group) => group.id));
    const typeIds = new Set(mealTypes.map((type) => type.id));
    expect(dishGroups.find((group) => group.id === SPICY_GROUP_ID)?.name).toBe('Spicy');
    for (const dish of dishes) {
      expect(dish.ingredients.length).toBeGreaterThan(0);
      expect(dish.ingredients.every((id) => ingredientIds.has(id))).toBe(true);
      expect(groupIds.has(dish.groupId)).toBe(true);
      expect(dish.mealTypes.every((id) => typeIds.has(id))).toBe(true);
      if (dish.groupId === SPICY_GROUP_ID) expect(dish.spicy).toBe(true);
    }
    expect(dishes.filter((dish) => dish.spicy).length).toBeGreaterThan(10);
  });

  it('flags the common allergens on ingredients', () => {
    const allergens = new Set(ingredients.map((ingredient) => ingredient.allergen));
    for (const allergen of ['nuts', 'gluten', 'dairy', 'eggs', 'fish', 'shellfish', 'soy', 'sesame'])
      expect(allergens.has(allergen as never)).toBe(true);
  });

  it('has the five meal types with side types as their children', () => {
    expect(mealTypes.filter((type) => type.parentId === 0).map((type) => [type.id, type.title])).toEqual([
      [1, 'Breakfast'],
      [2, 'Morning Snack'],
      [3, 'Lunch'],
      [4, 'Evening Snack'],
      [5, 'Dinner'],
    ]);
    const sides = mealTypes.filter((type) => type.parentId !== 0);
    expect(sides.length).toBeGreaterThan(0);
    for (const side of sides) expect([1, 3, 5]).toContain(side.parentId);
  });

  it('has at least 5 diets, the default diet 30 and the oil-side picker on diet 4', () => {
    expect(diets.length).toBeGreaterThanOrEqual(5);
    expect(dietById.get(DEFAULT_DIET_ID)).toBeDefined();
    expect(diets.filter((diet) => diet.oilSidePicker).map((diet) => diet.id)).toEqual([OIL_SIDE_DIET_ID]);
  });

  it('has the preset plans and every length from 7 to 90 days', () => {
    const counts = plans.map((plan) => plan.daysCount);
    for (const preset of [5, 6, 20, 24, 30, 40, 60]) expect(plans.find((plan) => plan.daysCount === preset)?.preset).toBe(true);
    for (let days = 7; days <= 90; days++) expect(counts).toContain(days);
    expect(new Set(plans.map((plan) => plan.id)).size).toBe(plans.length);
  });

  it('prices every diet x plan x meal type the diet offers, in whole fils, cheaper per day for longer plans', () => {
    const key = (dietId: number, planId: number, typeId: number) => `${dietId}/${planId}/${typeId}`;
    const byKey = new Map(prices.map((price) => [key(price.diet_id, price.mealPlan_id, price.mealType_id), price.value]));
    for (const diet of diets)
      for (const plan of plans)
        for (const typeId of diet.mealTypes) {
          const value = byKey.get(key(diet.id, plan.id, typeId));
          expect(Number.isInteger(value)).toBe(true);
          expect(value).toBeGreaterThan(0);
        }
    expect(byKey.get(key(30, 60, 3))!).toBeLessThan(byKey.get(key(30, 5, 3))!);
  });

  it('has the 7 emirates, each with areas and delivery slots', () => {
    expect(emirates).toHaveLength(7);
    for (const emirate of emirates) {
      expect(areas.filter((area) => area.emirateId === emirate.id).length).toBeGreaterThanOrEqual(3);
      expect(deliverySlots.filter((slot) => slot.emirateId === emirate.id).length).toBeGreaterThanOrEqual(1);
    }
  });

  it('builds custom plans for every day of the month from dishes suitable for the diet and meal type', () => {
    for (const plan of [...customPlans, ...customPlanSides]) {
      const typeId = 'sideTypeId' in plan ? plan.sideTypeId : plan.mealTypeId;
      const diet = dietById.get(plan.dietId)!;
      expect(plan.day).toBeGreaterThanOrEqual(1);
      expect(plan.day).toBeLessThanOrEqual(31);
      expect(plan.dishIds.length).toBeGreaterThan(0);
      for (const id of plan.dishIds) {
        const dish = dishById.get(id);
        expect(dish?.mealTypes).toContain(typeId);
        expect(diet.accepts(dish!)).toBe(true);
      }
    }
    for (const diet of diets)
      for (const typeId of diet.mealTypes.filter((id) => id <= 5))
        expect(customPlans.filter((plan) => plan.dietId === diet.id && plan.mealTypeId === typeId)).toHaveLength(31);
  });

  it('has a suitable default dish per diet and meal type, and default sides per slot', () => {
    for (const diet of diets)
      for (const typeId of diet.mealTypes.filter((id) => id <= 5)) {
        const row = defaultDishes.find((entry) => entry.dietId === diet.id && entry.mealTypeId === typeId);
        expect(dishById.get(row!.dishId)?.mealTypes).toContain(typeId);
      }
    for (const side of defaultDishSides) expect(dishById.get(side.dishId)?.mealTypes).toContain(side.sideTypeId);
  });

  it('lists the holidays as YYYY-MM-DD', () => {
    expect(holidays.length).toBeGreaterThan(0);
    for (const day of holidays) expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('writes the legal pages from the policies', () => {
    // The refunds page's numbers are the seeded settings', filled in when the page is served.
    const seededSettings = Object.fromEntries(settings.map((entry) => [entry.alias, { value: entry.value, old_value: entry.oldValue }]));
    const page = (alias: string) => fillPolicyPlaceholders(staticPages.find((entry) => entry.alias === alias)!.content, seededSettings);
    expect(page('refunds')).not.toMatch(/\{\{/);
    expect(page('refunds')).toMatch(/between 10 and 45 days/);
    expect(page('refunds')).toMatch(/takes effect in 3 business days \(Monday to Friday, public holidays excluded/);
    expect(page('refunds')).toMatch(/20%/);
    expect(page('refunds')).toMatch(/2 weeks/);
    expect(page('refunds')).toMatch(/more than 24 hours.*half of the quotation/s);
    expect(page('refunds')).toMatch(/up to 1 year/);
    expect(page('terms')).toMatch(/AED 0 as of 1 January 2019/);
    expect(page('terms')).toMatch(/18 years of age or older/);
    expect(page('privacy-policy')).toMatch(/18 years of age or older/);
    expect(page('contact')).toMatch(/8:00 AM to 11:00 PM, 7 days a week/);
  });
});
