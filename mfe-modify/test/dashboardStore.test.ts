// The dashboard's store (spec 3 §2 Dashboard, §4 Renewal banner, §7 Channel profile, §8): each part loads on its own
// call and fails alone, the meals follow the plan's order id, inline edits save with saveProfData, each settings save
// answers the server's message (then notifies the team, §7 setNotification), and a refusal keeps the server's message.
import { autorun, isObservable } from 'mobx';
import { RemainingDeliveries, RequestError, visitKey } from '@mealplan/shared/session';
import { fakeCallClient, type AskedCall } from '@mealplan/shared/stores/testing';
import { addDays, dayFromParts } from '@mealplan/shared/time';
import { DashboardStore } from '../src/features/dashboard/dashboardStore';

const TODAY = dayFromParts(2026, 11, 27)!;
const NOW = TODAY + 10 * 3600;
const now = () => NOW;

const settings = {
  phone: '+971501234567',
  birthday: dayFromParts(1990, 5, 4),
  email: 'demo@example.com',
  company: 'Acme',
  medical: [2],
  homeAddress: { street: 'Palm St', apartments: '12', emirate: 1, area: 3, landmark: 'Mall' },
  workAddress: null,
  publicAddress: null,
  default_home: true,
  default_work: false,
  default_public: false,
};
const prefs = { dishlikes: [1], dishdislikes: [2], dislikes: [5], allergies: [9], eliminate_groups: [14] };
const dishes = [
  {
    dish_id: 101,
    mealType_id: 1,
    title: 'Oats',
    title_ar: 'شوفان',
    image: '/img/101.jpg',
    calories: 350_000,
    protein: 12_000,
    carb: 50_000,
    fat: 8_000,
  },
  {
    dish_id: 103,
    mealType_id: 3,
    title: 'Chicken',
    title_ar: 'دجاج',
    image: '/img/103.jpg',
    calories: 550_000,
    protein: 40_000,
    carb: 45_000,
    fat: 15_000,
  },
];

function answers(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    'profile getForDashboard:get': { planParams: { id: 44 } },
    'profile getForDashboard:getCheckout': { checkoutId: null },
    'profile getForDashboard:getPause': { isPause: false, startDate: null, endDate: null, pauseList: [] },
    'profile getForDashboard:getManagers': {
      manager_name: 'Sara',
      manager_gender: 'female',
      nutritionist_name: 'Omar',
      nutritionist_gender: 'male',
      delivery_partner: { name: 'FastBag', helpline: '800 123' },
      phones: ['+971 4 000 0000'],
      whatsapp: '+971 50 000 0000',
    },
    'profile getForDashboard:getWeightStats': { stats: [{ year: 2026, month: 11, day: 20, weight: 80_500 }] },
    'profile getForDashboard:getSmsInfo': { sms: false },
    'profile getForDashboard:getMainSettingsInfo': settings,
    'profile getForDashboard:getPrefs': prefs,
    'profile getForDashboard:getMealplan': { date: TODAY, dishes },
    'profile getForDashboard:setNotification': {},
    'order remainingDeliveries': { count: 3, days: [addDays(TODAY, 2), TODAY, addDays(TODAY, 1)] },
    ...overrides,
  };
}

const session = (user: Record<string, unknown> = {}, hasPlan = true) => ({
  hasPlan,
  user: {
    weight: 82_000,
    height: 180,
    birthday: dayFromParts(1990, 5, 4),
    start_weight: 90_000,
    goal_weight: 75_000,
    planEndDate: addDays(TODAY, 20),
    alreadyRenewed: false,
    ...user,
  },
});

const refuse = (message: string, messageId?: string) => {
  throw new RequestError(message, 'getForDashboardErr', undefined, {}, messageId ? { messageId } : {});
};

const keys = (calls: AskedCall[]) => calls.map((call) => call.key);

