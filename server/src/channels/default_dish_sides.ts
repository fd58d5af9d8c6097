import { defaultDishSidesFor } from '../catalog/menus';
import { cachedRead } from '../realtime/call-cache';
import { defineChannel } from '../realtime/channel';

export default defineChannel('default_dish_sides', {
  get: async (data, ctx) => {
    const key = `reference:default_dish_sides:${data.dietId}:${data.types.join(',')}`;
    return { defaultDishSides: await cachedRead(ctx.services.cache, key, () => defaultDishSidesFor(ctx.db, data.dietId, data.types)) };
  },
});
