// Issue 24, "Done when": two production processes (the production start) behind Debian's nginx running
// deploy/nginx.conf, on the machine's PostgreSQL (a fresh database) and Redis. Both started together migrate the
// database once and publish the built remotes once; a remote published afterwards is served by every process at once;
// a browser signs in through the proxy and places an order while other customers place theirs, and a rolling restart
// (each process in turn gets SIGTERM mid-traffic and is replaced) loses no call the client did not retry, loses or
// doubles no order, and signs nobody out.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { io, type Socket } from 'socket.io-client';
import { REPO_ROOT } from '../../support/environment';
import { fleetCustomers, startFleet, type Fleet, type FleetCustomer } from '../../support/fleet';
import { header } from '../../support/session';

const BROWSER_ID = 'FLEETFLEETFLEETF';
/** Customers placing orders over their own sockets while the processes restart (the browser's customer is one more). */
const SOCKET_CUSTOMERS = 6;

test.describe.configure({ mode: 'serial' });
test.skip(
  !process.env.DATABASE_URL || !process.env.REDIS_URL,
  'needs the machine PostgreSQL and Redis (DATABASE_URL, REDIS_URL), as .ci/run sets them',
);
// The page's own scripts are the site's; the test adds socket.io's browser build to the page to place its order.
test.use({ bypassCSP: true });

let fleet: Fleet;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  fleet = await startFleet({ processes: 2 });
});
test.afterAll(async () => {
  await fleet?.stop();
});

test('both processes started together migrated the database once and published each built remote once', async () => {
  const migrations = readdirSync(path.join(REPO_ROOT, 'server', 'migrations')).filter((name) => /^\d{4}_[\w-]+\.sql$/.test(name));
  const { rows } = await fleet.db.query<{ version: number; applied: number }>(
    'SELECT version, count(*)::int AS applied FROM schema_migrations GROUP BY version ORDER BY version',
  );
  expect(rows.map((row) => [row.version, row.applied])).toEqual(migrations.sort().map((name) => [Number(name.slice(0, 4)), 1]));
  for (const server of fleet.processes) expect([server.port, server.child.exitCode]).toEqual([server.port, null]);

  const releases = await fleet.db.query<{ remote: string; versions: number }>(
    'SELECT remote, count(*)::int AS versions FROM releases GROUP BY remote',
  );
  const built = readdirSync(REPO_ROOT).filter((dir) => dir.startsWith('mfe-') && readdirSync(path.join(REPO_ROOT, dir)).includes('dist'));
  expect(Object.fromEntries(releases.rows.map((row) => [row.remote, row.versions]))).toEqual(
    Object.fromEntries(built.map((dir) => [dir.slice('mfe-'.length), 1])),
  );
});

test('a remote published to the shared store is listed and served by every process at once', async () => {
  const version = `fleet-${Date.now()}`;
  const dist = path.join(REPO_ROOT, 'mfe-content', 'dist');
  execFileSync('npm', ['run', 'publish-remote', '--workspace', 'server', '--', 'content', dist, '--version', version], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATABASE_URL: fleet.databaseUrl, RELEASE_STORE: '' },
    stdio: 'pipe',
  });
  const manifest = readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8');
  for (const server of fleet.processes) {
    const listed = (await (await fetch(`${server.url}/remotes.json`)).json()) as { remotes: Record<string, string> };
    expect(listed.remotes.content).toBe(`/remotes/content/${version}/mf-manifest.json`);
    const served = await fetch(`${server.url}/remotes/content/${version}/mf-manifest.json`);
    expect([server.port, served.status, await served.text()]).toEqual([server.port, 200, manifest]);
  }
});

interface Reply {
  type: string;
  status?: string;
  data: Record<string, unknown>;
}

/** What the clients saw: calls answered with an error (never retried), transport failures retried, orders placed. */
interface Outcome {
  failures: string[];
  retries: number;
  calls: number;
  orders: Map<number, number>;
}

