import { defaultDishSidesFor } from '../catalog/menus';
import { defineChannel } from '../realtime/channel';

export default defineChannel('default_dish_sides', {
  get: async (data, ctx) => ({ defaultDishSides: await defaultDishSidesFor(ctx.db, data.dietId, data.types) }),
});