describe('DashboardStore plan card and renewal (issue 39)', () => {
  const firstPurchase = {
    id: 44,
    diet: 2,
    days_count: 20,
    exclude_week_day: [6, 5],
    date: addDays(TODAY, 3),
    end_date: addDays(TODAY, 30),
    payed: true,
  };

  it('after a first purchase names the plan, its start and its first delivery, with the deliveries left', async () => {
    const { client } = fakeCallClient(
      answers({
        'profile getForDashboard:get': { planParams: firstPurchase },
        'order remainingDeliveries': { count: 20, days: [addDays(TODAY, 4), addDays(TODAY, 3)] },
      }),
    );
    const store = new DashboardStore(client, session({ renewPlan: false, canBeRenewed: true, planEndDate: addDays(TODAY, 30) }), now);
    await store.load();
    expect(store.planSummary).toEqual({
      dietId: 2,
      daysCount: 20,
      excludedWeekdays: [5, 6],
      start: addDays(TODAY, 3),
      end: addDays(TODAY, 30),
      upcoming: true,
      nextDelivery: addDays(TODAY, 3),
      deliveriesLeft: 20,
      paid: true,
    });
  });

  it('has no plan card without a plan, and a plan card without the deliveries when they could not be read', async () => {
    const none = fakeCallClient(answers({ 'profile getForDashboard:get': { planParams: null } }));
    const withoutPlan = new DashboardStore(none.client, session({}, false), now);
    await withoutPlan.load();
    expect(withoutPlan.planSummary).toBeNull();
    expect(keys(none.calls)).not.toContain('remainingDeliveries');
    const failing = fakeCallClient(answers({ 'order remainingDeliveries': () => refuse('Too many requests') }));
    const store = new DashboardStore(failing.client, session(), now);
    await store.load();
    expect(store.failures.get('deliveries')).toEqual({ message: 'Too many requests' });
    expect(store.planSummary).toMatchObject({ nextDelivery: null, deliveriesLeft: null });
  });

  it("shares the page visit's read of the deliveries left with the header: one request for both", async () => {
    const { client, calls } = fakeCallClient(answers());
    const remaining = new RemainingDeliveries(client);
    const visit = visitKey(41, 'opened');
    const header = remaining.forVisit(visit);
    const store = new DashboardStore(client, session(), now, remaining);
    await Promise.all([header, store.load(visit)]);
    expect(store.planSummary).toMatchObject({ deliveriesLeft: 3 });
    expect(keys(calls).filter((key) => key === 'remainingDeliveries')).toHaveLength(1);
    // Another visit of the page asks again.
    await new DashboardStore(client, session(), now, remaining).load(visitKey(41, 'next'));
    expect(keys(calls).filter((key) => key === 'remainingDeliveries')).toHaveLength(2);
  });

  it("'Renew my plan' says when renewal opens: 16 days before the last day, after payment, or that it is renewed", async () => {
    const { client } = fakeCallClient(answers({ 'profile getForDashboard:get': { planParams: firstPurchase } }));
    const store = new DashboardStore(client, session({ renewPlan: false, canBeRenewed: true, planEndDate: addDays(TODAY, 30) }), now);
    await store.load();
    expect(store.renewalOpening).toEqual({ kind: 'opensOn', day: addDays(TODAY, 14), end: addDays(TODAY, 30) });

    const unpaid = fakeCallClient(answers({ 'profile getForDashboard:get': { planParams: { ...firstPurchase, payed: false } } }));
    const awaiting = new DashboardStore(unpaid.client, session({ renewPlan: false, canBeRenewed: false }), now);
    await awaiting.load();
    expect(awaiting.renewalOpening).toEqual({ kind: 'afterPayment' });

    const renewed = new DashboardStore(client, session({ renewPlan: true, canBeRenewed: false, alreadyRenewed: true }), now);
    await renewed.load();
    expect(renewed.renewalOpening).toEqual({ kind: 'renewed' });

    const open = new DashboardStore(client, session({ renewPlan: true, canBeRenewed: true }), now);
    await open.load();
    expect(open.renewalOpening).toEqual({ kind: 'open' });
  });
});

