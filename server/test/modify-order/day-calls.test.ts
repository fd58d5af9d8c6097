// The /modify day calls of the order channel over a real socket on a real database (issue 20): order get's day
// statuses, modify, custommodify, skipTheDay, setCutlery, getDietProducts, getCustomDays, remainingDeliveries; good
// and bad data, every message of doc 3 §8 they give (English verbatim), another customer's order refused by every
// call, and a refusal changes nothing.
import {
  ADDITIONAL_DELIVERY_MESSAGE,
  ALLERGY_MESSAGE,
  changeDeadline,
  LOCKED_DAY_MESSAGE,
  PAUSED_DAY_MESSAGE,
  renewalStart,
} from '@mealplan/shared/domain';
import { addDays, today } from '@mealplan/shared/time';
import { MODIFY_MESSAGES, ORDER_MESSAGES } from '../../src/orders/messages';
import type { ServerMessageId } from '../../src/i18n';
import { english } from '../support/english';
import { ACCOUNT_TEST_TIMEOUT_MS, MANY_SIGN_UPS, signUp, startAccountsServer, type AccountsTestServer, type SignedUp } from '../accounts/support';
import { addAdditionalDay, modifyRequest, orderSnapshot, placePlan, type PlacedPlan } from './support';

jest.setTimeout(ACCOUNT_TEST_TIMEOUT_MS);

type Reply = { type: string; data: Record<string, unknown> };

