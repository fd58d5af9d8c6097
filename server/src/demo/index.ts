// Demo data: the catalogue plus two demo customers with a published password, for development and tests only.
import { currentUnixSeconds } from '@mealplan/shared/time';
import { invalidateReferenceCache, seedCatalog } from '../catalog';
import { seedContent } from '../content/seed';
import type { Db } from '../db';
import { seedDemoCustomers } from './demo-customers';

export { demoLogins, type DemoLogin } from './demo-customers';

/** Idempotent, in one transaction: the missing catalogue rows, then the demo customers that are missing. */
export async function seedDatabase(db: Db, now: number = currentUnixSeconds()): Promise<void> {
  await db.tx(async (tx) => {
    await seedCatalog(tx);
    await seedContent(tx);
    await seedDemoCustomers(tx, now);
  });
  // Again once committed: a list read while the transaction ran must not outlive it.
  invalidateReferenceCache();
}

/** The catalogue and the content's articles (blog_posts, the content module's), in one transaction. */
export async function seedReference(db: Db): Promise<void> {
  await db.tx(async (tx) => {
    await seedCatalog(tx);
    await seedContent(tx);
  });
  invalidateReferenceCache();
}

/** What a start seeds: the catalogue and content always, the demo customers only when the configuration asks for them. */
export function seedFor(config: { seedDemo: boolean }): (db: Db) => Promise<void> {
  return config.seedDemo ? (db) => seedDatabase(db) : seedReference;
}
