/** @jest-environment node */
// The /menu/plan store: days and weeks, dishes offered and why not, the conflict rules, Replicate (no DOM needed).
import {
  ALLERGY_HEADLINE,
  ALLERGY_MESSAGE,
  DISLIKE_HEADLINE,
  DISLIKE_MESSAGE_CHECKOUT,
  REPLICATE_DONE_MESSAGE,
  REPLICATE_EMPTY_MESSAGE,
  prefsOfUser,
  sameDishMessage,
  type UserPrefs,
} from '@mealplan/shared/domain';
import type { Dish, Plan } from '@mealplan/shared/protocol';
import { addDays, dayOfMonth, parseIsoDate, weekday } from '@mealplan/shared/time';
import { WizardStore } from '../../src/common/wizard/wizardStore';
import { EMPTY_CATALOG, nutritionProfileOf, PlanStore, type PlanCatalog } from '../../src/features/plan/planStore';
import { fakeCallClient, TEST_MEAL_TYPE, testDish, testMealTypes } from '@mealplan/shared/stores/testing';

const day = (iso: string): number => parseIsoDate(iso)!;

const { BREAKFAST, LUNCH } = TEST_MEAL_TYPE;

const PEANUT = 100;
const ONION = 200;
const dishes: Dish[] = [
  testDish(1),
  testDish(2),
  testDish(3, { ingredients: [PEANUT] }),
  testDish(4, { ingredients: [ONION] }),
  testDish(5, { group: 9 }),
  testDish(6, { spicy: true }),
  testDish(7),
];

// 20 delivery days, no Friday or Saturday: 4 weeks of 5 days.
const plans: Plan[] = [{ id: 20, title: '20 Days - No Fri & Sat', count: 20, excludeWeekDay: [5, 6] }];
const START = day('2026-12-06'); // a Sunday

function setUp(prefs: Partial<UserPrefs> = {}, catalog: Partial<PlanCatalog> = {}) {
  const wizard = new WizardStore();
  wizard.updatePlanParams({ step: 3, mealPlan: 20, diet: 30, date: START, mealType: [BREAKFAST, LUNCH] });
  const fullCatalog: PlanCatalog = { ...EMPTY_CATALOG, dishes, mealTypes: testMealTypes, plans, ...catalog };
  const userPrefs: UserPrefs = { allergies: [], dislikes: [], dishDislikes: [], eliminateGroups: [], ...prefs };
  const store = new PlanStore({ client: fakeCallClient().client, wizard, catalog: () => fullCatalog, prefs: () => userPrefs });
  return { wizard, store };
}

describe('PlanStore: days, calendar and week navigation', () => {
  it('counts the plan days from the start date, skipping the excluded weekdays, until step 1 built the day map', () => {
    const { store } = setUp();
    expect(store.days).toHaveLength(20);
    expect(store.days.every((planDay) => ![5, 6].includes(weekday(planDay)))).toBe(true);
    expect(store.days[0]).toBe(START);
  });

  it('takes the days from the wizard day map when there is one', () => {
    const { wizard, store } = setUp();
    wizard.setMealPlan({ [START]: {}, [addDays(START, 1)]: {} });
    expect(store.days).toEqual([START, addDays(START, 1)]);
    expect(store.canReplicate).toBe(false);
  });

  it('shows a week at a time, moves only inside the period, and selects the first plan day of the week shown', () => {
    const { store } = setUp();
    const first = store.calendar(7);
    expect(first.days[0]).toBe(START);
    expect(first.previous).toBeNull();
    expect(first.next).toBe(addDays(START, 7));
    store.showWeek(first.next!);
    expect(store.activeDay).toBe(addDays(START, 7));
    const last = store.days[store.days.length - 1]!;
    let view = store.calendar(7);
    while (view.next !== null) {
      store.showWeek(view.next);
      view = store.calendar(7);
    }
    expect(view.days).toContain(last);
    expect(view.next).toBeNull();
  });

  it('the phone calendar shows 31 days from the week shown', () => {
    const { store } = setUp();
    const view = store.calendar(31);
    expect(view.days).toHaveLength(31);
    expect(view.days[30]).toBe(addDays(START, 30));
  });

  it('a day outside the plan cannot be selected', () => {
    const { store } = setUp();
    const friday = addDays(START, 5);
    store.selectDay(friday);
    expect(store.activeDay).toBe(START);
  });

  it('lists the chosen main meal types in the catalogue order', () => {
    const { store } = setUp();
    expect(store.mealTypeIds).toEqual([BREAKFAST, LUNCH]);
    expect(store.editor.activeEditType).toBe(BREAKFAST);
  });
});

/** The dishes the day editor offers for a meal type on a day (the day shown). */
function offeredOn(store: PlanStore, day: number, mealTypeId: number) {
  store.selectDay(day);
  return store.editor.offered(mealTypeId);
}

