/** @jest-environment node */
// The /checkout/menus store: the pending plan, the guards, the day view, the edit view with the dish conflict rules
// (doc 2 §5.8), Save and exit (setMealPlan), Skip delivery (skipTheDay), the menu PDF, Delete & Startover and the
// days-count alert (§5.7). Every message is checked against the spec's English in the shared catalogue.
import {
  ALLERGY_HEADLINE,
  ALLERGY_MESSAGE,
  DAYS_MISMATCH_MESSAGE,
  DISLIKE_HEADLINE,
  DISLIKE_MESSAGE_CHECKOUT,
  domainCatalogues,
  LOCKED_DAY_MESSAGE,
  prefsOfUser,
  sameDishMessage,
} from '@mealplan/shared/domain';
import type { Diet, Dish } from '@mealplan/shared/protocol';
import { fakeCallClient, TEST_MEAL_TYPE, testDish, testMealTypes, type AnswerCall } from '@mealplan/shared/stores/testing';
import { parseIsoDate } from '@mealplan/shared/time';
import { MenusStore, type CheckoutPlanParams, type MenusCatalog } from '../../src/features/menus/menusStore';

const english = domainCatalogues.en as Record<string, string>;
const day = (iso: string): number => parseIsoDate(iso)!;

// Wednesday 25 November 2026, 10:00 in Dubai: the next 3 days (25, 26, 27) are locked.
const NOW = day('2026-11-25') + 10 * 3600;

const { BREAKFAST, LUNCH, LUNCH_SIDE } = TEST_MEAL_TYPE;
const mealTypes = testMealTypes;

const dish = testDish;

const PEANUT = 100;
const ONION = 200;
const dishes: Dish[] = [
  dish(1),
  dish(2),
  dish(3, { ingredients: [PEANUT] }),
  dish(4, { ingredients: [ONION] }),
  dish(5, { group: 9 }),
  dish(6),
  dish(41, { type: [LUNCH_SIDE] }),
  dish(42, { type: [LUNCH_SIDE], spicy: true }),
  dish(43, { type: [LUNCH_SIDE] }),
];
const diets: Diet[] = [{ id: 30, name: 'Balanced', mealtypes: [BREAKFAST, LUNCH], sides_id: LUNCH_SIDE }];
const catalog: MenusCatalog = { dishes, mealTypes, diets, ingredients: [] };

// 5 days, Friday and Saturday excluded: Sun 29 Nov .. Thu 3 Dec (Monday 30th is the second).
const PLAN_DAYS = ['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03'].map(day);

function planParams(extra: Partial<CheckoutPlanParams> = {}): CheckoutPlanParams {
  return {
    id: 77,
    diet_id: 30,
    days_count: 5,
    mealTypes: [BREAKFAST, LUNCH, LUNCH_SIDE],
    exclude_week_day: [5, 6],
    cutlery: 0,
    bag_price: 18000,
    start_date: PLAN_DAYS[0]!,
    end_date: PLAN_DAYS[4]!,
    isRenew: false,
    mealPlan_id: 9,
    emirate: 1,
    slot_id: 2,
    price: 150000,
    ...extra,
  } as CheckoutPlanParams;
}

function mealPlanOf(planDays: readonly number[]) {
  return Object.fromEntries(planDays.map((d) => [String(d), { [BREAKFAST]: 1, [LUNCH]: 2, [LUNCH_SIDE]: { 1: 41 } }]));
}

const customPlans = [
  { mealType_id: BREAKFAST, data: Array.from({ length: 31 }, () => [1, 2, 3, 4, 5, 6]) },
  { mealType_id: LUNCH, data: Array.from({ length: 31 }, () => [2, 6, 1]) },
];
const customPlanSides = [{ side_type_id: LUNCH_SIDE, mealType_id: LUNCH, data: Array.from({ length: 31 }, () => [41, 42, 43]) }];

function setup(
  options: {
    params?: CheckoutPlanParams | null;
    planDays?: readonly number[];
    prefs?: Parameters<typeof prefsOfUser>[0];
    answers?: Record<string, unknown>;
  } = {},
) {
  const params = options.params === undefined ? planParams() : options.params;
  const answers: Record<string, unknown> = {
    'mobile_checkout getPending': { planParams: params, mealPlan: params ? mealPlanOf(options.planDays ?? PLAN_DAYS) : {} },
    'custom_plan get': { customPlans },
    'custom_plan_sides get': { customPlanSides },
    'default_dish_sides get': { defaultDishSides: [{ diet_id: 30, mealType_id: LUNCH_SIDE, dish_id: 43, slot: 1 }] },
    ...options.answers,
  };
  const fake = fakeCallClient(answers as Record<string, unknown> | AnswerCall);
  const store = new MenusStore({ client: fake.client, catalog: () => catalog, prefs: () => prefsOfUser(options.prefs ?? {}), now: () => NOW });
  return { store, calls: fake.calls };
}

