/** @jest-environment node */
// Step 2 'Diet Type & Meals': the diet resets the meal types, a main meal toggles its side, the days set the plan,
// and every message of doc 2 §5.6 for the step.
import { MealsStepStore } from '../src/features/meals/MealsStepStore';
import { COMBINATIONS, DIETS, MEAL_TYPES, PLANS, PRICES } from './support/catalogue';
import { english } from './support/english';
import { visitWith } from './support/visit';

function step2(combinations: number[][] | undefined = COMBINATIONS) {
  const { visit } = visitWith();
  const store = new MealsStepStore(visit, {
    diets: () => DIETS,
    mealTypes: () => MEAL_TYPES,
    combinations: () => combinations,
    plans: () => PLANS,
    prices: () => PRICES,
  });
  return { visit, store };
}

describe('step 2 choices', () => {
  it('preselects diet 30 with its meals and 20 days on a fresh start, and never over a choice', () => {
    const { store, visit } = step2();
    store.applyDefaults();
    expect(visit.choices).toMatchObject({ dietId: 30, mealTypes: [1, 2, 3, 4, 5, 7, 8], daysCount: 20, excludeWeekDays: [5, 6] });
    store.chooseDiet(12);
    store.applyDefaults();
    expect(visit.choices.dietId).toBe(12);
  });

  it("choosing a diet resets the meal types to the diet's", () => {
    const { store, visit } = step2();
    store.chooseDiet(30);
    store.toggleMealType(2);
    store.chooseDiet(12);
    expect(visit.choices.mealTypes).toEqual([1, 3, 5, 7, 8]);
  });

  it('toggling a main meal also toggles its side when the diet has sides', () => {
    const { store, visit } = step2();
    store.chooseDiet(30);
    store.toggleMealType(3);
    expect(visit.choices.mealTypes).toEqual([1, 2, 4, 5, 8]);
    store.toggleMealType(3);
    expect(visit.choices.mealTypes).toEqual([1, 2, 4, 5, 8, 3, 7]);
    expect(store.sidesOf(3).map((type) => type.id)).toEqual([7]);
  });

  it('toggles a main meal alone when the diet has no sides', () => {
    const { store, visit } = step2();
    store.chooseDiet(12);
    store.toggleMealType(3);
    expect(visit.choices.mealTypes).toEqual([1, 5, 7, 8]);
    expect(store.sidesOf(3)).toEqual([]);
  });

  it("lists the diet's main meals in the menu's order", () => {
    const { store } = step2();
    store.chooseDiet(12);
    expect(store.mainTypes.map((type) => type.title)).toEqual(['Breakfast', 'Lunch', 'Dinner']);
    expect(store.mainTypeCount(DIETS[0]!)).toBe(5);
  });

  it("choosing days sets the plan's weekdays off, which step 3 may change", () => {
    const { store, visit } = step2();
    store.chooseDays(20);
    expect(visit.choices).toMatchObject({ daysCount: 20, excludeWeekDays: [5, 6] });
    store.chooseDays(21);
    expect(visit.choices).toMatchObject({ daysCount: 21, excludeWeekDays: [] });
  });

  it('prices the plan with the shared rule: every chosen meal type a day, times the days', () => {
    const { store } = step2();
    expect(store.price).toBeNull();
    store.chooseDiet(12);
    store.chooseDays(20);
    expect(store.price).toBe(5 * 1000 * 20);
  });
});

describe('step 2 messages (doc 2 §5.6)', () => {
  it('asks for a diet', () => {
    const { store } = step2();
    store.chooseDays(20);
    expect(english(store.submit())).toBe('Please select diet type to continue');
    expect(english(store.errorOf('diet_id'))).toBe('Please select diet type to continue');
  });

  it('refuses a diet without meals', () => {
    const { store } = step2();
    store.chooseDiet(99);
    store.chooseDays(20);
    expect(english(store.submit())).toBe("Please select different diet type. Currently, don't have meals");
  });

  it('asks for a meal type', () => {
    const { store } = step2();
    store.chooseDiet(12);
    store.chooseDays(20);
    for (const type of [1, 3, 5, 7, 8]) if (store.isChosen(type)) store.toggleMealType(type);
    expect(english(store.submit())).toBe('Please select mealType.');
    expect(english(store.errorOf('mealTypes'))).toBe('Please select mealType.');
  });

  it('asks for a main meal or another allowed combination', () => {
    const { store } = step2();
    store.chooseDiet(30);
    store.chooseDays(20);
    for (const type of [1, 3, 5]) store.toggleMealType(type);
    expect(store.choices.mealTypes).toEqual([2, 4]);
    expect(english(store.submit())).toBe('Minimum 1 Main Meal required. Please select at least 1 main meal or some other combination.');
  });

  it('asks for the days', () => {
    const { store } = step2();
    store.chooseDiet(30);
    expect(english(store.submit())).toBe('Please select day.');
    expect(english(store.errorOf('days_count'))).toBe('Please select day.');
  });

  it('shows no section message before Continue, and lets a complete step through', () => {
    const { store } = step2();
    expect(store.errorOf('diet_id')).toBeNull();
    store.applyDefaults();
    expect(store.submit()).toBeNull();
  });

  it('accepts a main meal with its side as its combination', () => {
    const { store } = step2();
    store.chooseDiet(12);
    store.chooseDays(20);
    expect(store.choices.mealTypes).toEqual([1, 3, 5, 7, 8]);
    // Sides count for nothing in the combinations (doc 2 §4.5): Breakfast, Lunch, Dinner is allowed.
    expect(store.submit()).toBeNull();
  });
});
