import { migrate, readMigrations } from '../../src/db/migrate';
import type { Db } from '../../src/db';
import { availableEngines, createTestDatabase, type TestDatabase } from '../support/database';

describe.each(availableEngines())('Db on %s', (engine) => {
  let testDb: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    testDb = await createTestDatabase(engine);
    db = testDb.db;
    await migrate(db);
  });
  afterAll(() => testDb.dispose());

  it('reports its engine', () => {
    expect(db.kind).toBe(engine);
  });

  it('returns bigint and numeric as numbers, arrays as arrays and jsonb as objects', async () => {
    const row = await db.one<Record<string, unknown>>(
      `SELECT 1763766000::bigint AS at, 172.5::numeric AS height, ARRAY[1, 2, 3]::int[] AS ids,
              ARRAY[1763766000, 1763852400]::bigint[] AS days, ARRAY[1.5, 2]::numeric[] AS amounts,
              '{"city": "Dubai", "lines": [1, 2]}'::jsonb AS address, true AS flag, NULL::int AS nothing`,
    );
    expect(row).toEqual({
      at: 1763766000,
      height: 172.5,
      ids: [1, 2, 3],
      days: [1763766000, 1763852400],
      amounts: [1.5, 2],
      address: { city: 'Dubai', lines: [1, 2] },
      flag: true,
      nothing: null,
    });
  });

  it('binds $1 parameters, including arrays and json', async () => {
    const rows = await db.query<{ id: number; medical_conditions: number[]; home_address: unknown }>(
      `INSERT INTO users (email, medical_conditions, home_address, registered_at) VALUES ($1, $2, $3, $4)
       RETURNING id, medical_conditions, home_address`,
      ['layla@example.ae', [3, 5], JSON.stringify({ emirate: 'Dubai' }), 1763766000],
    );
    expect(rows).toEqual([{ id: expect.any(Number), medical_conditions: [3, 5], home_address: { emirate: 'Dubai' } }]);
  });

  it('enforces one account per email whatever its case', async () => {
    await db.query('INSERT INTO users (email, registered_at) VALUES ($1, $2)', ['Omar@Example.ae', 1]);
    await expect(db.query('INSERT INTO users (email, registered_at) VALUES ($1, $2)', ['omar@example.ae', 2])).rejects.toThrow();
  });

  it('one() answers undefined when there is no row', async () => {
    expect(await db.one('SELECT 1 FROM users WHERE email = $1', ['nobody@example.ae'])).toBeUndefined();
  });

  it('commits a transaction as a whole', async () => {
    await db.tx(async (tx) => {
      await tx.query('INSERT INTO settings (alias, value) VALUES ($1, $2)', ['a', JSON.stringify(1)]);
      await tx.tx((inner) => inner.query('INSERT INTO settings (alias, value) VALUES ($1, $2)', ['b', JSON.stringify(2)]));
    });
    const rows = await db.query<{ alias: string; value: number }>("SELECT alias, value FROM settings WHERE alias IN ('a', 'b') ORDER BY alias");
    expect(rows).toEqual([
      { alias: 'a', value: 1 },
      { alias: 'b', value: 2 },
    ]);
  });

  it('rolls a failed transaction back entirely', async () => {
    await expect(
      db.tx(async (tx) => {
        await tx.query('INSERT INTO settings (alias, value) VALUES ($1, $2)', ['rolled-back', JSON.stringify(true)]);
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    expect(await db.one("SELECT alias FROM settings WHERE alias = 'rolled-back'")).toBeUndefined();
  });

  it('runs several statements with exec', async () => {
    await db.exec('CREATE TABLE exec_check (n int); INSERT INTO exec_check VALUES (1), (2);');
    expect(await db.query('SELECT n FROM exec_check ORDER BY n')).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('applies migrations once: running them again changes nothing', async () => {
    const before = await db.query('SELECT version, name FROM schema_migrations ORDER BY version');
    expect(before.map((row) => row.name)).toEqual(readMigrations().map((m) => m.name));
    expect(await migrate(db)).toEqual([]);
    expect(await db.query('SELECT version, name FROM schema_migrations ORDER BY version')).toEqual(before);
  });
});
