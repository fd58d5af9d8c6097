// order: the customer's plan and menu calls. This issue: getRatings (the user's stars per dish).
import { dishRatings } from '../accounts/feedback';
import { defineChannel } from '../realtime/channel';

export default defineChannel('order', {
  /** userId in the payload is ignored in favour of the session. */
  async getRatings(_data, ctx) {
    const userId = ctx.requireUser();
    return { ratings: await dishRatings(ctx.db, userId) };
  },
});
