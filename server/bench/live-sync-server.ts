// Server B of the live sync bench (live-sync.bench.ts), a process of its own: the real channels on the database of
// LIVE_SYNC_DATABASE_URL (server A's, already seeded) with its socket.io Redis adapter on REDIS_URL, the per-call
// limits raised as on server A. Prints {url} on stdout once listening; stops on SIGTERM.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from '../src/app';
import { roomyCallLimits } from './roomy-limits';

async function main(): Promise<void> {
  const databaseUrl = process.env.LIVE_SYNC_DATABASE_URL;
  const redisUrl = process.env.REDIS_URL;
  if (!databaseUrl || !redisUrl) throw new Error('Set LIVE_SYNC_DATABASE_URL and REDIS_URL');
  const scratch = mkdtempSync(path.join(tmpdir(), 'mealplan-live-sync-b-'));
  for (const dir of ['data', 'releases', 'shell']) mkdirSync(path.join(scratch, dir));
  const server = await startServer({
    databaseUrl,
    port: 0,
    host: '127.0.0.1',
    dataDir: path.join(scratch, 'data'),
    releasesDir: path.join(scratch, 'releases'),
    shellDir: path.join(scratch, 'shell'),
    services: { callLimits: roomyCallLimits() },
    redisUrl,
  });
  process.stdout.write(`${JSON.stringify({ url: server.url.replace('localhost', '127.0.0.1') })}\n`);
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
