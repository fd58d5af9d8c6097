import { defaultDishesFor } from '../catalog/menus';
import { defineChannel } from '../realtime/channel';

export default defineChannel('default_dishes', {
  get: async (data, ctx) => ({ defaultDishes: await defaultDishesFor(ctx.db, data.dietId, data.types) }),
});
