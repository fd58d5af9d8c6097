// A database too busy or too slow answers calls with a clear "busy, try again" Err, never a hang (issue 40 point 6):
// the pool's acquire timeout (DB_ACQUIRE_TIMEOUT_MS) for a call that finds every connection taken, the statement
// timeout (DB_STATEMENT_TIMEOUT_MS) for one held on a lock, and the pool serves again once the database does. Over a
// real socket against PostgreSQL (DATABASE_URL), on a pool of one connection.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Db } from '../../src/db';
import { connectClient, startTestServer, type TestClient, type TestServer } from '../support/harness';
import { postgresTemplate, withDatabase } from '../support/templates';

const url = process.env.DATABASE_URL;
const onPostgres = url ? describe : describe.skip;

jest.setTimeout(60_000);

onPostgres('the database limits', () => {
  const name = `t_limits_${randomBytes(5).toString('hex')}`;
  let admin: Db;
  let db: Db;
  let server: TestServer;
  let client: TestClient;
  let userId: number;
  let token: string;

  beforeAll(async () => {
    admin = await openDatabase({ url: url! });
    await admin.exec(`CREATE DATABASE ${name} TEMPLATE ${postgresTemplate('seeded')!}`);
    db = await openDatabase({ url: withDatabase(url!, name), limits: { poolMax: 1, acquireTimeoutMs: 1000, statementTimeoutMs: 5000 } });
    // The template is migrated: checked only (migrating takes a second connection, which this pool does not have).
    server = await startTestServer({ db, seed: false, migrations: 'verify' });
    client = await connectClient(server);
    const signedIn = await client.call('login', 'set', {
      email: 'sara.haddad@example.com',
      password: 'MealPlan2026',
      browserId: 'LIMITSTESTBROWSE',
      app: 'customer',
    });
    expect(signedIn.type).toBe('setOk');
    ({ user_id: userId, token } = signedIn.data as { user_id: number; token: string });
  });
  afterAll(async () => {
    client?.close();
    await server?.close();
    await db?.close();
    await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.close();
  });

  it('answers "busy, try again" when no connection frees up in time and when a statement runs too long, then serves again', async () => {
    // Another session holds the customer's row: the language save waits on it, holding the pool's only connection.
    const locker = new pg.Client({ connectionString: withDatabase(url!, name) });
    await locker.connect();
    await locker.query('BEGIN');
    await locker.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
    try {
      const held = client.call('profile', 'set', { scenario: 'language', language: 'ar' });
      for (let attempt = 0; attempt < 200; attempt += 1) {
        const waiting = await admin.one<{ n: number }>(
          "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND wait_event_type = 'Lock'",
          [name],
        );
        if (waiting?.n) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }

      // A session check meanwhile: no connection frees up within the acquire timeout. Busy, not "session ended".
      const check = await client.call('client_check', 'get', { token, browserId: 'LIMITSTESTBROWSE' });
      expect(check).toMatchObject({ data: { messageId: 'server.busy', message: 'The service is busy. Please try again in a moment.' } });
      expect(check.data).not.toHaveProperty('sessionEnded');

      // The held save: cut off by the statement timeout, answered busy, and not applied.
      expect(await held).toMatchObject({ type: 'setErr', data: { messageId: 'server.busy' } });
    } finally {
      await locker.query('ROLLBACK');
      await locker.end();
    }
    expect(await db.one('SELECT language FROM users WHERE id = $1', [userId])).not.toEqual({ language: 'ar' });

    // The database answers again: so do the calls.
    expect(await client.call('profile', 'set', { scenario: 'language', language: 'ar' })).toMatchObject({ type: 'setOk' });
    expect(await db.one('SELECT language FROM users WHERE id = $1', [userId])).toEqual({ language: 'ar' });
  });
});
