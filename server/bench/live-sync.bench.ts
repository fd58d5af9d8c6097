// Live sync benchmark (issue 20, "Done when": a save in one tab shown in another, goal <= 1 s across two processes).
// Two server processes (A runs in this process, B is spawned: live-sync-server.ts), each with its own socket.io Redis
// adapter and read cache on REDIS_URL, on one fresh PostgreSQL database. A customer with a paid plan is signed in on socket 1 to server A and on socket 2 to server
// B. Each sample: socket 1 calls `order setCutlery` (the value flipped) on A; timed from the call until socket 2 has
// received order/orderChanged (through Redis) and its `order get` on B shows the new value. Printed beside a baseline
// measured in this run: a bare socket.io acknowledged round trip (a server that answers at once). Server A and the
// clients share one Node process; everything shares this machine. Without DATABASE_URL and REDIS_URL it says so and skips.
//
//   BENCH_RUNS   saves measured (default 200, after 10 not counted)
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Server } from 'socket.io';
import { createSession } from '../src/accounts/sessions';
import { insertUser } from '../src/accounts/users';
import { startServer } from '../src/app';
import { seedDatabase } from '../src/demo';
import { orderFixture, orderRequest } from '../test/orders/support';
import { freshPostgres } from './fresh-postgres';
import { BENCH_BROWSER_ID, openSocket, type BenchSocket, type Reply } from './load';
import { roomyCallLimits } from './roomy-limits';
import { benchRuns, runBench, summary } from './stats';

const RUNS = benchRuns(200);
const WARM_UP = 10;

/** The baseline: a bare socket.io server answering every acknowledged call at once; ms of each of runs round trips. */
async function bareRoundTrips(runs: number): Promise<number[]> {
  const http = createServer();
  const io = new Server(http, { transports: ['websocket'], serveClient: false });
  io.on('connection', (socket) => {
    socket.onAny((_channel: string, payload: { type?: string; data?: unknown }, ack?: (reply: unknown) => void) => {
      ack?.({ type: `${payload?.type ?? ''}Ok`, data: payload?.data ?? {} });
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const client = await openSocket(`http://127.0.0.1:${(http.address() as AddressInfo).port}`);
  try {
    const samples: number[] = [];
    for (let index = 0; index < runs + WARM_UP; index += 1) {
      const start = performance.now();
      await client.call({ channel: 'order', type: 'setCutlery', data: { orderId: 1, cutlery: index % 2 } });
      if (index >= WARM_UP) samples.push(performance.now() - start);
    }
    return samples;
  } finally {
    client.close();
    await io.close();
  }
}

/** Server B as a process of its own (live-sync-server.ts) on the same database and Redis; resolves with its url. */
function startProcessB(databaseUrl: string, redisUrl: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'live-sync-server.ts')], {
    cwd: path.join(__dirname, '..'),
    env: { ...process.env, LIVE_SYNC_DATABASE_URL: databaseUrl, REDIS_URL: redisUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((text) => text.startsWith('{"url"'));
      if (line) resolve({ child, url: (JSON.parse(line) as { url: string }).url });
    });
    child.once('exit', (code) => reject(new Error(`server B exited (${String(code)}) before listening`)));
  });
}

function expectOk(reply: Reply, type: string): Reply {
  if (reply.type !== type) throw new Error(`expected ${type}, got ${JSON.stringify(reply)}`);
  return reply;
}

/** The next order/orderChanged pushed to the socket. */
function nextOrderChanged(socket: BenchSocket): Promise<void> {
  return new Promise((resolve) => {
    const listener = (payload: { type?: string }) => {
      if (payload?.type !== 'orderChanged') return;
      socket.socket.off('order', listener);
      resolve();
    };
    socket.socket.on('order', listener);
  });
}

