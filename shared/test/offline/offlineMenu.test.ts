import { addDays, today } from '../../src/time';
import { OFFLINE_DAYS, OfflineMenuStore, tokenOwner, upcomingDays, type OfflineDay, type OfflineStorage } from '../../src/offline';

/** An in-memory key-value store with IndexedDB's asynchronous shape; values are copied as IndexedDB clones them. */
function memoryStorage(): OfflineStorage & { entries: Map<string, unknown> } {
  const entries = new Map<string, unknown>();
  return {
    entries,
    get: async (key) => structuredClone(entries.get(key)),
    set: async (key, value) => void entries.set(key, structuredClone(value)),
    del: async (key) => void entries.delete(key),
  };
}

const NOW = Date.UTC(2026, 10, 27, 9, 0, 0) / 1000;
const TODAY = today(NOW);
const dayOf = (offset: number, dish = `Dish ${offset}`): OfflineDay => ({
  day: addDays(TODAY, offset),
  meals: [{ mealType: { title: 'Breakfast', title_ar: 'الإفطار' }, dishes: [{ title: dish, title_ar: `طبق ${offset}`, kcal: 320 }] }],
});

describe('the offline copy of the upcoming menu', () => {
  it('keeps today and the next days only, in date order', async () => {
    const storage = memoryStorage();
    const store = new OfflineMenuStore(storage);
    const days = [dayOf(3), dayOf(-1), dayOf(0), dayOf(1), dayOf(OFFLINE_DAYS), dayOf(OFFLINE_DAYS - 1)];
    await store.keep('token-a', days, NOW);
    const copy = await store.read('token-a', NOW);
    expect(copy?.savedAt).toBe(NOW);
    expect(copy?.days.map((entry) => entry.day)).toEqual([0, 1, 3, OFFLINE_DAYS - 1].map((offset) => addDays(TODAY, offset)));
    expect(copy?.days[0]?.meals[0]?.dishes[0]).toEqual({ title: 'Dish 0', title_ar: 'طبق 0', kcal: 320 });
  });

  it('drops the days that have passed when it is read later', async () => {
    const store = new OfflineMenuStore(memoryStorage());
    await store.keep('token-a', [dayOf(0), dayOf(1), dayOf(2)], NOW);
    const twoDaysLater = addDays(TODAY, 2) + 3600;
    expect((await store.read('token-a', twoDaysLater))?.days.map((entry) => entry.day)).toEqual([addDays(TODAY, 2)]);
  });

  it('never shows a copy to another session than the one that kept it, and stores no token', async () => {
    const storage = memoryStorage();
    const store = new OfflineMenuStore(storage);
    await store.keep('token-a', [dayOf(0)], NOW);
    expect(await store.read('token-b', NOW)).toBeNull();
    expect(await store.read(null, NOW)).toBeNull();
    expect(JSON.stringify([...storage.entries.values()])).not.toContain('token-a');
    expect((await store.read('token-a', NOW))?.owner).toBe(await tokenOwner('token-a'));
  });

  it('a newer copy replaces the earlier one, whoever kept it', async () => {
    const store = new OfflineMenuStore(memoryStorage());
    await store.keep('token-a', [dayOf(0, 'Old')], NOW);
    await store.keep('token-b', [dayOf(0, 'New')], NOW);
    expect(await store.read('token-a', NOW)).toBeNull();
    expect((await store.read('token-b', NOW))?.days[0]?.meals[0]?.dishes[0]?.title).toBe('New');
  });

  it('is cleared on sign-out', async () => {
    const storage = memoryStorage();
    const store = new OfflineMenuStore(storage);
    await store.keep('token-a', [dayOf(0)], NOW);
    await store.clear();
    expect(storage.entries.size).toBe(0);
    expect(await store.read('token-a', NOW)).toBeNull();
  });

  it('ignores a stored value that is not a copy', async () => {
    const storage = memoryStorage();
    await storage.set('menu', { days: 'nonsense' });
    expect(await new OfflineMenuStore(storage).read('token-a', NOW)).toBeNull();
  });

  it('upcomingDays holds at most a week', () => {
    const many = Array.from({ length: 20 }, (_, offset) => dayOf(offset));
    expect(upcomingDays(many, NOW)).toHaveLength(OFFLINE_DAYS);
  });
});
