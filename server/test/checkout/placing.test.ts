// Paying and placing a checkout plan through the local Telr sandbox gateway (the real protocol: order.json create and
// check, the hosted payment page, the transaction advice), and the renewal. Exactly once: twenty placeneworder calls
// and the gateway's notification for one checkout make one order and one payment.
import { deliveryDays, nextDeliveryDay, startAfterPayment } from '@mealplan/shared/domain';
import { addDays, dayOfMonth, today } from '@mealplan/shared/time';
import { ADVICE_PATH } from '../../src/adapters/telr';
import { decideSandboxOrder, SANDBOX_TEST_CARDS } from '../../src/adapters/telr/sandbox';
import { CHECKOUT_MESSAGES, ORDER_MESSAGES } from '../../src/orders/messages';
import { ACCOUNT_TEST_TIMEOUT_MS, signUp, type AccountsTestServer, type SignedUp } from '../accounts/support';
import { english } from '../support/english';
import { orderFixture, orderRequest } from '../orders/support';
import {
  card,
  checkoutCall as call,
  checkoutRowCounts,
  holidays,
  paymentPage,
  planParams,
  planPriceOf,
  renewablePlan,
  saveCheckout,
  startCheckoutServer,
} from './support';

jest.setTimeout(ACCOUNT_TEST_TIMEOUT_MS);

type MealPlan = Record<string, Record<string, number | Record<string, number>>>;

