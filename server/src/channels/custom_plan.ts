import { customPlansFor } from '../catalog/menus';
import { cachedRead } from '../realtime/call-cache';
import { defineChannel } from '../realtime/channel';

export default defineChannel('custom_plan', {
  get: async (data, ctx) => {
    const key = `reference:custom_plan:${data.diet_id}:${data.mealTypes.join(',')}`;
    return { customPlans: await cachedRead(ctx.services.cache, key, () => customPlansFor(ctx.db, data.diet_id, data.mealTypes)) };
  },
});
