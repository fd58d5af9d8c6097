// A client written from the spec talks to the server (issue 39), over a real socket on a seeded database:
// - get_arrays naming commonVouchers (doc 2 §3) answers the active vouchers without their codes, beside the other lists;
// - profile getForDashboard getMealplan {orderId, userId} answers doc 2 §7's {planParams, mealPlan} of the customer's
//   own order, and another customer's order id is not found whatever userId the payload names;
// - a field the spec sends that this server does not use is ignored, while a known field of the wrong type is refused.
import { commonVouchers } from '../../src/catalog/seed/reference-lists';
import getArrays from '../../src/channels/get_arrays';
import { ACCOUNT_TEST_TIMEOUT_MS, signUp, type AccountsTestServer, type SignedUp } from '../accounts/support';
import { renewablePlan, startCheckoutServer } from '../checkout/support';
import { english } from '../support/english';

jest.setTimeout(ACCOUNT_TEST_TIMEOUT_MS);

describe('a client written from the spec', () => {
  let env: AccountsTestServer;
  let layla: SignedUp;
  let omar: SignedUp;
  beforeAll(async () => {
    env = await startCheckoutServer({ channels: [getArrays] });
    [layla, omar] = [await signUp(env), await signUp(env)];
  });
  afterAll(() => env.close());

  const db = () => env.server.db;
  const getMealplan = (customer: SignedUp, fields: Record<string, unknown>) =>
    customer.client.call('profile', 'getForDashboard', { subtype: 'getMealplan', userId: customer.userId, ...fields });

  it('gets commonVouchers with the other lists, each voucher without its code', async () => {
    const guest = await env.connect();
    const reply = await guest.call('get_arrays', 'get', { type: ['couponTypes', 'commonVouchers'], language: 'en' });
    expect(reply.type).toBe('getOk');
    const { commonVouchers: listed, couponTypes } = reply.data as { commonVouchers: Record<string, unknown>[]; couponTypes: unknown[] };
    expect(couponTypes.length).toBeGreaterThan(0);
    expect(listed.map((voucher) => voucher.id)).toEqual(commonVouchers.map((voucher) => voucher.id));
    expect(listed[0]).toEqual({
      id: commonVouchers[0]!.id,
      type: commonVouchers[0]!.type,
      value: commonVouchers[0]!.value,
      conditions: expect.objectContaining({ firstOrderOnly: commonVouchers[0]!.firstOrderOnly }),
    });
    const text = JSON.stringify(reply);
    for (const { code } of commonVouchers) expect(text).not.toContain(code);
    guest.close();
  });

  it('does not list a voucher the team withdrew', async () => {
    const withdrawn = commonVouchers[1]!.id;
    await db().query('UPDATE common_vouchers SET active = false WHERE id = $1', [withdrawn]);
    try {
      const guest = await env.connect();
      const reply = await guest.call('get_arrays', 'get', { type: ['commonVouchers'] });
      const { commonVouchers: listed } = reply.data as { commonVouchers: { id: number }[] };
      expect(listed.map((voucher) => voucher.id)).not.toContain(withdrawn);
      expect(listed.length).toBe(commonVouchers.length - 1);
      guest.close();
    } finally {
      await db().query('UPDATE common_vouchers SET active = true WHERE id = $1', [withdrawn]);
    }
  });

  it("answers getMealplan {orderId} with the order's planParams and mealPlan", async () => {
    const { orderId, menu } = await renewablePlan(db(), layla.userId, env.clock.now);
    const reply = await getMealplan(layla, { orderId });
    expect(reply.type).toBe('getMealplanOk');
    const { planParams, mealPlan } = reply.data as { planParams: Record<string, unknown>; mealPlan: Record<string, Record<string, number>> };
    expect(planParams).toMatchObject({ id: orderId, mealType: [1, 3], mealPlan: 30, days_count: 30 });
    expect(Object.keys(mealPlan).sort()).toEqual(Object.keys(menu).sort());
    const [firstDay, dishes] = Object.entries(menu)[0]!;
    expect(mealPlan[firstDay]).toEqual({ 1: dishes[1], 3: dishes[3] });

    // Omar asks for Layla's order, naming her user id: not found, nothing of it answered.
    const foreign = await getMealplan(omar, { orderId, userId: layla.userId });
    expect(foreign).toMatchObject({ type: 'getMealplanErr', data: { message: english('order.noOrder') } });
    expect(JSON.stringify(foreign)).not.toContain('planParams');
  });

  it('ignores fields it does not use and still refuses a known field of the wrong type', async () => {
    const { orderId } = await renewablePlan(db(), omar.userId, env.clock.now);
    const extra = { deviceType: 'web', appVersion: '2.4.1', token: 'spec-client' };
    const reply = await getMealplan(omar, { orderId, ...extra });
    expect(reply).toMatchObject({ type: 'getMealplanOk', data: { planParams: { id: orderId } } });
    const order = await omar.client.call('order', 'get', { orderType: 'active', hidePause: false, ...extra });
    expect(order).toMatchObject({ type: 'getOk', data: { planParams: { id: orderId } } });
    const lists = await omar.client.call('get_arrays', 'get', { type: ['gender'], language: 'en', ...extra });
    expect(lists).toMatchObject({ type: 'getOk', data: { gender: expect.any(Array) } });

    const wrongType = await getMealplan(omar, { orderId: String(orderId) });
    expect(wrongType).toMatchObject({ type: 'getMealplanErr', data: { errors: { orderId: expect.stringMatching(/\S/) } } });
    const wrongList = await omar.client.call('get_arrays', 'get', { type: 'gender' });
    expect(wrongList.type).toBe('getErr');
  });
});