describe('DashboardStore load', () => {
  it('loads every part, then today’s meals with the plan’s order id', async () => {
    const { client, calls } = fakeCallClient(answers());
    const store = new DashboardStore(client, session(), now);
    expect(store.loading).toBe(true);
    await store.load();
    expect(store.loading).toBe(false);
    expect(store.failures.size).toBe(0);
    expect(store.planParams).toEqual({ id: 44 });
    expect(store.meals).toEqual(dishes);
    expect(calls.find((call) => call.key === 'getForDashboard:getMealplan')?.data).toEqual({ subtype: 'getMealplan', orderId: 44 });
    expect(store.managers?.delivery_partner).toEqual({ name: 'FastBag', helpline: '800 123' });
    expect(store.sms).toBe(false);
    expect(store.settings).toEqual(settings);
    expect(store.prefs).toEqual(prefs);
    expect(store.weightPoints).toEqual([{ day: dayFromParts(2026, 11, 20), kg: 80.5 }]);
    expect(store.modifyButton).toBe('modify');
    for (const call of calls.filter((asked) => asked.channel === 'profile')) expect(call.data).toMatchObject({ subtype: call.key.split(':')[1] });
    expect(store.deliveries).toEqual({ count: 3, days: [addDays(TODAY, 2), TODAY, addDays(TODAY, 1)] });
    expect(store.planSummary?.nextDelivery).toBe(TODAY);
  });

  it('takes every part in at once, as the loading ends: a page observing the store changes once, not once a reply', async () => {
    const { client } = fakeCallClient(answers({ 'profile getForDashboard:getManagers': () => refuse('Not available') }));
    const store = new DashboardStore(client, session(), now);
    const seen: string[] = [];
    const stop = autorun(() =>
      seen.push(
        [
          store.loading,
          store.planParams?.id,
          store.meals?.length,
          store.deliveries?.count,
          store.settings?.company,
          store.prefs?.dislikes.join(),
          store.failures.has('managers'),
        ].join(' '),
      ),
    );
    await store.load();
    stop();
    expect(seen).toEqual(['true  0    false', 'false 44 2 3 Acme 5 true']);
  });

  it('asks for the diet list the plan card names the plan from at once, and ends the loading only once it has answered: the card is drawn whole', async () => {
    let answerLists = () => undefined as void;
    const ensure = jest.fn(() => new Promise<void>((resolve) => (answerLists = resolve)));
    const { client, calls } = fakeCallClient(answers());
    const store = new DashboardStore(client, session(), now, new RemainingDeliveries(client), { ensure });
    const loading = store.load();
    // Asked with the parts, before any reply (the session says there is a plan).
    expect(ensure).toHaveBeenCalledWith(['dietList']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(keys(calls)).toContain('getForDashboard:getMealplan');
    expect(store.loading).toBe(true);
    answerLists();
    await loading;
    expect([store.loading, store.planParams?.id, store.meals.length]).toEqual([false, 44, 2]);
  });

  it('waits for no list without a plan', async () => {
    const ensure = jest.fn(() => new Promise<void>(() => undefined));
    const { client } = fakeCallClient(answers({ 'profile getForDashboard:get': { planParams: null } }));
    const store = new DashboardStore(client, session({}, false), now, new RemainingDeliveries(client), { ensure });
    await store.load();
    expect(store.loading).toBe(false);
    expect(ensure).not.toHaveBeenCalled();
  });

  it('keeps the replies as they arrived, observed by reference: nothing copied into observables, a replaced part still seen', async () => {
    const { client } = fakeCallClient(answers({ 'profile getForDashboard:saveDislike': {} }));
    const store = new DashboardStore(client, session(), now);
    await store.load();
    expect(isObservable(store.meals)).toBe(false);
    expect(store.meals).toBe(dishes);
    expect(isObservable(store.settings)).toBe(false);
    expect(isObservable(store.planParams)).toBe(false);
    const seen: string[] = [];
    const stop = autorun(() => seen.push(store.prefs?.dislikes.join(',') ?? ''));
    await store.saveDislikes([5, 6]);
    stop();
    expect(seen).toEqual(['5', '5,6']);
    expect(prefs.dislikes).toEqual([5]);
  });

  it('asks no meals without a plan, and offers to build or resume the menu', async () => {
    const { client, calls } = fakeCallClient(answers({ 'profile getForDashboard:get': { planParams: null } }));
    const store = new DashboardStore(client, session({}, false), now);
    await store.load();
    expect(keys(calls)).not.toContain('getForDashboard:getMealplan');
    expect(store.modifyButton).toBe('build');
    const pending = fakeCallClient(
      answers({ 'profile getForDashboard:get': { planParams: null }, 'profile getForDashboard:getCheckout': { checkoutId: 9 } }),
    );
    const resuming = new DashboardStore(pending.client, session({}, false), now);
    await resuming.load();
    expect(resuming.modifyButton).toBe('resume');
  });

  it('keeps each failed part with the server’s message and loads the rest', async () => {
    const { client } = fakeCallClient(
      answers({
        'profile getForDashboard:getManagers': () => refuse('Not available', 'profile.notAvailable'),
        'profile getForDashboard:getWeightStats': () => refuse('Too many requests'),
      }),
    );
    const store = new DashboardStore(client, session(), now);
    await store.load();
    expect(store.failures.get('managers')).toEqual({ message: 'Not available', messageId: 'profile.notAvailable' });
    expect(store.failures.get('stats')).toEqual({ message: 'Too many requests' });
    expect(store.failures.size).toBe(2);
    expect(store.sms).toBe(false);
    expect(store.meals).toEqual(dishes);
  });
});

describe('DashboardStore renewal banner and pause', () => {
  it('shows the banner with the days left when the plan ends within 5 days', async () => {
    const { client } = fakeCallClient(answers());
    const store = new DashboardStore(client, session({ planEndDate: addDays(TODAY, 3) }), now);
    await store.load();
    expect(store.renewalDaysLeft).toBe(3);
  });

  it('hides it with more days left, after renewing, or while paused', async () => {
    const far = new DashboardStore(fakeCallClient(answers()).client, session({ planEndDate: addDays(TODAY, 6) }), now);
    await far.load();
    expect(far.renewalDaysLeft).toBeNull();
    const renewed = new DashboardStore(fakeCallClient(answers()).client, session({ planEndDate: addDays(TODAY, 2), alreadyRenewed: true }), now);
    await renewed.load();
    expect(renewed.renewalDaysLeft).toBeNull();
    const pause = { isPause: true, startDate: addDays(TODAY, -1), endDate: null, pauseList: [] };
    const paused = new DashboardStore(
      fakeCallClient(answers({ 'profile getForDashboard:getPause': pause })).client,
      session({ planEndDate: addDays(TODAY, 2) }),
      now,
    );
    await paused.load();
    expect(paused.paused).toBe(true);
    expect(paused.pause).toEqual({ startDate: addDays(TODAY, -1), endDate: null });
    expect(paused.renewalDaysLeft).toBeNull();
  });
});

describe('DashboardStore inline edit', () => {
  it('saves a field with saveProfData and keeps the new value', async () => {
    const { client, calls } = fakeCallClient(answers({ 'profile getForDashboard:saveProfData': { message: 'Weight saved' } }));
    const store = new DashboardStore(client, session(), now);
    await expect(store.saveProfile('goal_weight', 72_500)).resolves.toEqual({ ok: true, message: 'Weight saved' });
    expect(calls.at(-1)?.data).toEqual({ subtype: 'saveProfData', theaction: 'goal_weight', value: 72_500 });
    expect(store.profile.goal_weight).toBe(72_500);
    expect(store.savingField).toBeNull();
    expect(store.fieldError).toBeNull();
  });

  it('keeps the old value and the server’s refusal beside the field', async () => {
    const { client } = fakeCallClient(
      answers({ 'profile getForDashboard:saveProfData': () => refuse('Weight is out of range', 'profile.weightRange') }),
    );
    const store = new DashboardStore(client, session(), now);
    const result = await store.saveProfile('weight', 900_000);
    expect(result).toEqual({ ok: false, error: { message: 'Weight is out of range', messageId: 'profile.weightRange' } });
    expect(store.profile.weight).toBe(82_000);
    expect(store.fieldError).toEqual({ field: 'weight', error: { message: 'Weight is out of range', messageId: 'profile.weightRange' } });
  });
});

describe('DashboardStore settings saves', () => {
  async function loaded(overrides: Record<string, unknown>) {
    const fake = fakeCallClient(answers(overrides));
    const store = new DashboardStore(fake.client, session(), now);
    await store.load();
    fake.calls.length = 0;
    return { store, calls: fake.calls };
  }

  it.each([
    [
      'saveMainInfo',
      (store: DashboardStore) => store.saveMainInfo({ email: 'new@example.com', company: 'B', birthday: null, phone: '+971500000000' }),
      'Personal Details',
    ],
    ['saveMedicalInfo', (store: DashboardStore) => store.saveMedical([1, 3]), 'Medical Conditions'],
    ['saveDislike', (store: DashboardStore) => store.saveDislikes([5, 6]), 'Food Preferences'],
    ['savePrefs', (store: DashboardStore) => store.saveFavourites([1, 7], [2]), 'Food Favourites'],
    ['saveEliminateGroups', (store: DashboardStore) => store.saveEliminatedGroups([14, 3]), 'Groups Eliminated'],
  ])('%s answers the server’s message, then notifies the team', async (call, save, area) => {
    const { store, calls } = await loaded({ [`profile getForDashboard:${call}`]: { message: `${area} saved well` } });
    await expect(save(store)).resolves.toEqual({ ok: true, message: `${area} saved well` });
    expect(keys(calls)).toEqual([`getForDashboard:${call}`, 'getForDashboard:setNotification']);
    expect(calls[1]?.data).toEqual({ subtype: 'setNotification', changes: `${area} changed on the dashboard`, thetype: 1 });
    expect(store.savingArea).toBeNull();
  });

  it('keeps the page’s copy of what was saved', async () => {
    const { store } = await loaded({
      'profile getForDashboard:saveMedicalInfo': { message: 'ok' },
      'profile getForDashboard:savePrefs': { message: 'ok' },
      'profile getForDashboard:saveEliminateGroups': { message: 'ok' },
      'profile getForDashboard:saveDislike': { message: 'ok' },
      'profile getForDashboard:saveMainInfo': { message: 'ok' },
    });
    await store.saveMedical([1, 3]);
    await store.saveFavourites([1, 7], [2]);
    await store.saveEliminatedGroups([3]);
    await store.saveDislikes([6]);
    await store.saveMainInfo({ email: 'new@example.com', company: 'B', birthday: null, phone: '+971500000000' });
    expect(store.settings).toMatchObject({ medical: [1, 3], email: 'new@example.com', company: 'B', birthday: null });
    expect(store.prefs).toMatchObject({ dishlikes: [1, 7], dishdislikes: [2], eliminate_groups: [3], dislikes: [6], allergies: [9] });
  });

  it('saves the address, then reads the settings again', async () => {
    const { store, calls } = await loaded({ 'profile getForDashboard:saveAddressInfo': { message: 'Address saved. Changes need 2 days.' } });
    const input = {
      street: 'A',
      apts: '1',
      area: 3,
      emirate: 1,
      landmark: '',
      work_street: '',
      work_apts: '',
      work_area: null,
      work_emirate: null,
      work_landmark: '',
      public_street: '',
      public_apts: '',
      public_area: null,
      public_emirate: null,
      public_landmark: '',
      default_home: 1 as const,
      default_work: 0 as const,
      default_public: 0 as const,
    };
    await expect(store.saveAddress(input)).resolves.toEqual({ ok: true, message: 'Address saved. Changes need 2 days.' });
    expect(keys(calls)).toEqual(['getForDashboard:saveAddressInfo', 'getForDashboard:getMainSettingsInfo', 'getForDashboard:setNotification']);
    expect(calls[0]?.data).toEqual({ subtype: 'saveAddressInfo', ...input });
  });

  it("keeps a refused address's field messages with their ids, for the dialog to show beside the fields", async () => {
    const { store, calls } = await loaded({
      'profile getForDashboard:saveAddressInfo': () => {
        throw new RequestError(
          'Please enter street',
          'saveAddressInfoErr',
          undefined,
          { street: 'Please enter street', work_area: 'Select area' },
          { messageId: 'checkout.enterStreet', fieldMessages: { street: { id: 'checkout.enterStreet' } } },
        );
      },
    });
    const empty = { street: '', apts: '', area: null, emirate: null, landmark: '', default_home: 1 as const, default_work: 0 as const };
    await expect(store.saveAddress(empty)).resolves.toEqual({
      ok: false,
      error: { message: 'Please enter street', messageId: 'checkout.enterStreet' },
      fields: { street: { message: 'Please enter street', messageId: 'checkout.enterStreet' }, work_area: { message: 'Select area' } },
    });
    expect(keys(calls)).toEqual(['getForDashboard:saveAddressInfo']);
  });

  it('turns SMS on login on without notifying the team', async () => {
    const { store, calls } = await loaded({ 'profile getForDashboard:saveSmsInfo': { message: 'SMS on login is on' } });
    await expect(store.saveSms(true)).resolves.toEqual({ ok: true, message: 'SMS on login is on' });
    expect(calls).toEqual([{ channel: 'profile', key: 'getForDashboard:saveSmsInfo', data: { subtype: 'saveSmsInfo', sms: true } }]);
    expect(store.sms).toBe(true);
  });

  it('answers a refusal with the server’s message and changes nothing', async () => {
    const { store, calls } = await loaded({
      'profile getForDashboard:saveMainInfo': () => refuse('This email is taken', 'profile.emailTaken'),
      'profile getForDashboard:saveSmsInfo': () => refuse('Add a phone number first'),
    });
    const result = await store.saveMainInfo({ email: 'taken@example.com', company: '', birthday: null, phone: '' });
    expect(result).toEqual({ ok: false, error: { message: 'This email is taken', messageId: 'profile.emailTaken' } });
    expect(store.settings?.email).toBe('demo@example.com');
    await expect(store.saveSms(true)).resolves.toEqual({ ok: false, error: { message: 'Add a phone number first' } });
    expect(store.sms).toBe(false);
    expect(keys(calls)).not.toContain('getForDashboard:setNotification');
    expect(store.savingArea).toBeNull();
  });

  it('keeps a save that went through when the team could not be notified', async () => {
    const { store } = await loaded({
      'profile getForDashboard:saveMedicalInfo': { message: 'Saved' },
      'profile getForDashboard:setNotification': () => refuse('Too many requests'),
    });
    await expect(store.saveMedical([4])).resolves.toEqual({ ok: true, message: 'Saved' });
    expect(store.settings?.medical).toEqual([4]);
  });
});
