// Our server for the bench: a fresh embedded database (seeded with the demo data), the real channels, call cache
// and sign-in limits; only the per-call write limits are raised so that a few benchmark users may save feedback
// thousands of times (the limiter still counts every call). With DATABASE_URL it runs on a fresh PostgreSQL
// database (created here, dropped on exit) instead. Prints its port on stdout once listening.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from '../src/app';
import { seedDatabase } from '../src/catalog';
import { openDatabase, type Db } from '../src/db';
import { CALL_LIMIT_RULES, createCallLimiter, type CallLimitName } from '../src/realtime/call-limits';

async function main(): Promise<void> {
  const scratch = mkdtempSync(path.join(tmpdir(), 'mealplan-bench-'));
  const roomy = Object.fromEntries(Object.keys(CALL_LIMIT_RULES).map((name) => [name, { points: 1e9, duration: 60, blockDuration: 1 }])) as Record<
    CallLimitName,
    { points: number; duration: number; blockDuration: number }
  >;
  const postgres = process.env.DATABASE_URL ? await freshPostgres(process.env.DATABASE_URL) : undefined;
  const server = await startServer({
    ...(postgres ? { db: postgres.db } : {}),
    port: 0,
    dataDir: path.join(scratch, 'data'),
    seed: seedDatabase,
    releasesDir: path.join(scratch, 'releases'),
    shellDir: path.join(scratch, 'shell'),
    services: { callLimits: createCallLimiter({ rules: roomy }) },
    ...(process.env.REDIS_URL ? { redisUrl: process.env.REDIS_URL } : {}),
  });
  process.stdout.write(`${JSON.stringify({ port: server.port })}\n`);
  process.on('SIGTERM', () => {
    void server
      .close()
      .then(() => postgres?.drop())
      .finally(() => {
        rmSync(scratch, { recursive: true, force: true });
        process.exit(0);
      });
  });
}

/** A new database on the PostgreSQL server of url, and how to drop it. */
async function freshPostgres(url: string): Promise<{ db: Db; drop(): Promise<void> }> {
  const name = `bench_${randomBytes(6).toString('hex')}`;
  const admin = await openDatabase({ url });
  await admin.exec(`CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const db = await openDatabase({ url: target.toString() });
  return {
    db,
    async drop() {
      await db.close();
      await admin.exec(`DROP DATABASE IF EXISTS ${name}`);
      await admin.close();
    },
  };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
