// menu_builder: side-dish lists (doc 3 §7 "Channel menu_builder"): the sides of an order's meals or of a diet (with
// `oil`, diet 4's oil-side picker), and the sides a customer can buy for an order with their prices.
import { ClientError, SIGN_IN_REQUIRED_MESSAGE } from '../errors';
import { defineChannel } from '../realtime/channel';
import { buyableSides, readOwnOrder, sidesForDiet, sidesForOrder } from '../orders/plan-changes/sides';

export default defineChannel('menu_builder', {
  /** By order: the signed-in customer's own order only; by diet: anyone. */
  async getSidesList({ orderId, diet, oil }, ctx) {
    if (orderId !== undefined) {
      if (ctx.userId === null) throw new ClientError(SIGN_IN_REQUIRED_MESSAGE);
      return { sides: await sidesForOrder(ctx.db, ctx.userId, orderId) };
    }
    return { sides: await sidesForDiet(ctx.db, diet!, oil === true) };
  },
  async getBuySidesList({ orderId }, ctx, userId) {
    const order = await readOwnOrder(ctx.db, userId, orderId);
    return { sides: await buyableSides(ctx.db, order) };
  },
});
