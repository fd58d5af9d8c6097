// Migrations once (server/src/db/migrate.ts): processes starting together on one PostgreSQL database migrate it
// once, under an advisory lock; a database migrated by newer code, or missing migrations, is refused.
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type Db } from '../../src/db';
import { migrate, MIGRATIONS_DIR, readMigrations, SchemaMismatchError, verifySchema } from '../../src/db/migrate';
import { createTestDatabase, type TestDatabase } from '../support/database';

const url = process.env.DATABASE_URL;
const onPostgres = url ? describe : describe.skip;

/** A copy of the migrations folder with one more migration that sleeps, so two runs overlap for certain. */
function migrationsWithASlowOne(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'mealplan-migrations-'));
  for (const name of readdirSync(MIGRATIONS_DIR)) copyFileSync(path.join(MIGRATIONS_DIR, name), path.join(dir, name));
  writeFileSync(
    path.join(dir, '9990_slow_marker.sql'),
    'SELECT pg_sleep(0.5); CREATE TABLE slow_marker (id serial PRIMARY KEY, at timestamptz DEFAULT now());\nINSERT INTO slow_marker DEFAULT VALUES;',
  );
  return dir;
}

onPostgres('migrations on PostgreSQL', () => {
  let admin: Db;
  let schema: string;
  let dir: string;

  beforeAll(async () => {
    admin = await openDatabase({ url: url! });
    dir = migrationsWithASlowOne();
  });
  beforeEach(async () => {
    schema = `t_${randomBytes(6).toString('hex')}`;
    await admin.exec(`CREATE SCHEMA ${schema}`);
  });
  afterEach(() => admin.exec(`DROP SCHEMA ${schema} CASCADE`));
  afterAll(async () => {
    await admin.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('runs each migration once when two processes migrate a fresh schema at the same time', async () => {
    const [first, second] = await Promise.all([openDatabase({ url: url!, schema }), openDatabase({ url: url!, schema })]);
    try {
      const [appliedByFirst, appliedBySecond] = await Promise.all([migrate(first, dir), migrate(second, dir)]);
      const all = readMigrations(dir).map((migration) => migration.name);
      // One of them applied everything, the other found nothing left to do.
      expect([...appliedByFirst, ...appliedBySecond].sort()).toEqual([...all].sort());
      expect(Math.min(appliedByFirst.length, appliedBySecond.length)).toBe(0);
      const recorded = await first.query<{ version: number; times: number }>(
        'SELECT version, count(*)::int AS times FROM schema_migrations GROUP BY version',
      );
      expect(recorded).toHaveLength(all.length);
      expect(recorded.every((row) => row.times === 1)).toBe(true);
      // The slow migration's own insert ran once.
      expect(await first.one('SELECT count(*)::int AS n FROM slow_marker')).toEqual({ n: 1 });
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});

describe.each(url ? (['pglite', 'postgres'] as const) : (['pglite'] as const))('schema checks on %s', (engine) => {
  let testDb: TestDatabase;

  beforeEach(async () => {
    testDb = await createTestDatabase(engine, { template: 'migrated' });
  });
  afterEach(() => testDb.dispose());

  it('refuses a database that has migrations this code does not know (migrated by a newer release)', async () => {
    await testDb.db.query("INSERT INTO schema_migrations (version, name, applied_at) VALUES (9999, '9999_from_the_future.sql', 0)");
    await expect(migrate(testDb.db)).rejects.toThrow(SchemaMismatchError);
    await expect(migrate(testDb.db)).rejects.toThrow(/9999_from_the_future\.sql.*newer release/);
    await expect(verifySchema(testDb.db)).rejects.toThrow(/newer release/);
  });

  it('verify mode accepts exactly this code’s migrations and refuses a database that lacks one', async () => {
    await expect(verifySchema(testDb.db)).resolves.toBeUndefined();
    const [latest] = readMigrations().slice(-1);
    await testDb.db.query('DELETE FROM schema_migrations WHERE version = $1', [latest!.version]);
    await expect(verifySchema(testDb.db)).rejects.toThrow(new RegExp(`lacks migrations this release needs \\(${latest!.name}\\)`));
  });
});
