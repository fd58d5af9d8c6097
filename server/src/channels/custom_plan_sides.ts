import { customPlanSidesFor } from '../catalog/menus';
import { defineChannel } from '../realtime/channel';

export default defineChannel('custom_plan_sides', {
  get: async (data, ctx) => ({ customPlanSides: await customPlanSidesFor(ctx.db, data.diet_id, data.mealTypes) }),
});
