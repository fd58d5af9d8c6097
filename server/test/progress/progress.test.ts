// progress channel and profile getWeightStats/getHistory over a real socket against a real database (issue 11).
import { english } from '../support/english';
import { bmi, dailyTargets, weekKey } from '@mealplan/shared/domain';
import { addDays, dayFromParts, today } from '@mealplan/shared/time';
import { PROGRESS_MESSAGES } from '../../src/progress/messages';
import { ACCOUNT_TEST_TIMEOUT_MS } from '../accounts/support';
import { signUpAt, startProgressServer, type Customer, type ProgressTestServer } from './support';

jest.setTimeout(ACCOUNT_TEST_TIMEOUT_MS);

/** 2026-11-20 10:00 in Dubai. */
const NOW = Date.UTC(2026, 10, 20, 6, 0) / 1000;
const TODAY = today(NOW);
const REGISTERED = addDays(TODAY, -60) + 3600;
const day = (daysAgo: number) => addDays(TODAY, -daysAgo);

describe('progress channel', () => {
  let env: ProgressTestServer;
  let alice: Customer;
  let bob: Customer;

  beforeAll(async () => {
    env = await startProgressServer();
    env.clock.now = NOW;
    alice = await signUpAt(env, REGISTERED);
    bob = await signUpAt(env, REGISTERED);
    await env.server.db.query("UPDATE users SET height_cm = 165, gender = 'female', birthday = $2, weight_g = 61000 WHERE id = $1", [
      alice.userId,
      dayFromParts(1996, 3, 10),
    ]);
  });
  afterAll(() => env.close());

  it('starts empty, with the registration day and no delivery for a customer without a plan', async () => {
    const reply = await alice.call('get');
    expect(reply).toMatchObject({
      type: 'getOk',
      data: { progress: { weight: {}, waist: {}, calories: {} }, registered: REGISTERED, nextDelivery: null, planCalories: {} },
    });
  });

  it('stores weight, waist and calories per day with the spec scales and merges a later partial entry', async () => {
    const first = await alice.call('set', { progress: [{ date: day(2), weight: 72_500, waist: 815, calories: 1800 }] });
    expect(first).toMatchObject({
      type: 'setOk',
      data: { progress: { weight: { [day(2)]: 72_500 }, waist: { [day(2)]: 815 }, calories: { [day(2)]: 1800 } } },
    });
    const second = await alice.call('set', {
      progress: [
        { date: day(2), calories: 2100 },
        { date: TODAY, weight: 72_100 },
      ],
    });
    expect(second.data).toEqual({
      progress: { weight: { [day(2)]: 72_500, [TODAY]: 72_100 }, waist: { [day(2)]: 815 }, calories: { [day(2)]: 2100 } },
    });
    const row = await env.server.db.one('SELECT weight_g, waist_tenths, calories FROM progress_entries WHERE user_id = $1 AND day = $2', [
      alice.userId,
      day(2),
    ]);
    expect(row).toEqual({ weight_g: 72_500, waist_tenths: 815, calories: 2100 });
  });

  it('refuses days outside registration..today, duplicates, empty entries and values over the limits, changing nothing', async () => {
    const before = (await alice.call('get')).data as { progress: unknown };
    const cases: Array<[unknown, string | undefined]> = [
      [[{ date: addDays(TODAY, 1), weight: 70_000 }], english(PROGRESS_MESSAGES.dayNotOpen)],
      [[{ date: day(61), weight: 70_000 }], english(PROGRESS_MESSAGES.dayNotOpen)],
      [[{ date: day(1) + 3600, weight: 70_000 }], english(PROGRESS_MESSAGES.dayNotOpen)],
      [
        [
          { date: day(1), weight: 70_000 },
          { date: day(1), waist: 800 },
        ],
        english(PROGRESS_MESSAGES.dayTwice),
      ],
      [[{ date: day(3), weight: 70_000 }, { date: day(1) }], english(PROGRESS_MESSAGES.missingValue)],
      [[{ date: day(1), weight: 500_001 }], undefined],
      [[{ date: day(1), waist: 2_001 }], undefined],
      [[{ date: day(1), calories: 100_001 }], undefined],
      [[{ date: day(1), calories: 1.5 }], undefined],
      [[], undefined],
    ];
    for (const [progress, message] of cases) {
      const reply = await alice.call('set', { progress });
      expect(reply.type).toBe('setErr');
      if (message) expect((reply.data as { message: string }).message).toBe(message);
    }
    expect((await alice.call('get')).data).toMatchObject({ progress: before.progress });
  });

  it("keeps each customer's series apart: Bob sees none of Alice's entries and the payload cannot name another user", async () => {
    expect((await bob.call('get')).data).toMatchObject({ progress: { weight: {}, waist: {}, calories: {} } });
    // A userId in the payload is not the spec's and is ignored (issue 39): the entry is the caller's own, never Alice's.
    const carol = await signUpAt(env, REGISTERED);
    const sneaky = await carol.call('set', { progress: [{ date: TODAY, weight: 99_000 }], userId: alice.userId });
    expect(sneaky.type).toBe('setOk');
    expect((await carol.call('get')).data).toMatchObject({ progress: { weight: { [TODAY]: 99_000 } } });
    const dashboard = await bob.client.call('profile', 'getForDashboard', { subtype: 'getHistory', userId: alice.userId });
    expect(dashboard).toMatchObject({ type: 'getHistoryOk', data: { history: [] } });
    expect((await alice.call('get')).data).toMatchObject({ progress: { weight: { [TODAY]: 72_100 } } });
  });

  it('refuses a signed-out caller', async () => {
    const guest = await env.connect();
    for (const type of ['get', 'getWeightHistory', 'getBodyMeasurements', 'getBodyAnalaysis']) {
      expect((await guest.call('progress', type, {})).type).toBe(`${type}Err`);
    }
    expect((await guest.call('progress', 'set', { progress: [{ date: TODAY, weight: 1 }] })).type).toBe('setErr');
  });

  it('answers profile getWeightStats and getHistory from the stored weights', async () => {
    const stats = await alice.client.call('profile', 'getForDashboard', { subtype: 'getWeightStats', userId: alice.userId });
    expect(stats).toMatchObject({
      type: 'getWeightStatsOk',
      data: {
        stats: [
          { year: 2026, month: 11, day: 18, weight: 72_500 },
          { year: 2026, month: 11, day: 20, weight: 72_100 },
        ],
      },
    });
    const history = await alice.client.call('profile', 'getForDashboard', { subtype: 'getHistory', userId: alice.userId });
    expect(history.data).toEqual({
      history: [
        { date: TODAY, weight: 72_100, waist: null, calories: null },
        { date: day(2), weight: 72_500, waist: 815, calories: 2100 },
      ],
    });
  });

  it('gives the daily calorie target from the body data and the latest weight, null without body data', async () => {
    const expected = dailyTargets({ weightGrams: 72_100, heightCm: 165, birthday: dayFromParts(1996, 3, 10), gender: 'female' }, null, null, NOW);
    expect(expected).not.toBeNull();
    expect((await alice.call('get')).data).toMatchObject({ calorieTarget: expected!.calories });
    await env.server.db.query("UPDATE users SET activity_level = 'active' WHERE id = $1", [alice.userId]);
    const active = dailyTargets({ weightGrams: 72_100, heightCm: 165, birthday: dayFromParts(1996, 3, 10), gender: 'female' }, 'active', null, NOW);
    expect((await alice.call('get')).data).toMatchObject({ calorieTarget: active!.calories });
    expect((await bob.call('get')).data).toMatchObject({ calorieTarget: null });
  });

  it('stores one weight per week and answers the weight and BMI histories', async () => {
    const week = weekKey(2026, 11, 2);
    const reply = await alice.call('setWeight', { weight: { date: week, value: 73_000 } });
    expect(reply.type).toBe('setWeightOk');
    const { weightHistory, BMIHistory } = reply.data as { weightHistory: Record<string, number>; BMIHistory: Record<string, number> };
    expect(weightHistory[String(week)]).toBe(73_000);
    expect(BMIHistory[String(week)]).toBe(bmi(73_000, 165));
    expect(BMIHistory[String(week)]).toBe(26.8);
    const again = await alice.call('setWeight', { weight: { date: week, value: 72_800 } });
    expect((again.data as { weightHistory: Record<string, number> }).weightHistory[String(week)]).toBe(72_800);
    expect(await alice.call('getWeightHistory')).toMatchObject({ type: 'getWeightHistoryOk', data: { weightHistory: { [week]: 72_800 } } });
    expect((await bob.call('getWeightHistory')).data).toEqual({ weightHistory: {}, BMIHistory: {} });
  });

  it('refuses a weekly weight on a day that starts no week, in a future week or before the registration month', async () => {
    for (const date of [weekKey(2026, 11, 2) + 86_400, weekKey(2026, 11, 4), weekKey(2026, 8, 1)]) {
      const reply = await alice.call('setWeight', { weight: { date, value: 70_000 } });
      expect(reply).toMatchObject({ type: 'setWeightErr', data: { message: english(PROGRESS_MESSAGES.weekNotOpen) } });
    }
    expect((await alice.call('setWeight', { weight: { date: weekKey(2026, 11, 1), value: 200_001 } })).type).toBe('setWeightErr');
  });

  const measurement = (date: number) => ({ date, bust: 950, waist: 810, hips: 990, left_biceps: 320, right_biceps: 325, thigh: 560, calf: 380 });

  it('stores body measurements for weeks 1 and 4 only, every field required', async () => {
    const week1 = weekKey(2026, 10, 1);
    const reply = await alice.call('setBodyMeasurements', { progress: measurement(week1) });
    expect(reply).toMatchObject({ type: 'setBodyMeasurementsOk', data: { bodyMeasurements: { [week1]: measurement(week1) } } });
    const week2 = await alice.call('setBodyMeasurements', { progress: measurement(weekKey(2026, 10, 2)) });
    expect(week2).toMatchObject({ type: 'setBodyMeasurementsErr', data: { message: english(PROGRESS_MESSAGES.bodyWeeksOnly) } });
    const { calf: _calf, ...missingCalf } = measurement(weekKey(2026, 10, 4));
    expect((await alice.call('setBodyMeasurements', { progress: missingCalf })).type).toBe('setBodyMeasurementsErr');
    expect((await alice.call('setBodyMeasurements', { progress: { ...measurement(weekKey(2026, 10, 4)), bust: 2_001 } })).type).toBe(
      'setBodyMeasurementsErr',
    );
    expect((await alice.call('getBodyMeasurements')).data).toEqual({ bodyMeasurements: { [week1]: measurement(week1) } });
    expect((await bob.call('getBodyMeasurements')).data).toEqual({ bodyMeasurements: {} });
  });

  it('stores SMM and BFM per month and answers both histories with the body profile', async () => {
    const month = weekKey(2026, 11, 1);
    const reply = await alice.call('setBodyAnalaysis', { data: { date: month, SMM: 3_150, BFM: 1_820 } });
    expect(reply).toMatchObject({ type: 'setBodyAnalaysisOk', data: { SMMHistory: { [month]: 3_150 }, BFMHistory: { [month]: 1_820 } } });
    expect((await alice.call('setBodyAnalaysis', { data: { date: month + 86_400, SMM: 1, BFM: 1 } })).data).toMatchObject({
      message: english(PROGRESS_MESSAGES.monthNotOpen),
    });
    expect((await alice.call('setBodyAnalaysis', { data: { date: weekKey(2026, 12, 1), SMM: 1, BFM: 1 } })).type).toBe('setBodyAnalaysisErr');
    expect((await alice.call('setBodyAnalaysis', { data: { date: month, SMM: 20_001, BFM: 1 } })).type).toBe('setBodyAnalaysisErr');
    const analysis = await alice.call('getBodyAnalaysis');
    expect(analysis).toMatchObject({
      type: 'getBodyAnalaysisOk',
      data: {
        SMMHistory: { [month]: 3_150 },
        BFMHistory: { [month]: 1_820 },
        profile: { firstName: 'Layla', heightCm: 165, gender: 'female', weight: 72_100, weightDate: TODAY, registered: REGISTERED },
      },
    });
    expect((await bob.call('getBodyAnalaysis')).data).toMatchObject({ SMMHistory: {}, BFMHistory: {}, profile: { weight: null, weightDate: null } });
  });
});