async function loaded(options: Parameters<typeof setup>[0] = {}) {
  const made = setup(options);
  await made.store.load();
  return made;
}

describe('loading the pending plan', () => {
  it('asks getPending, then the custom plans of the main types and the side lists of the side types', async () => {
    const { store, calls } = await loaded();
    expect(store.state).toBe('ready');
    expect(calls.map((call) => `${call.channel} ${call.key}`)).toEqual([
      'mobile_checkout getPending',
      'custom_plan get',
      'custom_plan_sides get',
      'default_dish_sides get',
    ]);
    expect(calls[1]!.data).toEqual({ diet_id: 30, mealTypes: [BREAKFAST, LUNCH] });
    expect(calls[2]!.data).toEqual({ diet_id: 30, mealTypes: [LUNCH_SIDE] });
    expect(calls[3]!.data).toEqual({ dietId: 30, types: [LUNCH_SIDE] });
    expect(store.days).toEqual(PLAN_DAYS);
    expect(store.checkoutId).toBe(77);
    expect(store.redirect).toBeNull();
    expect(store.editor.mainTypes.map((type) => type.title)).toEqual(['Breakfast', 'Lunch']);
  });

  it('sends a visit without a checkout plan to /checkout', async () => {
    const { store, calls } = await loaded({ params: null });
    expect(store.redirect).toBe('/checkout');
    expect(calls).toHaveLength(1);
  });

  it('sends a plan whose first day is within the next 3 days to /checkout/delivery-dates', async () => {
    const { store } = await loaded({ planDays: [day('2026-11-27'), ...PLAN_DAYS.slice(1)] });
    expect(store.redirect).toBe('/checkout/delivery-dates');
  });

  it('fails to a retry state when getPending fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store } = await loaded({
      answers: {
        'mobile_checkout getPending': () => {
          throw new Error('offline');
        },
      },
    });
    expect(store.state).toBe('failed');
  });
});

describe('the day view', () => {
  it('shows the main dishes and side slots of a day with the day totals', async () => {
    const { store } = await loaded();
    const first = PLAN_DAYS[0]!;
    expect(store.editor.activeDay).toBe(first);
    expect(store.editor.mainDish(first, BREAKFAST)?.id).toBe(1);
    expect(store.editor.sideSlots(first, LUNCH).map((entry) => entry.dish?.id)).toEqual([41]);
    // dishes 1, 2 and side 41: 100+200+4100 kcal; fat 1+2+41 g; protein 2+4+82; carbs 3+6+123
    expect(store.editor.dayNutrition(first)).toEqual({ calories: 4400, fat: 44, protein: 88, carbs: 132 });
  });

  it('shows the lock text for days in the past or within the next 3 days, and refuses to edit them', async () => {
    const locked = day('2026-11-27');
    const { store } = await loaded({ planDays: [locked, ...PLAN_DAYS.slice(0, 4)] });
    expect(store.editor.stateMessage(locked)).toBe(LOCKED_DAY_MESSAGE);
    expect(english[LOCKED_DAY_MESSAGE]).toBe('You cannot edit or skip this day. Items are delivered or in the process of creation.');
    expect(store.editor.stateMessage(PLAN_DAYS[0]!)).toBeNull();
    // The first day that can change is shown first; a locked day chosen on the strip cannot be edited.
    expect(store.editor.activeDay).toBe(PLAN_DAYS[0]);
    store.editor.selectDay(locked);
    expect(store.editor.startEditing()).toBe(LOCKED_DAY_MESSAGE);
    expect(store.editor.editing).toBeNull();
  });

  it('fills side slots from the diet defaults when the day has none', async () => {
    const { store } = await loaded({
      answers: { 'mobile_checkout getPending': { planParams: planParams(), mealPlan: { [PLAN_DAYS[0]!]: { [BREAKFAST]: 1, [LUNCH]: 2 } } } },
    });
    expect(store.editor.sideSlots(PLAN_DAYS[0]!, LUNCH).map((entry) => entry.dish?.id)).toEqual([43]);
  });
});

