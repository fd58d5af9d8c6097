// Our server for the bench: a fresh embedded database (seeded with the demo data), the real channels, call cache
// and sign-in limits; only the per-call write limits are raised so that a few benchmark users may save feedback
// thousands of times (the limiter still counts every call). With DATABASE_URL it runs on a fresh PostgreSQL
// database (created here, dropped on exit) instead. BENCH_USERS customers (default 200, copies of the demo customer
// with her plan's profile) are signed in here, straight in the database, so the load is spread over many customers as
// on the real site rather than piled on one row. Writes {port, tokens} on fd 3 once listening (stdout is its log).
import { mkdtempSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createSession } from '../src/accounts/sessions';
import { startServer } from '../src/app';
import { seedDatabase } from '../src/demo';
import type { Db } from '../src/db';
import { CALL_LIMIT_RULES, createCallLimiter, type CallLimitName } from '../src/realtime/call-limits';
import { freshPostgres } from './fresh-postgres';
import { BENCH_BROWSER_ID } from './load';

const BENCH_USERS = Number(process.env.BENCH_USERS ?? 200);
const TEMPLATE_EMAIL = 'sara.haddad@example.com';

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
  const tokens = await benchCustomers(server.db, BENCH_USERS);
  writeSync(3, `${JSON.stringify({ port: server.port, tokens })}\n`);
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

/** `count` copies of the demo customer (bench-<n>@example.ae), each with a session token of the bench's browser. */
async function benchCustomers(db: Db, count: number): Promise<string[]> {
  const columns = (
    await db.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns
       WHERE table_schema = current_schema() AND table_name = 'users' AND column_name NOT IN ('id', 'email') ORDER BY ordinal_position`,
    )
  ).map((row) => row.column_name);
  const ids = await db.query<{ id: number }>(
    `INSERT INTO users (email, ${columns.join(', ')})
     SELECT 'bench-' || n || '@example.ae', ${columns.map((column) => `t.${column}`).join(', ')}
     FROM users t, generate_series(1, $1::int) AS n WHERE t.email = $2 ORDER BY n RETURNING id`,
    [count, TEMPLATE_EMAIL],
  );
  const now = Math.floor(Date.now() / 1000);
  const sessions = [];
  for (const { id } of ids) sessions.push(await createSession(db, id, BENCH_BROWSER_ID, now));
  return sessions.map((session) => session.token);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
