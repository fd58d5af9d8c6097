// mobile_checkout over a real socket on a real database: the checkout plan (set, getPending, remove, update), its menu
// (setMealPlan, skipTheDay) and every message of doc 2 §5.6–5.8 the server answers, with good and bad data.
import {
  ALLERGY_MESSAGE,
  checkoutStartRange,
  DAY_NOT_IN_PLAN_MESSAGE,
  DAYS_MISMATCH_MESSAGE,
  LOCKED_DAY_MESSAGE,
  nextDeliveryDay,
  WRONG_VOUCHER_MESSAGE,
} from '@mealplan/shared/domain';
import { addDays, addMonths, today, weekday } from '@mealplan/shared/time';
import { CHECKOUT_MESSAGES, ORDER_MESSAGES } from '../../src/orders/messages';
import { ACCOUNT_TEST_TIMEOUT_MS, signUp, type AccountsTestServer, type SignedUp } from '../accounts/support';
import { english } from '../support/english';
import { checkoutRowCounts, expectedDays, holidays, menuDishes, planParams, planPriceOf, renewablePlan, startCheckoutServer } from './support';

jest.setTimeout(ACCOUNT_TEST_TIMEOUT_MS);

type MealPlan = Record<string, Record<string, number | Record<string, number>>>;

describe('mobile_checkout: the checkout plan and its menu', () => {
  let env: AccountsTestServer;
  beforeAll(async () => {
    env = await startCheckoutServer();
  });
  afterAll(() => env.close());

  const db = () => env.server.db;
  const now = () => env.clock.now;

  async function pending(customer: SignedUp) {
    const reply = await customer.client.call('mobile_checkout', 'getPending', { user_id: 1 });
    expect(reply.type).toBe('getPendingOk');
    return reply.data as { planParams: Record<string, unknown> | null; mealPlan: MealPlan };
  }

  async function saved(customer: SignedUp, params = planParams(now()), detailsData: unknown[] = []) {
    const reply = await customer.client.call('mobile_checkout', 'set', { checkoutPlanParams: params, detailsData });
    expect(reply).toMatchObject({ type: 'setOk' });
    return (reply.data as { checkoutId: number }).checkoutId;
  }

  /** The call is refused with this message and the customer's orders did not change. */
  async function expectRefused(customer: SignedUp, type: string, data: unknown, message: string) {
    const before = await checkoutRowCounts(db(), customer.userId);
    const reply = await customer.client.call('mobile_checkout', type, data);
    expect(reply).toMatchObject({ type: `${type}Err`, data: { message } });
    expect(await checkoutRowCounts(db(), customer.userId)).toEqual(before);
  }

  it('set saves the plan of step 3 with the default dishes; getPending answers it with the server price', async () => {
    const customer = await signUp(env);
    expect(await pending(customer)).toEqual({ planParams: null, mealPlan: {} });
    const params = planParams(now());
    const checkoutId = await saved(customer, params);
    const days = await expectedDays(db(), params);
    const price = await planPriceOf(db(), 20, [1, 3], 20);
    const { planParams: got, mealPlan } = await pending(customer);
    expect(got).toMatchObject({
      id: checkoutId,
      diet_id: 30,
      days_count: 20,
      mealTypes: [1, 3],
      exclude_week_day: [5, 6],
      cutlery: 0,
      bag_price: 18_000,
      start_date: days[0],
      end_date: days.at(-1),
      isRenew: false,
      mealPlan_id: 20,
      emirate: 1,
      slot_id: 11,
      price,
      voucher_id: null,
      coupon_id: null,
      discount_price: price,
      full_price: price + 18_000,
      amount_due: price + 18_000,
      new_voucher: 0,
      shipping: 0,
      daysMatch: true,
      priceDatas: { price, discountPrice: price, savedAmount: 0, discountPer: 0, discountType: null, voucher_id: null },
    });
    expect(Object.keys(mealPlan).map(Number)).toEqual(days);
    for (const meals of Object.values(mealPlan)) expect(Object.keys(meals).sort()).toEqual(['1', '3']);
    // The plan is no current plan: the customer still has none, and order get finds nothing.
    expect(await customer.client.call('order', 'get', { orderType: 'active' })).toMatchObject({ type: 'getErr' });
    expect(await checkoutRowCounts(db(), customer.userId)).toMatchObject({ orders: 1, checkout: 1, days: 20, dishes: 40 });

    // Saving step 3 again replaces the one checkout plan (same id).
    const again = await saved(customer, planParams(now(), { daysCount: 24, excludeWeekDay: [5] }));
    expect(again).toBe(checkoutId);
    expect(await checkoutRowCounts(db(), customer.userId)).toMatchObject({ orders: 1, checkout: 1, days: 24, dishes: 48 });
  });

  it('moves a start on an excluded weekday forward, and gives the side types their default side dishes', async () => {
    const customer = await signUp(env);
    const { min } = checkoutStartRange(now());
    let friday = min;
    while (weekday(friday) !== 5) friday = addDays(friday, 1);
    const params = planParams(now(), { startDate: friday, mealTypes: [1, 3, 7] });
    await saved(customer, params);
    const calendar = { excludeWeekDays: [5, 6], holidays: await holidays(db()) };
    const { planParams: got, mealPlan } = await pending(customer);
    expect(got!.start_date).toBe(nextDeliveryDay(friday, calendar));
    expect(weekday(got!.start_date as number)).toBe(0);
    const firstDay = mealPlan[String(got!.start_date)]!;
    expect(typeof firstDay['7']).toBe('object');
    expect(Object.keys(firstDay['7'] as object).length).toBeGreaterThan(0);
  });

  it('answers every message of steps 2 and 3 (§5.6) and saves nothing', async () => {
    const customer = await signUp(env);
    const good = planParams(now());
    const set = (checkoutPlanParams: unknown) => ({ checkoutPlanParams, detailsData: [] });
    const dietless = await db().one<{ id: number }>(
      `INSERT INTO diets (id, name, name_ar, description, meal_types, sort_order) VALUES (990, 'Empty', 'فارغ', '', '{}', 99) RETURNING id`,
    );
    await expectRefused(customer, 'set', set({ ...good, diet_id: null }), 'Please select diet type to continue');
    await expectRefused(customer, 'set', set({ ...good, diet_id: 999_999 }), 'Please select diet type to continue');
    await expectRefused(customer, 'set', set({ ...good, diet_id: dietless!.id }), "Please select different diet type. Currently, don't have meals");
    await expectRefused(customer, 'set', set({ ...good, mealTypes: [] }), 'Please select mealType.');
    await expectRefused(
      customer,
      'set',
      set({ ...good, mealTypes: [2, 4] }),
      'Minimum 1 Main Meal required. Please select at least 1 main meal or some other combination.',
    );
    await expectRefused(customer, 'set', set({ ...good, days_count: null }), 'Please select day.');
    await expectRefused(customer, 'set', set({ ...good, start_date: null }), 'Please select delivery Date.');
    await expectRefused(customer, 'set', set({ ...good, emirate: null }), 'Please select emirate.');
    await expectRefused(customer, 'set', set({ ...good, slot_id: null }), 'Please select delivery slot.');
    await expectRefused(customer, 'set', set({ ...good, slot_id: 21 }), 'Please select delivery slot.');
    // Start dates run from 3 days to 3 months ahead.
    await expectRefused(customer, 'set', set({ ...good, start_date: addDays(today(now()), 2) }), english(CHECKOUT_MESSAGES.startOutOfRange));
    await expectRefused(
      customer,
      'set',
      set({ ...good, start_date: addDays(addMonths(today(now()), 3), 1) }),
      english(CHECKOUT_MESSAGES.startOutOfRange),
    );
    await expectRefused(customer, 'set', set({ ...good, exclude_week_day: [0, 1, 2, 3, 4, 5, 6] }), english(CHECKOUT_MESSAGES.noDeliveryWeekday));
    await expectRefused(customer, 'set', set({ ...good, mealPlan_id: 24 }), english(ORDER_MESSAGES.planNotOffered));
    await expectRefused(customer, 'set', set({ ...good, mealTypes: [1, 3, 99] }), english(ORDER_MESSAGES.mealTypeNotOffered));
    // The bag deposit is mandatory for a new plan.
    await expectRefused(customer, 'set', set({ ...good, bag_price: 0 }), english(CHECKOUT_MESSAGES.bagDepositMandatory));
    await db().query('DELETE FROM diets WHERE id = 990');
  });

  it('starts a renewal after the end of the current plan, without a bag deposit; a held plan cannot check out', async () => {
    const customer = await signUp(env);
    const current = await renewablePlan(db(), customer.userId, now());
    const end = current.days.at(-1)!;
    await expectRefused(customer, 'set', { checkoutPlanParams: planParams(now()), detailsData: [] }, english(CHECKOUT_MESSAGES.startOutOfRange));
    await saved(customer, planParams(now(), { startDate: addDays(end, 1), bagPrice: 0 }));
    const { planParams: got } = await pending(customer);
    expect(got).toMatchObject({ isRenew: true, bag_price: 0 });
    expect(got!.start_date).toBeGreaterThan(end);

    const holder = await signUp(env);
    await renewablePlan(db(), holder.userId, addDays(now(), -30));
    await db().query("UPDATE orders SET end_date = $2 WHERE user_id = $1 AND status = 'active'", [holder.userId, addDays(today(now()), 40)]);
    await expectRefused(holder, 'set', { checkoutPlanParams: planParams(now()), detailsData: [] }, english(ORDER_MESSAGES.alreadyHasPlan));
  });

  it("keeps the page's dishes, refuses an allergen, a day outside the plan and a dish off the menu", async () => {
    const customer = await signUp(env);
    const params = planParams(now());
    const days = await expectedDays(db(), params);
    const [breakfast] = await menuDishes(db(), 1, 1);
    const [, lunch] = await menuDishes(db(), 3, 2);
    const lines = days.flatMap((date) => [
      { date, mealType_id: 1, dish_id: breakfast! },
      { date, mealType_id: 3, dish_id: lunch! },
    ]);
    await saved(customer, params, lines);
    const { mealPlan } = await pending(customer);
    expect(mealPlan[String(days[4])]).toEqual({ 1: breakfast, 3: lunch });

    const set = (detailsData: unknown[]) => ({ checkoutPlanParams: params, detailsData });
    await expectRefused(
      customer,
      'set',
      set([{ date: addDays(days.at(-1)!, 30), mealType_id: 1, dish_id: breakfast }]),
      english(DAY_NOT_IN_PLAN_MESSAGE),
    );
    await expectRefused(customer, 'set', set([{ date: days[0], mealType_id: 1, dish_id: lunch }]), english(ORDER_MESSAGES.dishNotOffered));
    await expectRefused(
      customer,
      'set',
      set([
        { date: days[0], mealType_id: 1, dish_id: breakfast },
        { date: days[0], mealType_id: 1, dish_id: breakfast },
      ]),
      english(ORDER_MESSAGES.duplicateLine),
    );
    const dish = await db().one<{ ingredients: number[] }>('SELECT ingredients FROM dishes WHERE id = $1', [breakfast]);
    expect(
      await customer.client.call('profile', 'set', { scenario: 'preferences', preferences: '', allergies: [dish!.ingredients[0]], dislikes: [] }),
    ).toMatchObject({ type: 'setOk' });
    await expectRefused(customer, 'set', set(lines), english(ALLERGY_MESSAGE));
    // The default dishes the server chooses never carry the allergen.
    await saved(customer, params);
    const defaults = (await pending(customer)).mealPlan;
    expect(Object.values(defaults).every((meals) => meals['1'] !== breakfast)).toBe(true);
  });

  it('a meal plan short of days_count is kept, shown as mismatched, and refused by update, payment and placing (§5.7)', async () => {
    const customer = await signUp(env);
    const params = planParams(now());
    const days = await expectedDays(db(), params);
    const [breakfast] = await menuDishes(db(), 1, 1);
    const [lunch] = await menuDishes(db(), 3, 1);
    const lines = days.slice(0, 19).flatMap((date) => [
      { date, mealType_id: 1, dish_id: breakfast! },
      { date, mealType_id: 3, dish_id: lunch! },
    ]);
    const checkoutId = await saved(customer, params, lines);
    const { planParams: got, mealPlan } = await pending(customer);
    expect(got!.daysMatch).toBe(false);
    expect(Object.keys(mealPlan)).toHaveLength(19);
    const mismatch = english(DAYS_MISMATCH_MESSAGE);
    expect(mismatch).toBe('Meal plan days and generate meals count are mismatched. Please check days count or Delete and Start Over meal plan.');
    await expectRefused(customer, 'update', { checkoutId, details: { cutlery: 1, bag_price: 18_000 } }, mismatch);
    await expectRefused(customer, 'createTelrSession', { checkoutId }, mismatch);
    await expectRefused(customer, 'placeneworder', { checkoutId, action: 'newPlan', paymentMethod: 'Not Paid' }, mismatch);
  });

  it('setMealPlan saves changed days, keeps the others, and refuses locked days, allergens and dishes off the menu', async () => {
    const customer = await signUp(env);
    const checkoutId = await saved(customer);
    const { mealPlan } = await pending(customer);
    const days = Object.keys(mealPlan);
    const lunches = await menuDishes(db(), 3, 5);
    const other = lunches.find((id) => id !== mealPlan[days[5]!]!['3'])!;
    const changed = { [days[5]!]: { ...mealPlan[days[5]!], 3: other } };
    const reply = await customer.client.call('mobile_checkout', 'setMealPlan', { checkoutId, checkoutMealPlan: changed, deliveryName: 'Home' });
    expect(reply.type).toBe('setMealPlanOk');
    const update = (reply.data as { checkoutMealPlanUpdate: MealPlan }).checkoutMealPlanUpdate;
    expect(update[days[5]!]).toEqual({ 1: mealPlan[days[5]!]!['1'], 3: other });
    expect(update[days[6]!]).toEqual(mealPlan[days[6]!]);
    expect((await pending(customer)).mealPlan).toEqual(update);

    const call = (checkoutMealPlan: unknown) => ({ checkoutId, checkoutMealPlan });
    await expectRefused(customer, 'setMealPlan', call({ [addDays(Number(days.at(-1)), 40)]: { 1: other } }), english(DAY_NOT_IN_PLAN_MESSAGE));
    await expectRefused(customer, 'setMealPlan', call({ [days[2]!]: { 1: 999_999 } }), english(ORDER_MESSAGES.dishNotOffered));
    await expectRefused(customer, 'setMealPlan', call({ [days[2]!]: { 5: other } }), english(ORDER_MESSAGES.mealTypeNotOffered));
    const dish = await db().one<{ ingredients: number[] }>('SELECT ingredients FROM dishes WHERE id = $1', [other]);
    await customer.client.call('profile', 'set', { scenario: 'preferences', preferences: '', allergies: [dish!.ingredients[0]], dislikes: [] });
    await expectRefused(customer, 'setMealPlan', call({ [days[2]!]: { ...mealPlan[days[2]!], 3: other } }), english(ALLERGY_MESSAGE));
    await customer.client.call('profile', 'set', { scenario: 'preferences', preferences: '', allergies: [], dislikes: [] });

    // The day before the first day, that day is within the 3-day buffer: locked, though it may be sent unchanged.
    const saved0 = env.clock.now;
    env.clock.now = addDays(Number(days[0]), -1) + 3600;
    try {
      const first = { ...update[days[0]!], 3: lunches.find((id) => id !== update[days[0]!]!['3'])! };
      await expectRefused(customer, 'setMealPlan', call({ [days[0]!]: first }), english(LOCKED_DAY_MESSAGE));
      expect(
        await customer.client.call('mobile_checkout', 'setMealPlan', call({ [days[0]!]: update[days[0]!], [days[5]!]: update[days[5]!] })),
      ).toMatchObject({ type: 'setMealPlanOk' });
      await expectRefused(
        customer,
        'skipTheDay',
        { skip_date: Number(days[0]), new_date: Number(days[0]), planId: checkoutId },
        'You cannot edit or skip this day. Items are delivered or in the process of creation.',
      );
    } finally {
      env.clock.now = saved0;
    }
  });

  it('skipTheDay removes the day and adds the next delivery day after the end with default dishes', async () => {
    const customer = await signUp(env);
    const checkoutId = await saved(customer);
    const { mealPlan, planParams: before } = await pending(customer);
    const days = Object.keys(mealPlan).map(Number);
    const calendar = { excludeWeekDays: [5, 6], holidays: await holidays(db()) };
    const expectedNew = nextDeliveryDay(addDays(days.at(-1)!, 1), calendar);
    const reply = await customer.client.call('mobile_checkout', 'skipTheDay', { skip_date: days[4], new_date: days[4], planId: checkoutId });
    expect(reply).toMatchObject({ type: 'skipTheDayOk', data: { skipDate: days[4], newDate: expectedNew } });
    const newMealplan = (reply.data as { newMealplan: MealPlan }).newMealplan;
    expect(Object.keys(newMealplan).map(Number)).toEqual([...days.filter((day) => day !== days[4]), expectedNew]);
    expect(Object.keys(newMealplan[String(expectedNew)]!).sort()).toEqual(['1', '3']);
    const { planParams: after } = await pending(customer);
    expect(after).toMatchObject({ end_date: expectedNew, start_date: before!.start_date, daysMatch: true });
    await expectRefused(customer, 'skipTheDay', { skip_date: days[4], new_date: expectedNew, planId: checkoutId }, english(DAY_NOT_IN_PLAN_MESSAGE));
  });

  it('update stores cutlery, the bag deposit and a voucher checked on the server, and recomputes the amount', async () => {
    const customer = await signUp(env);
    const checkoutId = await saved(customer);
    const price = await planPriceOf(db(), 20, [1, 3], 20);
    const update = (details: Record<string, unknown>) => ({ checkoutId, details: { cutlery: 1, bag_price: 18_000, ...details } });
    await expectRefused(
      customer,
      'update',
      update({ bag_price: 0 }),
      'Bag Deposit is Mandatory. If not paid, it be charged before start of the plan.',
    );
    await expectRefused(customer, 'update', update({ bag_price: 9_000 }), english(CHECKOUT_MESSAGES.bagDepositMandatory));
    await expectRefused(customer, 'update', update({ voucher_code: 'NOPE' }), english(WRONG_VOUCHER_MESSAGE));
    await expectRefused(customer, 'update', update({ voucher_id: 1 }), english(WRONG_VOUCHER_MESSAGE));
    await expectRefused(customer, 'update', update({ coupon_id: 77_777 }), english(ORDER_MESSAGES.couponUnavailable));

    expect(await customer.client.call('mobile_checkout', 'update', update({ voucher_id: 1, voucher_code: 'welcome10' }))).toEqual({
      type: 'updateOk',
      data: { checkoutId },
    });
    const discounted = price - Math.round(price / 10);
    expect((await pending(customer)).planParams).toMatchObject({
      cutlery: 1,
      voucher_id: 1,
      discount_price: discounted,
      amount_due: discounted + 18_000,
      priceDatas: { price, discountPrice: discounted, savedAmount: price - discounted, discountPer: 10, discountType: 'percent', voucher_id: 1 },
    });
    // The spec's payload (no offer) clears the voucher again.
    await customer.client.call('mobile_checkout', 'update', { checkoutId, details: { cutlery: 0, bag_price: 18_000 } });
    expect((await pending(customer)).planParams).toMatchObject({ cutlery: 0, voucher_id: null, amount_due: price + 18_000 });
  });

  it('remove deletes the plan, its days and dishes (Delete & Startover)', async () => {
    const customer = await signUp(env);
    const checkoutId = await saved(customer);
    expect(await customer.client.call('mobile_checkout', 'remove', { checkoutId })).toEqual({ type: 'removeOk', data: {} });
    expect(await pending(customer)).toEqual({ planParams: null, mealPlan: {} });
    expect(await checkoutRowCounts(db(), customer.userId)).toMatchObject({ orders: 0, days: 0, dishes: 0 });
    await expectRefused(customer, 'remove', { checkoutId }, english(CHECKOUT_MESSAGES.notFound));
  });

  it("refuses another customer's checkout id in every call, changing nothing", async () => {
    const owner = await signUp(env);
    const checkoutId = await saved(owner);
    const { mealPlan } = await pending(owner);
    const stranger = await signUp(env);
    const ownerBefore = await checkoutRowCounts(db(), owner.userId);
    const firstDay = Number(Object.keys(mealPlan)[3]);
    const notFound = english(CHECKOUT_MESSAGES.notFound);
    const calls: [string, unknown][] = [
      ['set', { checkoutPlanParams: { ...planParams(now()), id: checkoutId }, detailsData: [] }],
      ['setMealPlan', { checkoutId, checkoutMealPlan: { [firstDay]: mealPlan[String(firstDay)] } }],
      ['skipTheDay', { skip_date: firstDay, new_date: firstDay, planId: checkoutId }],
      ['remove', { checkoutId }],
      ['update', { checkoutId, details: { cutlery: 1, bag_price: 18_000 } }],
      ['createTelrSession', { checkoutId }],
      ['checkTelrStatus', { checkoutId }],
      ['placeneworder', { checkoutId, action: 'newPlan', paymentMethod: 'Not Paid' }],
      ['placeneworder', { checkoutId, action: 'newPlan', paymentMethod: 'telr' }],
    ];
    for (const [type, data] of calls) await expectRefused(stranger, type, data, notFound);
    expect(await checkoutRowCounts(db(), owner.userId)).toEqual(ownerBefore);
    expect(await pending(stranger)).toEqual({ planParams: null, mealPlan: {} });
  });

  it('refuses guests and malformed data', async () => {
    const guest = await env.connect();
    expect(await guest.call('mobile_checkout', 'getPending', {})).toMatchObject({ type: 'getPendingErr', data: { message: 'Please sign in' } });
    const customer = await signUp(env);
    expect(await customer.client.call('mobile_checkout', 'update', { checkoutId: 'x', details: {} })).toMatchObject({ type: 'updateErr' });
    expect(await customer.client.call('mobile_checkout', 'renew', { action: 'other' })).toMatchObject({ type: 'renewErr' });
  });
});
