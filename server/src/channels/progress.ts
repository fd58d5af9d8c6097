// progress: progress tracking (spec 3 §7 "Channel progress").
// MERGE NOTE: only importFromFitbit lives here for now; the progress channel's other calls come from branch `progress`.
import { importTrackerWeights } from '../fitness/import';
import { requireClient } from '../fitness/connection';
import { progressSeries } from '../fitness/weight-history';
import { defineChannel } from '../realtime/channel';

export default defineChannel('progress', {
  /** The tracker's weight logs of the last 30 days into the weight history, each once; answers the progress series. */
  async importFromFitbit(_data, ctx) {
    const userId = ctx.requireUser();
    await importTrackerWeights(ctx.db, requireClient(ctx.services.fitness?.client), userId, ctx.now());
    return { progress: await progressSeries(ctx.db, userId) };
  },
});
