import { customPlanSidesFor } from '../catalog/menus';
import { cachedRead } from '../realtime/call-cache';
import { defineChannel } from '../realtime/channel';

export default defineChannel('custom_plan_sides', {
  get: async (data, ctx) => {
    const key = `reference:custom_plan_sides:${data.diet_id}:${data.mealTypes.join(',')}`;
    return { customPlanSides: await cachedRead(ctx.services.cache, key, () => customPlanSidesFor(ctx.db, data.diet_id, data.mealTypes)) };
  },
});
