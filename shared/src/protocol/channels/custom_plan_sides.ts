// custom_plan_sides: like custom_plan for side types (mealTypes are side type ids).
import { z } from 'zod';
import { defineCall } from '../define-call';
import { id } from '../entities';
import { customPlanRequest, dishesByDayOfMonth } from './custom_plan';

export const customPlanSideRow = z.object({ side_type_id: id, mealType_id: id, data: dishesByDayOfMonth });
export type CustomPlanSideRow = z.infer<typeof customPlanSideRow>;

export const customPlanSides = {
  get: defineCall({
    access: 'anyone',
    limit: 'read',
    cache: { scope: 'shared', key: ({ data }) => `reference:custom_plan_sides:${data.diet_id}:${data.mealTypes.join(',')}` },
    request: customPlanRequest,
    ok: z.object({ customPlanSides: z.array(customPlanSideRow) }),
  }),
};
