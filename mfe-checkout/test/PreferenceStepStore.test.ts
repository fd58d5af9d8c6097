/** @jest-environment node */
// Step 1 'Preference': the customer's allergies, dislikes and eliminated groups, read with getPrefs and saved with
// profile set 'preferences' (the likes and notes sent back as they were).
import { fakeCallClient } from '@mealplan/shared/stores/testing';
import { PreferenceStepStore } from '../src/features/preferences/PreferenceStepStore';

const PREFS = {
  preferences: 'More fish',
  notes: 'Ring twice',
  allergies: [4],
  dislikes: [5],
  dishlikes: [],
  dishdislikes: [9],
  eliminate_groups: [14],
};

function step1(answers: Record<string, unknown> = {}) {
  const { client, calls } = fakeCallClient({
    'profile getForDashboard:getPrefs': PREFS,
    'profile set': { message: 'Your preferences are saved.', user: { user_id: 7 } },
    ...answers,
  });
  const session = { setUser: jest.fn() };
  return { store: new PreferenceStepStore(client, session), calls, session };
}

describe('step 1 preferences', () => {
  it("reads the customer's saved preferences", async () => {
    const { store } = step1();
    await store.load();
    expect(store.loaded).toBe(true);
    expect([store.allergies, store.dislikes, store.eliminateGroups]).toEqual([[4], [5], [14]]);
  });

  it('saves the three lists with profile set, sending the likes and notes back unchanged', async () => {
    const { store, calls, session } = step1();
    await store.load();
    store.setAllergies([4, 6]);
    store.setDislikes([]);
    store.setEliminateGroups([14, 2]);
    await store.save();
    expect(calls.at(-1)).toEqual({
      channel: 'profile',
      key: 'set',
      data: { scenario: 'preferences', preferences: 'More fish', notes: 'Ring twice', allergies: [4, 6], dislikes: [], eliminate_groups: [14, 2] },
    });
    expect(session.setUser).toHaveBeenCalledWith({ user_id: 7 });
    expect(store.saving).toBe(false);
  });

  it('leaves the notes out when the customer has none', async () => {
    const { store, calls } = step1({ 'profile getForDashboard:getPrefs': { ...PREFS, notes: undefined } });
    await store.load();
    await store.save();
    expect(calls.at(-1)?.data).not.toHaveProperty('notes');
  });

  it('reports a failed read, so the page offers to try again', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store } = step1({ 'profile getForDashboard:getPrefs': () => Promise.reject(new Error('offline')) });
    await store.load();
    expect(store.loadFailed).toBe(true);
    expect(store.loaded).toBe(false);
    error.mockRestore();
  });

  it('rejects with the refusal of the server', async () => {
    const refusal = () => {
      throw new Error('Please choose allergies and dislikes from the list.');
    };
    const { store } = step1({ 'profile set': refusal });
    await store.load();
    await expect(store.save()).rejects.toThrow('Please choose allergies and dislikes from the list.');
    expect(store.saving).toBe(false);
  });
});
