import { randomBytes } from 'node:crypto';
import { openDatabase, type Db } from '../../src/db';

// Starting an embedded database takes a few seconds on a busy machine.
jest.setTimeout(60_000);

export interface TestDatabase {
  db: Db;
  /** Closes the connection and, on PostgreSQL, drops the test's schema. */
  dispose(): Promise<void>;
}

export type Engine = 'pglite' | 'postgres';

/** pglite always; postgres too when DATABASE_URL is set. */
export const availableEngines = (): Engine[] => (process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']);

/** A fresh, empty database: in-memory PGlite, or a new schema of DATABASE_URL's PostgreSQL. */
export async function createTestDatabase(engine: Engine = process.env.DATABASE_URL ? 'postgres' : 'pglite'): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (engine === 'pglite' || !url) {
    const db = await openDatabase({ memory: true });
    return { db, dispose: () => db.close() };
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = await openDatabase({ url });
  await admin.exec(`CREATE SCHEMA ${schema}`);
  const db = await openDatabase({ url, schema });
  return {
    db,
    async dispose() {
      await db.close();
      await admin.exec(`DROP SCHEMA ${schema} CASCADE`);
      await admin.close();
    },
  };
}
