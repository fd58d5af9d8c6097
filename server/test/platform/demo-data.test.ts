// Demo data stays out of production (issue 18 point 8): a start configured as production seeds the catalogue and no
// demo customer; a development start seeds both.
import { loadConfig } from '../../src/config';
import { demoLogins, seedFor } from '../../src/demo';
import { startTestServer, type TestServer } from '../support/harness';

const START_TIMEOUT = 120_000;

async function startWith(env: NodeJS.ProcessEnv): Promise<TestServer> {
  return startTestServer({ seed: seedFor(loadConfig(env)) });
}

async function countRows(server: TestServer, sql: string, params: unknown[] = []): Promise<number> {
  return (await server.db.one<{ n: number }>(sql, params))!.n;
}

const demoEmails = demoLogins.map((login) => login.email);

describe('demo data at start-up', () => {
  it(
    'a production start (NODE_ENV=production) seeds the catalogue and creates no demo customer',
    async () => {
      const server = await startWith({ NODE_ENV: 'production' });
      try {
        expect(await countRows(server, 'SELECT count(*)::int AS n FROM users WHERE email = ANY($1::text[])', [demoEmails])).toBe(0);
        expect(await countRows(server, 'SELECT count(*)::int AS n FROM users')).toBe(0);
        expect(await countRows(server, 'SELECT count(*)::int AS n FROM dishes')).toBeGreaterThan(0);
      } finally {
        await server.close();
      }
    },
    START_TIMEOUT,
  );

  it(
    'a development start creates the demo customers, and SEED_DEMO=0 leaves them out',
    async () => {
      const development = await startWith({});
      try {
        expect(await countRows(development, 'SELECT count(*)::int AS n FROM users WHERE email = ANY($1::text[])', [demoEmails])).toBe(
          demoEmails.length,
        );
      } finally {
        await development.close();
      }
      const without = await startWith({ SEED_DEMO: '0' });
      try {
        expect(await countRows(without, 'SELECT count(*)::int AS n FROM users')).toBe(0);
      } finally {
        await without.close();
      }
    },
    START_TIMEOUT,
  );
});
