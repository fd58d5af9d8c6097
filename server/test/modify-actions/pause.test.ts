// Pause and resume (profile getForDashboard getPause, savePauseInfo, sendPauseRequest; doc 3 §3, §4, §5, §8, §9):
// over a real socket on a real database, the plan's days recalculated exactly as the shared rule says, every message,
// and refused input changing nothing.
import { addDays, addMonths, today, weekday } from '@mealplan/shared/time';
import { pausePlan, resumePlan } from '@mealplan/shared/domain';
import { ACCOUNT_TEST_TIMEOUT_MS, signUp, type AccountsTestServer, type SignedUp } from '../accounts/support';
import { english } from '../support/english';
import { deliverySlots } from '../../src/catalog/seed/geography';
import { ACTION_MESSAGES } from '../../src/orders/action-messages';
import { ORDER_MESSAGES } from '../../src/orders/messages';
import { dashboard, deliveringDays, deliveryDayIn, paidPlan, snapshot, startActionsServer } from './support';

jest.setTimeout(ACCOUNT_TEST_TIMEOUT_MS);

describe('pause and resume of the current plan', () => {
  let env: AccountsTestServer;
  beforeAll(async () => {
    env = await startActionsServer();
  });
  afterAll(() => env.close());

  const db = () => env.server.db;
  const now = () => env.clock.now;
  const call = (customer: SignedUp, subtype: string, fields: Record<string, unknown> = {}) =>
    customer.client.call('profile', 'getForDashboard', dashboard(subtype, fields));
  const refused = async (customer: SignedUp, subtype: string, fields: Record<string, unknown>, message: string) => {
    const before = await snapshot(db(), customer.userId);
    expect(await call(customer, subtype, fields)).toMatchObject({ type: `${subtype}Err`, data: { message } });
    expect(await snapshot(db(), customer.userId)).toBe(before);
  };

  it('answers no pause for a customer without a plan, and refuses to pause or ask for a pause without one', async () => {
    const customer = await signUp(env);
    expect(await call(customer, 'getPause')).toEqual({
      type: 'getPauseOk',
      data: { isPause: false, startDate: null, endDate: null, pauseList: [] },
    });
    const start = addDays(today(now()), 5);
    await refused(customer, 'savePauseInfo', { startDate: start, endDate: null }, english(ACTION_MESSAGES.noOrder));
    await refused(customer, 'sendPauseRequest', { text: 'Please pause from Sunday' }, english(ACTION_MESSAGES.noOrder));
  });

  it('refuses a start under 48 hours, on an excluded weekday or holiday, beyond 3 months, or after the plan, changing nothing', async () => {
    const customer = await signUp(env);
    const { calendar } = await paidPlan(db(), customer.userId, now());
    const notice = 'Sorry, we can pause your meal plan in a gap of 48hrs only. Please select another date. Thanks';
    expect(english(ACTION_MESSAGES.pauseNotice)).toBe(notice);
    for (const day of [today(now()), addDays(today(now()), 1), addDays(today(now()), 2)]) {
      await refused(customer, 'savePauseInfo', { startDate: day, endDate: null }, notice);
    }
    let friday = addDays(today(now()), 3);
    while (weekday(friday) !== 5) friday = addDays(friday, 1);
    await refused(customer, 'savePauseInfo', { startDate: friday, endDate: null }, 'Please select another date.');
    const start = deliveryDayIn(now(), 3, calendar);
    await refused(
      customer,
      'savePauseInfo',
      { startDate: start, endDate: friday > start ? friday : addDays(friday, 7) },
      'Please select another date.',
    );
    await refused(customer, 'savePauseInfo', { startDate: start, endDate: start }, 'Please select another date.');
    const farAway = deliveryDayIn(addMonths(today(now()), 3), 1, calendar);
    await refused(customer, 'savePauseInfo', { startDate: start, endDate: farAway }, 'Please select another date.');
    // A start on a holiday: the next one more than 3 days away, inside the plan of a customer whose plan reaches it (this
    // plan of 20 deliveries may end before it: on 30 November, say, the next one after 2 and 3 December is months away).
    const holiday = (calendar.holidays ?? []).map((iso) => Date.parse(`${iso}T00:00:00+04:00`) / 1000).find((day) => day > addDays(today(now()), 3));
    expect(holiday).toBeDefined();
    const longer = await signUp(env);
    const deliveriesToHoliday = Math.ceil((holiday! - today(now())) / 86_400) + 10;
    const longerPlan = await paidPlan(db(), longer.userId, now(), { count: deliveriesToHoliday });
    expect(Math.max(...longerPlan.days)).toBeGreaterThan(holiday!);
    await refused(longer, 'savePauseInfo', { startDate: holiday, endDate: null }, 'Please select another date.');
    // A start after the plan's last day pauses nothing.
    const afterPlan = deliveryDayIn(now(), 60, calendar);
    await refused(customer, 'savePauseInfo', { startDate: afterPlan, endDate: null }, english(ACTION_MESSAGES.pauseOutsidePlan));
  });

  it('pauses from a date 3 days ahead to a resume date: the days move as the shared rule says, the new days get default dishes', async () => {
    const customer = await signUp(env);
    const { orderId, days, calendar } = await paidPlan(db(), customer.userId, now());
    const startDate = deliveryDayIn(now(), 3, calendar);
    const endDate = deliveryDayIn(now(), 10, calendar);
    const expected = pausePlan({ days, pause: { startDate, endDate }, calendar, now: now() });
    if (!expected.ok) throw new Error('the rule refused the test pause');

    expect(await call(customer, 'savePauseInfo', { startDate, endDate })).toEqual({
      type: 'savePauseInfoOk',
      data: { message: english(ACTION_MESSAGES.pauseSaved), code: 1 },
    });
    expect(await deliveringDays(db(), orderId)).toEqual(expected.days);
    const order = await db().one<{ end_date: string; days_count: number }>('SELECT end_date, days_count FROM orders WHERE id = $1', [orderId]);
    expect(Number(order!.end_date)).toBe(Math.max(...expected.days));
    // Every delivering day has dishes: kept days their own, added days the default ones.
    const dishDays = await db().query<{ day: string }>('SELECT DISTINCT day FROM order_dishes WHERE order_id = $1', [orderId]);
    const withDishes = new Set(dishDays.map((row) => Number(row.day)));
    expect(expected.days.filter((day) => !withDishes.has(day))).toEqual([]);
    // Days inside the pause stay in the plan as paused days.
    const pausedDays = days.filter((day) => day >= startDate && day < endDate);
    const rows = await db().query<{ day: string }>('SELECT day FROM order_days WHERE order_id = $1 AND day = ANY($2::bigint[])', [
      orderId,
      pausedDays,
    ]);
    expect(rows).toHaveLength(pausedDays.length);

    expect(await call(customer, 'getPause')).toEqual({
      type: 'getPauseOk',
      data: { isPause: false, startDate, endDate, pauseList: [{ startDate, endDate }] },
    });
    // One pause at a time.
    await refused(customer, 'savePauseInfo', { startDate: addDays(endDate, 7), endDate: null }, english(ACTION_MESSAGES.pauseExists));
  });

  it("pauses without an end date ('I don't know the end date') and resumes by setting the end of that pause", async () => {
    const customer = await signUp(env);
    const { orderId, days, calendar } = await paidPlan(db(), customer.userId, now());
    const startDate = deliveryDayIn(now(), 4, calendar);
    const paused = pausePlan({ days, pause: { startDate, endDate: null }, calendar, now: now() });
    if (!paused.ok) throw new Error('the rule refused the test pause');

    expect(await call(customer, 'savePauseInfo', { startDate, endDate: null })).toEqual({
      type: 'savePauseInfoOk',
      data: { message: english(ACTION_MESSAGES.pauseOpenSaved) },
    });
    expect(await deliveringDays(db(), orderId)).toEqual(paused.days);
    expect(await call(customer, 'getPause')).toMatchObject({ data: { isPause: false, startDate, endDate: null } });

    // Inside the pause it is in force; a new pause is refused, and so is a resume naming another pause.
    env.clock.now = startDate + 3600;
    try {
      expect(await call(customer, 'getPause')).toMatchObject({ data: { isPause: true, startDate, endDate: null } });
      const resumeDate = deliveryDayIn(now(), 3, calendar);
      await refused(customer, 'savePauseInfo', { startDate: resumeDate, endDate: null }, english(ACTION_MESSAGES.pauseExists));
      await refused(customer, 'savePauseInfo', { startDate: addDays(startDate, 1), endDate: resumeDate }, english(ACTION_MESSAGES.pauseExists));
      await refused(customer, 'savePauseInfo', { startDate, endDate: addDays(today(now()), 1) }, english(ACTION_MESSAGES.pauseNotice));

      const resumed = resumePlan({ days: paused.days, heldCount: paused.heldCount, resumeDate, calendar, now: now() });
      if (!resumed.ok) throw new Error('the rule refused the test resume');
      expect(await call(customer, 'savePauseInfo', { startDate, endDate: resumeDate })).toEqual({
        type: 'savePauseInfoOk',
        data: { message: english(ACTION_MESSAGES.resumed), code: 1 },
      });
      expect(await deliveringDays(db(), orderId)).toEqual(resumed.days);
      expect(resumed.days).toHaveLength(days.length);
      expect(await call(customer, 'getPause')).toMatchObject({
        data: { isPause: true, startDate, endDate: resumeDate, pauseList: [{ startDate, endDate: resumeDate }] },
      });
    } finally {
      env.clock.now = Math.floor(Date.now() / 1000);
    }
  });

  it("keeps an open-ended pause's plan held past its last planned day", async () => {
    const customer = await signUp(env);
    const { calendar } = await paidPlan(db(), customer.userId, now(), { startIn: -10, count: 12 });
    const startDate = deliveryDayIn(now(), 3, calendar);
    expect((await call(customer, 'savePauseInfo', { startDate, endDate: null })).type).toBe('savePauseInfoOk');
    env.clock.now = addDays(today(now()), 20) + 3600;
    try {
      const check = await (await env.connect()).call('client_check', 'get', { token: customer.token, browserId: customer.registration.browserId });
      expect(check.data).toMatchObject({ hasPlan: true });
      expect(await call(customer, 'getPause')).toMatchObject({ data: { isPause: true, startDate, endDate: null } });
    } finally {
      env.clock.now = Math.floor(Date.now() / 1000);
    }
  });

  it('saves the delivery slot sent with a pause or a resume, and refuses one of another emirate or unknown, changing nothing', async () => {
    const customer = await signUp(env);
    const { orderId, calendar } = await paidPlan(db(), customer.userId, now());
    const slotOf = async () => (await db().one<{ slot_id: number }>('SELECT slot_id FROM orders WHERE id = $1', [orderId]))!.slot_id;
    const initial = await slotOf();
    const own = deliverySlots.find((slot) => slot.id !== initial && slot.emirateId === deliverySlots.find((s) => s.id === initial)!.emirateId)!;
    const foreign = deliverySlots.find((slot) => slot.emirateId !== own.emirateId)!;
    const startDate = deliveryDayIn(now(), 4, calendar);
    const selectSlot = english(ORDER_MESSAGES.selectSlot);
    await refused(customer, 'savePauseInfo', { startDate, endDate: null, deliverySlot: foreign.id }, selectSlot);
    await refused(customer, 'savePauseInfo', { startDate, endDate: null, deliverySlot: 9_999 }, selectSlot);

    expect((await call(customer, 'savePauseInfo', { startDate, endDate: null, deliverySlot: own.id })).type).toBe('savePauseInfoOk');
    expect(await slotOf()).toBe(own.id);
    const resumeDate = deliveryDayIn(startDate, 3, calendar);
    expect((await call(customer, 'savePauseInfo', { startDate, endDate: resumeDate, deliverySlot: initial })).type).toBe('savePauseInfoOk');
    expect(await slotOf()).toBe(initial);
  });

  it('does not resume a pause scheduled with an end date: its end is changed by the team', async () => {
    const customer = await signUp(env);
    const { calendar } = await paidPlan(db(), customer.userId, now());
    const startDate = deliveryDayIn(now(), 3, calendar);
    const endDate = deliveryDayIn(now(), 10, calendar);
    expect((await call(customer, 'savePauseInfo', { startDate, endDate })).type).toBe('savePauseInfoOk');
    await refused(customer, 'savePauseInfo', { startDate, endDate: deliveryDayIn(now(), 6, calendar) }, english(ACTION_MESSAGES.pauseExists));
  });

  it('acts on the own plan only: another customer pausing leaves this plan as it was', async () => {
    const alice = await signUp(env);
    const bob = await signUp(env);
    const { calendar } = await paidPlan(db(), alice.userId, now());
    await paidPlan(db(), bob.userId, now());
    const before = await snapshot(db(), alice.userId);
    const startDate = deliveryDayIn(now(), 3, calendar);
    expect((await call(bob, 'savePauseInfo', { startDate, endDate: null })).type).toBe('savePauseInfoOk');
    expect(await snapshot(db(), alice.userId)).toBe(before);
    expect(await call(alice, 'getPause')).toMatchObject({ data: { isPause: false, startDate: null, pauseList: [] } });
  });

  it('mails a pause request to the team with its message, and refuses an empty one', async () => {
    const customer = await signUp(env);
    await paidPlan(db(), customer.userId, now());
    await refused(customer, 'sendPauseRequest', { text: '   ' }, 'Please enter value');
    const reply = await call(customer, 'sendPauseRequest', { text: 'Travelling 12 to 20 March, please pause', sub: 'Travel' });
    expect(reply).toEqual({
      type: 'sendPauseRequestOk',
      data: { message: 'Request sent well to our team. Your meal plan will be paused according to your given notes.' },
    });
    const mails = (await env.services.outbox.list()).filter((mail) => mail.kind === 'mail' && (mail.subject ?? '').includes(`#${customer.userId}`));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Travelling 12 to 20 March, please pause');
    expect(mails[0]!.text).toContain('Subject: Travel');
  });

  it('answers in Arabic on an Arabic socket', async () => {
    const customer = await signUp(env);
    await paidPlan(db(), customer.userId, now());
    expect((await customer.client.call('profile', 'set', { scenario: 'language', language: 'ar' })).type).toBe('setOk');
    const reply = await call(customer, 'savePauseInfo', { startDate: today(now()), endDate: null });
    expect(reply).toMatchObject({ type: 'savePauseInfoErr', data: { messageId: 'pause.notice' } });
    expect((reply.data as { message: string }).message).toMatch(/[\u0600-\u06FF]/);
  });
});
