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
  get: (_data, ctx) => progressPage(ctx, ctx.requireUser()),
  getWeightHistory: (_data, ctx) => weightHistories(ctx, ctx.requireUser()),
  getBodyMeasurements: (_data, ctx) => bodyMeasurements(ctx, ctx.requireUser()),
  async getBodyAnalaysis(_data, ctx) {
    const userId = ctx.requireUser();
    return { ...(await analysisHistories(ctx, userId)), profile: await bodyProfile(ctx, userId) };
  },
  set: async ({ progress }, ctx) => ({ progress: await saveProgress(ctx, ctx.requireUser(), progress) }),
  setWeight: ({ weight }, ctx) => saveWeeklyWeight(ctx, ctx.requireUser(), { week: weight.date, grams: weight.value }),
  setBodyMeasurements: ({ progress }, ctx) => saveBodyMeasurement(ctx, ctx.requireUser(), progress),
  setBodyAnalaysis: ({ data }, ctx) => saveAnalysis(ctx, ctx.requireUser(), { month: data.date, smm: data.SMM, bfm: data.BFM }),
  /** The tracker's weight logs of the last 30 days into the weight history, each once; answers the progress series. */
  async importFromFitbit(_data, ctx) {
    const userId = ctx.requireUser();
    await importTrackerWeights(ctx, userId);
    return { progress: await progressSeries(ctx, userId) };
  },
});