describe('the edit view and the dish conflict rules (§5.8)', () => {
  it('offers the custom plan dishes without eliminated groups and disliked dishes', async () => {
    const { store } = await loaded({ prefs: { eliminate_groups: [9], dishdislikes: [6] } });
    expect(store.editor.startEditing()).toBeNull();
    expect(store.editor.offered(BREAKFAST).map((d) => d.id)).toEqual([1, 2, 3, 4]);
  });

  it("keeps the day's chosen dish in the list when the custom plan does not name it", async () => {
    const { store } = await loaded({
      answers: { 'custom_plan get': { customPlans: [{ mealType_id: BREAKFAST, data: Array.from({ length: 31 }, () => [2, 6]) }] } },
    });
    store.editor.startEditing();
    expect(store.editor.offered(BREAKFAST).map((d) => d.id)).toEqual([1, 2, 6]);
  });

  it('refuses a dish with an allergen', async () => {
    const { store } = await loaded({ prefs: { allergies: [PEANUT] } });
    store.editor.startEditing();
    const click = store.editor.chooseDish(3);
    expect(click).toEqual({ kind: 'blocked', headline: ALLERGY_HEADLINE, message: ALLERGY_MESSAGE, allergens: [PEANUT] });
    expect(english[ALLERGY_HEADLINE]).toBe('Ingredient as a allergy');
    expect(english[ALLERGY_MESSAGE]).toBe('Sorry, due to your allergy preference this dish is not available for selection.');
    expect(store.editor.mealsOf(PLAN_DAYS[0]!)[BREAKFAST]).toBe(1);
  });

  it('asks before a dish with a disliked ingredient, and puts it on after Yes', async () => {
    const { store } = await loaded({ prefs: { dislikes: [ONION] } });
    store.editor.startEditing();
    const click = store.editor.chooseDish(4);
    expect(click).toEqual({ kind: 'confirm', reason: 'dislike', headline: DISLIKE_HEADLINE, message: DISLIKE_MESSAGE_CHECKOUT });
    expect(english[DISLIKE_HEADLINE]).toBe('Ingredient as a Dislike');
    expect(english[DISLIKE_MESSAGE_CHECKOUT]).toBe(
      'This dish has an ingredient which is in your dislike list. Please note we would not be able to remove the ingredient, if you choose to opt for this dish.If not, we would recommend you to select another dish',
    );
    expect(store.editor.mealsOf(PLAN_DAYS[0]!)[BREAKFAST]).toBe(1);
    store.editor.apply(4);
    expect(store.editor.mealsOf(PLAN_DAYS[0]!)[BREAKFAST]).toBe(4);
  });

  it('asks before the same dish as another meal type of the day', async () => {
    const { store } = await loaded();
    store.editor.startEditing();
    const click = store.editor.chooseDish(2);
    expect(click).toEqual({ kind: 'confirm', reason: 'same-dish', message: sameDishMessage('Lunch') });
    expect(english['dish.sameDish']).toBe('Please note you have selected same dish for {type}. Do you want to select same Dish?');
    expect(store.editor.sameDishType(2)?.id).toBe(LUNCH);
  });

  it('puts an unconflicted dish on at once, on the chosen meal type only', async () => {
    const { store } = await loaded();
    store.editor.startEditing();
    store.editor.selectEditType(LUNCH);
    expect(store.editor.chooseDish(6)).toEqual({ kind: 'applied' });
    expect(store.editor.mealsOf(PLAN_DAYS[0]!)[LUNCH]).toBe(6);
    expect(store.editor.mealsOf(PLAN_DAYS[0]!)[BREAKFAST]).toBe(1);
    expect(store.editor.chooseDish(6)).toEqual({ kind: 'unchanged' });
  });

  it('changes a side slot among the sides allowed (spicy removed with group 14)', async () => {
    const { store } = await loaded({ prefs: { eliminate_groups: [14] } });
    store.editor.startEditing();
    store.editor.selectEditType(LUNCH);
    expect(store.editor.sideOptions(LUNCH).map((d) => d.id)).toEqual([41, 43]);
    store.editor.toggleSideSlot(1);
    expect(store.editor.changingSlot).toBe(1);
    store.editor.chooseSide(1, 43);
    expect(store.editor.changingSlot).toBeNull();
    expect(store.editor.mealsOf(PLAN_DAYS[0]!)[LUNCH_SIDE]).toEqual({ 1: 43 });
  });
});

