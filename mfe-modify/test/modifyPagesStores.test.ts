// /modify/summary and /modify/address stores against a fake client: what they load and send, the days' status from
// the shared rule, the address checks of doc 2 §5.9 on the delivered-to address only, and the refusals.
import { ADDRESS_OUTSIDE_SLOT_MESSAGE } from '@mealplan/shared/domain';
import { RequestError } from '@mealplan/shared/session';
import { fakeCallClient } from '@mealplan/shared/stores/testing';
import { addDays, parseIsoDate } from '@mealplan/shared/time';
import { ModifyAddressStore, type ModifyAddressValues } from '../src/features/modify-address/modifyAddressStore';
import { ModifySummaryStore } from '../src/features/modify-summary/modifySummaryStore';

const TODAY = parseIsoDate('2026-03-02')!;
const NOW = TODAY + 10 * 3600;
const day = (offset: number) => addDays(TODAY, offset);

describe('ModifySummaryStore', () => {
  const mealPlan = Object.fromEntries([-1, 1, 4, 6, 7].map((offset) => [day(offset), { 1: 10, 3: 30 }]));
  const planParams = {
    id: 41,
    diet: 2,
    mealPlan: 3,
    mealType: [1, 3],
    date: day(-1),
    end_date: day(7),
    cutlery: 1 as const,
    exclude_week_day: [5],
    skipped: { [day(2)]: day(7) },
    payed: true,
  };

  it('loads the order and the pause; each day gets its status and whether it may be skipped', async () => {
    const { client, calls } = fakeCallClient({
      'order get': { mealPlan, planParams },
      'profile getForDashboard:getPause': { isPause: false, startDate: day(6), endDate: day(9), pauseList: [] },
    });
    const store = new ModifySummaryStore(client, () => NOW);
    await store.load();
    expect(calls.map((call) => call.data)).toEqual([{ orderType: 'active' }, { subtype: 'getPause' }]);
    expect(store.hasPlan).toBe(true);
    expect(store.daysLeft).toBe(7);
    expect(store.renewable).toBe(false);
    expect(store.paused).toBe(false);
    expect(store.pause).toEqual({ startDate: day(6), endDate: day(9) });
    expect(store.skipped).toEqual([{ day: day(2), newDay: day(7) }]);
    expect(store.summaryDays.map(({ status, skippable }) => [status, skippable])).toEqual([
      ['delivered', false],
      ['past', false],
      ['filled', true],
      ['paused', false],
      ['paused', false],
    ]);
    expect(store.skipPlan).toEqual({ days: [-1, 1, 4, 6, 7].map(day), excludeWeekDays: [5] });
  });

  it('offers renewal within the last 5 days and shows an unpaid order as awaiting payment', async () => {
    const { client } = fakeCallClient({
      'order get': { mealPlan, planParams: { ...planParams, end_date: day(5), payed: false } },
      'profile getForDashboard:getPause': { isPause: false, startDate: null, endDate: null, pauseList: [] },
    });
    const store = new ModifySummaryStore(client, () => NOW);
    await store.load();
    expect(store.renewable).toBe(true);
    expect(store.paid).toBe(false);
    expect(store.pause).toBeNull();
  });

  it('shows the plan without the pause line when getPause is refused, and no plan when there is none', async () => {
    const { client } = fakeCallClient({
      'order get': { mealPlan: {}, planParams: null },
      'profile getForDashboard:getPause': () => {
        throw new RequestError('Unknown call', 'getForDashboardErr');
      },
    });
    const store = new ModifySummaryStore(client, () => NOW);
    await store.load();
    expect(store.error).toBeNull();
    expect(store.hasPlan).toBe(false);
  });

  it('keeps the refusal of order get for the retry', async () => {
    const { client } = fakeCallClient({
      'order get': () => {
        throw new RequestError('Not connected to the server.', 'disconnected');
      },
      'profile getForDashboard:getPause': { isPause: false, startDate: null, endDate: null, pauseList: [] },
    });
    const store = new ModifySummaryStore(client, () => NOW);
    await store.load();
    expect(store.loading).toBe(false);
    expect(store.error).toEqual({ message: 'Not connected to the server.', messageId: 'kit.refusal.disconnected' });
  });
});