/**
 * A customer's socket through the proxy as the site's client behaves: on every (re)connect the session check with its
 * token; a call whose connection drops (or that gets no answer) is sent again, the same request, once connected.
 */
function customerSocket(origin: string, customer: FleetCustomer, outcome: Outcome) {
  const socket: Socket = io(origin, {
    transports: ['websocket'],
    extraHeaders: { origin },
    forceNew: true,
    reconnectionDelay: 100,
    reconnectionDelayMax: 500,
  });
  let signedIn: Promise<void> = Promise.resolve();
  socket.on('connect', () => {
    signedIn = (async () => {
      const reply = (await socket
        .timeout(10_000)
        .emitWithAck('client_check', { type: 'get', data: { token: customer.token, browserId: BROWSER_ID } })) as Reply;
      if (reply.type !== 'setUser' && reply.type !== 'update') outcome.failures.push(`${customer.email} signed out: ${JSON.stringify(reply)}`);
    })().catch(() => undefined);
  });
  /** Resolves once connected; false when the socket has not come back within 20 s (the client is stuck). */
  const connected = () =>
    socket.connected
      ? Promise.resolve(true)
      : new Promise<boolean>((resolve) => {
          const timer = setTimeout(() => resolve(false), 20_000);
          socket.once('connect', () => {
            clearTimeout(timer);
            resolve(true);
          });
        });

  async function call(channel: string, type: string, data: unknown): Promise<Reply | undefined> {
    outcome.calls += 1;
    for (;;) {
      if (!(await connected())) {
        outcome.failures.push(`${customer.email}: not reconnected within 20 s for ${channel} ${type}`);
        return undefined;
      }
      await signedIn;
      try {
        const reply = (await socket.timeout(10_000).emitWithAck(channel, { type, data })) as Reply;
        if (reply.status === 'err' || reply.type.endsWith('Err')) {
          outcome.failures.push(`${channel} ${type}: ${JSON.stringify(reply)}`);
          return undefined;
        }
        return reply;
      } catch {
        outcome.retries += 1;
      }
    }
  }
  return { socket, call };
}

/** The page's session (token and browser id) after signing in through the pages. */
const pageSession = (page: Page) =>
  page.evaluate(() => ({
    token: localStorage.getItem('token'),
    browserId: /(?:^|; )browserId=([A-Z]{16})/.exec(document.cookie)?.[1] ?? null,
  }));