async function main(): Promise<void> {
  if (!process.env.DATABASE_URL || !process.env.REDIS_URL) {
    console.log('Live sync bench skipped: it needs DATABASE_URL and REDIS_URL (the machine PostgreSQL and Redis).');
    return;
  }
  const redisUrl = process.env.REDIS_URL;
  const scratch = mkdtempSync(path.join(tmpdir(), 'mealplan-live-sync-bench-'));
  const postgres = await freshPostgres(process.env.DATABASE_URL);
  const sockets: BenchSocket[] = [];
  for (const dir of ['data', 'releases', 'shell']) mkdirSync(path.join(scratch, dir));
  const serverA = await startServer({
    db: postgres.db,
    port: 0,
    host: '127.0.0.1',
    dataDir: path.join(scratch, 'data'),
    seed: seedDatabase,
    releasesDir: path.join(scratch, 'releases'),
    shellDir: path.join(scratch, 'shell'),
    services: { callLimits: roomyCallLimits() },
    redisUrl,
  });
  let processB: ChildProcess | undefined;
  try {
    const started = await startProcessB(postgres.url, redisUrl);
    processB = started.child;
    const { db } = serverA;
    const now = Math.floor(Date.now() / 1000);
    const userId = await insertUser(
      db,
      {
        email: `live-sync-bench-${now}@example.ae`,
        passwordHash: null,
        firstName: 'Bench',
        lastName: 'Customer',
        phoneCode: '971',
        phone: '501234567',
        whatsapp: null,
        refererId: null,
        language: null,
        emailConfirmedAt: now,
      },
      now,
    );
    if (userId === undefined) throw new Error('the bench customer exists already');
    const { token } = await createSession(db, userId, BENCH_BROWSER_ID, now);
    const tab1 = await openSocket(serverA.url.replace('localhost', '127.0.0.1'));
    sockets.push(tab1);
    const tab2 = await openSocket(started.url);
    sockets.push(tab2);
    for (const tab of [tab1, tab2]) {
      expectOk(await tab.call({ channel: 'client_check', type: 'get', data: { token, browserId: BENCH_BROWSER_ID } }), 'setUser');
    }
    const fixture = await orderFixture(db, now);
    const placed = expectOk(await tab1.call({ channel: 'order', type: 'set', data: orderRequest(fixture) }), 'setOk');
    const { orderId } = placed.data as { orderId: number };
    await db.query(`UPDATE orders SET status = 'active', paid = true, paid_at = $2 WHERE id = $1`, [orderId, now]);

    const pushes: number[] = [];
    const shown: number[] = [];
    for (let index = 0; index < RUNS + WARM_UP; index += 1) {
      const cutlery = index % 2 === 0 ? 1 : 0;
      const pushed = nextOrderChanged(tab2);
      const start = performance.now();
      const saved = tab1.call({ channel: 'order', type: 'setCutlery', data: { orderId, cutlery } });
      await pushed;
      const pushMs = performance.now() - start;
      const got = expectOk(await tab2.call({ channel: 'order', type: 'get', data: { orderType: 'active' } }), 'getOk');
      const shownMs = performance.now() - start;
      const value = (got.data as { planParams: { cutlery: unknown } }).planParams.cutlery;
      if (Number(value) !== cutlery) throw new Error(`order get on B shows cutlery ${String(value)} after saving ${cutlery}`);
      expectOk(await saved, 'setCutleryOk');
      if (index < WARM_UP) continue;
      pushes.push(pushMs);
      shown.push(shownMs);
    }
    const baseline = await bareRoundTrips(RUNS);
    const width = 78;
    console.log('Live sync benchmark: a save on process A shown on process B (two server processes sharing Redis and PostgreSQL)');
    console.log(summary('baseline: bare socket.io acknowledged round trip', baseline, width));
    console.log(summary('setCutlery on A -> orderChanged received on B', pushes, width));
    console.log(summary('setCutlery on A -> orderChanged on B and its order get shows it', shown, width));
  } finally {
    for (const socket of sockets) socket.close();
    if (processB && processB.exitCode === null) {
      const exited = new Promise((resolve) => processB!.once('exit', resolve));
      processB.kill('SIGTERM');
      await exited;
    }
    await serverA.close();
    await postgres.drop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

runBench(main);