describe('ModifyAddressStore', () => {
  const home = { street: 'Al Wasl Road 12', apartments: 'Villa 4', emirate: 1, area: 7, landmark: 'Near the park', default: true };
  const references = {
    ensure: () => Promise.resolve(),
    get: (name: string) =>
      (
        ({
          allEmirates: [{ id: 1, name: 'Dubai' }],
          areasListFull: [
            { id: 7, name: 'Jumeirah', emirate_id: 1 },
            { id: 8, name: 'Al Nahda', emirate_id: 2 },
          ],
          slotsList: [
            { id: 11, name: 'early', display_name: '5:00 AM - 8:00 AM', emirate_id: 1 },
            { id: 31, name: 'early', display_name: '5:30 AM - 8:30 AM', emirate_id: 2 },
          ],
        }) as Record<string, unknown>
      )[name],
  } as never;

  function storeWith(answers: Record<string, unknown>, user: Record<string, unknown> = { homeAddress: home, workAddress: null }) {
    const fake = fakeCallClient(answers);
    const updates: unknown[] = [];
    const session = { user, setUser: (update: unknown) => updates.push(update) } as never;
    return { store: new ModifyAddressStore(fake.client, session, references), calls: fake.calls, updates };
  }

  it('starts from the addresses on file, delivering to the default one', () => {
    const { store } = storeWith({});
    expect(store.initialValues).toEqual({
      home: { street: 'Al Wasl Road 12', apts: 'Villa 4', emirate: '1', area: '7', landmark: 'Near the park', locationlink: '' },
      work: { street: '', apts: '', emirate: '', area: '', landmark: '', locationlink: '' },
      deliverTo: 'home',
    });
    expect(store.areasOf('1').map((area) => area.name)).toEqual(['Jumeirah']);
    expect(store.areasOf('')).toEqual([]);
  });

  it('checks the delivered-to address in the §5.9 order, and an empty other address not at all', () => {
    const { store } = storeWith({});
    const values: ModifyAddressValues = { ...store.initialValues, deliverTo: 'work' };
    const check = store.validate(values);
    expect(check.valid).toBe(false);
    expect(Object.keys(check.errors)).toEqual(['work.street', 'work.apts', 'work.emirate', 'work.area']);
    expect(store.validate(store.initialValues).valid).toBe(true);
    const halfWork = { ...store.initialValues, work: { ...store.initialValues.work, street: 'Sheikh Zayed Road' } };
    expect(Object.keys(store.validate(halfWork).errors)).toEqual(['work.apts', 'work.emirate', 'work.area']);
  });

  it('saves both addresses with the default flags and keeps them in the session', async () => {
    const { store, calls, updates } = storeWith({ 'profile getForDashboard:saveAddressInfo': { message: 'Address saved.' } });
    const values: ModifyAddressValues = {
      ...store.initialValues,
      work: { street: 'Sheikh Zayed Road', apts: 'Office 9', emirate: '1', area: '7', landmark: '', locationlink: '' },
      deliverTo: 'work',
    };
    await expect(store.save(values)).resolves.toBe('Address saved.');
    expect(calls[0]!.data).toEqual({
      subtype: 'saveAddressInfo',
      street: 'Al Wasl Road 12',
      apts: 'Villa 4',
      emirate: 1,
      area: 7,
      landmark: 'Near the park',
      locationlink: '',
      work_street: 'Sheikh Zayed Road',
      work_apts: 'Office 9',
      work_emirate: 1,
      work_area: 7,
      work_landmark: '',
      work_locationlink: '',
      default_home: 0,
      default_work: 1,
    });
    expect(updates).toHaveLength(1);
    expect(store.saving).toBe(false);
  });

  it('passes the refusal on for the form to show', async () => {
    const refusal = new RequestError('Please enter street', 'getForDashboardErr', undefined, { street: 'Please enter street' });
    const { store, updates } = storeWith({
      'profile getForDashboard:saveAddressInfo': () => {
        throw refusal;
      },
    });
    await expect(store.save(store.initialValues)).rejects.toBe(refusal);
    expect(updates).toEqual([]);
    expect(store.saving).toBe(false);
  });

  it("refuses a delivered-to address outside the emirate of the plan's delivery time, on its emirate (issue 37 item 8)", async () => {
    const { store, calls } = storeWith({ 'order get': { mealPlan: {}, planParams: { id: 41, deliverySlot: 11 } } });
    const elsewhere = { street: 'Al Nahda Street', apts: 'Flat 3', emirate: '2', area: '8', landmark: '', locationlink: '' };
    // Before the plan's time is known, only the server checks.
    expect(store.validate({ ...store.initialValues, home: elsewhere }).valid).toBe(true);
    await store.loadPlanSlot();
    expect(calls.map((call) => `${call.channel} ${call.key}`)).toEqual(['order get']);
    expect(store.planSlotEmirate).toBe(1);
    const check = store.validate({ ...store.initialValues, home: elsewhere });
    expect(check).toEqual({ valid: false, message: ADDRESS_OUTSIDE_SLOT_MESSAGE, errors: { 'home.emirate': ADDRESS_OUTSIDE_SLOT_MESSAGE } });
    expect(store.validate({ ...store.initialValues, work: elsewhere, deliverTo: 'work' }).errors).toEqual({
      'work.emirate': ADDRESS_OUTSIDE_SLOT_MESSAGE,
    });
    // The address not delivered to may be elsewhere; the delivered-to one in the plan's emirate passes.
    expect(store.validate({ ...store.initialValues, work: elsewhere }).valid).toBe(true);
  });

  it('compares nothing without a plan (order get refused)', async () => {
    const { store } = storeWith({
      'order get': () => {
        throw new RequestError('You have no plan.', 'getErr');
      },
    });
    await store.loadPlanSlot();
    expect(store.planSlotEmirate).toBeNull();
    const elsewhere = { street: 'Al Nahda Street', apts: 'Flat 3', emirate: '2', area: '8', landmark: '', locationlink: '' };
    expect(store.validate({ ...store.initialValues, home: elsewhere }).valid).toBe(true);
  });
});
