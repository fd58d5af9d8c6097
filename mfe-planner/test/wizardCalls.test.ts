/** @jest-environment node */
// The stores that make the wizard's calls, each given a fake client: the customer's preferences (read once per
// visit), a profile step's save (the reply's user goes into the session), and the summary's voucher and order.
import { PreferencesStore } from '../src/common/wizard/preferences';
import { ProfileStepStore } from '../src/common/wizard/profileStepStore';
import { SummaryStore } from '../src/features/summary/summaryStore';
import { fakeCallClient } from '@mealplan/shared/stores/testing';

const PREFS = { preferences: 'No onions', notes: '', allergies: [4], dislikes: [5], dishlikes: [], dishdislikes: [9], eliminate_groups: [14] };

describe('the customer’s preferences of one visit', () => {
  it('reads them once, however often asked, and gives the rules their shape', async () => {
    const { client, calls } = fakeCallClient({ 'profile getForDashboard:getPrefs': PREFS });
    const store = new PreferencesStore(client);
    await Promise.all([store.load(), store.load()]);
    expect(calls).toEqual([{ channel: 'profile', key: 'getForDashboard:getPrefs', data: { subtype: 'getPrefs' } }]);
    expect(store.loaded).toBe(true);
    expect(store.rules).toEqual({ allergies: [4], dislikes: [5], dishLikes: [], dishDislikes: [9], eliminateGroups: [14] });
  });

  it('counts as loaded, and empty, when the read fails', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = new PreferencesStore(fakeCallClient().client);
    await store.load();
    expect(store.loaded).toBe(true);
    expect(store.current.allergies).toEqual([]);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});

describe('a profile step’s save', () => {
  it('sends profile set and puts the reply’s user into the session', async () => {
    const user = { user_id: 7, email: 'a@example.com' };
    const { client, calls } = fakeCallClient({ 'profile set': { message: 'Saved', user } });
    const session = { setUser: jest.fn() };
    const payload = { scenario: 'preferences' as const, preferences: 'x', allergies: [], dislikes: [] };
    await new ProfileStepStore(client, session).save(payload);
    expect(calls).toEqual([{ channel: 'profile', key: 'set', data: payload }]);
    expect(session.setUser).toHaveBeenCalledWith(user);
  });

  it('leaves the session alone when the save is refused', async () => {
    const session = { setUser: jest.fn() };
    const save = new ProfileStepStore(fakeCallClient().client, session).save({
      scenario: 'preferences',
      preferences: '',
      allergies: [],
      dislikes: [],
    });
    await expect(save).rejects.toThrow();
    expect(session.setUser).not.toHaveBeenCalled();
  });
});

describe('the summary’s calls', () => {
  it('checks a voucher by its code', async () => {
    const found = { voucher_id: 3, type: 'percent', value: 10 };
    const { client, calls } = fakeCallClient({ 'order checkVoucher': found });
    await expect(new SummaryStore(client).checkVoucher('SAVE10')).resolves.toEqual(found);
    expect(calls).toEqual([{ channel: 'order', key: 'checkVoucher', data: { code: 'SAVE10' } }]);
  });
});
