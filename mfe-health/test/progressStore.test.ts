import { addDays, today } from '@mealplan/shared/time';
import { fakeCallClient } from '@mealplan/shared/stores/testing';
import { ProgressStore } from '../src/features/progress/progressStore';

/** 2026-11-20 10:00 Dubai. */
const NOW = Date.UTC(2026, 10, 20, 6, 0) / 1000;
const TODAY = today(NOW);

/** A progress server in memory: get answers what is stored, set stores the entries it is given. */
function fakeClient(progress: { weight: Record<string, number>; waist: Record<string, number>; calories: Record<string, number> }, fail = false) {
  let stored = progress;
  const { client, calls } = fakeCallClient(({ key, data }) => {
    if (fail) throw new Error('setErr');
    if (key === 'get') return { progress: stored, registered: addDays(TODAY, -30), nextDelivery: null, planCalories: {}, calorieTarget: null };
    if (key === 'set') {
      const entries = (data as { progress: Array<Record<string, number>> }).progress;
      const next = { weight: { ...stored.weight }, waist: { ...stored.waist }, calories: { ...stored.calories } };
      for (const entry of entries) {
        for (const name of ['weight', 'waist', 'calories'] as const) if (entry[name] !== undefined) next[name][String(entry.date)] = entry[name];
      }
      stored = next;
      return { progress: stored };
    }
    return { stats: [] };
  });
  return { client, sent: calls };
}

describe('ProgressStore', () => {
  it('opens the missing-days modal when a series is over 24 hours behind', async () => {
    const { client } = fakeClient({ weight: { [addDays(TODAY, -3)]: 72_000 }, waist: {}, calories: {} });
    const store = new ProgressStore(client, () => NOW);
    await store.load();
    expect(store.calls.status).toBe('ready');
    expect(store.missingDaysOpen).toBe(true);
    expect(store.behind).toEqual(['weight']);
    expect(store.firstMissingDay).toBe(addDays(TODAY, -2));
  });

  it('stays closed when yesterday was entered', async () => {
    const { client } = fakeClient({ weight: { [addDays(TODAY, -1)]: 72_000 }, waist: {}, calories: {} });
    const store = new ProgressStore(client, () => NOW);
    await store.load();
    expect(store.missingDaysOpen).toBe(false);
  });

  it("'Copy last record' sends the last value for every missing day and closes the modal with the merged history", async () => {
    const { client, sent } = fakeClient({ weight: { [addDays(TODAY, -3)]: 72_000 }, waist: {}, calories: {} });
    const store = new ProgressStore(client, () => NOW);
    await store.load();
    expect(await store.copyLastRecord()).toBe(true);
    const set = sent.find((call) => call.key === 'set');
    expect(set?.data).toEqual({
      progress: [
        { date: addDays(TODAY, -2), weight: 72_000 },
        { date: addDays(TODAY, -1), weight: 72_000 },
        { date: TODAY, weight: 72_000 },
      ],
    });
    expect(store.missingDaysOpen).toBe(false);
    expect(Object.keys(store.progress.weight)).toHaveLength(4);
    expect(store.behind).toEqual([]);
  });

  it('a save closes the entry modal; a failed one is only logged and keeps it open', async () => {
    const { client } = fakeClient({ weight: {}, waist: {}, calories: {} });
    const store = new ProgressStore(client, () => NOW);
    await store.load();
    store.openEntry();
    expect(store.entryDay).toBe(TODAY);
    await store.save([{ date: TODAY, weight: 70_000, calories: 1500 }]);
    expect(store.entryDay).toBeNull();
    expect(store.progress.calories).toEqual({ [TODAY]: 1500 });

    const failing = new ProgressStore(fakeClient({ weight: {}, waist: {}, calories: {} }, true).client, () => NOW);
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await failing.load();
    expect(failing.calls.status).toBe('failed');
    failing.openEntry();
    expect(await failing.save([{ date: TODAY, weight: 70_000 }])).toBe(false);
    expect(failing.entryDay).toBe(TODAY);
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('switches each chart range on its own and keeps the calendar year between registration and now', async () => {
    const { client } = fakeClient({ weight: {}, waist: {}, calories: {} });
    const store = new ProgressStore(client, () => NOW);
    await store.load();
    store.setRange('weight', 'year');
    expect(store.ranges).toEqual({ calories: 'month', weight: 'year', waist: 'month' });
    store.setCalendarYear(2020);
    expect(store.calendarYear).toBe(2026);
  });
});
