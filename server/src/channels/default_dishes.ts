import { defaultDishesFor } from '../catalog/menus';
import { cachedRead } from '../realtime/call-cache';
import { defineChannel } from '../realtime/channel';

export default defineChannel('default_dishes', {
  get: async (data, ctx) => {
    const key = `reference:default_dishes:${data.dietId}:${data.types.join(',')}`;
    return { defaultDishes: await cachedRead(ctx.services.cache, key, () => defaultDishesFor(ctx.db, data.dietId, data.types)) };
  },
});
