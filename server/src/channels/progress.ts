// progress: the customer's progress tracking and body analysis (spec 3 §7 "Channel progress"). The user is always
// the session's; SQL lives in server/src/progress. importFromFitbit belongs to the fitness-tracker module.
import {
  analysisHistories,
  bodyMeasurements,
  bodyProfile,
  saveAnalysis,
  saveBodyMeasurement,
  saveWeeklyWeight,
  weightHistories,
} from '../progress/body';
import { saveProgress } from '../progress/entries';
import { progressPage } from '../progress/page';
import { importTrackerWeights } from '../fitness/import';
import { progressSeries } from '../fitness/weight-history';
import { defineChannel } from '../realtime/channel';

export default defineChannel('progress', {
  get: (_data, ctx, userId) => progressPage(ctx, userId),
  getWeightHistory: (_data, ctx, userId) => weightHistories(ctx, userId),
  getBodyMeasurements: (_data, ctx, userId) => bodyMeasurements(ctx, userId),
  async getBodyAnalaysis(_data, ctx, userId) {
    return { ...(await analysisHistories(ctx, userId)), profile: await bodyProfile(ctx, userId) };
  },
  set: async ({ progress }, ctx, userId) => ({ progress: await saveProgress(ctx, userId, progress) }),
  setWeight: ({ weight }, ctx, userId) => saveWeeklyWeight(ctx, userId, { week: weight.date, grams: weight.value }),
  setBodyMeasurements: ({ progress }, ctx, userId) => saveBodyMeasurement(ctx, userId, progress),
  setBodyAnalaysis: ({ data }, ctx, userId) => saveAnalysis(ctx, userId, { month: data.date, smm: data.SMM, bfm: data.BFM }),
  /** The tracker's weight logs of the last 30 days into the weight history, each once; answers the progress series. */
  async importFromFitbit(_data, ctx, userId) {
    await importTrackerWeights(ctx, userId);
    return { progress: await progressSeries(ctx, userId) };
  },
});
