// Issue 20 (the order channel's speed): order get and modify read and write a plan in a fixed number of SQL statements,
// whatever its length or the number of days changed (no statement per day, dish or meal type), on each engine; and
// the one-statement replacement of a day's dishes leaves exactly the dishes sent. Statements are counted by the
// benches' counting Db (a transaction's BEGIN and COMMIT count as two); no timing is measured.
import { deliveryDays, earliestStart, nextDeliveryDay, type MealPlan } from '@mealplan/shared/domain';
import { saveOrderDays } from '../../src/orders/plan-changes/day-editing';
import { insertOrderMenu, mealPlanOf, replaceDayDishes } from '../../src/orders/store/order-menu';
import { orderPlan } from '../../src/orders/reads/order-view';
import { countingDb } from '../../bench/statement-count';
import { availableEngines, createTestDatabase, type TestDatabase } from '../support/database';
import { DIET_ID, PLAN_ID } from './support';

const MEAL_TYPES = [1, 3, 5];
const NOW = Date.UTC(2026, 2, 2, 8) / 1000;
const CALENDAR = { excludeWeekDays: [5, 6], holidays: [] };

describe.each(availableEngines())('order get and modify in a bounded number of statements (%s)', (engine) => {
  let testDb: TestDatabase;
  let dishes: Record<number, [number, number]>;
  let slotId: number;

  beforeAll(async () => {
    testDb = await createTestDatabase(engine, { template: 'seeded' });
    const { db } = testDb;
    dishes = {};
    for (const type of MEAL_TYPES) {
      const rows = await db.query<{ id: number }>('SELECT id FROM dishes WHERE $1 = ANY(meal_types) AND $2 = ANY(diets) ORDER BY id LIMIT 2', [
        type,
        DIET_ID,
      ]);
      dishes[type] = [rows[0]!.id, rows[1]!.id];
    }
    slotId = (await db.one<{ id: number }>('SELECT id FROM delivery_slots ORDER BY id LIMIT 1'))!.id;
  });
  afterAll(() => testDb.dispose());

  /** A customer with a paid, active plan of `count` days, one dish per meal type each day, and a pause. */
  async function customerWithPlan(count: number, mealTypes: readonly number[]) {
    const { db } = testDb;
    const days = deliveryDays(nextDeliveryDay(earliestStart(NOW), CALENDAR), count, CALENDAR);
    const user = await db.one<{ id: number }>(
      `INSERT INTO users (email, first_name, last_name, registered_at) VALUES ('statements-' || $1 || '@example.ae', 'Statement', 'Count', $2) RETURNING id`,
      [`${count}-${mealTypes.length}-${Math.random().toString(36).slice(2)}`, NOW],
    );
    const order = await db.one<{ id: number }>(
      `INSERT INTO orders (user_id, status, paid, diet_id, plan_id, days_count, meal_types, exclude_week_day, start_date, end_date, slot_id, price, full_price, created_at, paid_at)
       VALUES ($1, 'active', true, $2, $3, $4, $5, '{5,6}', $6, $7, $8, 100000, 118000, $9, $9) RETURNING id`,
      [user!.id, DIET_ID, PLAN_ID, count, [...mealTypes], days[0], days.at(-1), slotId, NOW],
    );
    const menu: MealPlan = Object.fromEntries(days.map((day) => [day, Object.fromEntries(mealTypes.map((type) => [type, dishes[type]![0]]))]));
    await insertOrderMenu(db, order!.id, days, menu);
    await db.query('INSERT INTO pauses (order_id, start_date, end_date, created_at) VALUES ($1, $2, $3, $4)', [
      order!.id,
      days.at(-2),
      days.at(-1),
      NOW,
    ]);
    return { userId: user!.id, orderId: order!.id, days };
  }

  async function statementsOfGet(count: number, mealTypes: readonly number[]): Promise<number> {
    const { userId, days } = await customerWithPlan(count, mealTypes);
    const counting = countingDb(testDb.db);
    const view = await orderPlan({ db: counting.db, now: () => NOW }, userId, 'active');
    expect(Object.keys(view.days)).toHaveLength(days.length);
    expect(Object.keys(view.mealPlan[String(days[0])]!)).toHaveLength(mealTypes.length);
    return counting.count();
  }

  it('order get of a 28-day plan of 3 meals a day takes as many statements as a 5-day plan of one meal, and at most 2', async () => {
    const long = await statementsOfGet(28, MEAL_TYPES);
    const short = await statementsOfGet(5, [1]);
    expect(long).toBe(short);
    expect(long).toBeLessThanOrEqual(2);
  });

  it('modify of ten days takes as many statements as modify of one day, and at most 8', async () => {
    const plan = await customerWithPlan(28, MEAL_TYPES);
    async function statementsOfModify(days: readonly number[], choice: 0 | 1): Promise<number> {
      const counting = countingDb(testDb.db);
      const detailsData = days.flatMap((date) => MEAL_TYPES.map((type) => ({ date, mealType_id: type, dish_id: dishes[type]![choice] })));
      await saveOrderDays(
        { db: counting.db, now: () => NOW, services: {} },
        plan.userId,
        { orderId: plan.orderId, deliverySlot: slotId, detailsData, skipped: {}, cutlery: true, mealType: MEAL_TYPES },
        'regular',
      );
      return counting.count();
    }
    const oneDay = await statementsOfModify([plan.days[10]!], 1);
    const tenDays = await statementsOfModify(plan.days.slice(10, 20), 1);
    expect(tenDays).toBe(oneDay);
    expect(tenDays).toBeLessThanOrEqual(8);
    const saved = await mealPlanOf(testDb.db, plan.orderId);
    for (const day of plan.days.slice(10, 20)) expect(saved[String(day)]).toEqual({ 1: dishes[1]![1], 3: dishes[3]![1], 5: dishes[5]![1] });
    expect(saved[String(plan.days[9])]).toEqual({ 1: dishes[1]![0], 3: dishes[3]![0], 5: dishes[5]![0] });
  });

  it("replacing a day's dishes leaves exactly the dishes sent: slots and meal types no longer sent go, other days stay", async () => {
    const { db } = testDb;
    const { orderId, days } = await customerWithPlan(3, [1, 3]);
    const [first, second] = days as [number, number];
    const [sideType] = (await db.query<{ id: number }>('SELECT id FROM meal_types WHERE parent_id <> 0 ORDER BY id LIMIT 1')).map((row) => row.id);
    await replaceDayDishes(db, orderId, { [first]: { 1: dishes[1]![0], 3: dishes[3]![0], [sideType!]: { 1: dishes[1]![0], 2: dishes[3]![0] } } });
    expect((await mealPlanOf(db, orderId))[String(first)]).toEqual({
      1: dishes[1]![0],
      3: dishes[3]![0],
      [sideType!]: { 1: dishes[1]![0], 2: dishes[3]![0] },
    });

    await replaceDayDishes(db, orderId, { [first]: { 1: dishes[1]![1], [sideType!]: { 1: dishes[3]![1] } } });
    const after = await mealPlanOf(db, orderId);
    expect(after[String(first)]).toEqual({ 1: dishes[1]![1], [sideType!]: { 1: dishes[3]![1] } });
    expect(after[String(second)]).toEqual({ 1: dishes[1]![0], 3: dishes[3]![0] });
  });
});