describe('PlanStore: the dishes offered and why some are not', () => {
  const prefs = { allergies: [PEANUT], dislikes: [ONION], dishDislikes: [7], eliminateGroups: [9, 14] };

  it('offers the catalogue dishes of the meal type without the hidden ones, and explains the hidden and blocked ones', () => {
    const { store } = setUp(prefs);
    expect(offeredOn(store, START, LUNCH).map((item) => item.id)).toEqual([1, 2, 3, 4]);
    expect(store.filterReasons(START, LUNCH)).toEqual([
      { reason: 'group', count: 1, groups: [9] },
      { reason: 'spicy', count: 1 },
      { reason: 'dislikedDish', count: 1 },
      { reason: 'allergy', count: 1, ingredients: [PEANUT] },
      { reason: 'dislikedIngredient', count: 1, ingredients: [ONION] },
    ]);
  });

  it('takes a day’s dishes from the custom plan of that day of the month when the wizard has one', () => {
    const { wizard, store } = setUp(prefs);
    const data = Array.from({ length: 31 }, () => [1]);
    data[dayOfMonth(START) - 1] = [2, 3, 5];
    wizard.setCustomPlans([{ mealType_id: LUNCH, data }]);
    expect(offeredOn(store, START, LUNCH).map((item) => item.id)).toEqual([2, 3]);
    expect(store.filterReasons(START, LUNCH)).toEqual([
      { reason: 'group', count: 1, groups: [9] },
      { reason: 'allergy', count: 1, ingredients: [PEANUT] },
    ]);
    expect(offeredOn(store, addDays(START, 1), LUNCH).map((item) => item.id)).toEqual([1]);
  });
});

describe('PlanStore: choosing a dish (spec 2 §5.8)', () => {
  const prefs = { allergies: [PEANUT], dislikes: [ONION] };

  it('puts a dish on the active day and meal type', () => {
    const { wizard, store } = setUp(prefs);
    expect(store.editor.chooseDish(1)).toEqual({ kind: 'applied' });
    expect(wizard.mealPlan[START]).toEqual({ [BREAKFAST]: 1 });
    store.editor.selectEditType(LUNCH);
    expect(store.editor.chooseDish(2)).toEqual({ kind: 'applied' });
    expect(wizard.mealPlan[START]).toEqual({ [BREAKFAST]: 1, [LUNCH]: 2 });
    expect(store.chosenCount(START)).toBe(2);
  });

  it('refuses a dish with an allergen and changes nothing', () => {
    const { wizard, store } = setUp(prefs);
    expect(store.editor.chooseDish(3)).toEqual({ kind: 'blocked', headline: ALLERGY_HEADLINE, message: ALLERGY_MESSAGE, allergens: [PEANUT] });
    expect(wizard.mealPlan).toEqual({});
  });

  it('asks before a dish with a disliked ingredient, and puts it on after Yes', () => {
    const { wizard, store } = setUp(prefs);
    expect(store.editor.chooseDish(4)).toEqual({
      kind: 'confirm',
      reason: 'dislike',
      headline: DISLIKE_HEADLINE,
      message: DISLIKE_MESSAGE_CHECKOUT,
    });
    expect(wizard.mealPlan).toEqual({});
    store.editor.apply(4);
    expect(wizard.mealPlan[START]).toEqual({ [BREAKFAST]: 4 });
  });

  it('asks before the same dish on another meal type of the day, naming that type', () => {
    const { wizard, store } = setUp(prefs);
    store.editor.chooseDish(1);
    store.editor.selectEditType(LUNCH);
    expect(store.editor.chooseDish(1)).toEqual({
      kind: 'confirm',
      reason: 'same-dish',
      message: sameDishMessage('Breakfast'),
    });
    expect(store.editor.sameDishType(1)?.id).toBe(BREAKFAST);
    expect(wizard.mealPlan[START]).toEqual({ [BREAKFAST]: 1 });
  });

  it('leaves the plan as it is when the dish is already chosen or unknown', () => {
    const { store } = setUp(prefs);
    store.editor.chooseDish(1);
    expect(store.editor.chooseDish(1)).toEqual({ kind: 'unchanged' });
    expect(store.editor.chooseDish(999)).toEqual({ kind: 'unchanged' });
  });
});

