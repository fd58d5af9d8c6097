import { webcrypto } from 'node:crypto';
import type { PlanParams } from '@mealplan/shared/protocol';
import { OfflineMenuStore, type OfflineStorage } from '@mealplan/shared/offline';
import { fakeCallClient, TEST_MEAL_TYPE, testDish, testMealTypes } from '@mealplan/shared/stores/testing';
import { parseIsoDate } from '@mealplan/shared/time';
import { keepOfflineCopy, offlineDays } from '../src/features/modify/offlineCopy';
import { ModifyStore } from '../src/features/modify/modifyStore';

const day = (iso: string): number => parseIsoDate(iso)!;
// Friday 27 November 2026, 10:00 in Dubai.
const NOW = day('2026-11-27') + 10 * 3600;
const { BREAKFAST, LUNCH, LUNCH_SIDE } = TEST_MEAL_TYPE;
const mealTypes = testMealTypes;
const dish = (id: number, title_ar?: string) => testDish(id, { ...(title_ar ? { title_ar } : {}), type: [BREAKFAST, LUNCH, LUNCH_SIDE] });
const dishes = [dish(1, 'طبق ١'), dish(2), dish(30)];
const params = {
  id: 41,
  mealType: [BREAKFAST, LUNCH, LUNCH_SIDE],
  mealPlan: 5,
  diet: 2,
  dietIds: [2],
  date: day('2026-11-26'),
  end_date: day('2026-12-01'),
  deliverySlot: 7,
  slot_id: 7,
  cutlery: 0,
  exclude_week_day: [],
  days_count: 5,
  payed: true,
  modified: false,
} as unknown as PlanParams;
const mealPlan = {
  [String(day('2026-11-26'))]: { [BREAKFAST]: 2, [LUNCH]: 2 },
  [String(day('2026-11-27'))]: { [BREAKFAST]: 1, [LUNCH]: 2, [LUNCH_SIDE]: { 1: 30 } },
  [String(day('2026-11-28'))]: { [LUNCH]: 1 },
};

function makeStore() {
  const { client } = fakeCallClient({
    'order get': { planParams: params, mealPlan },
    'order getCustomDays': { mealPlan: {}, planParams: null },
    'order getDietProducts': { products: [1, 2, 30] },
    'profile getForDashboard:getPause': { isPause: false, startDate: null, endDate: null, pauseList: [] },
  });
  const full = Object.assign(client, { subscribe: () => () => undefined, onConnect: () => () => undefined });
  return new ModifyStore({
    client: full as never,
    catalog: () => ({ dishes, mealTypes, diets: [], ingredients: [], slots: [] }),
    prefs: () => ({ allergies: [], dislikes: [] }) as never,
    profile: () => ({ body: { weightGrams: null, heightCm: null, birthday: null, gender: null }, activity: null }),
    renewal: () => ({ canRenew: false, alreadyRenewed: false }),
    userId: () => 12,
    now: () => NOW,
  });
}

function memoryStorage(): OfflineStorage {
  const entries = new Map<string, unknown>();
  return {
    get: async (key) => entries.get(key),
    set: async (key, value) => void entries.set(key, value),
    del: async (key) => void entries.delete(key),
  };
}

// jsdom has no Web Crypto digest; the browser (a secure page) and Node have the same one.
beforeAll(() => {
  if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
});

/** The store's keep calls, to wait for what they write. */
function watchedCopies() {
  const copies = new OfflineMenuStore(memoryStorage());
  const writes: Promise<void>[] = [];
  const keep = copies.keep.bind(copies);
  copies.keep = (...args) => {
    const write = keep(...args);
    writes.push(write);
    return write;
  };
  return { copies, written: () => Promise.all(writes) };
}

describe('the offline copy of /modify', () => {
  it('holds the days from today on, meal by meal in the plan order, the sides after their main dish, with calories', async () => {
    const store = makeStore();
    await store.load();
    expect(offlineDays(store, NOW)).toEqual([
      {
        day: day('2026-11-27'),
        meals: [
          { mealType: { title: 'Breakfast' }, dishes: [{ title: 'Dish 1', title_ar: 'طبق ١', kcal: 100 }] },
          {
            mealType: { title: 'Lunch' },
            dishes: [
              { title: 'Dish 2', kcal: 200 },
              { title: 'Dish 30', kcal: 3000 },
            ],
          },
        ],
      },
      { day: day('2026-11-28'), meals: [{ mealType: { title: 'Lunch' }, dishes: [{ title: 'Dish 1', title_ar: 'طبق ١', kcal: 100 }] }] },
    ]);
  });

  it('is kept for the session once the plan is shown, and not without a session', async () => {
    const { copies, written } = watchedCopies();
    let token: string | null = null;
    const signedOut = makeStore();
    const stop = keepOfflineCopy(
      signedOut,
      copies,
      () => token,
      () => NOW,
    );
    await signedOut.load();
    await written();
    expect(await copies.read('token-a', NOW)).toBeNull();
    stop();

    token = 'token-a';
    const store = makeStore();
    const stopKeeping = keepOfflineCopy(
      store,
      copies,
      () => token,
      () => NOW,
    );
    expect(await copies.read('token-a', NOW)).toBeNull();
    await store.load();
    await written();
    expect((await copies.read('token-a', NOW))?.days.map((entry) => entry.day)).toEqual([day('2026-11-27'), day('2026-11-28')]);
    expect(await copies.read('token-b', NOW)).toBeNull();
    stopKeeping();
  });
});
