// Sides and the cart (order getUserSides, saveUserSides, getCart, addToCart, removeFromCart; profile getUserSides;
// menu_builder getSidesList, getBuySidesList; doc 3 §3, §6, §7, §9): the diet's side menu and diet 4's oil sides, the
// customer's side choices on an open day, the test user's cart at the side type's price; locked days, other
// customers' orders and items, and sides not offered are refused, changing nothing.
import { addDays, parseIsoDate, today } from '@mealplan/shared/time';
import { isLockedDay } from '@mealplan/shared/domain';
import { ACCOUNT_TEST_TIMEOUT_MS, signUp, type AccountsTestServer, type SignedUp } from '../accounts/support';
import { english } from '../support/english';
import { ACTION_MESSAGES } from '../../src/orders/action-messages';
import { CART_TEST_USER_SETTING } from '../../src/orders/plan-changes/cart';
import { DIET_ID, dashboard, paidPlan, snapshot, startActionsServer } from './support';

jest.setTimeout(ACCOUNT_TEST_TIMEOUT_MS);

/**
 * Monday 11 January 2027, 10:00 in Dubai. The suite needs an upcoming day that is already locked: on the real date
 * there is none from 1 to 3 December (the National Day holidays fill the 3-day buffer), so the clock is set to a day
 * with delivery days all around it.
 */
const MONDAY_10AM = parseIsoDate('2027-01-11')! + 10 * 3600;
const LUNCH = 3;
const LUNCH_SIDE = 7;
const DINNER_SIDE = 8;

