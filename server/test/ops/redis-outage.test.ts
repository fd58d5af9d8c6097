// Issue 40: Redis down degrades, never hangs. A server on PostgreSQL uses a Redis of this test's own (another port,
// under REDIS_PREFIX), which the test pauses with SIGSTOP: a paused Redis accepts connections and commands and
// answers nothing, the way a stalled or overloaded one does. Sign-ins, session checks and saves still answer (within
// the bound below, where they used to wait until Redis came back), nobody is signed out, /readyz stays 200 and says
// `degraded`. A count sent to the paused Redis was answered as failed (the process counted it itself); once Redis
// resumes it runs what its socket buffer held, and that late write must change nothing.
import { ACCOUNT_MESSAGES } from '@mealplan/shared/account';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { createClient } from '@redis/client';
import type { RedisClient } from '../../src/ops/redis';
import { connectClient, startTestServer, type TestClient, type TestServer } from '../support/harness';

const PREFIX = 'site-a:';
const DEMO = { email: 'sara.haddad@example.com', password: 'MealPlan2026' };
/** Generous: a call used to wait ~20 s on a paused Redis; now it answers within about one command timeout. */
const ANSWER_BOUND_MS = 10_000;

const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;
const runs = process.env.DATABASE_URL && hasRedisServer ? describe : describe.skip;

jest.setTimeout(60_000);

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** A Redis of the test's own, without persistence, and a client of the test's own to look into it. */
async function startRedis(): Promise<{ url: string; process: ChildProcess; admin: RedisClient }> {
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const url = `redis://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    const admin = createClient({ url, socket: { reconnectStrategy: false } });
    admin.on('error', () => undefined);
    try {
      await admin.connect();
      return { url, process: child, admin };
    } catch (error) {
      if (attempt > 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/** The promise's value, or a failure naming what did not answer within ANSWER_BOUND_MS. */
function answered<T>(what: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ANSWER_BOUND_MS} ms while Redis is paused`)), ANSWER_BOUND_MS);
  });
  return Promise.race([promise, bound]).finally(() => clearTimeout(timer));
}

/** How many Lua scripts Redis has run (INFO commandstats, cmdstat_eval calls). */
async function scriptsRun(admin: RedisClient): Promise<number> {
  const stats = await admin.info('commandstats');
  return Number(/cmdstat_eval:calls=(\d+)/.exec(stats)?.[1] ?? 0);
}