test('a rolling restart under traffic: every order placed once, no call lost, the customer still signed in', async ({ page }) => {
  test.setTimeout(120_000);
  const customers = fleetCustomers(fleet, SOCKET_CUSTOMERS + 1, BROWSER_ID);
  const [browserCustomer, ...socketCustomers] = customers as [FleetCustomer, ...FleetCustomer[]];
  const outcome: Outcome = { failures: [], retries: 0, calls: 0, orders: new Map() };

  // The browser signs in through the proxy with the sign-in page.
  const pageSockets: string[] = [];
  page.on('websocket', (socket) => pageSockets.push(socket.url()));
  await page.goto(`${fleet.origin}/sign-in`);
  const form = page.locator('[data-remote="account"]');
  await form.getByLabel('Email').fill(browserCustomer.email);
  await form.getByLabel('Password', { exact: true }).fill(browserCustomer.password);
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(header(page)).toBeVisible();
  const session = await pageSession(page);
  expect(session.token).toBeTruthy();

  // Traffic: every customer makes the call mix's reads in a loop and places its order at its own moment.
  const clients = socketCustomers.map((customer) => ({ customer, ...customerSocket(fleet.origin, customer, outcome) }));
  let running = true;
  const traffic = clients.map(async ({ customer, call }, index) => {
    const orderAt = Date.now() + 300 + index * 400;
    let ordered = false;
    while (running || !ordered) {
      if (!ordered && Date.now() >= orderAt) {
        const placed = await call('order', 'set', customer.order);
        if (placed) outcome.orders.set(customer.userId, placed.data.orderId as number);
        ordered = true;
        continue;
      }
      await call('settings', 'get', {});
      await call('get_arrays', 'get', { type: ['typeList', 'dietList'], language: 'en' });
      await call('rating', 'getDishes', {});
    }
  });

  // The browser's customer places an order from the page too, on a socket.io client in the page signed in with the
  // session the sign-in page made.
  await page.addScriptTag({ path: path.join(REPO_ROOT, 'node_modules', 'socket.io-client', 'dist', 'socket.io.min.js') });
  const browserOrder = page.evaluate(
    async ({ order, session }) => {
      const socket = (window as unknown as { io: typeof io }).io({ transports: ['websocket'], reconnectionDelay: 100, reconnectionDelayMax: 500 });
      for (let attempt = 0; attempt < 20; attempt += 1) {
        if (!socket.connected) {
          const back = await new Promise<boolean>((resolve) => {
            setTimeout(() => resolve(false), 20_000);
            socket.once('connect', () => resolve(true));
          });
          if (!back) return { error: 'not reconnected within 20 s' };
        }
        try {
          const check = (await socket.timeout(10_000).emitWithAck('client_check', { type: 'get', data: session })) as Reply;
          if (check.type !== 'setUser' && check.type !== 'update') return { error: `signed out: ${JSON.stringify(check)}` };
          const reply = (await socket.timeout(10_000).emitWithAck('order', { type: 'set', data: order })) as Reply;
          socket.close();
          return reply.type === 'setOk' ? { orderId: reply.data.orderId as number, attempts: attempt + 1 } : { error: JSON.stringify(reply) };
        } catch {
          // The connection dropped under the call: the same request again once connected.
        }
      }
      return { error: 'no answer after 20 attempts' };
    },
    { order: browserCustomer.order, session: { token: session.token!, browserId: session.browserId! } },
  );

  // The rolling restart, mid-traffic: each original process in turn gets SIGTERM, drains and exits, and a new one
  // takes its port; the browser's socket was on one of them, so it moves at least once.
  await new Promise((resolve) => setTimeout(resolve, 700));
  const [first, second] = fleet.processes as [Fleet['processes'][number], Fleet['processes'][number]];
  expect(await fleet.terminate(first)).toBe(0);
  await fleet.startProcess(first.port);
  expect(await fleet.terminate(second)).toBe(0);
  await fleet.startProcess(second.port);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  running = false;
  await Promise.all(traffic);
  const placedFromPage = await browserOrder;
  for (const client of clients) client.socket.close();

  expect(outcome.failures).toEqual([]);
  expect(placedFromPage).toEqual({ orderId: expect.any(Number), attempts: expect.any(Number) });
  if (placedFromPage.orderId !== undefined) outcome.orders.set(browserCustomer.userId, placedFromPage.orderId);

  // Every customer has exactly the one order its client was told about: none lost, none doubled.
  const { rows } = await fleet.db.query<{ user_id: number; ids: number[] }>(
    'SELECT user_id, array_agg(id ORDER BY id) AS ids FROM orders WHERE user_id = ANY($1::int[]) GROUP BY user_id',
    [customers.map((customer) => customer.userId)],
  );
  expect(Object.fromEntries(rows.map((row) => [row.user_id, row.ids.map(Number)]))).toEqual(
    Object.fromEntries(customers.map((customer) => [customer.userId, [outcome.orders.get(customer.userId)]])),
  );

  // The page is still signed in: its socket moved to another process and its session check passed there.
  expect(pageSockets.length).toBeGreaterThanOrEqual(2);
  await expect(header(page)).toBeVisible();
  await page.goto(`${fleet.origin}/profile`);
  await expect(header(page)).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  test.info().annotations.push({ type: 'fleet', description: `${outcome.calls} calls, ${outcome.retries} retried after a dropped connection` });
});
