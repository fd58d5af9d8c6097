// What the forum, progress and content benchmarks share: sampling a call, p50/p99 lines, and a migrated, seeded
// in-memory database. BENCH_RUNS (a whole number) shortens or lengthens every bench's runs for a quick check.
import { performance } from 'node:perf_hooks';
import { seedDatabase } from '../src/demo';
import { openDatabase, type Db } from '../src/db';
import { migrate } from '../src/db/migrate';

/** The bench's own number of runs, or BENCH_RUNS when it is set. */
export function benchRuns(fallback: number): number {
  const runs = Number(process.env.BENCH_RUNS);
  return Number.isInteger(runs) && runs > 0 ? runs : fallback;
}

export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** One line: the label padded to `width`, then p50, p99 and mean in milliseconds, and the number of samples. */
export function summary(label: string, samples: number[], width = 62): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const mean = samples.reduce((sum, value) => sum + value, 0) / samples.length;
  return `${label.padEnd(width)} p50 ${percentile(sorted, 50).toFixed(3)} ms  p99 ${percentile(sorted, 99).toFixed(3)} ms  mean ${mean.toFixed(3)} ms  (n=${samples.length})`;
}

/** Milliseconds of each of `runs` sequential calls, after `warmUp` calls that are not counted. */
export async function sample(run: () => Promise<unknown>, { runs, warmUp = 0 }: { runs: number; warmUp?: number }): Promise<number[]> {
  for (let index = 0; index < warmUp; index += 1) await run();
  const samples: number[] = [];
  for (let index = 0; index < runs; index += 1) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  return samples;
}

/** An in-memory PGlite, migrated and seeded as of `now`; the callback's work, then the database closed. */
export async function withSeededDatabase(now: number, work: (db: Db) => Promise<void>): Promise<void> {
  const db = await openDatabase({ memory: true });
  try {
    await migrate(db);
    await seedDatabase(db, now);
    await work(db);
  } finally {
    await db.close();
  }
}

/** Runs a bench's main, printing its error and setting a failing exit code. */
export function runBench(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
