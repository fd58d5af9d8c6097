// default_dish_sides: the default side dishes per diet and side type (types are side type ids).
import { z } from 'zod';
import { defineCall } from '../define-call';
import { defaultDishesRequest, defaultDishRow } from './default_dishes';

/** slot: side slot number under the side type (spec 2 §3 Meal plan). */
export const defaultDishSideRow = defaultDishRow.extend({ slot: z.number().int().nonnegative() });
export type DefaultDishSideRow = z.infer<typeof defaultDishSideRow>;

export const defaultDishSides = {
  get: defineCall({
    access: 'anyone',
    limit: 'read',
    cache: { scope: 'shared', key: ({ data }) => `reference:default_dish_sides:${data.dietId}:${data.types.join(',')}` },
    request: defaultDishesRequest,
    ok: z.object({ defaultDishSides: z.array(defaultDishSideRow) }),
  }),
};
