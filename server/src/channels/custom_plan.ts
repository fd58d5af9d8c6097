import { customPlansFor } from '../catalog/menus';
import { defineChannel } from '../realtime/channel';

export default defineChannel('custom_plan', {
  get: async (data, ctx) => ({ customPlans: await customPlansFor(ctx.db, data.diet_id, data.mealTypes) }),
});
