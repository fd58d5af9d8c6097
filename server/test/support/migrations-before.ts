// A migrations folder holding the migrations before one (a copy in a temporary folder): a database migrated from it is
// one "seeded before" that migration, on which a test then runs the full set.
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MIGRATIONS_DIR } from '../../src/db/migrate';

export interface MigrationsBefore {
  dir: string;
  remove(): void;
}

/** The migrations whose file names sort before `prefix` (e.g. '0108'). */
export function migrationsBefore(prefix: string): MigrationsBefore {
  const dir = mkdtempSync(path.join(tmpdir(), 'migrations-'));
  for (const name of readdirSync(MIGRATIONS_DIR).filter((file) => file < prefix)) cpSync(path.join(MIGRATIONS_DIR, name), path.join(dir, name));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
