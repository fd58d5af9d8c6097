// importFromFitbit (spec 3 §7 "Channel progress"): the tracker's weight logs of the last 30 days into the weight
// history, each log once (a second import adds nothing). An access token the provider refuses is refreshed once.
import { parseIsoDate, toIsoDate, today } from '@mealplan/shared/time';
import { FitnessProviderError, type WeightLog } from '../adapters/fitness';
import type { Db } from '../db';
import { ClientError } from '../errors';
import { accessToken, requireTracker } from './connection';
import type { FitnessDeps } from './deps';
import { FITNESS_MESSAGES } from './messages';
import type { ActiveTracker } from './tracker';
import { recordImportedWeights, type ImportedWeight } from './weight-history';
import { log } from '../ops/log';

export const IMPORT_PERIOD = '30d';
const MAX_WEIGHT_THOUSANDTHS = 500_000;

async function fetchLogs(db: Db, tracker: ActiveTracker, userId: number, now: number): Promise<WeightLog[]> {
  const { client } = tracker;
  const baseDate = toIsoDate(today(now));
  const token = await accessToken(db, tracker, userId, now);
  try {
    return await client.weightLogs(token, baseDate, IMPORT_PERIOD);
  } catch (error) {
    if (!(error instanceof FitnessProviderError && error.unauthorized)) throw error;
    return client.weightLogs(await accessToken(db, tracker, userId, now, true), baseDate, IMPORT_PERIOD);
  }
}

/** Imports the new weight logs; returns how many were added. */
export async function importTrackerWeights({ db, now: clock, services }: FitnessDeps, userId: number): Promise<number> {
  const tracker = requireTracker(services.fitness);
  const now = clock();
  let logs: WeightLog[];
  try {
    logs = await fetchLogs(db, tracker, userId, now);
  } catch (error) {
    if (error instanceof ClientError) throw error;
    log().error({ err: error, component: 'fitness import' }, 'fitness import failed');
    throw new ClientError(FITNESS_MESSAGES.unreachable);
  }
  const weights: ImportedWeight[] = logs.flatMap((log) => {
    const day = parseIsoDate(log.date);
    const weight = Math.round(log.weight * 1000);
    return day !== null && day <= now && weight > 0 && weight <= MAX_WEIGHT_THOUSANDTHS ? [{ logId: log.logId, day, weight }] : [];
  });
  return recordImportedWeights(db, userId, tracker.client.endpoints.provider, weights, now);
}
