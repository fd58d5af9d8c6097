// Issue 9, faults with REDIS_URL: two server processes behind one address (a TCP balancer here), sharing Redis
// and the database. One is stopped mid-session: its clients reconnect through the balancer to the other and are
// signed in again by the session check with their stored token (what the page does on every connect), without
// entering a password; their calls and pushes then work on the survivor.
import { createServer, connect as tcpConnect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { ACCOUNT_TEST_TIMEOUT_MS } from '../accounts/support';
import { connectClient, startTestServer, type TestClient, type TestServer } from '../support/harness';

jest.setTimeout(ACCOUNT_TEST_TIMEOUT_MS);

const redisUrl = process.env.REDIS_URL;
const DEMO = { email: 'sara.haddad@example.com', password: 'MealPlan2026' };

/** Forwards each new TCP connection to the current upstream port. */
async function balancer(): Promise<{ url: string; upstream: { port: number }; close(): Promise<void> }> {
  const upstream = { port: 0 };
  const open = new Set<Socket>();
  const server: Server = createServer((client) => {
    const target = tcpConnect(upstream.port, '127.0.0.1');
    open.add(client).add(target);
    const drop = () => {
      client.destroy();
      target.destroy();
      open.delete(client);
      open.delete(target);
    };
    client.on('error', drop).on('close', drop).pipe(target);
    target.on('error', drop).on('close', drop).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    upstream,
    async close() {
      for (const socket of open) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

(redisUrl ? describe : describe.skip)('one of two server processes stops (REDIS_URL)', () => {
  let front: Awaited<ReturnType<typeof balancer>>;
  let first: TestServer;
  let second: TestServer;

  beforeAll(async () => {
    front = await balancer();
    first = await startTestServer({ redisUrl: redisUrl!, allowedOrigins: [front.url] });
    second = await startTestServer({ redisUrl: redisUrl!, allowedOrigins: [front.url], db: first.db });
    front.upstream.port = first.port;
  });
  afterAll(async () => {
    await front.close();
    await second.close();
    await first.close().catch(() => undefined);
  });

  it('moves its clients to the other process, signed in by their token, without a password', async () => {
    const client: TestClient = await connectClient({ url: front.url }, { reconnect: true });
    const signedIn = await client.call('login', 'set', { ...DEMO, browserId: 'FAILOVERFAILOVER', app: 'customer' });
    expect(signedIn.type).toBe('setOk');
    const { token, user_id: userId } = signedIn.data as { token: string; user_id: number };
    expect((await client.call('rating', 'getTotalRating', {})).type).toBe('getTotalRatingOk');

    // The page's behaviour: on every (re)connect, the session check with the stored token.
    const check = new Promise<unknown>((resolve) =>
      client.socket.once('connect', () => resolve(client.call('client_check', 'get', { token, browserId: 'FAILOVERFAILOVER' }))),
    );

    // The first process goes away; the balancer now sends new connections to the second.
    front.upstream.port = second.port;
    await first.io.close();
    expect(await check).toMatchObject({ type: 'setUser', data: { user_id: userId } });

    // Served by the second process now: a customer call works, and a push to the user reaches the socket there.
    expect(await client.call('rating', 'getTotalRating', {})).toMatchObject({ type: 'getTotalRatingOk' });
    const other = await connectClient(second, { origin: front.url });
    const otherSignIn = await other.call('client_check', 'get', { token, browserId: 'OTHERTABOTHERTAB' });
    expect(otherSignIn.type).toBe('setUser');
    const pushed = client.next('login', (message) => message.type === 'logoutOk');
    await other.call('login', 'logout', { browserId: 'OTHERTABOTHERTAB' });
    expect(await pushed).toMatchObject({ type: 'logoutOk', data: { browserId: 'FAILOVERFAILOVER' } });
    other.close();
    client.close();
  });
});
