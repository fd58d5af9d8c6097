// Our server for the bench: a fresh embedded database (seeded with the demo data), the real channels, call cache
// and sign-in limits; only the per-call write limits are raised so that a few benchmark users may save feedback
// thousands of times (the limiter still counts every call). Prints its port on stdout once listening.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from '../src/app';
import { seedDatabase } from '../src/catalog';
import { CALL_LIMIT_RULES, createCallLimiter, type CallLimitName } from '../src/realtime/call-limits';

async function main(): Promise<void> {
  const scratch = mkdtempSync(path.join(tmpdir(), 'mealplan-bench-'));
  const roomy = Object.fromEntries(Object.keys(CALL_LIMIT_RULES).map((name) => [name, { points: 1e9, duration: 60, blockDuration: 1 }])) as Record<
    CallLimitName,
    { points: number; duration: number; blockDuration: number }
  >;
  const server = await startServer({
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
    void server.close().finally(() => {
      rmSync(scratch, { recursive: true, force: true });
      process.exit(0);
    });
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
