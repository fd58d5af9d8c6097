// The catalog: seeding (reference data and demo customers) and the public entry points other modules use.
import { currentUnixSeconds } from '@mealplan/shared/time';
import type { Db } from '../db';
import { catalogTables } from './catalog-tables';
import { seedDemoUsers } from './demo-users';
import { fillEmptyColumn, insertMissing } from './insert-rows';
import { invalidateReferenceCache } from './reference';

export { demoLogins, type DemoLogin } from './demo-users';
export { invalidateReferenceCache, loadReferenceLists } from './reference';

/** Idempotent: inserts only the catalog rows and demo customers that are missing, in one transaction. */
export async function seedDatabase(db: Db, now: number = currentUnixSeconds()): Promise<void> {
  await db.tx(async (tx) => {
    for (const table of catalogTables) {
      await insertMissing(tx, table);
      // Arabic names added after a database was first seeded (migration 0040).
      if (table.columns.includes('name_ar')) await fillEmptyColumn(tx, table, 'name_ar');
    }
    await seedDemoUsers(tx, now);
  });
  invalidateReferenceCache();
}