describe('sides and the cart', () => {
  let env: AccountsTestServer;
  beforeAll(async () => {
    env = await startActionsServer();
    env.clock.now = MONDAY_10AM;
  });
  afterAll(() => env.close());

  const db = () => env.server.db;
  const now = () => env.clock.now;

  async function lunchSides(): Promise<number[]> {
    const rows = await db().query<{ id: number }>(
      `SELECT id FROM dishes WHERE dish_type = 'side' AND $1 = ANY(diets) AND $2 = ANY(meal_types) ORDER BY id`,
      [DIET_ID, LUNCH_SIDE],
    );
    return rows.map((row) => row.id);
  }

  /** A customer with a running plan of lunch and its side type, and an open (unlocked) day with its lunch dish. */
  async function customerWithPlan() {
    const customer = await signUp(env);
    const plan = await paidPlan(db(), customer.userId, now(), { mealTypes: [1, LUNCH, LUNCH_SIDE] });
    const openDay = plan.days.find((day) => !isLockedDay(day, now()))!;
    const lockedDay = plan.days.find((day) => day >= today(now()) && isLockedDay(day, now()))!;
    const lunch = (day: number) => plan.menu[day]![LUNCH] as number;
    return { customer, ...plan, openDay, lockedDay, lunch };
  }

  const refusedCall = async (customer: SignedUp, channel: string, type: string, data: Record<string, unknown>, message: string) => {
    const before = await snapshot(db(), customer.userId);
    const replyType = typeof data.subtype === 'string' ? data.subtype : type;
    expect(await customer.client.call(channel, type, data)).toMatchObject({ type: `${replyType}Err`, data: { message } });
    expect(await snapshot(db(), customer.userId)).toBe(before);
  };

  it("lists a diet's sides, diet 4's oil sides, an order's sides and the sides to buy with their prices", async () => {
    const guest = await env.connect();
    const byDiet = await guest.call('menu_builder', 'getSidesList', { diet: DIET_ID });
    const sides = (byDiet.data as { sides: Array<{ dish_id: number; mealType_id: number }> }).sides;
    expect(sides.filter((side) => side.mealType_id === LUNCH_SIDE).map((side) => side.dish_id)).toEqual(await lunchSides());

    const oil = (await guest.call('menu_builder', 'getSidesList', { diet: 4, oil: true })).data as { sides: Array<{ dish_id: number }> };
    expect(oil.sides.length).toBeGreaterThan(0);
    const oilId = (await db().one<{ id: number }>(`SELECT id FROM ingredients WHERE name = 'Olive oil'`))!.id;
    const oilDishes = await db().query<{ id: number }>('SELECT id FROM dishes WHERE id = ANY($1::int[]) AND $2 = ANY(ingredients)', [
      oil.sides.map((side) => side.dish_id),
      oilId,
    ]);
    expect(oilDishes).toHaveLength(new Set(oil.sides.map((side) => side.dish_id)).size);
    expect(await guest.call('menu_builder', 'getSidesList', { diet: DIET_ID, oil: true })).toEqual({ type: 'getSidesListOk', data: { sides: [] } });
    expect(await guest.call('menu_builder', 'getSidesList', { diet: 999 })).toMatchObject({ type: 'getSidesListErr' });

    const { customer, orderId } = await customerWithPlan();
    const own = (await customer.client.call('menu_builder', 'getSidesList', { orderId })).data as { sides: Array<{ mealType_id: number }> };
    expect(new Set(own.sides.map((side) => side.mealType_id))).toEqual(new Set([6, LUNCH_SIDE]));
    expect((await guest.call('menu_builder', 'getSidesList', { orderId })).type).toBe('getSidesListErr');

    const buy = (await customer.client.call('menu_builder', 'getBuySidesList', { orderId })).data as {
      sides: Array<{ dish_id: number; mealType_id: number; price: number }>;
    };
    const price = (await db().one<{ value: number }>('SELECT value FROM prices WHERE diet_id = $1 AND plan_id = 20 AND meal_type_id = $2', [
      DIET_ID,
      LUNCH_SIDE,
    ]))!.value;
    expect(buy.sides.filter((side) => side.mealType_id === LUNCH_SIDE)).toEqual(
      (await lunchSides()).map((id) => ({ dish_id: id, mealType_id: LUNCH_SIDE, price })),
    );

    const other = await signUp(env);
    for (const type of ['getSidesList', 'getBuySidesList']) {
      expect(await other.client.call('menu_builder', type, { orderId })).toMatchObject({ data: { message: english(ACTION_MESSAGES.noOrder) } });
    }
  });

  it("saves the customer's sides for a day's dish and answers them, on the order and the profile channel", async () => {
    const { customer, orderId, openDay, lunch } = await customerWithPlan();
    const [first, second, third] = await lunchSides();
    const save = {
      orderId,
      userId: 1,
      date: openDay,
      dishId: lunch(openDay),
      sidetype: LUNCH_SIDE,
      sides: [
        { side_id: first, type: 'alternative' },
        { side_id: second, type: 'alternative' },
        { side_id: third, type: 'addons' },
      ],
    };
    expect(await customer.client.call('order', 'saveUserSides', save)).toEqual({
      type: 'saveUserSidesOk',
      data: { message: 'Your sides are saved.' },
    });
    const expected = [
      { side_id: first, type: 'alternative', date: openDay, dish_id: lunch(openDay), mealType_id: LUNCH_SIDE, bag: 'initial' },
      { side_id: third, type: 'addons', date: openDay, dish_id: lunch(openDay), mealType_id: LUNCH_SIDE, bag: 'initial' },
      { side_id: second, type: 'alternative', date: openDay, dish_id: lunch(openDay), mealType_id: LUNCH_SIDE, bag: 'initial' },
    ].sort((a, b) => a.type.localeCompare(b.type) || a.side_id! - b.side_id!);
    expect(await customer.client.call('order', 'getUserSides', { userId: 1, orderId })).toEqual({
      type: 'getUserSidesOk',
      data: { usersides: expected },
    });
    expect(await customer.client.call('profile', 'getForDashboard', dashboard('getUserSides', { orderId }))).toEqual({
      type: 'getUserSidesOk',
      data: { usersides: expected },
    });
    // Saving again replaces the choice; an empty list clears it.
    expect((await customer.client.call('order', 'saveUserSides', { ...save, sides: [] })).type).toBe('saveUserSidesOk');
    expect(await customer.client.call('order', 'getUserSides', { userId: 1, orderId })).toEqual({ type: 'getUserSidesOk', data: { usersides: [] } });
  });

  it('refuses sides on a locked day, for another dish, of another type or diet, too many, with an allergen, or on another order', async () => {
    const { customer, orderId, openDay, lockedDay, lunch, days } = await customerWithPlan();
    const [first, second, third] = await lunchSides();
    const save = {
      orderId,
      userId: 1,
      date: openDay,
      dishId: lunch(openDay),
      sidetype: LUNCH_SIDE,
      sides: [{ side_id: first, type: 'alternative' }],
    };
    const refused = (data: Record<string, unknown>, message: string) =>
      refusedCall(customer, 'order', 'saveUserSides', { ...save, ...data }, message);
    await refused(
      { date: lockedDay, dishId: lunch(lockedDay) },
      'You cannot edit or skip this day. Items are delivered or in the process of creation.',
    );
    await refused({ date: addDays(Math.max(...days), 30) }, english(ACTION_MESSAGES.dayNotInPlan));
    await refused({ dishId: lunch(lockedDay) === lunch(openDay) ? 1 : lunch(lockedDay) }, english(ACTION_MESSAGES.dishNotOnDay));
    await refused({ sidetype: DINNER_SIDE }, english(ACTION_MESSAGES.sideNotOffered));
    await refused({ sides: [{ side_id: lunch(openDay), type: 'addons' }] }, english(ACTION_MESSAGES.sideNotOffered));
    await refused(
      {
        sides: [
          { side_id: first, type: 'alternative' },
          { side_id: second, type: 'alternative' },
          { side_id: third, type: 'alternative' },
        ],
      },
      english(ACTION_MESSAGES.tooManySides),
    );
    const firstIngredients = (await db().one<{ ingredients: number[] }>('SELECT ingredients FROM dishes WHERE id = $1', [first]))!.ingredients;
    await db().query('UPDATE users SET allergies = $2 WHERE id = $1', [customer.userId, [firstIngredients[0]]]);
    await refused({}, 'Sorry, due to your allergy preference this dish is not available for selection.');
    await db().query(`UPDATE users SET allergies = '{}' WHERE id = $1`, [customer.userId]);
    // A paused day.
    await db().query('INSERT INTO pauses (order_id, start_date, end_date, created_at) VALUES ($1, $2, NULL, $3)', [orderId, openDay, now()]);
    await refused({}, 'The day is on pause');
    await db().query('DELETE FROM pauses WHERE order_id = $1', [orderId]);

    const other = await signUp(env);
    await refusedCall(other, 'order', 'saveUserSides', save, english(ACTION_MESSAGES.noOrder));
    await refusedCall(other, 'order', 'getUserSides', { userId: 1, orderId }, english(ACTION_MESSAGES.noOrder));
    await refusedCall(other, 'profile', 'getForDashboard', dashboard('getUserSides', { orderId }), english(ACTION_MESSAGES.noOrder));
  });

  it('keeps a cart only for the test user the settings name, at the side type’s price', async () => {
    const { customer, orderId, openDay, lockedDay, lunch } = await customerWithPlan();
    const [side] = await lunchSides();
    const add = { userId: 1, orderId, dishId: side, toDishId: lunch(openDay), typeId: LUNCH_SIDE, date: openDay };
    const notAvailable = english(ACTION_MESSAGES.cartNotAvailable);
    await refusedCall(customer, 'order', 'getCart', { userId: 1 }, notAvailable);
    await refusedCall(customer, 'order', 'addToCart', add, notAvailable);
    await refusedCall(customer, 'order', 'removeFromCart', { cartId: 1 }, notAvailable);

    await db().query(`UPDATE settings SET value = $1::jsonb WHERE alias = $2`, [JSON.stringify(customer.userId), CART_TEST_USER_SETTING]);
    try {
      const price = (await db().one<{ value: number }>('SELECT value FROM prices WHERE diet_id = $1 AND plan_id = 20 AND meal_type_id = $2', [
        DIET_ID,
        LUNCH_SIDE,
      ]))!.value;
      const added = await customer.client.call('order', 'addToCart', add);
      expect(added).toMatchObject({
        type: 'addToCartOk',
        data: { item: { dish_id: side, to_type_id: LUNCH_SIDE, to_dish_id: lunch(openDay), date: openDay, price } },
      });
      const item = (added.data as { item: { id: number } }).item;
      expect(await customer.client.call('order', 'getCart', { userId: 1 })).toEqual({
        type: 'getCartOk',
        data: { cart: [(added.data as { item: unknown }).item] },
      });

      await refusedCall(
        customer,
        'order',
        'addToCart',
        { ...add, date: lockedDay, toDishId: lunch(lockedDay) },
        'You cannot edit or skip this day. Items are delivered or in the process of creation.',
      );
      await refusedCall(customer, 'order', 'addToCart', { ...add, dishId: lunch(openDay) }, english(ACTION_MESSAGES.sideNotOffered));
      await refusedCall(customer, 'order', 'addToCart', { ...add, typeId: DINNER_SIDE }, english(ACTION_MESSAGES.sideNotOffered));
      await refusedCall(customer, 'order', 'addToCart', { ...add, toDishId: 1 }, english(ACTION_MESSAGES.dishNotOnDay));
      await refusedCall(customer, 'order', 'removeFromCart', { cartId: item.id + 1000 }, english(ACTION_MESSAGES.cartItemNotFound));
      const other = await signUp(env);
      await refusedCall(other, 'order', 'addToCart', add, notAvailable);

      expect(await customer.client.call('order', 'removeFromCart', { cartId: item.id })).toEqual({
        type: 'removeFromCartOk',
        data: { cartId: item.id },
      });
      expect(await customer.client.call('order', 'getCart', { userId: 1 })).toEqual({ type: 'getCartOk', data: { cart: [] } });
    } finally {
      await db().query(`UPDATE settings SET value = 'null'::jsonb WHERE alias = $1`, [CART_TEST_USER_SETTING]);
    }
  });
});
