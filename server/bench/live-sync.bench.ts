// Live sync benchmark (issue 20, "Done when": a save in one tab shown in another, goal <= 1 s across two processes).
// Two socket servers (two app instances, each with its own socket.io Redis adapter and read cache on REDIS_URL) on one
// fresh PostgreSQL database. A customer with a paid plan is signed in on socket 1 to server A and on socket 2 to server
// B. Each sample: socket 1 calls `order setCutlery` (the value flipped) on A; timed from the call until socket 2 has
// received order/orderChanged (through Redis) and its `order get` on B shows the new value. Printed beside a baseline
// measured in this run: a bare socket.io acknowledged round trip (a server that answers at once). Both app instances
// and the clients share one Node process and this machine. Without DATABASE_URL and REDIS_URL it says so and skips.
//
//   BENCH_RUNS   saves measured (default 200, after 10 not counted)
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Server } from 'socket.io';
import { createSession } from '../src/accounts/sessions';
import { insertUser } from '../src/accounts/users';
import { startServer, type RunningServer } from '../src/app';
import { seedDatabase } from '../src/demo';
import { CALL_LIMIT_RULES, createCallLimiter } from '../src/realtime/call-limits';
import { orderFixture, orderRequest } from '../test/orders/support';
import { freshPostgres } from './fresh-postgres';
import { BENCH_BROWSER_ID, openSocket, type BenchSocket, type Reply } from './load';
import { benchRuns, runBench, summary } from './stats';

const RUNS = benchRuns(200);
const WARM_UP = 10;

/** The per-call limits raised (the limiter still counts), so 200 saves of one customer are not refused. */
function roomyLimits() {
  const rules = Object.fromEntries(Object.keys(CALL_LIMIT_RULES).map((name) => [name, { points: 1e9, duration: 60, blockDuration: 1 }]));
  return createCallLimiter({ rules });
}

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
  const servers: RunningServer[] = [];
  const sockets: BenchSocket[] = [];
  try {
    for (const name of ['a', 'b']) {
      servers.push(
        await startServer({
          db: postgres.db,
          port: 0,
          host: '127.0.0.1',
          dataDir: path.join(scratch, name, 'data'),
          ...(name === 'a' ? { seed: seedDatabase } : {}),
          releasesDir: path.join(scratch, name, 'releases'),
          shellDir: path.join(scratch, name, 'shell'),
          services: { callLimits: roomyLimits() },
          redisUrl,
        }),
      );
    }
    const [serverA, serverB] = servers as [RunningServer, RunningServer];
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
    const tab2 = await openSocket(serverB.url.replace('localhost', '127.0.0.1'));
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
    console.log('Live sync benchmark: a save on server A shown on server B (two socket servers sharing Redis and PostgreSQL)');
    console.log(summary('baseline: bare socket.io acknowledged round trip', baseline, width));
    console.log(summary('setCutlery on A -> orderChanged received on B', pushes, width));
    console.log(summary('setCutlery on A -> orderChanged on B and its order get shows it', shown, width));
  } finally {
    for (const socket of sockets) socket.close();
    for (const server of servers.reverse()) await server.close();
    await postgres.drop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

runBench(main);
