/** @jest-environment node */
// The /modify store (doc 3 §2, §4 "Day editing", "View mode", "Dish selection"): loading the order with its
// additional days, dishes and pause; locked, paused and additional days; the dish rules; 'Save Changes' (modify /
// custommodify); cutlery; likes; the switcher and 'Renew My Plan'; the deadline and daily target beyond the spec;
// and the live sync (the order's push and reconnections reload). Messages are checked against the spec's English.
import {
  ADDITIONAL_DELIVERY_MESSAGE,
  ALLERGY_MESSAGE,
  DISLIKE_MESSAGE_MODIFY,
  domainCatalogues,
  LOCKED_DAY_MESSAGE,
  PAUSED_DAY_MESSAGE,
  prefsOfUser,
  type UserPrefs,
} from '@mealplan/shared/domain';
import type { Diet, Dish, PlanParams } from '@mealplan/shared/protocol';
import { fakeCallClient, TEST_MEAL_TYPE, testDish, testMealTypes, type AnswerCall } from '@mealplan/shared/stores/testing';
import { parseIsoDate } from '@mealplan/shared/time';
import { ModifyStore, type ModifyCatalog, type ModifyStoreOptions, type RenewalFacts } from '../src/features/modify/modifyStore';

const english = domainCatalogues.en as Record<string, string>;
const day = (iso: string): number => parseIsoDate(iso)!;

// Wednesday 25 November 2026, 10:00 in Dubai: the 25th, 26th and 27th are locked.
const NOW = day('2026-11-25') + 10 * 3600;
const ORDER = 41;
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
  dish(5),
  dish(9, { type: [BREAKFAST] }),
  dish(30, { type: [LUNCH_SIDE] }),
  dish(31, { type: [LUNCH_SIDE] }),
];
const diets: Diet[] = [
  { id: 2, name: 'Balanced', mealtypes: [BREAKFAST, LUNCH], sides_id: null },
  { id: 3, name: 'Keto', mealtypes: [BREAKFAST, LUNCH], sides_id: null },
];
const catalog: ModifyCatalog = { dishes, mealTypes, diets, ingredients: [], slots: [{ id: 7, name: 'Morning', display_name: '7-9', emirate_id: 1 }] };
const prefs: UserPrefs = prefsOfUser({ allergies: [PEANUT], dislikes: [ONION] });

const LOCKED = day('2026-11-26');
const FREE = day('2026-11-30');
const PAUSED = day('2026-12-03');
const EXTRA = day('2026-12-05');
const LAST = day('2026-12-01');

const params: PlanParams = {
  id: ORDER,
  mealType: [BREAKFAST, LUNCH, LUNCH_SIDE],
  mealPlan: 5,
  diet: 2,
  dietIds: [2, 3],
  dietChanges: { [String(FREE)]: 3 },
  date: LOCKED,
  end_date: LAST,
  deliverySlot: 7,
  slot_id: 7,
  cutlery: 0,
  exclude_week_day: [5, 6],
  days_count: 20,
  payed: true,
  modified: false,
};
const mealPlan = {
  [String(LOCKED)]: { [BREAKFAST]: 1, [LUNCH]: 2 },
  [String(FREE)]: { [BREAKFAST]: 1, [LUNCH]: 2, [LUNCH_SIDE]: { 1: 30 } },
  [String(PAUSED)]: { [BREAKFAST]: 1, [LUNCH]: 2 },
};
const customPlan = { [String(EXTRA)]: { [BREAKFAST]: 5, [LUNCH]: 1 } };

function answers(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    'order get': { planParams: params, mealPlan },
    'order getCustomDays': { mealPlan: customPlan, planParams: null },
    'order getDietProducts': { products: [1, 2, 3, 4, 9, 30, 31] },
    'profile getForDashboard:getPause': { isPause: true, startDate: PAUSED, endDate: day('2026-12-04'), pauseList: [] },
    'order modify': { message: 'Saved' },
    'order custommodify': { message: 'Saved extra' },
    'order setCutlery': { message: 'Cutlery value set well' },
    'profile getForDashboard:setDishlike': (data: { dishId: number; action: string }) => ({ dishId: data.dishId, action: data.action }),
    ...overrides,
  };
}

