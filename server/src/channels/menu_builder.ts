// menu_builder: side-dish lists (doc 3 §7 "Channel menu_builder"): the sides of an order's meals or of a diet (with
// `oil`, diet 4's oil-side picker), and the sides a customer can buy for an order with their prices.
import { defineChannel } from '../realtime/channel';
import { buyableSides, readOwnOrder, sidesForDiet, sidesForOrder } from '../orders/plan-changes/sides';

export default defineChannel('menu_builder', {
  /** By order: the signed-in customer's own order only; by diet: anyone. */
  async getSidesList({ orderId, diet, oil }, ctx) {
    if (orderId !== undefined) return { sides: await sidesForOrder(ctx.db, ctx.requireUser(), orderId) };
    return { sides: await sidesForDiet(ctx.db, diet!, oil === true) };
  },
  async getBuySidesList({ orderId }, ctx) {
    const order = await readOwnOrder(ctx.db, ctx.requireUser(), orderId);
    return { sides: await buyableSides(ctx.db, order) };
  },
});
