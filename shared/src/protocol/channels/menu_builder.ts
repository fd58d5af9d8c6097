// menu_builder: side-dish lists for an order, or for a diet's oil-side picker (diet 4).
import { z } from 'zod';
import { defineCall } from '../define-call';
import { fils, id, optional } from '../entities';

const sideOption = z.object({ dish_id: id, mealType_id: id });
const paidSide = sideOption.extend({ price: fils });

export const menuBuilder = {
  /** By diet: anyone; by orderId: the signed-in customer's own order. */
  getSidesList: defineCall({
    access: 'anyone',
    limit: 'read',
    request: z
      .object({ orderId: optional(id), diet: optional(id), oil: z.boolean().optional() })
      .refine((data) => data.orderId !== undefined || data.diet !== undefined, {
        message: 'must name an orderId or a diet',
        path: ['orderId'],
      }),
    ok: z.object({ sides: z.array(sideOption) }),
  }),
  /** A customer's own order only (the spec names no access; the order is the signed-in customer's). */
  getBuySidesList: defineCall({
    access: 'customer',
    limit: 'read',
    request: z.object({ orderId: id }),
    ok: z.object({ sides: z.array(paidSide) }),
  }),
};
