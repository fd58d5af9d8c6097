import { english } from '../support/english';
import { ACCOUNT_MESSAGES } from '@mealplan/shared/account';
import { addDays, today } from '@mealplan/shared/time';
import type { Db } from '../../src/db';
import { ACCOUNT_TEST_TIMEOUT_MS, outboxFor, signUp, startAccountsServer, type AccountsTestServer, type SignedUp } from './support';

jest.setTimeout(ACCOUNT_TEST_TIMEOUT_MS);

interface Delivered {
  past: number[];
  future: number;
}

/** A paid order for the user: two dishes delivered yesterday, one planned for tomorrow. */
async function giveOrder(db: Db, userId: number, now: number): Promise<Delivered> {
  const diet = await db.one<{ id: number }>('SELECT id FROM diets ORDER BY id LIMIT 1');
  const plan = await db.one<{ id: number }>('SELECT id FROM plans ORDER BY id LIMIT 1');
  const dishes = await db.query<{ id: number }>('SELECT id FROM dishes WHERE 3 = ANY(meal_types) ORDER BY id LIMIT 3');
  const [first, second, third] = dishes.map((dish) => dish.id);
  if (!diet || !plan || first === undefined || second === undefined || third === undefined) throw new Error('catalog not seeded');
  const yesterday = addDays(today(now), -1);
  const tomorrow = addDays(today(now), 1);
  const order = await db.one<{ id: number }>(
    `INSERT INTO orders (user_id, status, paid, diet_id, plan_id, days_count, meal_types, start_date, end_date, price, full_price, created_at)
     VALUES ($1, 'active', true, $2, $3, 2, '{3}', $4, $5, 100000, 118000, $6) RETURNING id`,
    [userId, diet.id, plan.id, yesterday, tomorrow, now],
  );
  const insertDish = (day: number, mealType: number, slot: number, dish: number) =>
    db.query('INSERT INTO order_dishes (order_id, day, meal_type_id, side_slot, dish_id) VALUES ($1, $2, $3, $4, $5)', [
      order?.id,
      day,
      mealType,
      slot,
      dish,
    ]);
  await insertDish(yesterday, 3, 0, first);
  await insertDish(yesterday, 3, 1, second);
  await insertDish(tomorrow, 3, 0, third);
  return { past: [first, second], future: third };
}

