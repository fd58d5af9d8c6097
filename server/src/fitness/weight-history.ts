// Where imported tracker weights land in the customer's weight history.
// Each tracker log is imported once (fitness_weight_imports keeps the log ids); its weight becomes the day's weight in
// the progress history (progress_entries, one value per Dubai day), which the progress pages chart.
import type { ProgressSeries } from '@mealplan/shared/protocol';
import type { Db } from '../db';
import { readProgress, saveTrackerWeight } from '../progress/entries';

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
    if (inserted.length === 0) continue;
    added += 1;
    await saveTrackerWeight(db, userId, entry.day, entry.weight, now);
  }
  return added;
}

/** The customer's progress series after an import (the progress module's history). */
export function progressSeries({ db }: { db: Db }, userId: number): Promise<ProgressSeries> {
  return readProgress(db, userId);
}
