// A database that stops answering altogether (stalled, cut off by the network) cancels no statement itself: the
// driver gives up STALL_MARGIN_MS after the statement timeout, drops the connection and the call is answered "busy,
// try again" instead of hanging; once the database answers again, so do the calls, on the same session. The server
// reaches PostgreSQL (DATABASE_URL) through a proxy this test can stall: it holds every byte until resumed.
import { randomBytes } from 'node:crypto';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { openDatabase, type Db } from '../../src/db';
import { connectClient, startTestServer, type TestClient, type TestServer } from '../support/harness';
import { postgresTemplate, withDatabase } from '../support/templates';

const url = process.env.DATABASE_URL;
const onPostgres = url ? describe : describe.skip;

jest.setTimeout(60_000);

/** A TCP proxy to PostgreSQL that passes bytes both ways until stalled, then holds them until resumed. */
async function stallableProxy(target: URL) {
  let stalled = false;
  const held: Array<() => void> = [];
  const sockets = new Set<Socket>();
  const relay = (from: Socket, to: Socket) =>
    from.on('data', (chunk: Buffer) => {
      if (stalled) held.push(() => to.write(chunk));
      else to.write(chunk);
    });
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    relay(client, upstream);
    relay(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const through = new URL(target);
  through.hostname = '127.0.0.1';
  through.port = String(port);
  return {
    url: through.toString(),
    stall: () => void (stalled = true),
    resume() {
      stalled = false;
      held.splice(0).forEach((send) => send());
    },
    close: () => {
      sockets.forEach((socket) => socket.destroy());
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

onPostgres('a stalled database', () => {
  const name = `t_stall_${randomBytes(5).toString('hex')}`;
  let admin: Db;
  let db: Db;
  let proxy: Awaited<ReturnType<typeof stallableProxy>>;
  let server: TestServer;
  let client: TestClient;

  beforeAll(async () => {
    admin = await openDatabase({ url: url! });
    await admin.exec(`CREATE DATABASE ${name} TEMPLATE ${postgresTemplate('seeded')!}`);
    proxy = await stallableProxy(new URL(withDatabase(url!, name)));
    db = await openDatabase({ url: proxy.url, limits: { poolMax: 2, acquireTimeoutMs: 1000, statementTimeoutMs: 1000 } });
    server = await startTestServer({ db, seed: false, migrations: 'verify' });
    client = await connectClient(server);
  });
  afterAll(async () => {
    client?.close();
    await server?.close();
    await db?.close();
    await proxy?.close();
    await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.close();
  });

  it('answers calls "busy, try again" while the database does not answer, and normally once it does', async () => {
    const signedIn = await client.call('login', 'set', {
      email: 'sara.haddad@example.com',
      password: 'MealPlan2026',
      browserId: 'STALLTESTBROWSER',
      app: 'customer',
    });
    expect(signedIn.type).toBe('setOk');
    const { token, user_id: userId } = signedIn.data as { token: string; user_id: number };
    const check = () => client.call('client_check', 'get', { token, browserId: 'STALLTESTBROWSER' });

    proxy.stall();
    try {
      const stalled = await check();
      expect(stalled).toMatchObject({ data: { messageId: 'server.busy' } });
      expect(stalled.data).not.toHaveProperty('sessionEnded');
    } finally {
      proxy.resume();
    }
    expect(await check()).toMatchObject({ type: 'setUser', data: { user_id: userId } });
  });
});
