import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from './db';

export const MIGRATIONS_DIR = path.resolve(__dirname, '../../migrations');

const MIGRATION_FILE = /^(\d{4})_[\w-]+\.sql$/;

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

/** Applies every migration not yet recorded in schema_migrations, in order, each in its own transaction. */
export async function migrate(db: Db, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  await db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version int PRIMARY KEY, name text NOT NULL, applied_at bigint NOT NULL)');
  const applied = new Set((await db.query<{ version: number }>('SELECT version FROM schema_migrations')).map((row) => row.version));
  const newlyApplied: string[] = [];
  for (const migration of readMigrations(dir)) {
    if (applied.has(migration.version)) continue;
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
