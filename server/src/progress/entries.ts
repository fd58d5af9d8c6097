// The /progress series (spec 3 §3 "Progress", §4, §7 progress get/set, profile getWeightStats/getHistory): weight in
// grams, waist in tenths of cm and calories in kcal per Dubai day, for the signed-in customer only.
import { isEntryDayOpen, type ProgressEntry } from '@mealplan/shared/domain';
import type { ProgressSeries } from '@mealplan/shared/protocol';
import { toDubai } from '@mealplan/shared/time/dateTime';
import { registeredAt } from '../accounts/users';
import type { Db } from '../db';
import { ClientError } from '../errors';
import type { ProgressDeps } from './deps';
import { PROGRESS_MESSAGES } from './messages';

export interface EntryRow {
  day: number;
  weight_g: number | null;
  waist_tenths: number | null;
  calories: number | null;
}

async function entryRows(db: Db, userId: number): Promise<EntryRow[]> {
  return db.query<EntryRow>('SELECT day, weight_g, waist_tenths, calories FROM progress_entries WHERE user_id = $1 ORDER BY day', [userId]);
}

/** The three histories of the customer: day -> value, each series only on the days it has a value. */
export async function readProgress(db: Db, userId: number): Promise<ProgressSeries> {
  return seriesOf(await entryRows(db, userId));
}

/** Entry rows as the three series: day -> value, each series only on the days it has a value. */
export function seriesOf(rows: readonly EntryRow[]): ProgressSeries {
  const progress: ProgressSeries = { weight: {}, waist: {}, calories: {} };
  for (const row of rows) {
    const key = String(row.day);
    if (row.weight_g !== null) progress.weight[key] = row.weight_g;
    if (row.waist_tenths !== null) progress.waist[key] = row.waist_tenths;
    if (row.calories !== null) progress.calories[key] = row.calories;
  }
  return progress;
}

/**
 * Checks every entry before writing any (bad input changes nothing), then merges them: a series an entry leaves out
 * keeps the day's stored value.
 */
export async function saveProgress({ db, now: clock }: ProgressDeps, userId: number, entries: readonly ProgressEntry[]): Promise<ProgressSeries> {
  const now = clock();
  const registered = await registeredAt(db, userId);
  const seen = new Set<number>();
  for (const entry of entries) {
    if (!isEntryDayOpen(entry.date, registered, now)) throw new ClientError(PROGRESS_MESSAGES.dayNotOpen, { date: PROGRESS_MESSAGES.dayNotOpen });
    if (seen.has(entry.date)) throw new ClientError(PROGRESS_MESSAGES.dayTwice, { date: PROGRESS_MESSAGES.dayTwice });
    seen.add(entry.date);
    if (entry.weight === undefined && entry.waist === undefined && entry.calories === undefined) {
      throw new ClientError(PROGRESS_MESSAGES.missingValue, { progress: PROGRESS_MESSAGES.missingValue });
    }
  }
  await db.tx(async (tx) => {
    for (const entry of entries) {
      await tx.query(
        `INSERT INTO progress_entries (user_id, day, weight_g, waist_tenths, calories, updated_at) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (user_id, day) DO UPDATE SET
           weight_g = COALESCE(EXCLUDED.weight_g, progress_entries.weight_g),
           waist_tenths = COALESCE(EXCLUDED.waist_tenths, progress_entries.waist_tenths),
           calories = COALESCE(EXCLUDED.calories, progress_entries.calories),
           updated_at = EXCLUDED.updated_at`,
        [userId, entry.date, entry.weight ?? null, entry.waist ?? null, entry.calories ?? null, now],
      );
    }
  });
  return readProgress(db, userId);
}

/** A weight from the fitness tracker becomes the day's weight (the day's waist and calories stay). */
export async function saveTrackerWeight(db: Db, userId: number, day: number, grams: number, now: number): Promise<void> {
  await db.query(
    `INSERT INTO progress_entries (user_id, day, weight_g, updated_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id, day) DO UPDATE SET weight_g = EXCLUDED.weight_g, updated_at = EXCLUDED.updated_at`,
    [userId, day, grams, now],
  );
}

/** profile getHistory: the progress log, newest day first. */
export async function progressLog({ db }: ProgressDeps, userId: number) {
  const rows = await entryRows(db, userId);
  return rows.reverse().map((row) => ({ date: row.day, weight: row.weight_g, waist: row.waist_tenths, calories: row.calories }));
}

/** Weights of the daily entries and of the weekly measurements (a weekly weight wins on its day), day -> grams. */
export async function allWeights(db: Db, userId: number): Promise<Map<number, number>> {
  const rows = await db.query<{ day: number; weight_g: number; weekly: boolean }>(
    `SELECT day, weight_g, false AS weekly FROM progress_entries WHERE user_id = $1 AND weight_g IS NOT NULL
     UNION ALL SELECT week, weight_g, true FROM weekly_weights WHERE user_id = $1`,
    [userId],
  );
  const weights = new Map<number, number>();
  for (const row of rows.filter((r) => !r.weekly)) weights.set(row.day, row.weight_g);
  for (const row of rows.filter((r) => r.weekly)) weights.set(row.day, row.weight_g);
  return new Map([...weights].sort((a, b) => a[0] - b[0]));
}

/** profile getWeightStats: every weight with its Dubai calendar date (the monthly-average calendar). */
export async function weightStats({ db }: ProgressDeps, userId: number) {
  return [...(await allWeights(db, userId))].map(([day, weight]) => {
    const date = toDubai(day);
    return { year: date.year, month: date.month, day: date.day, weight };
  });
}
