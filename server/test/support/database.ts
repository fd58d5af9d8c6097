import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { openDatabase, type Db } from '../../src/db';
import { copyPgliteTemplate, fillLikeTemplate, postgresTemplate, withDatabase, type TemplateKind } from './templates';

// Starting an embedded database takes a few seconds on a busy machine.
jest.setTimeout(60_000);

export interface TestDatabase {
  db: Db;
  /** Closes the connection and removes the test's database (PostgreSQL) or data directory (PGlite). */
  dispose(): Promise<void>;
}

export type Engine = 'pglite' | 'postgres';
export type { TemplateKind } from './templates';

/** pglite always; postgres too when DATABASE_URL is set. */
export const availableEngines = (): Engine[] => (process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']);

export interface TestDatabaseOptions {
  /** Start from the run's migrated or seeded template (cloned, so the test owns its copy); default empty. */
  template?: TemplateKind;
}

/**
 * A fresh database of its own: PGlite (a copy of the run's template data directory, or an empty in-memory one),
 * or a new database (cloned from the template) / schema (empty) of DATABASE_URL's PostgreSQL.
 */
export async function createTestDatabase(
  engine: Engine = process.env.DATABASE_URL ? 'postgres' : 'pglite',
  { template }: TestDatabaseOptions = {},
): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (engine === 'pglite' || !url) return createPglite(template);
  const cloneOf = template && postgresTemplate(template);
  if (cloneOf) return clonePostgres(url, cloneOf);
  const testDb = await createPostgresSchema(url);
  if (template) await fillLikeTemplate(testDb.db, template);
  return testDb;
}

async function createPglite(template: TemplateKind | undefined): Promise<TestDatabase> {
  const dataDir = template && copyPgliteTemplate(template);
  if (!dataDir) {
    const db = await openDatabase({ memory: true });
    if (template) await fillLikeTemplate(db, template);
    return { db, dispose: () => db.close() };
  }
  const db = await openDatabase({ dataDir });
  return {
    db,
    async dispose() {
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function clonePostgres(url: string, template: string): Promise<TestDatabase> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = await openDatabase({ url });
  await admin.exec(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  const db = await openDatabase({ url: withDatabase(url, name) });
  return {
    db,
    async dispose() {
      await db.close();
      await admin.exec(`DROP DATABASE IF EXISTS ${name}`);
      await admin.close();
    },
  };
}

async function createPostgresSchema(url: string): Promise<TestDatabase> {
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