describe('Save and exit', () => {
  it('sends the plan with the edited day (setMealPlan) and takes the reply', async () => {
    const first = String(PLAN_DAYS[0]);
    const { store, calls } = await loaded({
      answers: {
        'mobile_checkout setMealPlan': (data: { checkoutMealPlan: Record<string, unknown> }) => ({ checkoutMealPlanUpdate: data.checkoutMealPlan }),
      },
    });
    store.editor.startEditing();
    store.editor.chooseDish(6);
    await store.saveAndExit();
    const sent = calls.find((call) => call.key === 'setMealPlan')!;
    expect(sent.data.checkoutId).toBe(77);
    expect(sent.data.deliveryName).toBe('Balanced');
    expect((sent.data.checkoutMealPlan as Record<string, Record<string, unknown>>)[first]![BREAKFAST]).toBe(6);
    expect(Object.keys(sent.data.checkoutMealPlan as object)).toHaveLength(5);
    expect(store.editor.editing).toBeNull();
    expect(store.editor.mealsOf(PLAN_DAYS[0]!)[BREAKFAST]).toBe(6);
  });

  it('only logs setMealPlanErr and keeps the edit open', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store } = await loaded({
      answers: {
        'mobile_checkout setMealPlan': () => {
          throw new Error('setMealPlanErr');
        },
      },
    });
    store.editor.startEditing();
    store.editor.chooseDish(6);
    await store.saveAndExit();
    expect(logged).toHaveBeenCalled();
    expect(store.editor.editing?.meals[BREAKFAST]).toBe(6);
    expect(store.busy).toBeNull();
  });
});

describe('Skip delivery', () => {
  it('skips the day, adds the next allowed day after the end and makes it active', async () => {
    // The end is Thursday 3 Dec; Friday and Saturday are excluded, so the new day is Sunday 6 Dec.
    const newDay = day('2026-12-06');
    const skipped = PLAN_DAYS[1]!;
    const { store, calls } = await loaded({
      answers: {
        'mobile_checkout skipTheDay': (data: { skip_date: number; new_date: number }) => ({
          skipDate: data.skip_date,
          newDate: data.new_date,
          newMealplan: mealPlanOf([...PLAN_DAYS.filter((d) => d !== data.skip_date), data.new_date]),
        }),
      },
    });
    expect(await store.skip(skipped)).toBeNull();
    expect(calls.find((call) => call.key === 'skipTheDay')!.data).toEqual({ skip_date: skipped, new_date: newDay, planId: 77 });
    expect(store.days).toEqual([...PLAN_DAYS.filter((d) => d !== skipped), newDay]);
    expect(store.days[store.days.length - 1]).toBe(newDay);
    expect(store.editor.activeDay).toBe(newDay);
    expect(store.planParams?.end_date).toBe(newDay);
  });

  it('refuses a locked day without asking the server', async () => {
    const locked = day('2026-11-26');
    const { store, calls } = await loaded({ planDays: [locked, ...PLAN_DAYS.slice(0, 4)] });
    expect(await store.skip(locked)).toBe(LOCKED_DAY_MESSAGE);
    expect(calls.some((call) => call.key === 'skipTheDay')).toBe(false);
  });

  it('has the spec texts of the confirmation', () => {
    expect(english['skip.confirmHeadline']).toBe('Are you sure?');
    expect(english['skip.confirmMessage']).toBe(
      'This action cannot be reversed. A day will be added to the end of your plan. Default dishes will be automatically selected unless you change the dishes according to your preferences. Please inform us by message in case you want us to check the menu.',
    );
  });
});

describe('menu PDF, Delete & Startover and Continue', () => {
  it('answers the url of viewmenupdf', async () => {
    const { store, calls } = await loaded({ answers: { 'mobile_checkout viewmenupdf': { url: 'https://example.test/menu.pdf' } } });
    expect(await store.menuPdfUrl()).toBe('https://example.test/menu.pdf');
    expect(calls.find((call) => call.key === 'viewmenupdf')!.data).toEqual({ checkoutId: 77 });
  });

  it('removes the plan (remove) and forgets it', async () => {
    const { store, calls } = await loaded({ answers: { 'mobile_checkout remove': {} } });
    expect(await store.remove()).toBe(true);
    expect(calls.find((call) => call.key === 'remove')!.data).toEqual({ checkoutId: 77 });
    expect(store.planParams).toBeNull();
    expect(store.days).toEqual([]);
  });

  it('blocks Continue when the days do not match days_count', async () => {
    const { store } = await loaded({ params: planParams({ days_count: 6 }) });
    expect(store.continueBlock).toBe(DAYS_MISMATCH_MESSAGE);
    expect(english[DAYS_MISMATCH_MESSAGE]).toBe(
      'Meal plan days and generate meals count are mismatched. Please check days count or Delete and Start Over meal plan.',
    );
    const matching = await loaded();
    expect(matching.store.continueBlock).toBeNull();
  });
});
