// custom_plan: per meal type, a list of dish ids for each day of the month (index = day of month - 1).
import { z } from 'zod';
import { defineCall } from '../define-call';
import { id, idList } from '../entities';

export const customPlanRequest = z.object({ diet_id: id, mealTypes: idList.min(1).max(20) });
export const dishesByDayOfMonth = z.array(z.array(id)).max(31);

export const customPlanRow = z.object({ mealType_id: id, data: dishesByDayOfMonth });
export type CustomPlanRow = z.infer<typeof customPlanRow>;

export const customPlan = {
  get: defineCall({
    access: 'anyone',
    limit: 'read',
    cache: { scope: 'shared', key: ({ data }) => `reference:custom_plan:${data.diet_id}:${data.mealTypes.join(',')}` },
    request: customPlanRequest,
    ok: z.object({ customPlans: z.array(customPlanRow) }),
  }),
};