describe('feedback: rating, order getRatings, profile notifications and plan requests', () => {
  let env: AccountsTestServer;
  let alice: SignedUp;
  let bob: SignedUp;
  let delivered: Delivered;

  beforeAll(async () => {
    env = await startAccountsServer({ seed: true });
    [alice, bob] = [await signUp(env), await signUp(env)];
    delivered = await giveOrder(env.server.db, alice.userId, env.clock.now);
  });
  afterAll(() => env.close());

  const feedback = (dishId: number, rating: number, text: string, userId?: number) => ({
    feedbackData: { dish_id: dishId, rating, feedback: text, ...(userId === undefined ? {} : { user_id: userId }) },
  });

  it('lists only dishes delivered before today, with the meal types they came as', async () => {
    const reply = await alice.client.call('rating', 'getDishes', {});
    expect(reply.type).toBe('getDishesOk');
    const data = reply.data as { dishes: Record<string, unknown>; types: number[] };
    expect(Object.keys(data.dishes).map(Number).sort()).toEqual([...delivered.past].sort());
    expect(data.types).toContain(3);
    expect(Object.values(data.dishes)).toEqual([null, null]);
    expect((await bob.client.call('rating', 'getDishes', {})).data).toEqual({ dishes: {}, types: [] });
  });

  it('lists a dish once its delivery day has passed', async () => {
    env.clock.now += 2 * 24 * 60 * 60;
    try {
      const data = (await alice.client.call('rating', 'getDishes', {})).data as { dishes: Record<string, unknown> };
      expect(Object.keys(data.dishes).map(Number).sort()).toEqual([...delivered.past, delivered.future].sort());
    } finally {
      env.clock.now -= 2 * 24 * 60 * 60;
    }
  });

  it('saves dish feedback under the session user, whatever user_id the payload names', async () => {
    const [dish = 0] = delivered.past;
    // Read (and kept in the read cache) before the rating: the rating drops the dish's cached reviews (see below).
    expect((await bob.client.call('rating', 'getDishReviews', { dishId: dish })).data).toEqual({ reviews: [] });
    const saved = await alice.client.call('rating', 'setDishRating', feedback(dish, 4, 'Tasty and fresh', bob.userId));
    expect(saved).toMatchObject({ type: 'setDishRatingOk', data: { dish_id: dish, message: english(ACCOUNT_MESSAGES.feedbackSaved) } });
    const rows = await env.server.db.query<{ user_id: number }>('SELECT user_id FROM dish_feedback WHERE dish_id = $1', [dish]);
    expect(rows).toEqual([{ user_id: alice.userId }]);

    const listed = (await alice.client.call('rating', 'getDishes', {})).data as { dishes: Record<string, unknown> };
    expect(listed.dishes[String(dish)]).toMatchObject({ dish_id: dish, rating: 4, feedback: 'Tasty and fresh' });
    expect((await alice.client.call('order', 'getRatings', { userId: bob.userId })).data).toEqual({ ratings: { [dish]: 4 } });
    expect((await bob.client.call('order', 'getRatings', { userId: alice.userId })).data).toEqual({ ratings: {} });
  });

  it('refuses feedback on a dish not yet delivered, or delivered to someone else', async () => {
    const future = await alice.client.call('rating', 'setDishRating', feedback(delivered.future, 5, 'Looks good'));
    expect(future).toMatchObject({ type: 'setDishRatingErr', data: { message: english(ACCOUNT_MESSAGES.dishNotDelivered) } });
    const [dish = 0] = delivered.past;
    const other = await bob.client.call('rating', 'setDishRating', feedback(dish, 1, 'Overwriting'));
    expect(other.type).toBe('setDishRatingErr');
    const row = await env.server.db.one<{ feedback: string }>('SELECT feedback FROM dish_feedback WHERE dish_id = $1', [dish]);
    expect(row?.feedback).toBe('Tasty and fresh');
  });

  it('refuses dish feedback without text or rating, changing nothing', async () => {
    const [, dish = 0] = delivered.past;
    for (const bad of [feedback(dish, 4, ''), feedback(dish, 0, 'No stars'), { feedbackData: { dish_id: dish } }]) {
      expect((await alice.client.call('rating', 'setDishRating', bad)).type).toBe('setDishRatingErr');
    }
    const row = await env.server.db.one('SELECT 1 FROM dish_feedback WHERE dish_id = $1', [dish]);
    expect(row).toBeUndefined();
  });

  it('shows dish reviews by first name and initial', async () => {
    const [dish = 0] = delivered.past;
    const reply = await bob.client.call('rating', 'getDishReviews', { dishId: dish });
    expect(reply).toMatchObject({ type: 'getDishReviewsOk', data: { reviews: [{ username: 'Layla N.', rating: 4, feedback: 'Tasty and fresh' }] } });
  });

  it('saves and reloads general feedback per user', async () => {
    expect((await alice.client.call('rating', 'getTotalRating', {})).data).toEqual({
      feedback: '',
      rating: null,
      rating2: null,
      rating3: null,
      rating4: null,
    });
    const values = { feedback: 'Great service', rating: 5, rating2: 4, rating3: 3, rating4: 2 };
    const saved = await alice.client.call('rating', 'setTotalRating', { feedbackData: { ...values, user_id: bob.userId } });
    expect(saved).toMatchObject({ type: 'setTotalRatingOk', data: { message: english(ACCOUNT_MESSAGES.feedbackSaved) } });
    expect((await alice.client.call('rating', 'getTotalRating', {})).data).toEqual(values);
    expect((await bob.client.call('rating', 'getTotalRating', {})).data).toMatchObject({ feedback: '', rating: null });

    const incomplete = await alice.client.call('rating', 'setTotalRating', { feedbackData: { ...values, rating3: 0 } });
    expect(incomplete.type).toBe('setTotalRatingErr');
    expect((await alice.client.call('rating', 'getTotalRating', {})).data).toEqual(values);
  });

  it('needs a signed-in user for personal feedback', async () => {
    const guest = await env.connect();
    for (const [type, data] of [
      ['getDishes', {}],
      ['getTotalRating', {}],
      ['setTotalRating', { feedbackData: { feedback: 'x', rating: 5, rating2: 5, rating3: 5, rating4: 5 } }],
    ] as const) {
      expect((await guest.call('rating', type, data)).type).toBe(`${type}Err`);
    }
    expect((await guest.call('order', 'getRatings', {})).type).toBe('getRatingsErr');
  });

  it('stores notifications for the session user only', async () => {
    const reply = await alice.client.call('profile', 'getForDashboard', {
      subtype: 'setNotification',
      userId: bob.userId,
      changes: 'Left dish feedback',
      thetype: 3,
    });
    expect(reply.type).toBe('setNotificationOk');
    const rows = await env.server.db.query<{ user_id: number; thetype: number }>('SELECT user_id, thetype FROM notifications');
    expect(rows).toEqual([{ user_id: alice.userId, thetype: 3 }]);
    const guest = await env.connect();
    const refused = await guest.call('profile', 'getForDashboard', { subtype: 'setNotification', changes: 'x', thetype: 3 });
    expect(refused.type).toBe('setNotificationErr');
  });

  it('stores a signed-in plan request and mails the team email of the settings', async () => {
    await env.server.db.query("UPDATE settings SET value = to_jsonb($1::text) WHERE alias = 'contact_email'", ['kitchen@mealplan.ae']);
    const reply = await alice.client.call('profile', 'getForDashboard', { subtype: 'planRequest', userId: alice.userId, notes: 'Renew please' });
    expect(reply).toMatchObject({ type: 'planRequestOk', data: { message: english(ACCOUNT_MESSAGES.planRequestSent) } });
    const row = await env.server.db.one<{ user_id: number; email: string; notes: string }>(
      'SELECT user_id, email, notes FROM plan_requests WHERE user_id = $1',
      [alice.userId],
    );
    expect(row).toEqual({ user_id: alice.userId, email: alice.registration.email, notes: 'Renew please' });
    const [mail] = await outboxFor(env, 'kitchen@mealplan.ae');
    expect(mail?.text).toContain('Renew please');
  });

  it('stores a guest plan request with an email, refuses one without', async () => {
    const guest = await env.connect();
    const sent = await guest.call('profile', 'guestplanRequest', { email: 'guest@example.ae', name: 'Mariam', phone: '0501234567' });
    expect(sent).toMatchObject({ type: 'guestplanRequestOk', data: { message: english(ACCOUNT_MESSAGES.planRequestSent) } });
    const row = await env.server.db.one('SELECT user_id, name, email, phone FROM plan_requests WHERE email = $1', ['guest@example.ae']);
    expect(row).toEqual({ user_id: null, name: 'Mariam', email: 'guest@example.ae', phone: '0501234567' });
    const mails = await outboxFor(env, 'kitchen@mealplan.ae');
    expect(mails.some((mail) => mail.text.includes('guest@example.ae'))).toBe(true);

    const empty = await guest.call('profile', 'guestplanRequest', { email: '', name: 'No Email' });
    expect(empty.type).toBe('guestplanRequestErr');
  });
});
