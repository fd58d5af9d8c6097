// Menu PDF benchmark (issue 22): the time to print a 30-day, 5-meal menu PDF in English and in Arabic, cold (the
// browser starts) and warm (p50/p99 of the next prints), beside a baseline measured in the same run (building the
// document's HTML alone), and the memory of the server process with its Chromium processes while 10 PDFs are asked
// for at once (printed two at a time). Run: npm run bench:menu-pdf --workspace server (or tsx server/bench/menu-pdf.bench.ts).
import { execFileSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { addDays, currentUnixSeconds, today } from '@mealplan/shared/time';
import { seedDatabase } from '../src/demo';
import { openDatabase, type Db } from '../src/db';
import { migrate } from '../src/db/migrate';
import { menuHtml } from '../src/menu-pdf/document';
import { PdfEngine, DEFAULT_CHROMIUM_PATH } from '../src/menu-pdf/engine';
import { menuDocument, renderMenuPdf, type MenuPdfDeps } from '../src/menu-pdf/menu-pdf';

const DAYS = 30;
const MEAL_TYPES = [1, 2, 3, 4, 5];
const WARM_RUNS = 10;
const AT_ONCE = 10;

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function summary(label: string, samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  return `${label.padEnd(52)} p50 ${percentile(sorted, 50).toFixed(1)} ms  p99 ${percentile(sorted, 99).toFixed(1)} ms  (n=${samples.length})`;
}

/** Resident memory (MiB) of this process and every process under it (the browser and its renderers). */
function treeRssMiB(): { node: number; total: number } {
  const table = execFileSync('ps', ['-e', '-o', 'pid=,ppid=,rss='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number, number]);
  const children = new Map<number, number[]>();
  for (const [pid, ppid] of table) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  const rss = new Map(table.map(([pid, , kib]) => [pid, kib]));
  let total = 0;
  const stack = [process.pid];
  while (stack.length) {
    const pid = stack.pop()!;
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return { node: process.memoryUsage().rss / 2 ** 20, total: total / 1024 };
}

/** A paid 30-day plan of five meal types for the demo customer, from tomorrow. */
async function thirtyDayPlan(db: Db, now: number): Promise<{ userId: number; orderId: number }> {
  const user = (await db.one<{ id: number }>("SELECT id FROM users WHERE email = 'sara.haddad@example.com'"))!;
  const days = Array.from({ length: DAYS }, (_, index) => addDays(today(now), 1 + index));
  const order = (await db.one<{ id: number }>(
    `INSERT INTO orders (user_id, status, paid, diet_id, plan_id, days_count, meal_types, start_date, end_date, slot_id, price, full_price, created_at)
     VALUES ($1, 'pending', false, 30, (SELECT id FROM plans ORDER BY id LIMIT 1), $2, $3, $4, $5, (SELECT id FROM delivery_slots ORDER BY id LIMIT 1), 100000, 118000, $6)
     RETURNING id`,
    [user.id, DAYS, MEAL_TYPES, days[0], days.at(-1), now],
  ))!;
  await db.query('INSERT INTO order_days (order_id, day) SELECT $1, unnest($2::bigint[])', [order.id, days]);
  for (const type of MEAL_TYPES) {
    const dishes = await db.query<{ id: number }>('SELECT id FROM dishes WHERE $1 = ANY(meal_types) ORDER BY id LIMIT 7', [type]);
    await db.query(
      `INSERT INTO order_dishes (order_id, day, meal_type_id, side_slot, dish_id)
       SELECT $1, day, $2, 0, ($3::int[])[1 + ordinality::int % cardinality($3::int[])] FROM unnest($4::bigint[]) WITH ORDINALITY AS t(day, ordinality)`,
      [order.id, type, dishes.map((dish) => dish.id), days],
    );
  }
  return { userId: user.id, orderId: order.id };
}

async function main(): Promise<void> {
  const db = await openDatabase({ memory: true });
  await migrate(db);
  await seedDatabase(db);
  const now = currentUnixSeconds();
  const { userId, orderId } = await thirtyDayPlan(db, now);
  const engine = new PdfEngine({ executablePath: process.env.CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH });
  const deps: MenuPdfDeps = { db, now: () => now, engine };
  const lines: string[] = [`Menu PDF: ${DAYS} days x ${MEAL_TYPES.length} meal types, Chromium ${engine.executablePath}`];
  try {
    const doc = await menuDocument(deps, userId, orderId);
    const baseline: number[] = [];
    for (let run = 0; run < WARM_RUNS; run++) {
      const start = performance.now();
      menuHtml(doc, run % 2 ? 'ar' : 'en');
      baseline.push(performance.now() - start);
    }
    lines.push(summary('baseline: the HTML of the document alone', baseline));
    const idle = treeRssMiB();
    for (const arabic of [false, true]) {
      const label = arabic ? 'Arabic' : 'English';
      const start = performance.now();
      const bytes = await renderMenuPdf(deps, userId, { orderId, arabic });
      lines.push(
        `${`${label} cold (${arabic ? 'first Arabic, browser warm' : 'the browser starts'})`.padEnd(52)} ${(performance.now() - start).toFixed(1)} ms  (${(bytes.length / 1024).toFixed(0)} KiB)`,
      );
      const warm: number[] = [];
      for (let run = 0; run < WARM_RUNS; run++) {
        const begin = performance.now();
        await renderMenuPdf(deps, userId, { orderId, arabic });
        warm.push(performance.now() - begin);
      }
      lines.push(summary(`${label} warm`, warm));
    }
    const warmIdle = treeRssMiB();
    let peak = warmIdle;
    const sampler = setInterval(() => {
      const current = treeRssMiB();
      if (current.total > peak.total) peak = current;
    }, 50);
    const start = performance.now();
    await Promise.all(Array.from({ length: AT_ONCE }, (_, index) => renderMenuPdf(deps, userId, { orderId, arabic: index % 2 === 1 })));
    const elapsed = performance.now() - start;
    clearInterval(sampler);
    lines.push(`${AT_ONCE} at once (5 English, 5 Arabic): all done in ${elapsed.toFixed(0)} ms`);
    lines.push(
      `memory (RSS, MiB): before the first PDF node ${idle.node.toFixed(0)} / with browser ${idle.total.toFixed(0)}; warm idle node ${warmIdle.node.toFixed(0)} / total ${warmIdle.total.toFixed(0)}; peak while ${AT_ONCE} print node ${peak.node.toFixed(0)} / total ${peak.total.toFixed(0)}`,
    );
  } finally {
    await engine.close();
    await db.close();
  }
  console.log(lines.join('\n'));
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