function fakeClient(answer: AnswerCall | Record<string, unknown>) {
  const { client, calls } = fakeCallClient(answer);
  const pushes = new Map<string, (payload: unknown) => void>();
  const connects: (() => void)[] = [];
  const full = Object.assign(client, {
    subscribe: (channel: string, handler: (payload: unknown) => void) => {
      pushes.set(channel, handler);
      return () => pushes.delete(channel);
    },
    onConnect: (handler: () => void) => {
      connects.push(handler);
      return () => connects.splice(connects.indexOf(handler), 1);
    },
  });
  return { client: full, calls, pushes, connects };
}

function makeStore(
  answer: AnswerCall | Record<string, unknown> = answers(),
  options: { renewal?: RenewalFacts; now?: number; profile?: ModifyStoreOptions['profile'] } = {},
) {
  const fake = fakeClient(answer);
  const store = new ModifyStore({
    client: fake.client as never,
    catalog: () => catalog,
    prefs: () => prefs,
    profile: options.profile ?? (() => ({ body: { weightGrams: null, heightCm: null, birthday: null, gender: null }, activity: null })),
    renewal: () => options.renewal ?? { canRenew: false, alreadyRenewed: false },
    userId: () => 12,
    now: () => options.now ?? NOW,
  });
  return { store, ...fake };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('modify store: loading', () => {
  it('loads the active order, its additional days, the diet dishes and the pause', async () => {
    const { store, calls } = makeStore();
    await store.load();
    expect(store.state).toBe('ready');
    expect(calls.map((call) => `${call.channel} ${call.key}`)).toEqual([
      'order get',
      'order getCustomDays',
      'order getDietProducts',
      'profile getForDashboard:getPause',
    ]);
    expect(calls[0]!.data).toEqual({ orderType: 'active' });
    expect(calls[1]!.data).toEqual({ orderId: ORDER });
    expect(store.days).toEqual([LOCKED, FREE, PAUSED, EXTRA]);
    expect(store.listedDays).toEqual(store.days);
    expect(store.slot?.display_name).toBe('7-9');
    expect(store.diet?.name).toBe('Balanced');
  });

  it('shows the order without the calls that complete it when they fail', async () => {
    const { store } = makeStore(
      answers({ 'order getCustomDays': undefined, 'order getDietProducts': undefined, 'profile getForDashboard:getPause': undefined }),
    );
    await store.load();
    expect(store.state).toBe('ready');
    expect(store.days).toEqual([LOCKED, FREE, PAUSED]);
    expect(store.products).toBeNull();
    // Without the diet's list, the catalogue's dishes of the meal type are offered.
    store.startEditing(FREE);
    expect(store.editor.offered(BREAKFAST).map((offered) => offered.id)).toContain(5);
  });

  it('fails the load when order get is refused, and answers "none" without an order', async () => {
    const refused = makeStore(
      answers({
        'order get': () => {
          throw new Error('You have no active meal plan.');
        },
      }),
    );
    await expect(refused.store.load()).rejects.toThrow('You have no active meal plan.');
    expect(refused.store.state).toBe('failed');
    const none = makeStore(answers({ 'order get': { planParams: null, mealPlan: {} } }));
    await none.store.load();
    expect(none.store.state).toBe('none');
  });

  it('marks an unpaid wizard order as awaiting payment', async () => {
    const { store } = makeStore(answers({ 'order get': { planParams: { ...params, payed: false }, mealPlan } }));
    await store.load();
    expect(store.awaitingPayment).toBe(true);
  });
});

describe('modify store: what order get adds for the page', () => {
  it('takes awaiting payment, the diet changes and the additional days from the server when it sends them', async () => {
    const { store } = makeStore(
      answers({
        'order get': {
          planParams: params,
          mealPlan,
          awaitingPayment: true,
          planChanges: [{ day: PAUSED, fromDiet: 3, toDiet: 2 }],
          customMealPlan: customPlan,
        },
        'order getCustomDays': undefined,
      }),
    );
    await store.load();
    expect(store.awaitingPayment).toBe(true);
    expect(store.dietChangeOn(PAUSED)).toEqual({ day: PAUSED, from: 3, to: 2 });
    expect(store.dietChangeOn(FREE)).toBeNull();
    expect(store.additionalNumber(EXTRA)).toBe(1);
  });
});

describe('modify store: days', () => {
  it('locks days within 48 hours, paused days and additional deliveries with the spec texts', async () => {
    const { store } = makeStore();
    await store.load();
    expect(english[store.editor.stateMessage(LOCKED)!]).toBe('You cannot edit or skip this day. Items are delivered or in the process of creation.');
    expect(store.editor.stateMessage(LOCKED)).toBe(LOCKED_DAY_MESSAGE);
    expect(store.editor.stateMessage(PAUSED)).toBe(PAUSED_DAY_MESSAGE);
    expect(english[PAUSED_DAY_MESSAGE]).toBe('The day is on pause');
    expect(store.editor.stateMessage(EXTRA)).toBe(ADDITIONAL_DELIVERY_MESSAGE);
    expect(english[ADDITIONAL_DELIVERY_MESSAGE]).toBe('Please contact our team to change dishes or date for the additional delivery');
    expect(store.editor.stateMessage(FREE)).toBeNull();
    expect(store.startEditing(LOCKED)).toBe(LOCKED_DAY_MESSAGE);
    expect(store.editor.editing).toBeNull();
  });

  it('shows the first day that can be changed, numbers additional deliveries and names the diet change', async () => {
    const { store } = makeStore();
    await store.load();
    expect(store.editor.activeDay).toBe(FREE);
    expect(store.additionalNumber(EXTRA)).toBe(1);
    expect(store.additionalNumber(FREE)).toBeNull();
    expect(store.dietChangeOn(FREE)).toEqual({ day: FREE, from: 2, to: 3 });
    expect(store.dietChangeOn(PAUSED)).toBeNull();
  });

  it('lists the days within 128 days of the first one', async () => {
    const far = LOCKED + 128 * 86_400;
    const { store } = makeStore(answers({ 'order get': { planParams: params, mealPlan: { ...mealPlan, [String(far)]: { [BREAKFAST]: 1 } } } }));
    await store.load();
    expect(store.days).toContain(far);
    expect(store.listedDays).not.toContain(far);
    expect(store.listedDays).toEqual([LOCKED, FREE, PAUSED, EXTRA]);
  });

  it('gives each editable day its deadline, 48 hours before it, and none to a locked day', async () => {
    const { store } = makeStore();
    await store.load();
    expect(store.deadline(FREE)).toBe(FREE - 48 * 3600);
    expect(store.deadline(LOCKED)).toBeNull();
  });

  it("sums the day's dishes and compares them with the wizard's daily target", async () => {
    const body = { weightGrams: 70_000, heightCm: 175, birthday: day('1990-01-01'), gender: 'male' as const };
    const { store } = makeStore(answers(), { profile: () => ({ body, activity: 'moderate' }) });
    await store.load();
    expect(store.editor.dayNutrition(FREE)).toEqual({ calories: 3 * 100 + 30 * 100, protein: 2 * 3 + 60, carbs: 3 * 3 + 90, fat: 3 + 30 });
    expect(store.targets?.calories).toBeGreaterThan(2000);
  });

  it('keeps the day in edit until it is saved: another day cannot be chosen', async () => {
    const { store } = makeStore();
    await store.load();
    expect(store.startEditing(FREE)).toBeNull();
    expect(store.editor.selectDay(LOCKED)).toBe(false);
    expect(store.editor.activeDay).toBe(FREE);
    store.editor.cancelEditing();
    expect(store.editor.selectDay(LOCKED)).toBe(true);
    expect(store.editor.activeDay).toBe(LOCKED);
  });
});

describe('modify store: dish selection', () => {
  it('blocks an allergy, asks for a disliked ingredient and for the same dish on another meal type', async () => {
    const { store } = makeStore();
    await store.load();
    store.startEditing(FREE);
    store.editor.selectEditType(BREAKFAST);
    const allergy = store.editor.chooseDish(3);
    expect(allergy).toMatchObject({ kind: 'blocked', message: ALLERGY_MESSAGE, allergens: [PEANUT] });
    expect(english[ALLERGY_MESSAGE]).toBe('Sorry, due to your allergy preference this dish is not available for selection.');
    const dislike = store.editor.chooseDish(4);
    expect(dislike).toMatchObject({ kind: 'confirm', reason: 'dislike', message: DISLIKE_MESSAGE_MODIFY });
    expect(english[DISLIKE_MESSAGE_MODIFY]).toMatch(/^This dish has an ingredient which is in your dislike list\./);
    expect(store.editor.editing!.meals[BREAKFAST]).toBe(1);
    store.editor.apply(4);
    expect(store.editor.editing!.meals[BREAKFAST]).toBe(4);
    expect(store.editor.chooseDish(2)).toMatchObject({ kind: 'confirm', reason: 'same-dish' });
    expect(store.editor.sameDishType(2)?.id).toBe(LUNCH);
  });

  it('deselects the chosen dish and applies a plain choice', async () => {
    const { store } = makeStore();
    await store.load();
    store.startEditing(FREE);
    store.editor.selectEditType(BREAKFAST);
    expect(store.editor.chooseDish(1)).toEqual({ kind: 'removed' });
    expect(store.editor.editing!.meals[BREAKFAST]).toBeUndefined();
    expect(store.editor.chooseDish(9)).toEqual({ kind: 'applied' });
    expect(store.editor.editing!.meals[BREAKFAST]).toBe(9);
    expect(store.editor.detailsDish?.id).toBe(9);
    // The plan itself is unchanged until Save Changes.
    expect(store.mealPlan[FREE]![BREAKFAST]).toBe(1);
  });

  it("offers the diet's dishes of the meal type and the side type's sides", async () => {
    const { store } = makeStore();
    await store.load();
    store.startEditing(FREE);
    expect(store.editor.offered(BREAKFAST).map((offered) => offered.id)).toEqual([1, 2, 3, 9, 4]);
    expect(store.editor.offered(LUNCH).map((offered) => offered.id)).not.toContain(9);
    store.editor.selectEditType(LUNCH);
    expect(store.editor.sideOptions(LUNCH).map((side) => side.id)).toEqual([30, 31]);
    store.editor.chooseSide(1, 31);
    expect(store.editor.sideSlots(FREE, LUNCH).map((entry) => entry.dish?.id)).toEqual([31]);
  });
});

describe('modify store: saving', () => {
  it("'Save Changes' sends the day's lines with order modify and reloads", async () => {
    const { store, calls } = makeStore();
    await store.load();
    store.startEditing(FREE);
    store.editor.selectEditType(BREAKFAST);
    store.editor.chooseDish(9);
    const message = await store.saveChanges();
    expect(message).toBe('Saved');
    const sent = calls.find((call) => call.key === 'modify')!;
    expect(sent.data).toEqual({
      orderId: ORDER,
      deliverySlot: 7,
      detailsData: [
        { date: FREE, mealType_id: BREAKFAST, dish_id: 9 },
        { date: FREE, mealType_id: LUNCH, dish_id: 2 },
        { date: FREE, mealType_id: LUNCH_SIDE, dish_id: 30 },
      ],
      skipped: {},
      cutlery: false,
      updateDate: FREE,
      mealType: [BREAKFAST, LUNCH, LUNCH_SIDE],
    });
    expect(store.editor.editing).toBeNull();
    expect(calls.filter((call) => call.key === 'get')).toHaveLength(2);
  });

  it('keeps the day in edit when the server refuses it', async () => {
    const { store } = makeStore(
      answers({
        'order modify': () => {
          throw new Error('You cannot edit or skip this day. Items are delivered or in the process of creation.');
        },
      }),
    );
    await store.load();
    store.startEditing(FREE);
    await expect(store.saveChanges()).rejects.toThrow('You cannot edit');
    expect(store.editor.editing?.day).toBe(FREE);
    expect(store.busy).toBeNull();
  });

  it('sends an additional delivery with custommodify', async () => {
    // The spec locks additional days on the page ('Please contact our team…'); the store still sends one it holds in
    // edit with custommodify, the call the spec names for them.
    const { store, calls } = makeStore();
    await store.load();
    store.customPlan = { [String(FREE + 86_400 * 20)]: { [BREAKFAST]: 5 } };
    const extra = FREE + 86_400 * 20;
    expect(store.startEditing(extra)).toBe(ADDITIONAL_DELIVERY_MESSAGE);
    store.editor.editing = { day: extra, bag: 'additional', meals: { [BREAKFAST]: 9 } };
    await store.saveChanges();
    expect(calls.find((call) => call.key === 'custommodify')?.data).toMatchObject({ orderId: ORDER, customMealPlan: true });
  });

  it('sets the cutlery and answers the server message', async () => {
    const { store, calls } = makeStore();
    await store.load();
    expect(await store.setCutlery(1)).toBe('Cutlery value set well');
    expect(calls.at(-1)!.data).toEqual({ orderId: ORDER, cutlery: true });
    expect(store.planParams?.cutlery).toBe(1);
  });

  it('sends a like at once and remembers it', async () => {
    const { store, calls } = makeStore();
    await store.load();
    expect(store.dishOpinion(2)).toBeNull();
    await store.setDishOpinion(2, 'like');
    expect(calls.at(-1)!.data).toEqual({ subtype: 'setDishlike', userId: 12, dishId: 2, action: 'like', meal_type: BREAKFAST });
    expect(store.dishOpinion(2)).toBe('like');
  });

  it('enables Save only when the plan is modified or paused', async () => {
    const { store } = makeStore(answers({ 'profile getForDashboard:getPause': { isPause: false, startDate: null, endDate: null, pauseList: [] } }));
    await store.load();
    expect(store.canSave).toBe(false);
    const modified = makeStore(answers({ 'order get': { planParams: { ...params, modified: true }, mealPlan } }));
    await modified.store.load();
    expect(modified.store.canSave).toBe(true);
    const paused = makeStore(answers(), { now: PAUSED + 3600 });
    await paused.store.load();
    expect(paused.store.paused).toBe(true);
    expect(paused.store.canSave).toBe(true);
  });
});

describe('modify store: view mode and renewal', () => {
  it('shows the switcher only when the customer can renew and has renewed; switching reloads the other order', async () => {
    expect(makeStore(answers(), { renewal: { canRenew: true, alreadyRenewed: false } }).store.canSwitchView).toBe(false);
    const { store, calls } = makeStore(answers(), { renewal: { canRenew: true, alreadyRenewed: true } });
    await store.load();
    expect(store.canSwitchView).toBe(true);
    await store.switchView();
    expect(store.orderType).toBe('future');
    expect(calls.filter((call) => call.key === 'get').map((call) => call.data)).toEqual([{ orderType: 'active' }, { orderType: 'future' }]);
  });

  it("offers 'Renew My Plan' within the plan's last 5 days", async () => {
    const early = makeStore(answers(), { now: LAST - 7 * 86_400 });
    await early.store.load();
    expect(early.store.showRenew).toBe(false);
    const late = makeStore(answers(), { now: LAST - 5 * 86_400 });
    await late.store.load();
    expect(late.store.daysLeft).toBe(5);
    expect(late.store.showRenew).toBe(true);
  });
});

describe('modify store: live sync', () => {
  it("reloads on the order's push and on every reconnection, and stops when unwatched", async () => {
    const { store, calls, pushes, connects } = makeStore();
    await store.load();
    const stop = store.watch();
    const gets = () => calls.filter((call) => call.key === 'get').length;
    pushes.get('order')!({ type: 'orderChanged', data: { orderId: ORDER } });
    await flush();
    expect(gets()).toBe(2);
    pushes.get('order')!({ type: 'orderChanged', data: { orderId: ORDER + 1 } });
    pushes.get('order')!({ type: 'somethingElse', data: {} });
    await flush();
    expect(gets()).toBe(2);
    connects.forEach((handler) => handler());
    await flush();
    connects.forEach((handler) => handler());
    await flush();
    expect(gets()).toBe(4);
    stop();
    expect(pushes.size).toBe(0);
    expect(connects).toHaveLength(0);
  });

  it('shows the change pushed from another tab without leaving the page', async () => {
    let served = mealPlan;
    const { store, pushes } = makeStore(answers({ 'order get': () => ({ planParams: params, mealPlan: served }) }));
    await store.load();
    store.watch();
    served = { ...mealPlan, [String(FREE)]: { [BREAKFAST]: 9, [LUNCH]: 2 } };
    pushes.get('order')!({ type: 'orderChanged', data: { orderId: ORDER } });
    await flush();
    await flush();
    expect(store.state).toBe('ready');
    expect(store.editor.mainDish(FREE, BREAKFAST)?.id).toBe(9);
  });
});

describe('modify store: what each day tells (issue 39)', () => {
  it('a paused day cannot be edited or skipped and says so; a pause set hides Pause My Plan', async () => {
    const { store } = makeStore();
    await store.load();
    expect(store.editor.stateOf(PAUSED)).toBe('paused');
    expect(store.startEditing(PAUSED)).toBe(PAUSED_DAY_MESSAGE);
    expect(store.editor.editing).toBeNull();
    expect(store.deadline(PAUSED)).toBeNull();
    // The pause (3–4 December) is set and has an end: no 'Pause My Plan', and no 'Resume My Plan' either.
    expect(store.pauseSet).toBe(true);
    expect(store.pauseOpen).toBe(false);
    // A coming pause (the plan is not paused today: isPause false) pauses its days already.
    const coming = makeStore(
      answers({
        'profile getForDashboard:getPause': {
          isPause: false,
          startDate: PAUSED,
          endDate: day('2026-12-04'),
          pauseList: [{ startDate: PAUSED, endDate: day('2026-12-04') }],
        },
      }),
    );
    await coming.store.load();
    expect(coming.store.editor.stateOf(PAUSED)).toBe('paused');
    expect(coming.store.pauseSet).toBe(true);
    // A pause over, kept in the plan's list, still marks its days.
    const over = makeStore(
      answers({
        'profile getForDashboard:getPause': {
          isPause: false,
          startDate: null,
          endDate: null,
          pauseList: [{ startDate: PAUSED, endDate: PAUSED + 86_400 }],
        },
      }),
    );
    await over.store.load();
    expect(over.store.editor.stateOf(PAUSED)).toBe('paused');
    expect(over.store.pauseSet).toBe(false);
    const none = makeStore(answers({ 'profile getForDashboard:getPause': { isPause: false, startDate: null, endDate: null, pauseList: [] } }));
    await none.store.load();
    expect(none.store.pauseSet).toBe(false);
  });

  it('a skipped day stays listed as skipped; Remove from skipped sends modify without it and reloads', async () => {
    const SKIPPED = day('2026-12-02');
    const MOVED = day('2026-12-07');
    const skippedParams = { ...params, skipped: { [String(SKIPPED)]: MOVED } };
    const orderGet = { planParams: skippedParams, mealPlan: { ...mealPlan, [String(MOVED)]: { [BREAKFAST]: 1, [LUNCH]: 2 } } };
    const { store, calls } = makeStore(answers({ 'order get': orderGet }));
    await store.load();
    expect(store.days).toContain(SKIPPED);
    expect(store.editor.stateOf(SKIPPED)).toBe('skipped');
    expect(store.startEditing(SKIPPED)).not.toBeNull();
    expect(store.skippedTo(SKIPPED)).toBe(MOVED);
    expect(store.deadline(SKIPPED)).toBeNull();
    store.editor.selectDay(SKIPPED);
    expect(store.canUnskip).toBe(true);
    expect(await store.removeFromSkipped(SKIPPED)).toBe('Saved');
    expect(calls.find((call) => call.key === 'modify')?.data).toMatchObject({ orderId: ORDER, detailsData: [], skipped: {}, updateDate: SKIPPED });
    expect(calls.filter((call) => call.key === 'get')).toHaveLength(2);

    // Not offered once the skipped day is within its 48 hours, or while it is paused.
    const locked = makeStore(answers({ 'order get': orderGet }), { now: SKIPPED - 3600 });
    await locked.store.load();
    locked.store.editor.selectDay(SKIPPED);
    expect(locked.store.canUnskip).toBe(false);
    const paused = makeStore(
      answers({ 'order get': orderGet, 'profile getForDashboard:getPause': { isPause: true, startDate: SKIPPED, endDate: null, pauseList: [] } }),
    );
    await paused.store.load();
    paused.store.editor.selectDay(SKIPPED);
    expect(paused.store.canUnskip).toBe(false);
  });

  it('Save Changes is enabled only with something unsaved and the terms accepted', async () => {
    const { store } = makeStore();
    await store.load();
    store.startEditing(FREE);
    store.setTermsAccepted(true);
    expect(store.canSaveChanges).toBe(false);
    store.editor.selectEditType(BREAKFAST);
    store.editor.chooseDish(9);
    expect(store.canSaveChanges).toBe(true);
    store.setTermsAccepted(false);
    expect(store.canSaveChanges).toBe(false);
    // The terms are asked again for the next edit.
    store.setTermsAccepted(true);
    await store.saveChanges();
    store.startEditing(FREE);
    expect(store.termsAccepted).toBe(false);
  });

  it('warns of the same dish in the plan bag and the additional delivery of one day', async () => {
    const { store } = makeStore(answers({ 'order getCustomDays': { mealPlan: { [String(FREE)]: { [BREAKFAST]: 9 } }, planParams: null } }));
    await store.load();
    expect(store.editor.bagsOf(FREE)).toEqual(['plan', 'additional']);
    store.startEditing(FREE);
    store.editor.selectEditType(BREAKFAST);
    expect(store.editor.sameDishInOtherBag).toEqual([]);
    store.editor.chooseDish(9);
    expect(store.editor.sameDishInOtherBag).toEqual([9]);
  });
});

describe('modify store: the oil-side picker of diet 4 (doc 3 §9, menu_builder getSidesList)', () => {
  it("offers diet 4's oil sides in the side slots; another diet asks for none", async () => {
    const { store, calls } = makeStore(
      answers({
        'order get': { planParams: { ...params, diet: 4 }, mealPlan },
        'menu_builder getSidesList': { sides: [{ dish_id: 31, mealType_id: LUNCH_SIDE }] },
      }),
    );
    await store.load();
    expect(calls.find((call) => call.key === 'getSidesList')?.data).toEqual({ diet: 4, oil: true });
    expect(store.oilSides).toEqual([{ dish_id: 31, mealType_id: LUNCH_SIDE }]);
    store.startEditing(FREE);
    store.editor.selectEditType(LUNCH);
    expect(store.editor.sideOptions(LUNCH).map((side) => side.id)).toEqual([31]);
    store.editor.chooseSide(1, 31);
    expect(store.editor.editedLines).toContainEqual({ date: FREE, mealType_id: LUNCH_SIDE, dish_id: 31 });

    const balanced = makeStore();
    await balanced.store.load();
    expect(balanced.calls.some((call) => call.key === 'getSidesList')).toBe(false);
    expect(balanced.store.oilSides).toBeNull();
  });
});
