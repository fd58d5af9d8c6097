// Order-core benchmark (issue 10): default-menu generation for a 90-day plan with 5 meal types and preference
// conflicts, and the server time of `order set` for a 60-day, 5-meal plan (p50/p99 over 200 orders), each beside a
// baseline measured in the same run. Run: npm run bench:orders --workspace server (or tsx server/bench/orders.bench.ts).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { defaultMenu, deliveryDays, earliestStart, nextDeliveryDay, planPrice, type MenuSources, type UserPrefs } from '@mealplan/shared/domain';
import { currentUnixSeconds } from '@mealplan/shared/time';
import { createAccountServices, type AccountServices } from '../src/adapters';
import { seedDatabase } from '../src/demo';
import { DEFAULT_DIET_ID } from '../src/catalog/seed/diets';
import { dishes } from '../src/catalog/seed/dishes';
import { customPlans, defaultDishes } from '../src/catalog/seed/menus';
import { holidays } from '../src/catalog/seed/settings';
import { openDatabase, type Db } from '../src/db';
import { migrate } from '../src/db/migrate';
import { placeOrder, type PlaceOrderDeps, type PlaceOrderRequest } from '../src/orders/wizard/place-order';

const MEAL_TYPES = [1, 2, 3, 4, 5];
const MENU_DAYS = 90;
const MENU_RUNS = 500;
const ORDER_PLAN_ID = 60;
const ORDERS = 200;

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function summary(label: string, samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const mean = samples.reduce((sum, value) => sum + value, 0) / samples.length;
  return `${label.padEnd(58)} p50 ${percentile(sorted, 50).toFixed(3)} ms  p99 ${percentile(sorted, 99).toFixed(3)} ms  mean ${mean.toFixed(3)} ms  (n=${samples.length})`;
}

function time<T>(fn: () => T): [number, T] {
  const start = performance.now();
  const result = fn();
  return [performance.now() - start, result];
}

function menuSources(dietId: number): MenuSources {
  const byType: Record<number, number[][]> = {};
  for (const row of customPlans.filter((plan) => plan.dietId === dietId)) (byType[row.mealTypeId] ??= [])[row.day - 1] = row.dishIds;
  return {
    dishes: new Map(
      dishes.map((dish) => [
        dish.id,
        { id: dish.id, ingredients: dish.ingredients, group: dish.groupId, spicy: dish.spicy, mealTypes: dish.mealTypes },
      ]),
    ),
    defaults: Object.fromEntries(defaultDishes.filter((row) => row.dietId === dietId).map((row) => [row.mealTypeId, row.dishId])),
    customPlans: byType,
  };
}

function benchDefaultMenu(now: number): string[] {
  const sources = menuSources(DEFAULT_DIET_ID);
  const calendar = { excludeWeekDays: [], holidays };
  const days = deliveryDays(nextDeliveryDay(earliestStart(now), calendar), MENU_DAYS, calendar);
  // Conflicts: allergic to an ingredient of every default dish, dislikes of the next ingredients, no spicy dishes.
  const defaultsUsed = MEAL_TYPES.map((type) => sources.dishes.get(sources.defaults[type]!)!);
  const conflicts: UserPrefs = {
    allergies: defaultsUsed.map((dish) => dish.ingredients[0]!),
    dislikes: defaultsUsed.flatMap((dish) => dish.ingredients.slice(1, 2)),
    dishDislikes: [],
    eliminateGroups: [14],
  };
  const none: UserPrefs = { allergies: [], dislikes: [], dishDislikes: [], eliminateGroups: [] };
  const run = (prefs: UserPrefs) => Array.from({ length: MENU_RUNS }, () => time(() => defaultMenu(days, MEAL_TYPES, prefs, sources))[0]);
  run(conflicts); // warm-up
  const [filled] = [defaultMenu(days, MEAL_TYPES, conflicts, sources)];
  const complete = Object.values(filled).filter((meals) => Object.keys(meals).length === MEAL_TYPES.length).length;
  return [
    summary(`baseline: default menu ${MENU_DAYS} days x 5 types, no preferences`, run(none)),
    summary(`default menu ${MENU_DAYS} days x 5 types with conflicts (goal <= 5 ms)`, run(conflicts)),
    `  (${complete}/${MENU_DAYS} days got a dish for all 5 types under the conflicts)`,
  ];
}

