import { english } from '../support/english';
import { ALLERGY_MESSAGE, DAY_NOT_IN_PLAN_MESSAGE, FILL_MENU_MESSAGE, MIN_MEALS_NOTICE, WRONG_VOUCHER_MESSAGE } from '@mealplan/shared/domain';
import { addDays, today } from '@mealplan/shared/time';
import { ORDER_MESSAGES } from '../../src/orders/messages';
import {
  ACCOUNT_TEST_TIMEOUT_MS,
  MANY_SIGN_UPS,
  passwordSignIn,
  signUp,
  startAccountsServer,
  type AccountsTestServer,
  type SignedUp,
} from '../accounts/support';
import { newRequestKey, orderFixture, orderRequest, orderRowCounts, type OrderFixture } from './support';

jest.setTimeout(ACCOUNT_TEST_TIMEOUT_MS);

describe('order set: placing the wizard order', () => {
  let env: AccountsTestServer;
  let fixture: OrderFixture;

  beforeAll(async () => {
    env = await startAccountsServer({ seed: true, callLimits: MANY_SIGN_UPS });
    fixture = await orderFixture(env.server.db, env.clock.now);
  });
  afterAll(() => env.close());

  const db = () => env.server.db;

  /** The reply is an Err with this message and the customer's order rows did not change. */
  async function expectRefused(customer: SignedUp, data: unknown, message: string) {
    const before = await orderRowCounts(db(), customer.userId);
    const reply = await customer.client.call('order', 'set', data);
    expect(reply).toMatchObject({ type: 'setErr', data: { message } });
    expect(await orderRowCounts(db(), customer.userId)).toEqual(before);
  }

  it('writes the order, its days and dishes with the server-computed price, and order get returns it', async () => {
    const customer = await signUp(env);
    const request = orderRequest(fixture, { cutlery: 1 });
    const reply = await customer.client.call('order', 'set', request);
    expect(reply).toMatchObject({
      type: 'setOk',
      data: {
        message: 'Thank you for the order. Our manager will contact you soon.',
        price: fixture.price,
        discount: 0,
        bagDeposit: 18_000,
        shipping: 0,
        total: fixture.price + 18_000,
        newVoucher: 0,
      },
    });
    const { orderId } = reply.data as { orderId: number };
    const order = await db().one<Record<string, unknown>>('SELECT * FROM orders WHERE id = $1', [orderId]);
    expect(order).toMatchObject({
      user_id: customer.userId,
      status: 'pending',
      paid: false,
      payment_method: 'cash',
      diet_id: 30,
      plan_id: 20,
      days_count: 20,
      meal_types: [1, 3],
      start_date: fixture.days[0],
      end_date: fixture.days.at(-1),
      slot_id: fixture.slotId,
      cutlery: 1,
      price: fixture.price,
      amount_due: fixture.price + 18_000,
      build: 'new',
    });
    expect(await orderRowCounts(db(), customer.userId)).toMatchObject({ orders: 1, days: 20, dishes: 40 });

    const got = await customer.client.call('order', 'get', { orderType: 'active' });
    expect(got.type).toBe('getOk');
    const { planParams, mealPlan } = got.data as { planParams: Record<string, unknown>; mealPlan: Record<string, Record<string, number>> };
    expect(planParams).toMatchObject({
      id: orderId,
      mealType: [1, 3],
      mealPlan: 20,
      diet: 30,
      date: fixture.days[0],
      deliverySlot: fixture.slotId,
      cutlery: 1,
      days_count: 20,
      payed: false,
    });
    expect(Object.keys(mealPlan).map(Number)).toEqual(fixture.days);
    expect(mealPlan[String(fixture.days[0])]).toEqual({ '1': fixture.dishes[1]![0], '3': fixture.dishes[3]![0] });
    // Not the plan of anyone else; and a customer without an order is told so.
    const other = await signUp(env);
    expect(await other.client.call('order', 'get', { orderType: 'active' })).toMatchObject({
      type: 'getErr',
      data: { message: english(ORDER_MESSAGES.noOrder) },
    });
    expect(await other.client.call('order', 'get', { orderType: 'future' })).toMatchObject({ type: 'getErr' });
    // A second plan is refused while this one runs.
    await expectRefused(customer, orderRequest(fixture), english(ORDER_MESSAGES.alreadyHasPlan));
  });

  it('creates one order for one request key: repeated, and sent twice at once from two sockets', async () => {
    const customer = await signUp(env);
    const second = await env.connect();
    expect((await second.call('login', 'set', passwordSignIn(customer))).type).toBe('setOk');
    const request = orderRequest(fixture);
    const [a, b] = await Promise.all([customer.client.call('order', 'set', request), second.call('order', 'set', request)]);
    expect(a.type).toBe('setOk');
    expect(b).toEqual({ ...a, rid: b.rid });
    const again = await customer.client.call('order', 'set', request);
    expect(again.data).toEqual(a.data);
    expect(await orderRowCounts(db(), customer.userId)).toMatchObject({ orders: 1, days: 20, dishes: 40 });
  });

  it('places one of two different orders sent at once by the same customer', async () => {
    const customer = await signUp(env);
    const replies = await Promise.all([
      customer.client.call('order', 'set', orderRequest(fixture)),
      customer.client.call('order', 'set', orderRequest(fixture)),
    ]);
    expect(replies.map((reply) => reply.type).sort()).toEqual(['setErr', 'setOk']);
    expect(replies.find((reply) => reply.type === 'setErr')?.data).toMatchObject({ message: english(ORDER_MESSAGES.alreadyHasPlan) });
    expect(await orderRowCounts(db(), customer.userId)).toMatchObject({ orders: 1, days: 20, dishes: 40 });
  });

  it('refuses a tampered price or shipping', async () => {
    const customer = await signUp(env);
    await expectRefused(customer, orderRequest(fixture, { price: fixture.price - 100 }), english(ORDER_MESSAGES.priceChanged));
    await expectRefused(customer, orderRequest(fixture, { price: 0 }), english(ORDER_MESSAGES.priceChanged));
    await expectRefused(
      customer,
      { ...orderRequest(fixture), orderData: { ...orderRequest(fixture).orderData, shipping: 500 } },
      english(ORDER_MESSAGES.priceChanged),
    );
  });

  it("answers in the socket's language (server catalogue)", async () => {
    const customer = await signUp(env);
    expect((await customer.client.call('profile', 'set', { scenario: 'language', language: 'ar' })).type).toBe('setOk');
    await expectRefused(customer, orderRequest(fixture, { price: 1 }), 'تغيّر سعر خطتك. يُرجى مراجعة طلبك.');
    expect(await customer.client.call('order', 'checkVoucher', { code: 'NOPE' })).toMatchObject({ data: { message: 'رمز القسيمة غير صحيح' } });
    expect(await customer.client.call('order', 'set', orderRequest(fixture))).toMatchObject({
      type: 'setOk',
      data: { message: 'شكرًا لطلبك. سيتواصل معك مديرنا قريبًا.' },
    });
  });

  it('refuses dishes that are not on the menu of their meal, and dishes the customer is allergic to', async () => {
    const customer = await signUp(env);
    const request = orderRequest(fixture);
    // A dish of the diet's menu that is not served as breakfast (the balanced diet's menu holds every dish).
    const notBreakfast = await db().one<{ id: number }>(
      'SELECT id FROM dishes WHERE 30 = ANY(diets) AND NOT (1 = ANY(meal_types)) ORDER BY id LIMIT 1',
    );
    const wrongType = {
      ...request,
      detailsData: request.detailsData.map((line, index) => (index === 0 ? { ...line, dish_id: notBreakfast!.id } : line)),
    };
    await expectRefused(customer, wrongType, english(ORDER_MESSAGES.dishNotOffered));
    await expectRefused(
      customer,
      { ...request, detailsData: request.detailsData.map((line, index) => (index === 0 ? { ...line, dish_id: 999_999 } : line)) },
      english(ORDER_MESSAGES.dishNotOffered),
    );

    const dish = await db().one<{ ingredients: number[] }>('SELECT ingredients FROM dishes WHERE id = $1', [fixture.dishes[1]![0]]);
    const saved = await customer.client.call('profile', 'set', {
      scenario: 'preferences',
      preferences: '',
      allergies: [dish!.ingredients[0]],
      dislikes: [],
    });
    expect(saved.type).toBe('setOk');
    await expectRefused(customer, orderRequest(fixture), english(ALLERGY_MESSAGE));
  });

  it('accepts what the spec only asks the customer to confirm: a disliked ingredient, the same dish on two meals of a day', async () => {
    const customer = await signUp(env);
    const both = await db().one<{ id: number; ingredients: number[] }>(
      'SELECT id, ingredients FROM dishes WHERE 1 = ANY(meal_types) AND 3 = ANY(meal_types) AND 30 = ANY(diets) ORDER BY id LIMIT 1',
    );
    expect(both).toBeDefined();
    const saved = await customer.client.call('profile', 'set', {
      scenario: 'preferences',
      preferences: '',
      allergies: [],
      dislikes: [both!.ingredients[0]],
    });
    expect(saved.type).toBe('setOk');
    const request = orderRequest(fixture);
    const sameDish = {
      ...request,
      detailsData: request.detailsData.map((line) => (line.date === fixture.days[0] ? { ...line, dish_id: both!.id } : line)),
    };
    expect(await customer.client.call('order', 'set', sameDish)).toMatchObject({ type: 'setOk' });
    expect(
      await db().query(
        'SELECT meal_type_id FROM order_dishes d JOIN orders o ON o.id = d.order_id WHERE o.user_id = $1 AND d.dish_id = $2 AND d.day = $3 ORDER BY 1',
        [customer.userId, both!.id, fixture.days[0]],
      ),
    ).toEqual([{ meal_type_id: 1 }, { meal_type_id: 3 }]);
  });

  it('checks every day and meal type against the plan and the start-date rules', async () => {
    const customer = await signUp(env);
    const request = orderRequest(fixture);
    await expectRefused(customer, { ...request, detailsData: request.detailsData.slice(1) }, english(FILL_MENU_MESSAGE));
    await expectRefused(customer, orderRequest(fixture, { days: fixture.days.slice(0, 19) }), english(FILL_MENU_MESSAGE));
    // A Friday is not a delivery day of the 20-day plan (Fridays and Saturdays off).
    const friday = fixture.days
      .map((day) => addDays(day, 1))
      .find((day) => !fixture.days.includes(day) && new Date((day + 4 * 3600) * 1000).getUTCDay() === 5)!;
    await expectRefused(customer, orderRequest(fixture, { days: [...fixture.days.slice(0, 19), friday] }), english(DAY_NOT_IN_PLAN_MESSAGE));
    // Earliest start is 3 days from today for a new plan.
    const early = fixture.days.map((day) => addDays(day, -7));
    await expectRefused(customer, orderRequest(fixture, { days: early }), english(ORDER_MESSAGES.startDateUnavailable));
    await expectRefused(customer, orderRequest(fixture, { mealTypes: [1] }), english(MIN_MEALS_NOTICE));
    // Side types and types the diet does not offer are not wizard meals.
    await expectRefused(
      customer,
      { ...request, detailsData: request.detailsData.map((line) => (line.mealType_id === 3 ? { ...line, mealType_id: 7 } : line)) },
      english(ORDER_MESSAGES.mealTypeNotOffered),
    );
    const twice = { ...request, detailsData: [...request.detailsData, request.detailsData[0]!] };
    await expectRefused(customer, twice, english(ORDER_MESSAGES.duplicateLine));
    await expectRefused(customer, { ...request, deliverySlot: 99_999 }, 'Please select delivery slot.');
    await expectRefused(customer, { ...request, orderData: { ...request.orderData, mealPlan_id: 9999 } }, english(ORDER_MESSAGES.planNotOffered));
    await expectRefused(customer, orderRequest(fixture, { build: 'renew' }), english(ORDER_MESSAGES.notRenewable));
  });

  it('renews a renewable plan from the day after its end, without the bag deposit, and only then', async () => {
    const customer = await signUp(env);
    const activePlan = async (endInDays: number) => {
      const end = addDays(today(env.clock.now), endInDays);
      const row = await db().one<{ id: number }>(
        `INSERT INTO orders (user_id, status, paid, diet_id, plan_id, days_count, meal_types, start_date, end_date, price, full_price, created_at)
         VALUES ($1, 'active', true, 30, 20, 20, '{1,3}', $2, $3, 100000, 118000, $4) RETURNING id`,
        [customer.userId, addDays(end, -27), end, env.clock.now],
      );
      return { id: row!.id, end };
    };
    // 30 days left: not renewable yet (the renew link shows from 16 days before the end).
    const far = await activePlan(30);
    await expectRefused(customer, orderRequest(fixture, { build: 'renew' }), english(ORDER_MESSAGES.notRenewable));
    await expectRefused(customer, orderRequest(fixture), english(ORDER_MESSAGES.alreadyHasPlan));
    await db().query(`UPDATE orders SET status = 'finished', end_date = $2 WHERE id = $1`, [far.id, addDays(today(env.clock.now), -40)]);

    const soon = await activePlan(10);
    const renewal = await orderFixture(db(), env.clock.now, undefined, undefined, soon.end);
    expect(renewal.days[0]).toBeGreaterThan(soon.end);
    // Starting before the old plan ends is refused; the day after its end is the earliest start.
    await expectRefused(customer, orderRequest(fixture, { build: 'renew' }), english(ORDER_MESSAGES.startDateUnavailable));
    const reply = await customer.client.call('order', 'set', orderRequest(renewal, { build: 'renew' }));
    expect(reply).toMatchObject({ type: 'setOk', data: { bagDeposit: 0, total: renewal.price } });
    const { orderId } = reply.data as { orderId: number };
    expect(await db().one('SELECT renewed_from, bag_price, build FROM orders WHERE id = $1', [orderId])).toEqual({
      renewed_from: soon.id,
      bag_price: 0,
      build: 'renew',
    });
    expect(await customer.client.call('order', 'get', { orderType: 'future' })).toMatchObject({
      type: 'getOk',
      data: { planParams: { id: orderId, date: renewal.days[0] } },
    });
    expect(await customer.client.call('order', 'get', { orderType: 'active' })).toMatchObject({
      type: 'getOk',
      data: { planParams: { id: soon.id } },
    });
    // Renewed once: a second renewal is refused.
    await expectRefused(customer, orderRequest(renewal, { build: 'renew' }), english(ORDER_MESSAGES.notRenewable));
  });

  it("checks voucher codes on the server: 'Wrong voucher code', one use per customer, never an id alone", async () => {
    const customer = await signUp(env);
    expect(await customer.client.call('order', 'checkVoucher', { code: 'NOPE' })).toMatchObject({
      type: 'checkVoucherErr',
      data: { message: english(WRONG_VOUCHER_MESSAGE) },
    });
    expect(await customer.client.call('order', 'checkVoucher', { code: 'welcome10' })).toMatchObject({
      type: 'checkVoucherOk',
      data: { voucher_id: 1, type: 'percent', value: 10 },
    });
    await expectRefused(customer, orderRequest(fixture, { voucherCode: 'NOPE' }), english(WRONG_VOUCHER_MESSAGE));
    await expectRefused(customer, orderRequest(fixture, { voucherId: 1 }), english(WRONG_VOUCHER_MESSAGE));
    await expectRefused(customer, orderRequest(fixture, { voucherId: 2, voucherCode: 'WELCOME10' }), english(WRONG_VOUCHER_MESSAGE));
    await expectRefused(customer, orderRequest(fixture, { couponId: 1, voucherCode: 'WELCOME10' }), english(ORDER_MESSAGES.couponAndVoucher));

    const reply = await customer.client.call('order', 'set', orderRequest(fixture, { voucherCode: ' welcome10 ' }));
    const discount = Math.round(fixture.price / 10);
    expect(reply).toMatchObject({ type: 'setOk', data: { price: fixture.price, discount, total: fixture.price - discount + 18_000 } });
    expect(await db().one('SELECT voucher_id, discount_price FROM orders WHERE user_id = $1', [customer.userId])).toEqual({
      voucher_id: 1,
      discount_price: discount,
    });
    expect(await customer.client.call('order', 'checkVoucher', { code: 'WELCOME10' })).toMatchObject({
      data: { message: english(ORDER_MESSAGES.voucherUsed) },
    });
  });

  it('limits wrong voucher codes per customer: after 10 wrong codes every code is refused for a while', async () => {
    const [guesser, other] = [await signUp(env), await signUp(env)];
    for (let attempt = 0; attempt < 10; attempt++) {
      expect(await guesser.client.call('order', 'checkVoucher', { code: `GUESS${attempt}` })).toMatchObject({
        data: { message: english(WRONG_VOUCHER_MESSAGE) },
      });
    }
    expect(await guesser.client.call('order', 'checkVoucher', { code: 'WELCOME10' })).toMatchObject({
      type: 'checkVoucherErr',
      data: { message: expect.stringMatching(/^Too many requests/) },
    });
    await expectRefused(
      guesser,
      orderRequest(fixture, { voucherCode: 'WELCOME10' }),
      expect.stringMatching(/^Too many requests/) as unknown as string,
    );
    expect(await other.client.call('order', 'checkVoucher', { code: 'WELCOME10' })).toMatchObject({ type: 'checkVoucherOk' });
  });

  it("uses only the customer's own unused coupon, and keeps a discount above the subtotal as a new voucher", async () => {
    const [customer, other] = [await signUp(env), await signUp(env)];
    const coupon = async (userId: number, value: number) =>
      (await db().one<{ id: number }>(
        `INSERT INTO user_vouchers (user_id, code, type, value, created_at) VALUES ($1, 'C', 'fixed', $2, 0) RETURNING id`,
        [userId, value],
      ))!.id;
    const othersCoupon = await coupon(other.userId, 50_000);
    await expectRefused(customer, orderRequest(fixture, { couponId: othersCoupon }), english(ORDER_MESSAGES.couponUnavailable));
    expect(await db().one('SELECT used_order_id FROM user_vouchers WHERE id = $1', [othersCoupon])).toEqual({ used_order_id: null });

    const big = await coupon(customer.userId, fixture.price + 12_345);
    const reply = await customer.client.call('order', 'set', orderRequest(fixture, { couponId: big }));
    expect(reply).toMatchObject({ type: 'setOk', data: { discount: fixture.price, total: 18_000, newVoucher: 12_345 } });
    const { orderId } = reply.data as { orderId: number };
    expect(await db().one('SELECT used_order_id FROM user_vouchers WHERE id = $1', [big])).toEqual({ used_order_id: orderId });
    expect(await db().query('SELECT type, value FROM user_vouchers WHERE source_order_id = $1', [orderId])).toEqual([
      { type: 'fixed', value: 12_345 },
    ]);
  });

  it('refuses malformed data and guests', async () => {
    const customer = await signUp(env);
    expect(await customer.client.call('order', 'set', { ...orderRequest(fixture), requestKey: 'short' })).toMatchObject({ type: 'setErr' });
    expect(await customer.client.call('order', 'set', { ...orderRequest(fixture), detailsData: [] })).toMatchObject({ type: 'setErr' });
    const guest = await env.connect();
    expect(await guest.call('order', 'set', orderRequest(fixture, { requestKey: newRequestKey() }))).toMatchObject({
      type: 'setErr',
      data: { message: 'Please sign in' },
    });
    expect(await orderRowCounts(db(), customer.userId)).toMatchObject({ orders: 0 });
  });

  it("accepts the spec's payload without a request key: the same request twice (at once) places one order", async () => {
    const customer = await signUp(env);
    const { requestKey: _key, ...specPayload } = orderRequest(fixture);
    const replies = await Promise.all([1, 2, 3].map(() => customer.client.call('order', 'set', specPayload)));
    expect(replies.map((reply) => reply.type)).toEqual(['setOk', 'setOk', 'setOk']);
    const ids = new Set(replies.map((reply) => (reply.data as { orderId: number }).orderId));
    expect(ids.size).toBe(1);
    expect(await orderRowCounts(db(), customer.userId)).toMatchObject({ orders: 1, days: 20 });
    const order = await db().one<{ request_key: string }>('SELECT request_key FROM orders WHERE user_id = $1', [customer.userId]);
    expect(order!.request_key).toMatch(/^derived-/);
  });
});
