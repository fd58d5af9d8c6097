// Modify page benchmark (issue 20): the server time of `order get` (the whole /modify view: plan params, meal plan,
// each day's status) and of `modify` (one day's dishes changed, checked and saved in the customer's locked
// transaction) for a 90-day plan of 3 meals a day, p50/p99 over 200 customers each. A one-row locked transaction is
// measured beside them as the baseline. With DATABASE_URL it runs on a fresh PostgreSQL database (the goal, p99 <= 20
// ms, is for PostgreSQL). Beside the times it prints what does not depend on the machine's load: the SQL statements
// each call runs (a transaction's BEGIN and COMMIT count as two), and the load average before and after the run, so
// runs are compared under similar load. Run: npm run bench:modify --workspace server.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { deliveryDays, earliestStart, nextDeliveryDay, type MealPlan } from '@mealplan/shared/domain';
import { currentUnixSeconds } from '@mealplan/shared/time';
import { startServer } from '../src/app';
import { seedDatabase } from '../src/demo';
import type { Db } from '../src/db';
import { saveOrderDays } from '../src/orders/plan-changes/day-editing';
import { insertOrderMenu } from '../src/orders/store/order-menu';
import { orderPlan } from '../src/orders/reads/order-view';
import { freshPostgres } from './fresh-postgres';
import { countingDb } from './statement-count';

const CUSTOMERS = 200;
const WARM_UP = 10;
const PLAN_DAYS = 90;
const DIET_ID = 30;
const PLAN_ID = 20;
const MEAL_TYPES = [1, 3, 5];

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function summary(label: string, samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const mean = samples.reduce((sum, value) => sum + value, 0) / samples.length;
  return `${label.padEnd(66)} p50 ${percentile(sorted, 50).toFixed(3)} ms  p99 ${percentile(sorted, 99).toFixed(3)} ms  mean ${mean.toFixed(3)} ms  (n=${samples.length})`;
}

/** Customers each holding a paid, active 90-day plan with one dish per meal type every day. */
async function insertPlans(
  db: Db,
  count: number,
  now: number,
  days: number[],
  dishes: Record<number, number[]>,
): Promise<Array<{ userId: number; orderId: number }>> {
  const users = await db.query<{ id: number }>(
    `INSERT INTO users (email, first_name, last_name, registered_at)
     SELECT 'modify-bench' || n || '@example.ae', 'Bench', 'Customer', $2 FROM generate_series(1, $1) AS n RETURNING id`,
    [count, now],
  );
  const slot = (await db.one<{ id: number }>('SELECT id FROM delivery_slots ORDER BY id LIMIT 1'))!.id;
  const menu: MealPlan = Object.fromEntries(days.map((day) => [day, Object.fromEntries(MEAL_TYPES.map((type) => [type, dishes[type]![0]!]))]));
  const plans: Array<{ userId: number; orderId: number }> = [];
  for (const user of users) {
    const order = await db.one<{ id: number }>(
      `INSERT INTO orders (user_id, status, paid, diet_id, plan_id, days_count, meal_types, exclude_week_day, start_date, end_date, slot_id, price, full_price, created_at, paid_at)
       VALUES ($1, 'active', true, $2, $3, $4, $5, '{5,6}', $6, $7, $8, 100000, 118000, $9, $9) RETURNING id`,
      [user.id, DIET_ID, PLAN_ID, PLAN_DAYS, MEAL_TYPES, days[0], days.at(-1), slot, now],
    );
    await insertOrderMenu(db, order!.id, days, menu);
    plans.push({ userId: user.id, orderId: order!.id });
  }
  return plans;
}

const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** The distinct statement counts seen, e.g. "5" or "5-7". */
function countRange(counts: readonly number[]): string {
  const low = Math.min(...counts);
  const high = Math.max(...counts);
  return low === high ? String(low) : `${low}-${high}`;
}

async function main(): Promise<void> {
  const loadBefore = loadAverage();
  const now = currentUnixSeconds();
  const scratch = mkdtempSync(path.join(tmpdir(), 'mealplan-modify-bench-'));
  const postgres = process.env.DATABASE_URL ? await freshPostgres(process.env.DATABASE_URL) : undefined;
  const server = await startServer({
    ...(postgres ? { db: postgres.db } : {}),
    port: 0,
    dataDir: path.join(scratch, 'data'),
    seed: seedDatabase,
    releasesDir: path.join(scratch, 'releases'),
    shellDir: path.join(scratch, 'shell'),
  });
  try {
    const { db } = server;
    const calendar = { excludeWeekDays: [5, 6], holidays: [] };
    const days = deliveryDays(nextDeliveryDay(earliestStart(now), calendar), PLAN_DAYS, calendar);
    const dishes: Record<number, number[]> = {};
    for (const type of MEAL_TYPES) {
      const rows = await db.query<{ id: number }>('SELECT id FROM dishes WHERE $1 = ANY(meal_types) AND $2 = ANY(diets) ORDER BY id LIMIT 2', [
        type,
        DIET_ID,
      ]);
      dishes[type] = rows.map((row) => row.id);
    }
    const slot = (await db.one<{ id: number }>('SELECT id FROM delivery_slots ORDER BY id LIMIT 1'))!.id;
    const plans = await insertPlans(db, CUSTOMERS + WARM_UP, now, days, dishes);
    const counting = countingDb(db);
    const deps = { db: counting.db, now: () => now, services: {} };
    const getStatements: number[] = [];
    const modifyStatements: number[] = [];
    const baseline: number[] = [];
    const gets: number[] = [];
    const modifies: number[] = [];
    for (const [index, { userId, orderId }] of plans.entries()) {
      const startBaseline = performance.now();
      await db.tx(async (tx) => tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]));
      const baselineMs = performance.now() - startBaseline;

      counting.reset();
      const startGet = performance.now();
      const view = await orderPlan(deps, userId, 'active');
      const getMs = performance.now() - startGet;
      const getCount = counting.count();
      if (Object.keys(view.days).length !== PLAN_DAYS) throw new Error('order get answered another plan');

      const day = days[10 + (index % 60)]!;
      counting.reset();
      const startModify = performance.now();
      await saveOrderDays(
        deps,
        userId,
        {
          orderId,
          deliverySlot: slot,
          detailsData: MEAL_TYPES.map((type) => ({ date: day, mealType_id: type, dish_id: dishes[type]![1] ?? dishes[type]![0]! })),
          skipped: {},
          cutlery: true,
          mealType: MEAL_TYPES,
        },
        'regular',
      );
      const modifyMs = performance.now() - startModify;
      const modifyCount = counting.count();
      if (index < WARM_UP) continue;
      getStatements.push(getCount);
      modifyStatements.push(modifyCount);
      baseline.push(baselineMs);
      gets.push(getMs);
      modifies.push(modifyMs);
    }
    const engine = postgres ? 'PostgreSQL' : 'PGlite';
    console.log('Modify page benchmark');
    console.log(summary(`baseline: one-row transaction (lock the customer) on ${engine}`, baseline));
    console.log(summary(`order get, ${PLAN_DAYS} days x ${MEAL_TYPES.length} meals (${engine})`, gets));
    console.log(summary(`modify, one day of a ${PLAN_DAYS}-day plan (${engine})`, modifies));
    console.log(`SQL statements per call: order get ${countRange(getStatements)}, modify ${countRange(modifyStatements)}`);
    console.log(`load average (1, 5, 15 min): ${loadBefore} before, ${loadAverage()} after`);
  } finally {
    await server.close();
    await postgres?.drop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
