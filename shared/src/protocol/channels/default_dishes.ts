// default_dishes: the default dish per diet and meal type.
import { z } from 'zod';
import { defineCall } from '../define-call';
import { id, idList } from '../entities';

export const defaultDishesRequest = z.object({ dietId: id, types: idList.min(1).max(20) });

export const defaultDishRow = z.object({ diet_id: id, mealType_id: id, dish_id: id });
export type DefaultDishRow = z.infer<typeof defaultDishRow>;

export const defaultDishes = {
  get: defineCall({
    access: 'anyone',
    limit: 'read',
    cache: { scope: 'shared', key: ({ data }) => `reference:default_dishes:${data.dietId}:${data.types.join(',')}` },
    request: defaultDishesRequest,
    ok: z.object({ defaultDishes: z.array(defaultDishRow) }),
  }),
};