async function insertCustomers(db: Db, count: number, now: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO users (email, first_name, last_name, registered_at)
     SELECT 'bench' || n || '@example.ae', 'Bench', 'Customer', $2 FROM generate_series(1, $1) AS n RETURNING id`,
    [count, now],
  );
  return rows.map((row) => row.id);
}

async function sixtyDayRequest(db: Db, now: number, key: string): Promise<PlaceOrderRequest> {
  const plan = (await db.one<{ days_count: number; exclude_week_day: number[] }>('SELECT days_count, exclude_week_day FROM plans WHERE id = $1', [
    ORDER_PLAN_ID,
  ]))!;
  const calendar = { excludeWeekDays: plan.exclude_week_day, holidays };
  const days = deliveryDays(nextDeliveryDay(earliestStart(now), calendar), plan.days_count, calendar);
  const menu = defaultMenu(days, MEAL_TYPES, { allergies: [], dislikes: [], dishDislikes: [], eliminateGroups: [] }, menuSources(DEFAULT_DIET_ID));
  const prices = await db.query<{ meal_type_id: number; value: number }>(
    'SELECT meal_type_id, value FROM prices WHERE diet_id = $1 AND plan_id = $2',
    [DEFAULT_DIET_ID, ORDER_PLAN_ID],
  );
  const price = planPrice({
    rows: prices.map((row) => ({ diet_id: DEFAULT_DIET_ID, mealPlan_id: ORDER_PLAN_ID, mealType_id: row.meal_type_id, value: row.value })),
    dietId: DEFAULT_DIET_ID,
    planId: ORDER_PLAN_ID,
    mealTypeIds: MEAL_TYPES,
    dayCount: plan.days_count,
  })!;
  const slot = (await db.one<{ id: number }>('SELECT id FROM delivery_slots ORDER BY id LIMIT 1'))!;
  return {
    orderData: { coupon_id: null, voucher_id: null, paymentMethod: 'cash', mealPlan_id: ORDER_PLAN_ID, price, diet_id: DEFAULT_DIET_ID, shipping: 0 },
    detailsData: days.flatMap((date) => MEAL_TYPES.map((type) => ({ date, mealType_id: type, dish_id: menu[date]![type] as number }))),
    deliverySlot: slot.id,
    build: 'new',
    cutlery: false,
    requestKey: key,
  };
}

/** What placeOrder needs: the database, the clock and the rate limits (no cache: every order is read anew). */
function depsFor(db: Db, now: number, accounts: AccountServices): PlaceOrderDeps {
  return { db, now: () => now, services: {}, limits: accounts.limits };
}

async function benchOrderSet(now: number): Promise<string[]> {
  const db = await openDatabase({ memory: true });
  try {
    await migrate(db);
    await seedDatabase(db, now);
    const customers = await insertCustomers(db, ORDERS + 10, now);
    const accounts = await createAccountServices({
      env: {},
      outboxDir: mkdtempSync(path.join(tmpdir(), 'mealplan-bench-')),
      publicOrigin: 'http://localhost',
    });
    const request = await sixtyDayRequest(db, now, 'bench-key-0');
    const baseline: number[] = [];
    const samples: number[] = [];
    for (const [index, userId] of customers.entries()) {
      const startBaseline = performance.now();
      await db.tx(async (tx) => tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]));
      const baselineMs = performance.now() - startBaseline;
      const start = performance.now();
      const placed = await placeOrder(depsFor(db, now, accounts), userId, { ...request, requestKey: `bench-key-${index}` });
      const ms = performance.now() - start;
      if (placed.price !== request.orderData.price) throw new Error('order set answered another price');
      if (index < 10) continue; // warm-up
      baseline.push(baselineMs);
      samples.push(ms);
    }
    const lines = (await db.one<{ n: number }>('SELECT count(*)::int AS n FROM order_dishes'))!.n;
    return [
      summary('baseline: one-row transaction (lock the customer) on PGlite', baseline),
      summary(`order set, ${request.detailsData.length / MEAL_TYPES.length} days x 5 meals (PGlite, in process)`, samples),
      `  (${ORDERS + 10} orders written, ${lines} order_dishes rows)`,
    ];
  } finally {
    await db.close();
  }
}

async function main(): Promise<void> {
  const now = currentUnixSeconds();
  console.log('Order core benchmark');
  for (const line of benchDefaultMenu(now)) console.log(line);
  for (const line of await benchOrderSet(now)) console.log(line);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
