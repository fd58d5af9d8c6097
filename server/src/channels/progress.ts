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
import { requireTracker } from '../fitness/connection';
import { importTrackerWeights } from '../fitness/import';
import { progressSeries } from '../fitness/weight-history';
import { defineChannel } from '../realtime/channel';

export default defineChannel('progress', {
  get: (_data, ctx) => progressPage(ctx.db, ctx.requireUser(), ctx.now()),
  getWeightHistory: (_data, ctx) => weightHistories(ctx.db, ctx.requireUser()),
  getBodyMeasurements: (_data, ctx) => bodyMeasurements(ctx.db, ctx.requireUser()),
  async getBodyAnalaysis(_data, ctx) {
    const userId = ctx.requireUser();
    return { ...(await analysisHistories(ctx.db, userId)), profile: await bodyProfile(ctx.db, userId) };
  },
  async set({ progress }, ctx) {
    return { progress: await saveProgress(ctx.db, ctx.requireUser(), progress, ctx.now()) };
  },
  setWeight: ({ weight }, ctx) => saveWeeklyWeight(ctx.db, ctx.requireUser(), weight.date, weight.value, ctx.now()),
  setBodyMeasurements: ({ progress }, ctx) => saveBodyMeasurement(ctx.db, ctx.requireUser(), progress, ctx.now()),
  setBodyAnalaysis: ({ data }, ctx) => saveAnalysis(ctx.db, ctx.requireUser(), data.date, data.SMM, data.BFM, ctx.now()),
  /** The tracker's weight logs of the last 30 days into the weight history, each once; answers the progress series. */
  async importFromFitbit(_data, ctx) {
    const userId = ctx.requireUser();
    await importTrackerWeights(ctx.db, requireTracker(ctx.services.fitness), userId, ctx.now());
    return { progress: await progressSeries(ctx.db, userId) };
  },
});
