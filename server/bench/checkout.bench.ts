// Checkout payment benchmark (issue 19): the server time from createTelrSession to placeneworder with the local Telr
// sandbox gateway, p50/p99 over 200 checkouts of a 20-day plan. Per checkout: createTelrSession (the amount read, the
// gateway's order.json 'create'), then, after the customer paid on the hosted page (not timed), placeneworder (the
// gateway's 'check', then the row turned into the order under the customer's lock). The two server times are added;
// a one-row locked transaction is measured beside them as the baseline. With DATABASE_URL it runs on a fresh
// PostgreSQL database (the goal, p99 <= 50 ms, is for PostgreSQL). Run: npm run bench:checkout --workspace server.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { checkoutStartRange } from '@mealplan/shared/domain';
import { addDays, currentUnixSeconds } from '@mealplan/shared/time';
import { decideSandboxOrder, SANDBOX_TEST_CARDS } from '../src/adapters/telr/sandbox';
import { startServer } from '../src/app';
import { seedDatabase } from '../src/demo';
import type { Db } from '../src/db';
import { setCheckoutPlan } from '../src/orders/checkout/checkout-plan';
import { placeCheckoutOrder, startCheckoutPayment, type CheckoutPaymentDeps } from '../src/orders/checkout/place-checkout';
import { createPaymentService } from '../src/payments/service';
import { freshPostgres } from './fresh-postgres';

const CHECKOUTS = 200;
const WARM_UP = 10;

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function summary(label: string, samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const mean = samples.reduce((sum, value) => sum + value, 0) / samples.length;
  return `${label.padEnd(66)} p50 ${percentile(sorted, 50).toFixed(3)} ms  p99 ${percentile(sorted, 99).toFixed(3)} ms  mean ${mean.toFixed(3)} ms  (n=${samples.length})`;
}

async function insertCustomers(db: Db, count: number, now: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO users (email, first_name, last_name, registered_at)
     SELECT 'checkout-bench' || n || '@example.ae', 'Bench', 'Customer', $2 FROM generate_series(1, $1) AS n RETURNING id`,
    [count, now],
  );
  return rows.map((row) => row.id);
}

function stepThree(now: number) {
  const start = checkoutStartRange(now).min;
  return {
    checkoutPlanParams: {
      diet_id: 30,
      days_count: 20,
      mealTypes: [1, 3, 5],
      exclude_week_day: [5, 6],
      cutlery: 0 as const,
      bag_price: 18_000,
      start_date: start,
      end_date: addDays(start, 27),
      isRenew: false,
      mealPlan_id: 20,
      emirate: 1,
      slot_id: 11,
      price: 0,
    },
    detailsData: [],
  };
}

async function main(): Promise<void> {
  const now = currentUnixSeconds();
  const scratch = mkdtempSync(path.join(tmpdir(), 'mealplan-checkout-bench-'));
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
    const origin = `http://127.0.0.1:${server.port}`;
    // The sandbox gateway is the server's own /sandbox/telr (a development setup: no Telr credentials in the env).
    const payments = createPaymentService({ NODE_ENV: 'development' }, { publicOrigin: origin, loopbackOrigin: origin }, () => now);
    const deps: CheckoutPaymentDeps = { db, now: () => now, services: {}, payments };
    const customers = await insertCustomers(db, CHECKOUTS + WARM_UP, now);
    const baseline: number[] = [];
    const samples: number[] = [];
    for (const [index, userId] of customers.entries()) {
      const { checkoutId } = await setCheckoutPlan(deps, userId, stepThree(now));
      const startBaseline = performance.now();
      await db.tx(async (tx) => tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]));
      const baselineMs = performance.now() - startBaseline;

      const startSession = performance.now();
      const session = await startCheckoutPayment(deps, userId, checkoutId);
      const sessionMs = performance.now() - startSession;
      const ref = new URL(session.response.order.url).searchParams.get('o')!;
      const paid = await decideSandboxOrder(db, ref, {
        action: 'pay',
        card: { number: SANDBOX_TEST_CARDS.authorised, expiry: '12/39', cvv: '123', name: 'Bench Customer' },
      });
      if (paid.kind !== 'done') throw new Error(`the sandbox did not take the payment: ${paid.kind}`);
      const startPlace = performance.now();
      const placed = await placeCheckoutOrder(deps, userId, { checkoutId, paymentMethod: 'telr' });
      const placeMs = performance.now() - startPlace;
      if (placed.orderId !== checkoutId) throw new Error('placeneworder answered another order');
      if (index < WARM_UP) continue;
      baseline.push(baselineMs);
      samples.push(sessionMs + placeMs);
    }
    const placedCount = (await db.one<{ n: number }>("SELECT count(*)::int AS n FROM orders WHERE status = 'active' AND paid"))!.n;
    const engine = postgres ? 'PostgreSQL' : 'PGlite';
    console.log('Checkout payment benchmark');
    console.log(summary(`baseline: one-row transaction (lock the customer) on ${engine}`, baseline));
    console.log(summary(`createTelrSession + placeneworder, 20 days x 3 meals (${engine}, sandbox)`, samples));
    console.log(`  (${placedCount} checkouts paid and placed)`);
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