runs('Redis paused (SIGSTOP): the site degrades, never hangs', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let server: TestServer;
  const clients: TestClient[] = [];
  const connect = async () => {
    const client = await connectClient(server);
    clients.push(client);
    return client;
  };
  const readyz = async () => {
    const response = await fetch(`http://127.0.0.1:${server.port}/readyz`);
    return { status: response.status, body: (await response.json()) as { ready: boolean; degraded?: boolean; checks: { redis: string } } };
  };

  beforeAll(async () => {
    redis = await startRedis();
    server = await startTestServer({ redisUrl: redis.url, redisPrefix: PREFIX });
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    redis?.process.kill('SIGCONT');
    await server?.close();
    if (redis?.admin.isOpen) redis.admin.destroy();
    redis?.process.kill('SIGKILL');
  });

  /** What the customer and a stranger do while Redis is paused; each call must answer. */
  async function whilePaused(token: string, userId: number): Promise<void> {
    const customer = clients[0]!;
    // A wrong password first: its count by address is the first command the limits send to the paused Redis.
    const stranger = await connect();
    const refused = await answered(
      'a wrong password',
      stranger.call('login', 'set', { ...DEMO, password: 'wrong password', browserId: 'STRANGERBROWSERA', app: 'customer' }),
    );
    expect(refused).toMatchObject({ type: 'setErr', data: { messageId: ACCOUNT_MESSAGES.incorrectCredentials } });
    // A session check from a page that reconnects, and one on the signed-in socket: the session is kept.
    const reconnected = await connect();
    expect(await answered('a session check', reconnected.call('client_check', 'get', { token, browserId: 'REDISPAUSEBROWSE' }))).toMatchObject({
      type: 'setUser',
      data: { user_id: userId },
    });
    const check = await answered('a session check', customer.call('client_check', 'get', { token, browserId: 'REDISPAUSEBROWSE' }));
    expect(check).toMatchObject({ type: 'setUser', data: { user_id: userId } });
    // A sign-in with the right password, and a save, answered and applied now.
    const another = await connect();
    expect(await answered('a sign-in', another.call('login', 'set', { ...DEMO, browserId: 'ANOTHERBROWSERAB', app: 'customer' }))).toMatchObject({
      type: 'setOk',
    });
    const save = await answered('a save', customer.call('profile', 'getForDashboard', { subtype: 'saveSmsInfo', userId, sms: true }));
    expect(save.type).toBe('saveSmsInfoOk');
    expect(await server.db.one<{ sms_on_login: boolean }>('SELECT sms_on_login FROM users WHERE id = $1', [userId])).toEqual({ sms_on_login: true });
    expect((await answered('a read', customer.call('rating', 'getTotalRating', {}))).type).toBe('getTotalRatingOk');
    expect(customer.socket.connected).toBe(true);
    // Ready, and saying it runs degraded; the fallbacks are counted.
    const ready = await answered('/readyz', readyz());
    expect(ready).toMatchObject({ status: 200, body: { ready: true, degraded: true, checks: { redis: 'down' } } });
    const metrics = await (await fetch(`http://127.0.0.1:${server.port}/metrics`)).text();
    expect(metrics).toMatch(/mealplan_redis_fallbacks_total\{use="limits"\} [1-9]/);
  }

  it('answers sign-ins, session checks and saves, signs nobody out, stays ready, and applies no write late', async () => {
    const customer = await connect();
    const signedIn = await customer.call('login', 'set', { ...DEMO, browserId: 'REDISPAUSEBROWSE', app: 'customer' });
    expect(signedIn.type).toBe('setOk');
    const { token, user_id: userId } = signedIn.data as { token: string; user_id: number };
    expect(await customer.call('client_check', 'get', { token, browserId: 'REDISPAUSEBROWSE' })).toMatchObject({ type: 'setUser' });
    const ipCountKey = `${PREFIX}limit:signInIp:127.0.0.1`;
    const ipCountBefore = await redis.admin.get(ipCountKey);
    const scriptsBefore = await scriptsRun(redis.admin);

    redis.process.kill('SIGSTOP');
    try {
      await whilePaused(token, userId);
    } finally {
      redis.process.kill('SIGCONT');
    }
    // Redis runs what it was sent while paused; the readiness probe then finds it answering again.
    for (let attempt = 0; (await readyz()).body.degraded; attempt += 1) {
      if (attempt > 100) throw new Error('/readyz still degraded after Redis resumed');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await scriptsRun(redis.admin)).toBeGreaterThan(scriptsBefore);
    // The count answered as failed while paused did not land late.
    expect(await redis.admin.get(ipCountKey)).toBe(ipCountBefore);
    // The demo customer signs in without an SMS code again (the last test).
    expect((await customer.call('profile', 'getForDashboard', { subtype: 'saveSmsInfo', userId, sms: false })).type).toBe('saveSmsInfoOk');
  });

  it('keeps every key, stream and pub/sub channel under REDIS_PREFIX', async () => {
    // A broadcast goes through the adapter's stream; a socket whose connection drops has its session kept for its return.
    server.io.emit('announcement', { text: 'through the stream' });
    clients.at(-1)!.socket.io.engine.close();
    let keys: string[] = [];
    for (let attempt = 0; attempt < 100; attempt += 1) {
      keys = await redis.admin.keys('*');
      if (keys.includes(`${PREFIX}socket.io`) && keys.some((key) => key.startsWith(`${PREFIX}sio:session:`))) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(keys).toContain(`${PREFIX}socket.io`);
    expect(keys.filter((key) => key.startsWith(`${PREFIX}sio:session:`))).not.toEqual([]);
    expect(keys.filter((key) => !key.startsWith(PREFIX))).toEqual([]);
    const channels = await redis.admin.pubSubChannels();
    expect(channels).toContain(`${PREFIX}mealplan:cache-invalidate`);
    expect(channels.filter((channel) => !channel.startsWith(PREFIX))).toEqual([]);
  });

  it('answers sign-ins and session checks with Redis gone, still ready', async () => {
    redis.admin.destroy();
    redis.process.kill('SIGKILL');
    await new Promise((resolve) => redis.process.once('exit', resolve));
    const customer = await connect();
    const signedIn = await answered('a sign-in', customer.call('login', 'set', { ...DEMO, browserId: 'REDISGONEBROWSER', app: 'customer' }));
    expect(signedIn.type).toBe('setOk');
    const { token, user_id: userId } = signedIn.data as { token: string; user_id: number };
    const reconnected = await connect();
    expect(await answered('a session check', reconnected.call('client_check', 'get', { token, browserId: 'REDISGONEBROWSER' }))).toMatchObject({
      type: 'setUser',
      data: { user_id: userId },
    });
    expect(await answered('/readyz', readyz())).toMatchObject({ status: 200, body: { ready: true, degraded: true } });
  });
});
