// Template databases: migrated (and seeded) once per jest run in globalSetup, then cloned by each test file
// instead of migrating and seeding again. PGlite: a data directory copied on disk (opening a copy takes under a
// second, a fresh in-memory PGlite several). PostgreSQL: CREATE DATABASE ... TEMPLATE.
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seedDatabase } from '../../src/demo';
import { openDatabase, type Db } from '../../src/db';
import { migrate } from '../../src/db/migrate';

/** What a cloned test database starts with. */
export type TemplateKind = 'migrated' | 'seeded';
export const TEMPLATE_KINDS: readonly TemplateKind[] = ['migrated', 'seeded'];

const pgliteTemplateVar = (kind: TemplateKind) => `MEALPLAN_TEST_PGLITE_${kind.toUpperCase()}`;
const postgresTemplateVar = (kind: TemplateKind) => `MEALPLAN_TEST_PG_${kind.toUpperCase()}`;

async function fill(db: Db, kind: TemplateKind): Promise<void> {
  await migrate(db);
  if (kind === 'seeded') await seedDatabase(db);
}

/** A PostgreSQL URL with another database name. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** globalSetup: builds every template and publishes where they are through the environment (workers inherit it). */
export async function createTemplates(): Promise<void> {
  const root = mkdtempSync(path.join(tmpdir(), 'mealplan-templates-'));
  process.env.MEALPLAN_TEST_TEMPLATE_ROOT = root;
  const url = process.env.DATABASE_URL;
  const suffix = randomBytes(4).toString('hex');
  for (const kind of TEMPLATE_KINDS) {
    const dataDir = path.join(root, kind);
    const db = await openDatabase({ dataDir });
    await fill(db, kind);
    await db.close();
    process.env[pgliteTemplateVar(kind)] = dataDir;
    if (url) {
      const name = `mealplan_tpl_${kind}_${suffix}`;
      const admin = await openDatabase({ url });
      await admin.exec(`CREATE DATABASE ${name}`);
      await admin.close();
      const template = await openDatabase({ url: withDatabase(url, name) });
      await fill(template, kind);
      await template.close();
      process.env[postgresTemplateVar(kind)] = name;
    }
  }
}

/** globalTeardown: drops the PostgreSQL templates and removes the PGlite ones. */
export async function dropTemplates(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const admin = await openDatabase({ url });
    for (const kind of TEMPLATE_KINDS) {
      const name = process.env[postgresTemplateVar(kind)];
      if (name) await admin.exec(`DROP DATABASE IF EXISTS ${name}`);
    }
    await admin.close();
  }
  const root = process.env.MEALPLAN_TEST_TEMPLATE_ROOT;
  if (root) rmSync(root, { recursive: true, force: true });
}

/** A private copy of a PGlite template's data directory, or undefined when no template was built. */
export function copyPgliteTemplate(kind: TemplateKind): string | undefined {
  const template = process.env[pgliteTemplateVar(kind)];
  if (!template) return undefined;
  const copy = mkdtempSync(path.join(tmpdir(), `mealplan-test-${kind}-`));
  cpSync(template, copy, { recursive: true });
  return copy;
}

export const postgresTemplate = (kind: TemplateKind): string | undefined => process.env[postgresTemplateVar(kind)];

/** Migrates (and seeds) a database no template was cloned into, as the template would have been. */
export const fillLikeTemplate = fill;