describe('order channel: the /modify day calls', () => {
  let env: AccountsTestServer;
  beforeAll(async () => {
    env = await startAccountsServer({ seed: true, callLimits: MANY_SIGN_UPS });
  });
  afterAll(() => env.close());

  const db = () => env.server.db;
  const call = async (customer: SignedUp, type: string, data: unknown) => (await customer.client.call('order', type, data)) as Reply;

  /** The call answers `${type}Err` with the message (English, verbatim) and the order did not change. */
  async function expectRefused(customer: SignedUp, plan: PlacedPlan, type: string, data: unknown, messageId: ServerMessageId) {
    const before = await orderSnapshot(db(), plan.orderId);
    expect(await call(customer, type, data)).toMatchObject({ type: `${type}Err`, data: { message: english(messageId), messageId } });
    expect(await orderSnapshot(db(), plan.orderId)).toEqual(before);
  }

  /** Runs `body` with the clock at `at`, then puts it back. */
  async function at<T>(moment: number, body: () => Promise<T>): Promise<T> {
    const saved = env.clock.now;
    env.clock.now = moment;
    try {
      return await body();
    } finally {
      env.clock.now = saved;
    }
  }

  const getOrder = async (customer: SignedUp, orderType: 'active' | 'future' = 'active') => {
    const reply = await call(customer, 'get', { orderType });
    expect(reply.type).toBe('getOk');
    return reply.data as {
      planParams: Record<string, unknown>;
      mealPlan: Record<string, Record<string, unknown>>;
      customMealPlan: Record<string, Record<string, unknown>>;
      days: Record<string, { status: string; locked: boolean; changeUntil: number; additional?: number; skippedTo?: number }>;
      awaitingPayment: boolean;
      hasRenewal: boolean;
      orderType: string;
      planChanges: unknown[];
    };
  };

  it('order get shows a wizard order awaiting payment with its days, which the customer may change like a future plan', async () => {
    const customer = await signUp(env);
    const plan = await placePlan(env, customer);
    const view = await getOrder(customer);
    const first = plan.fixture.days[0]!;
    expect(view).toMatchObject({ orderType: 'active', awaitingPayment: true, hasRenewal: false, planChanges: [], customMealPlan: {} });
    expect(view.planParams).toMatchObject({ id: plan.orderId, date: first, end_date: plan.fixture.days.at(-1), skipped: {}, payed: false });
    expect(Object.keys(view.days)).toHaveLength(plan.fixture.days.length);
    expect(view.days[String(first)]).toEqual({ status: 'filled', locked: false, changeUntil: changeDeadline(first) });

    const other = plan.fixture.dishes[1]![1]!;
    const saved = await call(customer, 'modify', modifyRequest(plan, { [first]: { 1: other, 3: plan.fixture.dishes[3]![0]! } }, { cutlery: 1 }));
    expect(saved).toEqual({ type: 'modifyOk', data: { message: english(MODIFY_MESSAGES.daysSaved) } });
    const after = await getOrder(customer);
    expect(after.mealPlan[String(first)]).toEqual({ 1: other, 3: plan.fixture.dishes[3]![0] });
    expect(after.planParams).toMatchObject({ cutlery: 1, modified: true });
  });

  it('modify replaces the dishes of the days sent, accepts unchanged locked days, and refuses a locked, paused or additional day', async () => {
    const customer = await signUp(env);
    const plan = await placePlan(env, customer, true);
    const [first, , third, fourth] = plan.fixture.days as [number, number, number, number];
    const dishes = plan.fixture.dishes;
    const unchanged = { 1: dishes[1]![0]!, 3: dishes[3]![0]! };
    const changed = { 1: dishes[1]![1]!, 3: dishes[3]![0]! };

    // Within 48 hours of the first day: locked ('You cannot edit or skip this day…'), by the direct call too.
    await at(first - 3_600, async () => {
      expect((await getOrder(customer)).days[String(first)]).toMatchObject({ status: 'past', locked: true });
      await expectRefused(customer, plan, 'modify', modifyRequest(plan, { [first]: changed }), LOCKED_DAY_MESSAGE);
      await expectRefused(customer, plan, 'skipTheDay', { skip_date: first, new_date: first, planId: plan.orderId }, LOCKED_DAY_MESSAGE);
      // The whole plan sent back with the locked day unchanged is fine, with a change to a day still open then (the
      // fifth: the second may follow the first the next day and be within its cut-off too; the third and fourth are
      // paused below).
      const open = plan.fixture.days[4]!;
      expect((await call(customer, 'modify', modifyRequest(plan, { [first]: unchanged, [open]: changed }))).type).toBe('modifyOk');
    });

    // A paused day: 'The day is on pause'.
    await db().query('INSERT INTO pauses (order_id, start_date, end_date, created_at) VALUES ($1, $2, $3, $4)', [
      plan.orderId,
      third,
      fourth,
      env.clock.now,
    ]);
    expect((await getOrder(customer)).days[String(third)]).toMatchObject({ status: 'paused', locked: true });
    await expectRefused(customer, plan, 'modify', modifyRequest(plan, { [third]: changed }), PAUSED_DAY_MESSAGE);
    await expectRefused(customer, plan, 'skipTheDay', { skip_date: third, new_date: third, planId: plan.orderId }, PAUSED_DAY_MESSAGE);
    expect((await call(customer, 'modify', modifyRequest(plan, { [fourth]: changed }))).type).toBe('modifyOk');

    // An additional delivery through modify (or skipTheDay): 'Please contact our team…'.
    const extra = addDays(plan.fixture.days.at(-1)!, 1);
    await addAdditionalDay(db(), plan, extra);
    const view = await getOrder(customer);
    expect(view.days[String(extra)]).toMatchObject({ status: 'additional', locked: true, additional: 1 });
    expect(view.customMealPlan).toEqual({ [extra]: unchanged });
    expect(view.mealPlan[String(extra)]).toBeUndefined();
    await expectRefused(customer, plan, 'modify', modifyRequest(plan, { [extra]: changed }), ADDITIONAL_DELIVERY_MESSAGE);
    await expectRefused(customer, plan, 'skipTheDay', { skip_date: extra, new_date: extra, planId: plan.orderId }, ADDITIONAL_DELIVERY_MESSAGE);
  });

  it('modify refuses an allergen, a dish not on the menu of the day, a meal type or day not in the plan, and an unknown slot', async () => {
    const customer = await signUp(env);
    const plan = await placePlan(env, customer, true);
    const day = plan.fixture.days[2]!;
    const dishes = plan.fixture.dishes;
    const allergenDish = dishes[1]![1]!;
    const ingredient = (await db().one<{ ingredients: number[] }>('SELECT ingredients FROM dishes WHERE id = $1', [allergenDish]))!.ingredients[0];
    await db().query('UPDATE users SET allergies = $2 WHERE id = $1', [customer.userId, [ingredient]]);
    await expectRefused(customer, plan, 'modify', modifyRequest(plan, { [day]: { 1: allergenDish, 3: dishes[3]![0]! } }), ALLERGY_MESSAGE);

    // A breakfast taken off the diet's menu (this test's own database).
    const offDiet = await db().one<{ id: number }>(
      'UPDATE dishes SET diets = array_remove(diets, 30) WHERE id = (SELECT max(id) FROM dishes WHERE 1 = ANY(meal_types) AND 30 = ANY(diets)) RETURNING id',
    );
    await expectRefused(customer, plan, 'modify', modifyRequest(plan, { [day]: { 1: offDiet!.id } }), ORDER_MESSAGES.dishNotOffered);
    // A dish of the diet served as another meal type only.
    const otherType = await db().one<{ id: number }>('SELECT id FROM dishes WHERE NOT (1 = ANY(meal_types)) AND 30 = ANY(diets) ORDER BY id LIMIT 1');
    await expectRefused(customer, plan, 'modify', modifyRequest(plan, { [day]: { 1: otherType!.id } }), ORDER_MESSAGES.dishNotOffered);
    await expectRefused(customer, plan, 'modify', modifyRequest(plan, { [day]: { 2: dishes[1]![0]! } }), ORDER_MESSAGES.mealTypeNotOffered);
    await expectRefused(
      customer,
      plan,
      'modify',
      modifyRequest(plan, { [day]: { 1: dishes[1]![0]! } }, { mealType: [1] }),
      ORDER_MESSAGES.mealTypeNotOffered,
    );
    await expectRefused(customer, plan, 'modify', modifyRequest(plan, { [addDays(day, 200)]: { 1: dishes[1]![0]! } }), ORDER_MESSAGES.dayNotInPlan);
    await expectRefused(
      customer,
      plan,
      'modify',
      modifyRequest(plan, { [day]: { 1: dishes[1]![0]! } }, { deliverySlot: 99_999 }),
      ORDER_MESSAGES.selectSlot,
    );
    const twice = modifyRequest(plan, {});
    twice.detailsData = [1, 2].map((index) => ({ date: day, mealType_id: 1, dish_id: dishes[1]![index - 1]! }));
    await expectRefused(customer, plan, 'modify', twice, ORDER_MESSAGES.duplicateLine);
    // Bad data never reaches the handler.
    expect((await call(customer, 'modify', { ...modifyRequest(plan, {}), cutlery: 2 })).type).toBe('modifyErr');
  });

  it('skipTheDay moves the day after the end with the default dishes, keeps it as skipped, and answers the new meal plan', async () => {
    const customer = await signUp(env);
    const plan = await placePlan(env, customer, true);
    const skipDate = plan.fixture.days[1]!;
    const end = plan.fixture.days.at(-1)!;
    const expectedNew = renewalStart(end, plan.fixture.calendar);
    const reply = await call(customer, 'skipTheDay', { skip_date: skipDate, new_date: skipDate, planId: plan.orderId });
    expect(reply.type).toBe('skipTheDayOk');
    const data = reply.data as { skipDate: number; newDate: number; newMealplan: Record<string, Record<string, number>> };
    expect(data.skipDate).toBe(skipDate);
    expect(data.newDate).toBe(expectedNew);
    expect(data.newMealplan[String(skipDate)]).toBeUndefined();
    expect(Object.keys(data.newMealplan[String(expectedNew)]!).map(Number).sort()).toEqual([1, 3]);

    const view = await getOrder(customer);
    expect(view.planParams).toMatchObject({ end_date: expectedNew, skipped: { [skipDate]: expectedNew } });
    expect(view.days[String(skipDate)]).toMatchObject({ status: 'skipped', locked: true, skippedTo: expectedNew });
    expect(view.days[String(expectedNew)]).toMatchObject({ status: 'filled', locked: false });
    // Skipping it again is refused: the day is no longer in the plan.
    await expectRefused(customer, plan, 'skipTheDay', { skip_date: skipDate, new_date: skipDate, planId: plan.orderId }, ORDER_MESSAGES.dayNotInPlan);
    // The next skip lands after an additional delivery placed right after the new end.
    const extra = renewalStart(expectedNew, plan.fixture.calendar);
    await addAdditionalDay(db(), plan, extra);
    const second = await call(customer, 'skipTheDay', { skip_date: plan.fixture.days[2]!, new_date: plan.fixture.days[2]!, planId: plan.orderId });
    expect((second.data as { newDate: number }).newDate).toBe(renewalStart(extra, plan.fixture.calendar));
  });

  it("Remove from skipped: modify without the day in `skipped` brings it back with default dishes and the day it moved to leaves; only while both are open, only the owner's", async () => {
    const customer = await signUp(env);
    const plan = await placePlan(env, customer, true);
    const skipDate = plan.fixture.days[2]!;
    const end = plan.fixture.days.at(-1)!;
    const movedTo = renewalStart(end, plan.fixture.calendar);
    expect((await call(customer, 'skipTheDay', { skip_date: skipDate, new_date: skipDate, planId: plan.orderId })).type).toBe('skipTheDayOk');
    const stillSkipped = { [skipDate]: movedTo };

    // Another customer cannot undo it; within 48 hours of the skipped day it is locked.
    const intruder = await signUp(env);
    await expectRefused(intruder, plan, 'modify', modifyRequest(plan, {}), ORDER_MESSAGES.noOrder);
    await at(skipDate - 3_600, () => expectRefused(customer, plan, 'modify', modifyRequest(plan, {}), LOCKED_DAY_MESSAGE));
    // The day it moved to paused: 'The day is on pause'.
    await db().query('INSERT INTO pauses (order_id, start_date, end_date, created_at) VALUES ($1, $2, NULL, $3)', [
      plan.orderId,
      movedTo,
      env.clock.now,
    ]);
    await expectRefused(customer, plan, 'modify', modifyRequest(plan, {}), PAUSED_DAY_MESSAGE);
    await db().query('DELETE FROM pauses WHERE order_id = $1', [plan.orderId]);
    // Sending the map back unchanged (a day's Save Changes) keeps the skip; a day added to the map is not skipped here.
    const other = plan.fixture.days[3]!;
    const unchanged = await orderSnapshot(db(), plan.orderId);
    const keep = await call(customer, 'modify', modifyRequest(plan, {}, { skipped: { ...stillSkipped, [other]: movedTo } }));
    expect(keep).toMatchObject({ type: 'modifyOk', data: { message: english(MODIFY_MESSAGES.daysSaved) } });
    expect(await orderSnapshot(db(), plan.orderId)).toEqual(unchanged);

    const reply = await call(customer, 'modify', modifyRequest(plan, {}));
    expect(reply).toMatchObject({ type: 'modifyOk', data: { message: english(MODIFY_MESSAGES.daysSaved) } });
    const view = await getOrder(customer);
    expect(view.planParams).toMatchObject({ end_date: end, skipped: {} });
    expect(view.days[String(skipDate)]).toMatchObject({ status: 'filled', locked: false });
    expect(view.days[String(skipDate)]!.skippedTo).toBeUndefined();
    expect(Object.keys(view.mealPlan[String(skipDate)]!).map(Number).sort()).toEqual([1, 3]);
    expect(view.days[String(movedTo)]).toBeUndefined();
    expect(view.mealPlan[String(movedTo)]).toBeUndefined();
    const dishesLeft = await db().query('SELECT 1 FROM order_dishes WHERE order_id = $1 AND day = $2', [plan.orderId, movedTo]);
    expect(dishesLeft).toHaveLength(0);
  });

  it("setCutlery answers 'Cutlery value set well'; custommodify changes only additional days; the reads answer the plan's data", async () => {
    const customer = await signUp(env);
    const plan = await placePlan(env, customer, true);
    expect(await call(customer, 'setCutlery', { orderId: plan.orderId, cutlery: 1 })).toEqual({
      type: 'setCutleryOk',
      data: { message: 'Cutlery value set well' },
    });
    expect((await getOrder(customer)).planParams.cutlery).toBe(1);
    expect((await call(customer, 'setCutlery', { orderId: plan.orderId, cutlery: 3 })).type).toBe('setCutleryErr');

    // getCustomDays: none yet.
    expect(await call(customer, 'getCustomDays', { orderId: plan.orderId })).toEqual({
      type: 'getCustomDaysOk',
      data: { mealPlan: {}, planParams: null },
    });
    const extra = addDays(plan.fixture.days.at(-1)!, 1);
    await addAdditionalDay(db(), plan, extra);
    const custom = (await call(customer, 'getCustomDays', { orderId: plan.orderId })).data;
    expect(custom).toMatchObject({ planParams: { id: plan.orderId, customMealPlan: true } });
    expect(custom.mealPlan).toEqual({ [extra]: { 1: plan.fixture.dishes[1]![0], 3: plan.fixture.dishes[3]![0] } });

    const changed = { 1: plan.fixture.dishes[1]![1]!, 3: plan.fixture.dishes[3]![1]! };
    const customRequest = (days: Record<number, Record<number, number>>) => ({ ...modifyRequest(plan, days), customMealPlan: true });
    expect(await call(customer, 'custommodify', customRequest({ [extra]: changed }))).toEqual({
      type: 'custommodifyOk',
      data: { message: english(MODIFY_MESSAGES.daysSaved) },
    });
    expect((await getOrder(customer)).customMealPlan).toEqual({ [extra]: changed });
    await expectRefused(customer, plan, 'custommodify', customRequest({ [plan.fixture.days[3]!]: changed }), MODIFY_MESSAGES.notAdditionalDay);
    // An additional delivery tomorrow is within 48 hours: locked.
    const tomorrow = addDays(today(env.clock.now), 1);
    await addAdditionalDay(db(), plan, tomorrow);
    await expectRefused(customer, plan, 'custommodify', customRequest({ [tomorrow]: changed }), LOCKED_DAY_MESSAGE);

    // getDietProducts: the diet's dishes for the plan's meal types (the fixture's dishes among them, no other diet's).
    const products = (await call(customer, 'getDietProducts', { orderId: plan.orderId })).data.products as number[];
    expect(products).toEqual(expect.arrayContaining([...plan.fixture.dishes[1]!, ...plan.fixture.dishes[3]!]));
    const expected = await db().query<{ id: number }>('SELECT id FROM dishes WHERE meal_types && $1::int[] AND 30 = ANY(diets) ORDER BY id', [
      [1, 3],
    ]);
    expect(products).toEqual(expected.map((row) => row.id));

    // remainingDeliveries: every delivery day from today on, the additional one included, not skipped or paused.
    const remaining = await call(customer, 'remainingDeliveries', {});
    expect(remaining).toEqual({
      type: 'remainingDeliveries',
      status: 'ok',
      data: { count: plan.fixture.days.length + 2, days: [tomorrow, ...plan.fixture.days, extra] },
    });
    await db().query('INSERT INTO pauses (order_id, start_date, end_date, created_at) VALUES ($1, $2, $3, $4)', [
      plan.orderId,
      plan.fixture.days[0],
      plan.fixture.days[2],
      env.clock.now,
    ]);
    expect((await call(customer, 'remainingDeliveries', {})).data).toMatchObject({ count: plan.fixture.days.length });
  });

  it("another customer's order is refused by every call, and changes nothing", async () => {
    const owner = await signUp(env);
    const plan = await placePlan(env, owner, true);
    const intruder = await signUp(env);
    const day = plan.fixture.days[3]!;
    const noOrder = ORDER_MESSAGES.noOrder;
    await expectRefused(intruder, plan, 'modify', modifyRequest(plan, { [day]: { 1: plan.fixture.dishes[1]![1]! } }), noOrder);
    await expectRefused(intruder, plan, 'custommodify', { ...modifyRequest(plan, {}), customMealPlan: true }, noOrder);
    await expectRefused(intruder, plan, 'skipTheDay', { skip_date: day, new_date: day, planId: plan.orderId }, noOrder);
    await expectRefused(intruder, plan, 'setCutlery', { orderId: plan.orderId, cutlery: 1 }, noOrder);
    await expectRefused(intruder, plan, 'getDietProducts', { orderId: plan.orderId }, noOrder);
    await expectRefused(intruder, plan, 'getCustomDays', { orderId: plan.orderId }, noOrder);
    await expectRefused(intruder, plan, 'get', { orderType: 'active' }, noOrder);
    expect(await call(intruder, 'remainingDeliveries', {})).toEqual({ type: 'remainingDeliveries', status: 'ok', data: { count: 0, days: [] } });
  });

  it('a renewed plan: get answers the active and the future plan, each telling the other exists', async () => {
    const customer = await signUp(env);
    const plan = await placePlan(env, customer, true);
    const future = await db().one<{ id: number }>(
      `INSERT INTO orders (user_id, status, paid, diet_id, plan_id, days_count, meal_types, start_date, end_date, price, full_price, created_at, renewed_from)
       SELECT user_id, 'active', true, diet_id, plan_id, days_count, meal_types, $2, $3, price, full_price, created_at, id FROM orders WHERE id = $1 RETURNING id`,
      [plan.orderId, addDays(plan.fixture.days.at(-1)!, 1), addDays(plan.fixture.days.at(-1)!, 30)],
    );
    await db().query('INSERT INTO order_days (order_id, day, diet_id) VALUES ($1, $2, NULL), ($1, $3, 4)', [
      future!.id,
      addDays(plan.fixture.days.at(-1)!, 1),
      addDays(plan.fixture.days.at(-1)!, 2),
    ]);
    expect(await getOrder(customer, 'active')).toMatchObject({ orderType: 'active', hasRenewal: true, planParams: { id: plan.orderId } });
    const renewed = await getOrder(customer, 'future');
    expect(renewed).toMatchObject({
      orderType: 'future',
      hasRenewal: true,
      awaitingPayment: false,
      planParams: { id: future!.id, dietIds: [30, 4], dietChanges: { [addDays(plan.fixture.days.at(-1)!, 2)]: 4 } },
      planChanges: [{ day: addDays(plan.fixture.days.at(-1)!, 2), fromDiet: 30, toDiet: 4 }],
    });
  });
});
