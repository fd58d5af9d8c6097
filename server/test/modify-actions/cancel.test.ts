// order cancel (doc 3 §2 "Cancel modal", §4 "Cancel", §6): terms accepted; a plain cancel, or a cancel with a coupon
// for the unused value less the policy's fee of a paid plan (the policy itself: cancel-policy.test.ts) (a user voucher the session user carries, shown on /my-credit); a future
// renewal's cancel makes the plan it renewed renewable again; another customer's order is refused.
import { isLockedDay } from '@mealplan/shared/domain';
import { addDays, today } from '@mealplan/shared/time';
import { ACCOUNT_TEST_TIMEOUT_MS, signUp, type AccountsTestServer, type SignedUp } from '../accounts/support';
import { english } from '../support/english';
import { ACTION_MESSAGES } from '../../src/orders/action-messages';
import { insertPaidOrder } from '../../src/orders/store/seeded-order';
import { EMIRATE_ID, SLOT_ID } from '../checkout/support';
import { DIET_ID, paidPlan, snapshot, startActionsServer } from './support';

jest.setTimeout(ACCOUNT_TEST_TIMEOUT_MS);

describe('order cancel', () => {
  let env: AccountsTestServer;
  beforeAll(async () => {
    env = await startActionsServer();
  });
  afterAll(() => env.close());

  const db = () => env.server.db;
  const now = () => env.clock.now;
  const cancel = (customer: SignedUp, data: Record<string, unknown>) => customer.client.call('order', 'cancel', data);
  const userView = async (customer: SignedUp) =>
    (await (await env.connect()).call('client_check', 'get', { token: customer.token, browserId: customer.registration.browserId })).data as Record<
      string,
      unknown
    >;
  const refused = async (customer: SignedUp, data: Record<string, unknown>, message?: string) => {
    const before = await snapshot(db(), customer.userId);
    const reply = await cancel(customer, data);
    expect(reply.type).toBe('cancelErr');
    if (message !== undefined) expect(reply.data).toMatchObject({ message });
    expect(await snapshot(db(), customer.userId)).toBe(before);
  };

  it('refuses without the accepted terms, and another customer’s order, changing nothing', async () => {
    const alice = await signUp(env);
    const bob = await signUp(env);
    const { orderId } = await paidPlan(db(), alice.userId, now());
    await refused(alice, { orderId, makeCoupon: false });
    await refused(alice, { orderId, makeCoupon: false, terms: false });
    const aliceBefore = await snapshot(db(), alice.userId);
    await refused(bob, { orderId, makeCoupon: false, terms: true }, english(ACTION_MESSAGES.noOrder));
    await refused(bob, { orderId, makeCoupon: true, terms: true }, english(ACTION_MESSAGES.noOrder));
    expect(await snapshot(db(), alice.userId)).toBe(aliceBefore);
  });

  it('cancels the current plan: hasPlan becomes false, the message shows, a second cancel finds no plan', async () => {
    const customer = await signUp(env);
    const { orderId } = await paidPlan(db(), customer.userId, now());
    expect(await userView(customer)).toMatchObject({ hasPlan: true });
    // A paid plan: the unused value less the fee is refunded (the published policy: cancel-policy.test.ts).
    const reply = await cancel(customer, { orderId, makeCoupon: false, terms: true });
    expect(reply).toMatchObject({ type: 'cancelOk', data: { itWasFuture: false, couponValue: 0 } });
    expect((reply.data as { message: string }).message).toMatch(/^Your meal plan is cancelled from .* will be refunded to your card within 2 weeks/);
    expect(await db().one('SELECT status FROM orders WHERE id = $1', [orderId])).toEqual({ status: 'cancelled' });
    expect(await userView(customer)).toMatchObject({ hasPlan: false, vouchers: [] });
    await refused(customer, { orderId, makeCoupon: false, terms: true }, english(ACTION_MESSAGES.noOrder));
  });

  it('gives a paid plan a coupon for its unused value less the 20% fee, which the session user then carries', async () => {
    const customer = await signUp(env);
    const { orderId, days, price } = await paidPlan(db(), customer.userId, now());
    const { effectiveDate } = (await customer.client.call('order', 'cancelQuote', { orderId })).data as { effectiveDate: number };
    expect(isLockedDay(effectiveDate, now())).toBe(false);
    const unused = days.filter((day) => day >= effectiveDate).length;
    const unusedValue = Math.floor((price * unused) / days.length);
    const value = unusedValue - Math.round(unusedValue * 0.2);
    expect(value).toBeGreaterThan(0);
    expect(await cancel(customer, { orderId, makeCoupon: true, terms: true })).toMatchObject({
      type: 'cancelOk',
      data: { itWasFuture: false, effectiveDate, couponValue: value, refundValue: 0 },
    });
    const coupons = await db().query<{ value: number; type: string; source_order_id: number; used_order_id: number | null }>(
      'SELECT value, type, source_order_id, used_order_id FROM user_vouchers WHERE user_id = $1',
      [customer.userId],
    );
    expect(coupons).toEqual([{ value, type: 'fixed', source_order_id: orderId, used_order_id: null }]);
    const view = await userView(customer);
    expect(view).toMatchObject({ hasPlan: false, vouchers: [{ type: 'fixed', value }] });
    expect((view.vouchers as Array<{ code: string }>)[0]!.code).toMatch(/^CP[0-9A-F]{8}$/);
  });

  it('gives no coupon for an unpaid order, nor for a plan with nothing left unused', async () => {
    const customer = await signUp(env);
    const { orderId } = await paidPlan(db(), customer.userId, now());
    await db().query(`UPDATE orders SET status = 'pending', paid = false WHERE id = $1`, [orderId]);
    await refused(customer, { orderId, makeCoupon: true, terms: true }, english(ACTION_MESSAGES.couponNeedsPayment));
    // The plain cancel of the pending order is allowed.
    expect((await cancel(customer, { orderId, makeCoupon: false, terms: true })).type).toBe('cancelOk');

    const late = await signUp(env);
    const ending = await paidPlan(db(), late.userId, now(), { startIn: -20, count: 14, excludeWeekDay: [] });
    await refused(late, { orderId: ending.orderId, makeCoupon: true, terms: true }, english(ACTION_MESSAGES.nothingUnused));
  });

  it("a future renewal's cancel makes the renewed plan renewable again (renewPlan and canBeRenewed true, alreadyRenewed false)", async () => {
    const customer = await signUp(env);
    const current = await paidPlan(db(), customer.userId, now(), { startIn: -14, count: 18, excludeWeekDay: [] });
    const renewalStart = addDays(Math.max(...current.days), 1);
    const renewalDays = Array.from({ length: 5 }, (_, index) => addDays(renewalStart, index));
    const renewalId = await insertPaidOrder(db(), customer.userId, {
      dietId: DIET_ID,
      planId: 20,
      mealTypes: [1, 3],
      excludeWeekDay: [],
      days: renewalDays,
      menu: Object.fromEntries(renewalDays.map((day) => [day, current.menu[current.days[0]!]!])),
      slotId: SLOT_ID,
      emirateId: EMIRATE_ID,
      price: current.price,
      bagPrice: 0,
      fullPrice: current.price,
      createdAt: now(),
      paidAt: now(),
    });
    await db().query(`UPDATE orders SET renewed_from = $2, build = 'renew' WHERE id = $1`, [renewalId, current.orderId]);
    await db().query('UPDATE orders SET renew_status = 1 WHERE id = $1', [current.orderId]);
    expect(renewalStart).toBeGreaterThan(today(now()));
    expect(await userView(customer)).toMatchObject({ hasPlan: true });

    expect(await cancel(customer, { orderId: renewalId, makeCoupon: false, terms: true })).toMatchObject({
      type: 'cancelOk',
      data: { itWasFuture: true, couponValue: 0 },
    });
    expect(await userView(customer)).toMatchObject({ hasPlan: true, renewPlan: true, canBeRenewed: true, alreadyRenewed: false });
    expect(await db().one('SELECT status, renew_status FROM orders WHERE id = $1', [current.orderId])).toEqual({ status: 'active', renew_status: 0 });
  });
});
