// Progress benchmark (issue 11): the server time to load and serve a year of daily entries for all series — the
// /progress page's `progress get` (weight, waist and calories for 365 days, next delivery, delivered calories, calorie
// target) and the body page's `getWeightHistory` (365 weights with their BMI) — each with the reply's JSON
// serialisation, p50/p99 over many runs, beside a customer with no entries measured in the same run.
// Run: npm run bench:progress --workspace server (or tsx server/bench/progress.bench.ts).
import { protocol } from '@mealplan/shared/protocol';
import { addDays, currentUnixSeconds, today } from '@mealplan/shared/time';
import progressChannel from '../src/channels/progress';
import type { Db } from '../src/db';
import type { CallContext, CustomerId } from '../src/realtime/channel';
import { benchRuns, runBench, sample, summary, withSeededDatabase } from './stats';

const DAYS = 365;
const RUNS = benchRuns(300);

async function customer(db: Db, email: string, registered: number): Promise<number> {
  const row = await db.one<{ id: number }>(
    `INSERT INTO users (email, first_name, last_name, registered_at, gender, height_cm, birthday, weight_g)
     VALUES ($1, 'Bench', 'Customer', $2, 'female', 165, 820454400, 70000) RETURNING id`,
    [email, registered],
  );
  return row!.id;
}

/** A year of daily weight, waist and calories, plus a weekly weight on the 1st, 8th, 15th and 22nd. */
async function yearOfEntries(db: Db, userId: number, now: number): Promise<void> {
  await db.query(
    `INSERT INTO progress_entries (user_id, day, weight_g, waist_tenths, calories, updated_at)
     SELECT $1, $2::int8 - n * 86400, 70000 + (n % 40) * 50, 800 + (n % 30), 1500 + (n % 500), $3 FROM generate_series(0, $4 - 1) AS n`,
    [userId, today(now), now, DAYS],
  );
}

function context(db: Db, userId: number, now: number): CallContext {
  return { db, now: () => now, userId } as unknown as CallContext;
}

async function timeCall(db: Db, userId: number, now: number, key: 'get' | 'getWeightHistory'): Promise<{ samples: number[]; bytes: number }> {
  const handler = progressChannel.handlers[key]!;
  const ok = protocol.progress[key].ok;
  let bytes = 0;
  const samples = await sample(
    async () => {
      const reply = await handler({}, context(db, userId, now), userId as CustomerId);
      bytes = JSON.stringify({ type: `${key}Ok`, data: ok.parse(reply) }).length;
    },
    { runs: RUNS },
  );
  return { samples, bytes };
}

async function main(): Promise<void> {
  const now = currentUnixSeconds();
  await withSeededDatabase(now, async (db) => {
    const registered = addDays(today(now), -DAYS - 1);
    const full = await customer(db, 'year@example.ae', registered);
    const empty = await customer(db, 'empty@example.ae', registered);
    await yearOfEntries(db, full, now);
    console.log(`progress: ${DAYS} days of weight, waist and calories, ${RUNS} runs per call (PGlite in memory)`);
    for (const key of ['get', 'getWeightHistory'] as const) {
      const baseline = await timeCall(db, empty, now, key);
      const year = await timeCall(db, full, now, key);
      console.log(summary(`progress ${key}, no entries (baseline), ${baseline.bytes} B`, baseline.samples));
      console.log(summary(`progress ${key}, a year of daily entries, ${year.bytes} B`, year.samples));
    }
  });
}

runBench(main);
