// The wizard store: persistence on the device (a real AES-GCM round trip with node's Web Crypto), the server draft
// when the device has none, Save for Later, the step guard's rule, and step 1's day map rebuilt only when days change.
import type { Dish } from '@mealplan/shared/domain';
import type { WizardDraft } from '@mealplan/shared/protocol';
import { addDays, dayFromParts, weekday } from '@mealplan/shared/time';
import { memoryStores, nodeCrypto } from '@mealplan/shared/device/testing';
import { WizardDeviceStore } from '@mealplan/shared/wizard';
import { renewalChanges, renewalPrefill, renewedPlanOf, type RenewedPlan } from '../src/common/wizard/renewal';
import { stepName, WizardStore, type WizardEnv } from '../src/common/wizard/wizardStore';

function memoryDevice(): WizardDeviceStore {
  const { keys, data } = memoryStores();
  return new WizardDeviceStore({ keys, data, ...nodeCrypto });
}

const dish = (id: number, ingredients: number[] = []): Dish => ({ id, ingredients, group: 1, spicy: false });
const DISHES = new Map([101, 102, 103, 104, 105].map((id) => [id, dish(id, id === 101 ? [9] : [])]));
// A Sunday: the 5-day plan without Fridays and Saturdays runs Sunday to Thursday.
const SUNDAY = (() => {
  let day = dayFromParts(2030, 1, 6)!;
  while (weekday(day) !== 0) day = addDays(day, 1);
  return day;
})();

