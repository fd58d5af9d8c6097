// The catalog: seeding the reference data and the public entry points other modules use.
import type { Db } from '../db';
import { catalogTables } from './catalog-tables';
import { fillEmptyColumn, insertMissing } from './insert-rows';
import { invalidateReferenceCache } from './reference';

/** Arabic columns added to seeded tables later (0040: reference names; 0045: dish descriptions, delivery slot names). */
const ARABIC_TEXT_COLUMNS = ['name_ar', 'description_ar', 'display_name_ar'] as const;

export { invalidateReferenceCache, loadReferenceLists } from './reference';

/**
 * Idempotent, in one transaction: inserts the catalogue rows that are missing and never changes a row that exists,
 * so what the kitchen edited by hand stays as edited; a row added to the seed since the last start is added.
 */
export async function seedCatalog(db: Db): Promise<void> {
  await db.tx(async (tx) => {
    for (const table of catalogTables) {
      await insertMissing(tx, table);
      // Arabic texts added after a database was first seeded (migrations 0040 and 0045): only texts still empty are filled.
      for (const column of ARABIC_TEXT_COLUMNS) if (table.columns.includes(column)) await fillEmptyColumn(tx, table, column);
    }
  });
  invalidateReferenceCache();
}
