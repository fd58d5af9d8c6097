import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from './db';

export const MIGRATIONS_DIR = path.resolve(__dirname, '../../migrations');

const MIGRATION_FILE = /^(\d{4})_[\w-]+\.sql$/;

/** The key of the PostgreSQL advisory lock the processes starting together migrate under (one at a time). */
export const MIGRATION_LOCK_KEY = 7_240_316_001;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export function readMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((name) => MIGRATION_FILE.test(name))
    .sort()
    .map((name) => ({
      version: Number(MIGRATION_FILE.exec(name)?.[1]),
      name,
      sql: readFileSync(path.join(dir, name), 'utf8'),
    }));
}

/** The schema and this code disagree: the process must not serve it. */
export class SchemaMismatchError extends Error {
  constructor(
    message: string,
    readonly unknown: string[],
    readonly missing: string[],
  ) {
    super(message);
    this.name = 'SchemaMismatchError';
  }
}

const CREATE_TABLE = 'CREATE TABLE IF NOT EXISTS schema_migrations (version int PRIMARY KEY, name text NOT NULL, applied_at bigint NOT NULL)';

async function appliedMigrations(db: Db): Promise<Array<{ version: number; name: string }>> {
  return db.query<{ version: number; name: string }>('SELECT version, name FROM schema_migrations ORDER BY version');
}

/** Refuses a database migrated by newer code: migrations recorded there that this code does not have. */
function refuseNewerSchema(applied: Array<{ version: number; name: string }>, known: Migration[]): void {
  const versions = new Set(known.map((migration) => migration.version));
  const unknown = applied.filter((row) => !versions.has(row.version)).map((row) => row.name);
  if (unknown.length) {
    throw new SchemaMismatchError(
      `The database has migrations this release does not know (${unknown.join(', ')}): it was migrated by a newer release. ` +
        'Deploy that release (or newer) instead of this one.',
      unknown,
      [],
    );
  }
}

async function applyPending(db: Db, migrations: Migration[]): Promise<string[]> {
  await db.exec(CREATE_TABLE);
  const applied = await appliedMigrations(db);
  refuseNewerSchema(applied, migrations);
  const done = new Set(applied.map((row) => row.version));
  const newlyApplied: string[] = [];
  for (const migration of migrations) {
    if (done.has(migration.version)) continue;
    await db.tx(async (tx) => {
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)', [
        migration.version,
        migration.name,
        Math.floor(Date.now() / 1000),
      ]);
    });
    newlyApplied.push(migration.name);
  }
  return newlyApplied;
}

/**
 * Applies every migration not yet recorded in schema_migrations, in order, each in its own transaction, and
 * returns the names applied. On PostgreSQL, under an advisory lock (held by a transaction on one pooled connection
 * while the migrations run on others), so processes starting together migrate once: the first applies them, the
 * others wait and find nothing left. Throws SchemaMismatchError when the database has migrations this code lacks.
 */
export async function migrate(db: Db, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  const migrations = readMigrations(dir);
  // PGlite is one connection owned by one process (its data directory is locked): nothing to wait for.
  if (db.kind !== 'postgres') return applyPending(db, migrations);
  return db.tx(async (locked) => {
    await locked.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    return applyPending(db, migrations);
  });
}

/**
 * MIGRATIONS=verify (the schema is migrated by a separate step): throws SchemaMismatchError unless every migration
 * of this code is applied and none unknown to it is.
 */
export async function verifySchema(db: Db, dir: string = MIGRATIONS_DIR): Promise<void> {
  const migrations = readMigrations(dir);
  const exists = await db.one<{ found: string | null }>("SELECT to_regclass('schema_migrations')::text AS found");
  const applied = exists?.found ? await appliedMigrations(db) : [];
  refuseNewerSchema(applied, migrations);
  const done = new Set(applied.map((row) => row.version));
  const missing = migrations.filter((migration) => !done.has(migration.version)).map((migration) => migration.name);
  if (missing.length) {
    throw new SchemaMismatchError(
      `The database lacks migrations this release needs (${missing.join(', ')}): run them first (MIGRATIONS=apply on one process).`,
      [],
      missing,
    );
  }
}