function testEnv(overrides: Partial<WizardEnv> = {}) {
  const device = memoryDevice();
  const calls = { menuSources: 0, savedDrafts: [] as WizardDraft[], left: [] as string[] };
  let allergies: number[] = [];
  const env: WizardEnv = {
    userId: () => 7,
    device,
    serverDraft: () => Promise.resolve(null),
    saveServerDraft: (draft) => {
      calls.savedDrafts.push(draft);
      return Promise.resolve('Your data is saved. Please add this page to bookmarks and complete your menu modify later.');
    },
    savedForLater: (message) => void calls.left.push(message),
    plan: (planId) => (planId === 5 ? { count: 5, excludeWeekDay: [5, 6] } : planId === 6 ? { count: 6, excludeWeekDay: [5] } : undefined),
    holidays: () => [],
    menuSources: () => {
      calls.menuSources += 1;
      return Promise.resolve({ defaults: { 1: 101, 3: 102 }, customPlans: [{ mealType_id: 1, data: Array.from({ length: 31 }, () => [104]) }] });
    },
    dishes: () => DISHES,
    prefs: () => ({ allergies, dislikes: [], dishDislikes: [], eliminateGroups: [] }),
    ...overrides,
  };
  return { env, device, calls, setAllergies: (ids: number[]) => (allergies = ids) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function persisted(store: WizardStore) {
  await settle();
  await store.persist();
}

describe('the wizard kept on the device', () => {
  it('restores plan params, meal plan and custom plans after a reload (a new store)', async () => {
    const { env } = testEnv();
    const first = new WizardStore(env);
    await first.start();
    first.updatePlanParams({ mealType: [1, 3], diet: 30, mealPlan: 5, date: SUNDAY, deliverySlot: 11 });
    first.setDish(SUNDAY, 1, 104);
    first.setCustomPlans([{ mealType_id: 1, data: [[104]] }]);
    first.reachStep('plan');
    await persisted(first);
    first.stop();

    const reloaded = new WizardStore(env);
    expect(reloaded.loaded).toBe(false);
    await reloaded.start();
    expect(reloaded.loaded).toBe(true);
    expect(reloaded.planParams).toMatchObject({ step: 3, mealType: [1, 3], diet: 30, mealPlan: 5, date: SUNDAY, deliverySlot: 11 });
    expect(reloaded.mealPlan).toEqual({ [SUNDAY]: { 1: 104 } });
    expect(reloaded.customPlans).toEqual([{ mealType_id: 1, data: [[104]] }]);
  });

  it('takes the server draft when the device has none, and never over the device copy', async () => {
    const server: WizardDraft = { planParams: { step: 4, build: 'new', mealType: [1, 3], diet: 30 }, mealPlan: {} };
    const { env } = testEnv({ serverDraft: () => Promise.resolve(server) });
    const fromServer = new WizardStore(env);
    await fromServer.start();
    expect(fromServer.step).toBe(4);

    fromServer.updatePlanParams({ diet: 4 });
    await persisted(fromServer);
    const fromDevice = new WizardStore(env);
    await fromDevice.start();
    expect(fromDevice.planParams.diet).toBe(4);
  });

  it('reads a draft saved before cutlery became a boolean (0/1) as a boolean', async () => {
    const older = { planParams: { step: 2, build: 'new', mealType: [1, 3], diet: 30, cutlery: 1 }, mealPlan: {} } as unknown as WizardDraft;
    const { env } = testEnv({ serverDraft: () => Promise.resolve(older) });
    const store = new WizardStore(env);
    await store.start();
    expect(store.planParams.cutlery).toBe(true);
  });

  it('starts empty when neither the device nor the server can answer', async () => {
    const { env } = testEnv({ serverDraft: () => Promise.reject(new Error('Not connected')) });
    const store = new WizardStore(env);
    await store.start();
    expect(store.loaded).toBe(true);
    expect(store.planParams).toEqual({ step: 1, build: 'new', mealType: [] });
  });

  it('Save for Later keeps the state on the server and leaves with the server message', async () => {
    const { env, calls } = testEnv();
    const store = new WizardStore(env);
    await store.start();
    store.updatePlanParams({ mealType: [1, 3], diet: 30 });
    await store.saveForLater();
    expect(calls.savedDrafts).toHaveLength(1);
    expect(calls.savedDrafts[0]!.planParams).toMatchObject({ mealType: [1, 3], diet: 30 });
    expect(calls.left).toEqual(['Your data is saved. Please add this page to bookmarks and complete your menu modify later.']);
  });
});

describe('the step guard', () => {
  it('opens only the steps reached; the step only rises', () => {
    const store = new WizardStore();
    expect(store.canOpen('index')).toBe(true);
    expect(store.canOpen('preferences')).toBe(false);
    expect(store.stepPath).toBe('/menu');
    store.reachStep('summary');
    expect(store.canOpen('address')).toBe(true);
    expect(store.canOpen('thank')).toBe(false);
    store.reachStep('preferences');
    expect(store.step).toBe(6);
    expect(store.stepPath).toBe('/menu/summary');
  });

  it('maps a stored step number to its page, out-of-range numbers to the first or last step', () => {
    expect(stepName(1)).toBe('index');
    expect(stepName(7)).toBe('thank');
    expect(stepName(0)).toBe('index');
    expect(stepName(9)).toBe('thank');
  });
});

describe('saving step 1', () => {
  async function built(env: WizardEnv) {
    const store = new WizardStore(env);
    await store.start();
    store.updatePlanParams({ mealType: [1, 3], diet: 30, mealPlan: 5, date: SUNDAY, deliverySlot: 11 });
    await store.saveStep1();
    return store;
  }

  it('builds the day map of the plan and fills it with the default dishes; the step rises to 2', async () => {
    const { env } = testEnv();
    const store = await built(env);
    const days = Object.keys(store.mealPlan).map(Number);
    expect(days).toEqual(store.deliveryDays);
    expect(days).toHaveLength(5);
    expect(days.map(weekday)).toEqual([0, 1, 2, 3, 4]);
    expect(Object.values(store.mealPlan).every((meals) => meals[1] === 101 && meals[3] === 102)).toBe(true);
    expect(store.step).toBe(2);
  });

  it('keeps the chosen dishes when the days did not change', async () => {
    const { env, calls } = testEnv();
    const store = await built(env);
    store.setDish(SUNDAY, 1, 105);
    await store.saveStep1();
    expect(store.mealPlan[SUNDAY]![1]).toBe(105);
    expect(calls.menuSources).toBe(2);
  });

  it('rebuilds the day map when the days changed (another plan or start date)', async () => {
    const { env } = testEnv();
    const store = await built(env);
    store.setDish(SUNDAY, 1, 105);
    store.updatePlanParams({ mealPlan: 6 });
    await store.saveStep1();
    expect(Object.keys(store.mealPlan)).toHaveLength(6);
    expect(store.mealPlan[SUNDAY]![1]).toBe(101);
  });

  it('replaces a dish the new allergies refuse after the preferences are saved', async () => {
    const { env, setAllergies } = testEnv();
    const store = await built(env);
    setAllergies([9]);
    await store.refreshForPreferences();
    // 101 contains ingredient 9: the custom plan's 104 takes its place.
    expect(Object.values(store.mealPlan).every((meals) => meals[1] === 104)).toBe(true);
  });
});

describe('the renewal (doc 2 §7: order get prefills step 1, setNotification tells the team)', () => {
  const RENEWED: RenewedPlan = { orderId: 41, mealType: [1, 3, 5], diet: 30, mealPlan: 5, deliverySlot: 11, cutlery: true };
  const restarted = (build: 'new' | 'renew', previous: Partial<WizardDraft['planParams']> = {}): WizardDraft => ({
    planParams: { mealType: [2, 4], diet: 31, mealPlan: 6, deliverySlot: 12, ...previous, step: 1, build, date: null },
    mealPlan: {},
  });

  it("reads the renewed plan's choices from order get's plan params: top-level meal types only, the slot, cutlery", () => {
    const params = { id: 41, mealType: [1, 3, 5, 7], diet: 30, mealPlan: 5, slot_id: 11, deliverySlot: 11, cutlery: 1 as const };
    expect(renewedPlanOf(params, new Set([1, 2, 3, 4, 5]))).toEqual(RENEWED);
    expect(renewedPlanOf({ mealType: [1] }, new Set([1]))).toBeNull();
    expect(renewedPlanOf(null, new Set([1]))).toBeNull();
  });

  it('fills step 1 of a renewal once from the plan it renews; a new build, a later step or a filled draft keeps its own', () => {
    const params = restarted('renew').planParams;
    expect(renewalPrefill(params, RENEWED)).toEqual({
      id: 41,
      mealType: [1, 3, 5],
      diet: 30,
      mealPlan: 5,
      deliverySlot: 11,
      cutlery: true,
      date: null,
    });
    expect(renewalPrefill(restarted('new').planParams, RENEWED)).toBeNull();
    expect(renewalPrefill({ ...params, step: 2 }, RENEWED)).toBeNull();
    expect(renewalPrefill({ ...params, id: 41 }, RENEWED)).toBeNull();
    expect(renewalPrefill({ ...params, id: 17 }, RENEWED)).not.toBeNull();
    expect(renewalPrefill(params, null)).toBeNull();
  });

  it('says what the renewal keeps and changes', () => {
    expect(renewalChanges(RENEWED, { mealType: [3, 1, 5], diet: 32, mealPlan: 5, deliverySlot: 11, cutlery: false })).toBe(
      [
        'Renewal of meal plan #41 in the plan wizard',
        'Meal types: 1, 3, 5 (unchanged)',
        'Diet: #30 -> #32',
        'Plan (duration): #5 (unchanged)',
        'Delivery slot: #11 (unchanged)',
        'Cutlery: Yes -> No',
      ].join('\n'),
    );
  });

  function renewalEnv(draft: WizardDraft) {
    const notices: string[] = [];
    let reads = 0;
    const { env } = testEnv({
      serverDraft: () => Promise.resolve(draft),
      renewedPlan: () => {
        reads += 1;
        return Promise.resolve(RENEWED);
      },
      notifyTeam: (changes) => Promise.resolve(void notices.push(changes)),
    });
    return { env, notices, reads: () => reads };
  }

  it('starts a renewal from the plan it renews, keeps the changes made after, and notifies the team when step 1 is saved', async () => {
    const { env, notices, reads } = renewalEnv(restarted('renew'));
    const store = new WizardStore(env);
    await store.start();
    expect(store.loaded).toBe(true);
    expect(store.planParams).toMatchObject({
      build: 'renew',
      step: 1,
      id: 41,
      mealType: [1, 3, 5],
      diet: 30,
      mealPlan: 5,
      deliverySlot: 11,
      cutlery: true,
    });
    store.updatePlanParams({ mealType: [1, 3], date: SUNDAY });
    await persisted(store);
    store.stop();

    // Back later (a reload): the customer's change stays, the plan is not applied again.
    const again = new WizardStore(env);
    await again.start();
    expect(again.planParams.mealType).toEqual([1, 3]);
    await again.saveStep1();
    expect(again.step).toBe(2);
    expect(notices).toEqual([renewalChanges(RENEWED, again.planParams)]);
    expect(notices[0]).toContain('Meal types: 1, 3, 5 -> 1, 3');
    expect(reads()).toBe(2);
    again.stop();
  });

  it('leaves a new build alone: no plan read, no notice', async () => {
    const { env, notices, reads } = renewalEnv(restarted('new'));
    const store = new WizardStore(env);
    await store.start();
    expect(store.planParams).toMatchObject({ build: 'new', mealType: [2, 4], diet: 31 });
    store.updatePlanParams({ mealType: [1, 3], mealPlan: 5, diet: 30, date: SUNDAY, deliverySlot: 11 });
    await store.saveStep1();
    expect(reads()).toBe(0);
    expect(notices).toEqual([]);
    store.stop();
  });

  it('still opens the renewal when the plan cannot be read, and a failed notice does not stop step 1', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { env } = testEnv({
      serverDraft: () => Promise.resolve(restarted('renew')),
      renewedPlan: () => Promise.reject(new Error('getErr')),
    });
    const store = new WizardStore(env);
    await store.start();
    expect(store.loaded).toBe(true);
    expect(store.planParams).toMatchObject({ build: 'renew', mealType: [2, 4], diet: 31 });
    store.stop();

    const failing = renewalEnv(restarted('renew'));
    const next = new WizardStore({ ...failing.env, notifyTeam: () => Promise.reject(new Error('setNotificationErr')) });
    await next.start();
    next.updatePlanParams({ date: SUNDAY });
    await next.saveStep1();
    expect(next.step).toBe(2);
    expect(error).toHaveBeenCalled();
    next.stop();
    error.mockRestore();
  });
});
