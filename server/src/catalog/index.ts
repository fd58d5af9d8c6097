// The catalog: seeding the reference data and the public entry points other modules use.
import type { Db } from '../db';
import { catalogTables } from './catalog-tables';
import { fillEmptyColumn, insertMissing } from './insert-rows';
import { invalidateReferenceCache } from './reference';

export { invalidateReferenceCache, loadReferenceLists } from './reference';

/**
 * Idempotent, in one transaction: inserts the catalogue rows that are missing and never changes a row that exists,
 * so what the kitchen edited by hand stays as edited; a row added to the seed since the last start is added.
 */
export async function seedCatalog(db: Db): Promise<void> {
  await db.tx(async (tx) => {
    for (const table of catalogTables) {
      await insertMissing(tx, table);
      // Arabic names added after a database was first seeded (migration 0040): only names still empty are filled.
      if (table.columns.includes('name_ar')) await fillEmptyColumn(tx, table, 'name_ar');
    }
  });
  invalidateReferenceCache();
}
