// Menu PDF benchmark (issues 22, 40): a 30-day, 5-meal menu PDF in English and Arabic. Cold (the browser starts; the
// first Arabic print), a print with the browser warm (the cache emptied before each), warm (the same menu asked again:
// answered from the print cache; goal ≤ 1 s), and 20 concurrent requests for one menu (goal: printed once) while
// another customer's menu is asked for at the same moment; beside a yardstick measured in the same run (building the
// document's HTML alone), and the memory of this process with its Chromium processes during the 20. Prints go through
// renderMenuPdf (what the link's route and the mail call), on the engine sized as the server sizes it (free memory or
// PDF_CONCURRENCY). Run: npm run bench:menu-pdf --workspace server (BENCH_RUNS changes the number of samples).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { addDays, currentUnixSeconds, today } from '@mealplan/shared/time';
import type { Db } from '../src/db';
import { menuHtml } from '../src/menu-pdf/document';
import { DEFAULT_CHROMIUM_PATH, PdfEngine, pdfConcurrency, pdfQueueLimit, type PrintOptions } from '../src/menu-pdf/engine';
import { menuDocument, renderMenuPdf, type MenuPdfDeps } from '../src/menu-pdf/menu-pdf';
import { benchRuns, runBench, summary, withSeededDatabase } from './stats';

const DAYS = 30;
const MEAL_TYPES = [1, 2, 3, 4, 5];
const RUNS = benchRuns(10);
const FLOOD = 20;

/** The server's engine, its prints counted. */
class CountedEngine extends PdfEngine {
  prints = 0;
  protected override render(html: string, options: PrintOptions): Promise<Buffer> {
    this.prints += 1;
    return super.render(html, options);
  }
}

/**
 * Memory (MiB) of this process alone and with every process under it (the browser and its renderers), as PSS: each
 * shared page counted once, split among the processes that share it (a sum of RSS counts Chromium's shared pages once
 * per process).
 */
function treeMemoryMiB(): { node: number; total: number } {
  const table = execFileSync('ps', ['-e', '-o', 'pid=,ppid='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number]);
  const children = new Map<number, number[]>();
  for (const [pid, ppid] of table) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  const pssKiB = (pid: number) => {
    try {
      return Number(/^Pss:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1] ?? 0);
    } catch {
      return 0;
    }
  };
  let total = 0;
  const stack = [process.pid];
  while (stack.length) {
    const pid = stack.pop()!;
    total += pssKiB(pid);
    stack.push(...(children.get(pid) ?? []));
  }
  return { node: pssKiB(process.pid) / 1024, total: total / 1024 };
}

const memory = ({ node, total }: { node: number; total: number }) => `node ${node.toFixed(0)}, Chromium ${(total - node).toFixed(0)}`;

/** A pending 30-day plan of five meal types for the customer, from tomorrow. */
async function thirtyDayPlan(db: Db, email: string, now: number): Promise<{ userId: number; orderId: number }> {
  const user = (await db.one<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]))!;
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

async function timed<T>(run: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await run();
  return { ms: performance.now() - start, value };
}

async function measure(db: Db, now: number): Promise<string[]> {
  const sara = await thirtyDayPlan(db, 'sara.haddad@example.com', now);
  const omar = await thirtyDayPlan(db, 'omar.khalil@example.com', now);
  const concurrency = pdfConcurrency();
  const engine = new CountedEngine({
    executablePath: process.env.CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH,
    concurrency,
    queueLimit: pdfQueueLimit(concurrency),
  });
  const deps: MenuPdfDeps = { db, now: () => now, engine };
  const forget = () => db.query('DELETE FROM menu_pdf_cache');
  const pdf = (who: { userId: number; orderId: number }, arabic: boolean) => renderMenuPdf(deps, who.userId, { orderId: who.orderId, arabic });
  const lines: string[] = [
    `Menu PDF: ${DAYS} days x ${MEAL_TYPES.length} meal types, Chromium ${engine.executablePath}, ${concurrency} pages (queue ${engine.queueLimit})`,
  ];
  try {
    const doc = await menuDocument(deps, sara.userId, sara.orderId);
    const yardstick: number[] = [];
    for (let run = 0; run < RUNS; run++) yardstick.push((await timed(async () => menuHtml(doc, run % 2 ? 'ar' : 'en'))).ms);
    lines.push(summary('yardstick: the HTML of the document alone', yardstick));

    const idle = treeMemoryMiB();
    const cold = await timed(() => pdf(sara, false));
    lines.push(`${'cold: English, the browser starts'.padEnd(62)} ${cold.ms.toFixed(1)} ms  (${(cold.value.length / 1024).toFixed(0)} KiB)`);
    const coldArabic = await timed(() => pdf(sara, true));
    lines.push(
      `${'cold: first Arabic print, browser warm'.padEnd(62)} ${coldArabic.ms.toFixed(1)} ms  (${(coldArabic.value.length / 1024).toFixed(0)} KiB)`,
    );

    const printed: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      await forget();
      printed.push((await timed(() => pdf(sara, true))).ms);
    }
    lines.push(summary('Arabic printed, browser warm (cache emptied each time)', printed));
    const warm: number[] = [];
    for (let run = 0; run < RUNS; run++) warm.push((await timed(() => pdf(sara, true))).ms);
    lines.push(summary('warm: Arabic asked again (print cache; goal <= 1000 ms)', warm));

    // Timed without the memory sampler (reading /proc blocks the event loop), then again (cache emptied) sampled.
    const floodWithOther = async () => {
      await forget();
      return Promise.all([timed(() => Promise.all(Array.from({ length: FLOOD }, () => pdf(sara, true)))), timed(() => pdf(omar, true))]);
    };
    const printsBefore = engine.prints;
    const [floodDone, otherDone] = await floodWithOther();
    lines.push(
      `${FLOOD} concurrent requests for one Arabic menu (cache empty): all done in ${floodDone.ms.toFixed(0)} ms, printed ${engine.prints - printsBefore - 1} time(s) (goal: 1)`,
    );
    lines.push(`another customer's Arabic menu asked at the same moment: done in ${otherDone.ms.toFixed(0)} ms`);
    let peak = treeMemoryMiB();
    const sampler = setInterval(() => {
      const now = treeMemoryMiB();
      if (now.total > peak.total) peak = now;
    }, 100);
    await floodWithOther();
    clearInterval(sampler);
    lines.push(`memory (PSS, MiB): before the first PDF ${memory(idle)}; at the peak during the ${FLOOD} ${memory(peak)}`);
  } finally {
    await engine.close();
  }
  return lines;
}

runBench(async () => {
  const now = currentUnixSeconds();
  await withSeededDatabase(now, async (db) => console.log((await measure(db, now)).join('\n')));
});