describe('mobile_checkout: paying, placing and renewing', () => {
  let env: AccountsTestServer;
  beforeAll(async () => {
    env = await startCheckoutServer();
  });
  afterAll(() => env.close());

  const db = () => env.server.db;
  const now = () => env.clock.now;

  const checkout = (customer: SignedUp, params = planParams(now())) => saveCheckout(customer, params);

  /** The customer pays on the sandbox's hosted page: the gateway posts its advice, then sends the browser back. */
  async function pay(page: URL, number: string): Promise<URL> {
    expect((await fetch(page)).status).toBe(200);
    const form = new URLSearchParams({ o: page.searchParams.get('o')!, ...card(number), action: 'pay' });
    const response = await fetch(page, { method: 'POST', body: form, redirect: 'manual' });
    expect(response.status).toBe(303);
    return new URL(response.headers.get('location')!);
  }

  const orderRow = (orderId: number) =>
    db().one<Record<string, unknown>>(
      'SELECT status, paid, payment_method, amount_due, start_date::float8 AS start_date, end_date::float8 AS end_date FROM orders WHERE id = $1',
      [orderId],
    );
  const payments = (orderId: number) =>
    db().query<{ status: string; amount: number }>('SELECT status, amount FROM payments WHERE order_id = $1 ORDER BY id', [orderId]);

  it('pays the summary amount on the hosted page; the notification places the order, placeneworder answers it', async () => {
    const customer = await signUp(env);
    const checkoutId = await checkout(customer);
    expect(await call(customer, 'update', { checkoutId, details: { cutlery: 1, bag_price: 18_000, voucher_code: 'WELCOME10' } })).toMatchObject({
      type: 'updateOk',
    });
    const summary = (await call(customer, 'getPending', {})).data as { planParams: { amount_due: number } };
    const price = await planPriceOf(db(), 20, [1, 3], 20);
    expect(summary.planParams.amount_due).toBe(price - Math.round(price / 10) + 18_000);

    expect(await call(customer, 'checkTelrStatus', { checkoutId })).toEqual({ type: 'checkTelrStatusOk', data: { status: false, refunds: [] } });
    const back = await pay(await paymentPage(customer, checkoutId), SANDBOX_TEST_CARDS.authorised);
    expect(back.pathname + back.search).toBe(`/checkout/success/telr?checkoutId=${checkoutId}`);
    // The gateway's notification placed it already, as for a customer who closed the tab.
    expect(await orderRow(checkoutId)).toMatchObject({
      status: 'active',
      paid: true,
      payment_method: 'telr',
      amount_due: summary.planParams.amount_due,
    });
    expect(await payments(checkoutId)).toEqual([{ status: 'paid', amount: summary.planParams.amount_due }]);

    expect(await call(customer, 'checkTelrStatus', { checkoutId })).toEqual({ type: 'checkTelrStatusOk', data: { status: true, refunds: [] } });
    const placed = { type: 'placeneworderOk', data: { message: 'Order Placed Successfully!!!', orderId: checkoutId } };
    expect(await call(customer, 'placeneworder', { checkoutId, action: 'newPlan', paymentMethod: 'telr' })).toEqual(placed);
    expect(await call(customer, 'placeneworder', { checkoutId, action: 'newPlan', paymentMethod: 'telr' })).toEqual(placed);
    expect(await call(customer, 'getPending', {})).toEqual({ type: 'getPendingOk', data: { planParams: null, mealPlan: {} } });
    expect(await customer.client.call('order', 'get', { orderType: 'active' })).toMatchObject({
      type: 'getOk',
      data: { planParams: { id: checkoutId } },
    });
    // The voucher is used now; the plan cannot be paid twice.
    expect(await customer.client.call('order', 'checkVoucher', { code: 'WELCOME10' })).toMatchObject({
      data: { message: english(ORDER_MESSAGES.voucherUsed) },
    });
    expect(await call(customer, 'createTelrSession', { checkoutId })).toMatchObject({
      type: 'createTelrSessionErr',
      data: { message: english(CHECKOUT_MESSAGES.notPayable) },
    });
  });

  it('places nothing on a declined card or a forged success return without a gateway payment', async () => {
    const customer = await signUp(env);
    const checkoutId = await checkout(customer);
    const notConfirmed = { type: 'placeneworderErr', data: { message: english(CHECKOUT_MESSAGES.paymentNotConfirmed) } };
    // Forged: the success page's URL opened without paying.
    expect(await call(customer, 'placeneworder', { checkoutId, action: 'newPlan', paymentMethod: 'telr' })).toMatchObject(notConfirmed);
    const back = await pay(await paymentPage(customer, checkoutId), SANDBOX_TEST_CARDS.declined);
    expect(back.search).toBe(`?checkoutId=${checkoutId}&result=declined`);
    expect(await call(customer, 'checkTelrStatus', { checkoutId })).toEqual({ type: 'checkTelrStatusOk', data: { status: false, refunds: [] } });
    expect(await call(customer, 'placeneworder', { checkoutId, action: 'newPlan', paymentMethod: 'telr' })).toMatchObject(notConfirmed);
    expect(await orderRow(checkoutId)).toMatchObject({ status: 'checkout', paid: false });
    expect(await checkoutRowCounts(db(), customer.userId)).toMatchObject({ orders: 1, checkout: 1 });
  });

  it('20 placeneworder calls and the notification together make one order and one payment', async () => {
    const customer = await signUp(env);
    const checkoutId = await checkout(customer);
    const page = await paymentPage(customer, checkoutId);
    // The customer pays at the gateway; its notification and twenty returning tabs arrive at once.
    const decision = await decideSandboxOrder(db(), page.searchParams.get('o')!, { action: 'pay', card: card(SANDBOX_TEST_CARDS.authorised) });
    expect(decision.kind).toBe('done');
    const advice = (decision as { advice: URLSearchParams }).advice;
    const [notified, ...replies] = await Promise.all([
      fetch(new URL(ADVICE_PATH, env.server.url), { method: 'POST', body: advice }),
      ...Array.from({ length: 20 }, () => call(customer, 'placeneworder', { checkoutId, action: 'newPlan', paymentMethod: 'telr' })),
    ]);
    expect(notified!.status).toBe(200);
    for (const reply of replies)
      expect(reply).toEqual({ type: 'placeneworderOk', data: { message: 'Order Placed Successfully!!!', orderId: checkoutId } });
    expect(await checkoutRowCounts(db(), customer.userId)).toMatchObject({ orders: 1, checkout: 0, days: 20, dishes: 40 });
    expect(await orderRow(checkoutId)).toMatchObject({ status: 'active', paid: true });
    expect((await payments(checkoutId)).filter((row) => row.status === 'paid')).toHaveLength(1);
    expect(await payments(checkoutId)).toHaveLength(1);
  });

  it("'Not Paid' places the plan unpaid; paid online later, its start moves to 2 days after the payment", async () => {
    const customer = await signUp(env);
    const checkoutId = await checkout(customer);
    const placed = { type: 'placeneworderOk', data: { message: 'Order Placed Successfully!!!', orderId: checkoutId } };
    expect(await call(customer, 'placeneworder', { checkoutId, action: 'newPlan', paymentMethod: 'Not Paid' })).toEqual(placed);
    expect(await call(customer, 'placeneworder', { checkoutId, action: 'newPlan', paymentMethod: 'Not Paid' })).toEqual(placed);
    const unpaid = await orderRow(checkoutId);
    expect(unpaid).toMatchObject({ status: 'pending', paid: false, payment_method: 'Not Paid' });
    // A new checkout cannot start while this plan waits (it is the customer's plan).
    expect(await call(customer, 'set', { checkoutPlanParams: planParams(now()), detailsData: [] })).toMatchObject({
      data: { message: english(ORDER_MESSAGES.alreadyHasPlan) },
    });

    // Paid the day before its first day: delivery starts 2 days after the payment instead.
    const saved = env.clock.now;
    try {
      env.clock.now = addDays(unpaid!.start_date as number, -1) + 3600;
      await pay(await paymentPage(customer, checkoutId), SANDBOX_TEST_CARDS.authorised);
      expect(await call(customer, 'placeneworder', { checkoutId, action: 'newPlan', paymentMethod: 'telr' })).toEqual(placed);
      const calendar = { excludeWeekDays: [5, 6], holidays: await holidays(db()) };
      const start = startAfterPayment(unpaid!.start_date as number, env.clock.now, calendar);
      expect(start).toBe(nextDeliveryDay(addDays(today(env.clock.now), 2), calendar));
      expect(start).toBeGreaterThan(unpaid!.start_date as number);
      const days = deliveryDays(start, 20, calendar);
      expect(await orderRow(checkoutId)).toMatchObject({
        status: 'active',
        paid: true,
        payment_method: 'telr',
        start_date: start,
        end_date: days.at(-1),
      });
      expect(await checkoutRowCounts(db(), customer.userId)).toMatchObject({ orders: 1, days: 20, dishes: 40 });
    } finally {
      env.clock.now = saved;
    }
  });

  it('pays a wizard order placed unpaid with the same calls, its order id as the checkout id', async () => {
    const customer = await signUp(env);
    const fixture = await orderFixture(db(), now());
    const request = orderRequest(fixture);
    const placed = await customer.client.call('order', 'set', { ...request, orderData: { ...request.orderData, paymentMethod: 'telr' } });
    expect(placed.type).toBe('setOk');
    const { orderId, total } = placed.data as { orderId: number; total: number };
    expect(await call(customer, 'placeneworder', { checkoutId: orderId, action: 'newPlan', paymentMethod: 'telr' })).toMatchObject({
      data: { message: english(CHECKOUT_MESSAGES.paymentNotConfirmed) },
    });
    await pay(await paymentPage(customer, orderId), SANDBOX_TEST_CARDS.authorised);
    expect(await payments(orderId)).toEqual([{ status: 'paid', amount: total }]);
    expect(await orderRow(orderId)).toMatchObject({ status: 'active', paid: true, payment_method: 'telr' });
    expect(await call(customer, 'placeneworder', { checkoutId: orderId, action: 'newPlan', paymentMethod: 'telr' })).toEqual({
      type: 'placeneworderOk',
      data: { message: 'Order Placed Successfully!!!', orderId },
    });
  });

  it('renew samemenu repeats the previous dishes by day of month after the old end, without a bag deposit', async () => {
    const customer = await signUp(env);
    expect(await call(customer, 'renew', { action: 'samemenu' })).toMatchObject({
      type: 'renewErr',
      data: { message: english(ORDER_MESSAGES.notRenewable) },
    });
    const previous = await renewablePlan(db(), customer.userId, now());
    const reply = await call(customer, 'renew', { action: 'samemenu' });
    expect(reply.type).toBe('renewOk');
    const { checkoutId } = reply.data as { checkoutId: number };
    const { planParams, mealPlan } = (await call(customer, 'getPending', {})).data as { planParams: Record<string, unknown>; mealPlan: MealPlan };
    const calendar = { excludeWeekDays: [], holidays: await holidays(db()) };
    const days = deliveryDays(nextDeliveryDay(addDays(previous.days.at(-1)!, 1), calendar), 30, calendar);
    expect(planParams).toMatchObject({ id: checkoutId, isRenew: true, bag_price: 0, days_count: 30, start_date: days[0], end_date: days.at(-1) });
    expect(planParams.amount_due).toBe(previous.price);
    const byDayOfMonth = new Map(previous.days.map((day) => [dayOfMonth(day), previous.menu[day]]));
    let repeated = 0;
    for (const day of days) {
      const before = byDayOfMonth.get(dayOfMonth(day));
      if (!before) continue;
      expect(mealPlan[String(day)]).toEqual(before);
      repeated += 1;
    }
    expect(repeated).toBeGreaterThanOrEqual(29);
    // The renewal pays no deposit and places as a renewal of the old plan.
    expect(await call(customer, 'update', { checkoutId, details: { cutlery: 0, bag_price: 0 } })).toMatchObject({ type: 'updateOk' });
    expect(await call(customer, 'placeneworder', { checkoutId, action: 'newPlan', paymentMethod: 'Not Paid' })).toMatchObject({
      type: 'placeneworderOk',
    });
    expect(await db().one('SELECT renewed_from, bag_price, build FROM orders WHERE id = $1', [checkoutId])).toEqual({
      renewed_from: previous.orderId,
      bag_price: 0,
      build: 'renew',
    });
  });

  it('renew defaultmenu chooses the default dishes', async () => {
    const customer = await signUp(env);
    const previous = await renewablePlan(db(), customer.userId, now());
    expect(await call(customer, 'renew', { action: 'defaultmenu' })).toMatchObject({ type: 'renewOk' });
    const { mealPlan, planParams } = (await call(customer, 'getPending', {})).data as { planParams: Record<string, unknown>; mealPlan: MealPlan };
    const defaults = await db().query<{ meal_type_id: number; dish_id: number }>(
      'SELECT meal_type_id, dish_id FROM default_dishes WHERE diet_id = 30 AND meal_type_id = ANY($1::int[])',
      [[1, 3]],
    );
    const expected = Object.fromEntries(defaults.map((row) => [String(row.meal_type_id), row.dish_id]));
    expect(Object.keys(mealPlan)).toHaveLength(30);
    for (const meals of Object.values(mealPlan)) expect(meals).toEqual(expected);
    expect(planParams).toMatchObject({ bag_price: 0, isRenew: true });
    expect(Object.values(previous.menu).some((meals) => JSON.stringify(meals) !== JSON.stringify(expected))).toBe(true);
  });
});