describe('PlanStore: the day against the daily target', () => {
  it('sums the day’s chosen dishes in kcal and grams', () => {
    const { store } = setUp();
    expect(store.dayNutrition(START)).toEqual({ calories: 0, protein: 0, carbs: 0, fat: 0 });
    store.editor.chooseDish(1);
    store.editor.selectEditType(LUNCH);
    store.editor.chooseDish(2);
    // Dishes 1 and 2 of the shared test menu: 100 + 200 kcal, 2 + 4 g protein, 3 + 6 g carbs, 1 + 2 g fat.
    expect(store.dayNutrition(START)).toEqual({ calories: 300, protein: 6, carbs: 9, fat: 3 });
  });

  it('has no target and names what the profile lacks without body data', () => {
    const { store } = setUp();
    expect(store.targets).toBeNull();
    expect(store.missingBodyData).toEqual(['weight', 'height', 'birthday', 'gender']);
  });

  it('takes the target from the session user’s body data, activity level and the diet’s macro split', () => {
    const wizard = new WizardStore();
    wizard.updatePlanParams({ step: 3, mealPlan: 20, diet: 30, date: START, mealType: [BREAKFAST, LUNCH] });
    const now = day('2026-11-23');
    const user = { weight: 80_000, height: 180, birthday: day('1986-11-23'), gender: 'male' as const, activityLevel: 'moderate' as const };
    const catalog: PlanCatalog = {
      ...EMPTY_CATALOG,
      dishes,
      mealTypes: testMealTypes,
      plans,
      diets: [{ id: 30, name: 'Balanced', mealtypes: [BREAKFAST, LUNCH], sides_id: null, macros: { protein: 30, carbs: 40, fat: 30 } }],
    };
    const store = new PlanStore({
      client: fakeCallClient().client,
      wizard,
      catalog: () => catalog,
      prefs: () => prefsOfUser({}),
      profile: () => nutritionProfileOf(user),
      now: () => now,
    });
    // Mifflin-St Jeor, man of 40: 10 x 80 + 6.25 x 180 - 5 x 40 + 5 = 1730 kcal; x 1.55 = 2681.5 kcal.
    expect(store.targets).toEqual({ calories: 2682, protein: 201, carbs: 268, fat: 89, restingEnergy: 1730, activityFactor: 1.55 });
    expect(store.missingBodyData).toEqual([]);
  });
});

describe('PlanStore: Replicate and the complete menu', () => {
  it('copies the first week onto the same weekdays of the later weeks, and the menu is then complete', () => {
    const { wizard, store } = setUp();
    wizard.setMealPlan(Object.fromEntries(store.days.map((planDay) => [planDay, {}])));
    expect(store.canReplicate).toBe(true);
    for (const planDay of store.days.slice(0, 5)) {
      store.selectDay(planDay);
      store.editor.selectEditType(BREAKFAST);
      store.editor.chooseDish(1);
      store.editor.selectEditType(LUNCH);
      store.editor.chooseDish(2);
    }
    expect(store.isComplete).toBe(false);
    const result = store.replicate();
    expect(result).toEqual({ ok: true, mealPlan: wizard.mealPlan, message: REPLICATE_DONE_MESSAGE });
    expect(Object.keys(wizard.mealPlan)).toHaveLength(20);
    expect(wizard.mealPlan[addDays(START, 14)]).toEqual({ [BREAKFAST]: 1, [LUNCH]: 2 });
    expect(store.isComplete).toBe(true);
  });

  it('says to choose a dish first when nothing is chosen, and changes nothing', () => {
    const { wizard, store } = setUp();
    wizard.setMealPlan(Object.fromEntries(store.days.map((planDay) => [planDay, {}])));
    const before = wizard.mealPlan;
    expect(store.replicate()).toEqual({ ok: false, reason: 'empty', message: REPLICATE_EMPTY_MESSAGE });
    expect(wizard.mealPlan).toBe(before);
  });

  it('a menu with a day short of a meal type is not complete', () => {
    const { wizard, store } = setUp();
    wizard.setMealPlan(Object.fromEntries(store.days.map((planDay) => [planDay, { [BREAKFAST]: 1, [LUNCH]: 2 }])));
    expect(store.isComplete).toBe(true);
    wizard.setDish(START, LUNCH, null);
    expect(store.isComplete).toBe(false);
  });
});

describe('a visit that starts without the wizard’s plan', () => {
  const params = { step: 3, mealPlan: 20, diet: 30, date: START, mealType: [BREAKFAST, LUNCH] };
  const customPlans = [{ mealType_id: BREAKFAST, data: [[11]] }];

  it('takes the draft saved for later, then asks for no custom plans when the draft has them', async () => {
    const wizard = new WizardStore();
    const { client, calls } = fakeCallClient({
      'order getDraft': { draft: { planParams: params, mealPlan: { [START]: { [BREAKFAST]: 11 } }, customPlans } },
    });
    const store = new PlanStore({ client, wizard, catalog: () => EMPTY_CATALOG, prefs: () => prefsOfUser({}) });
    await store.loadWizardPlan();
    expect(wizard.planParams).toMatchObject(params);
    expect(wizard.mealPlan[START]).toEqual({ [BREAKFAST]: 11 });
    expect(wizard.customPlans).toEqual(customPlans);
    expect(calls.map((call) => `${call.channel} ${call.key}`)).toEqual(['order getDraft']);
  });

  it('asks only for the diet’s custom plans when the wizard already holds the plan', async () => {
    const wizard = new WizardStore();
    wizard.updatePlanParams(params);
    const { client, calls } = fakeCallClient({ 'custom_plan get': { customPlans } });
    const store = new PlanStore({ client, wizard, catalog: () => EMPTY_CATALOG, prefs: () => prefsOfUser({}) });
    await store.loadWizardPlan();
    expect(calls).toEqual([{ channel: 'custom_plan', key: 'get', data: { diet_id: 30, mealTypes: [BREAKFAST, LUNCH] } }]);
    expect(wizard.customPlans).toEqual(customPlans);
  });
});