describe('progress get with a plan', () => {
  let env: ProgressTestServer;
  let carol: Customer;
  let dan: Customer;

  beforeAll(async () => {
    env = await startProgressServer();
    env.clock.now = NOW;
    carol = await signUpAt(env, REGISTERED);
    dan = await signUpAt(env, REGISTERED);
  });
  afterAll(() => env.close());

  it("gives the next delivery's dishes and the delivered days' calories, never another customer's", async () => {
    const db = env.server.db;
    const dishes = await db.query<{ id: number; calories: number }>('SELECT id, calories FROM dishes ORDER BY id LIMIT 2');
    const [first, second] = dishes as [{ id: number; calories: number }, { id: number; calories: number }];
    const mealType = (await db.one<{ id: number }>('SELECT id FROM meal_types ORDER BY id LIMIT 1'))!.id;
    const plan = (await db.one<{ id: number; diet: number }>('SELECT p.id, d.id AS diet FROM plans p, diets d ORDER BY p.id, d.id LIMIT 1'))!;
    const order = (await db.one<{ id: number }>(
      `INSERT INTO orders (user_id, status, paid, diet_id, plan_id, days_count, meal_types, start_date, end_date, price, full_price, created_at)
       VALUES ($1, 'active', true, $2, $3, 4, $4, $5, $6, 1000, 1000, $7) RETURNING id`,
      [carol.userId, plan.diet, plan.id, [mealType], day(2), addDays(TODAY, 2), NOW],
    ))!.id;
    const days = [day(2), day(1), addDays(TODAY, 1), addDays(TODAY, 2)];
    for (const [index, date] of days.entries()) {
      await db.query('INSERT INTO order_days (order_id, day, skipped_to) VALUES ($1, $2, $3)', [order, date, index === 1 ? addDays(TODAY, 3) : null]);
      await db.query('INSERT INTO order_dishes (order_id, day, meal_type_id, dish_id) VALUES ($1, $2, $3, $4)', [
        order,
        date,
        mealType,
        index === 0 ? first.id : second.id,
      ]);
    }
    const reply = await carol.call('get');
    expect(reply.type).toBe('getOk');
    const data = reply.data as { nextDelivery: { date: number; dishes: Array<{ dish_id: number }> }; planCalories: Record<string, number> };
    expect(data.nextDelivery.date).toBe(addDays(TODAY, 1));
    expect(data.nextDelivery.dishes.map((dish) => dish.dish_id)).toEqual([second.id]);
    // The skipped day brings nothing; days after today are not delivered yet.
    expect(data.planCalories).toEqual({ [day(2)]: Math.round(first.calories / 1000) });
    expect((await dan.call('get')).data).toMatchObject({ nextDelivery: null, planCalories: {} });
  });
});
