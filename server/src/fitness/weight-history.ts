// Where imported tracker weights land in the customer's weight history.
// MERGE NOTE: the progress channel's own tables (branch `progress`, migrations 0020–0024) did not exist when this
// was written. Until they land, the imported weights (fitness_weight_imports, one row per tracker log) are the
// weight history these two functions write and read; at merge, recordImportedWeights writes through the progress
// module's weight store (one value per Dubai day, thousandths of kg) and progressSeries returns its full series.
import type { ProgressSeries } from '@mealplan/shared/protocol';
import type { Db } from '../db';

export interface ImportedWeight {
  logId: string;
  /** Dubai day start. */
  day: number;
  /** Thousandths of kg. */
  weight: number;
}

/** Records the logs not imported before (by the tracker's log id); returns how many were new. */
export async function recordImportedWeights(
  db: Db,
  userId: number,
  provider: string,
  weights: readonly ImportedWeight[],
  now: number,
): Promise<number> {
  let added = 0;
  for (const entry of weights) {
    const inserted = await db.query(
      `INSERT INTO fitness_weight_imports (user_id, provider, log_id, day, weight, imported_at) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (user_id, provider, log_id) DO NOTHING RETURNING log_id`,
      [userId, provider, entry.logId, entry.day, entry.weight, now],
    );
    added += inserted.length;
  }
  return added;
}

/** The customer's progress series (weight per day: the last log of the day). */
export async function progressSeries(db: Db, userId: number): Promise<ProgressSeries> {
  const rows = await db.query<{ day: number; weight: number }>(
    `SELECT DISTINCT ON (day) day, weight FROM fitness_weight_imports WHERE user_id = $1 ORDER BY day, imported_at DESC, log_id DESC`,
    [userId],
  );
  return { weight: Object.fromEntries(rows.map((row) => [String(row.day), Number(row.weight)])), waist: {}, calories: {} };
}
