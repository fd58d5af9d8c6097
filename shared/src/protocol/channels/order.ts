// order: the customer's plan: load, modify, skip, cancel, sides, cart, PDFs, and placing a wizard order.
import { z } from 'zod';
import { defineCall } from '../define-call';
import {
  detailsData,
  emptyRequest,
  fils,
  flag01,
  id,
  idKey,
  idList,
  dayKey,
  mealPlan,
  messageReply,
  optional,
  orderPlan,
  planParams,
  sessionUserId,
  stars,
  unixSeconds,
} from '../entities';
import { pdfRequest, pdfUrlReply, skipTheDay } from './plan-calls';
import { userSides } from './profile-dashboard';

const modification = {
  orderId: id,
  deliverySlot: id,
  detailsData,
  /** skipped date -> replacement date */
  skipped: z.record(dayKey, unixSeconds),
  cutlery: flag01,
  /** Plan-params changes of this modification (diet, meal types ...). */
  updateData: planParams.partial().optional(),
  /** First day the modification applies to. */
  updateDate: optional(unixSeconds),
  mealType: idList,
};

const cartItem = z.object({ id, dish_id: id, to_type_id: id, to_dish_id: id, date: unixSeconds, price: fils });
export type CartItem = z.infer<typeof cartItem>;

const userSideChoice = z.strictObject({ side_id: id, type: z.enum(['alternative', 'addons']) });

export const order = {
  get: defineCall({
    request: z.strictObject({ orderType: z.enum(['active', 'future']), hidePause: z.boolean().optional() }),
    ok: orderPlan,
  }),
  modify: defineCall({ request: z.strictObject(modification), ok: messageReply }),
  custommodify: defineCall({ request: z.strictObject({ ...modification, customMealPlan: z.boolean() }), ok: messageReply }),
  setCutlery: defineCall({ request: z.strictObject({ orderId: id, cutlery: flag01 }), ok: messageReply }),
  cancel: defineCall({
    request: z.strictObject({ orderId: id, makeCoupon: z.boolean() }),
    ok: z.object({ message: z.string(), itWasFuture: z.boolean() }),
  }),
  skipTheDay,
  getUserSides: defineCall({
    request: z.strictObject({ userId: sessionUserId, orderId: id }),
    ok: z.object({ usersides: userSides }),
  }),
  getDietProducts: defineCall({ request: z.strictObject({ orderId: id }), ok: z.object({ products: z.array(id) }) }),
  getCustomDays: defineCall({ request: z.strictObject({ orderId: id }), ok: z.object({ mealPlan, planParams: planParams.nullable() }) }),
  getRatings: defineCall({
    request: z.strictObject({ userId: sessionUserId }),
    ok: z.object({ ratings: z.record(idKey, stars) }),
  }),
  getCart: defineCall({ request: z.strictObject({ userId: sessionUserId }), ok: z.object({ cart: z.array(cartItem) }) }),
  removeFromCart: defineCall({ request: z.strictObject({ cartId: id }), ok: z.object({ cartId: id }) }),
  addToCart: defineCall({
    request: z.strictObject({
      userId: sessionUserId,
      dishId: id,
      toDishId: id,
      typeId: id,
      date: unixSeconds,
      orderId: id,
    }),
    ok: z.object({ item: cartItem }),
  }),
  saveUserSides: defineCall({
    request: z.strictObject({
      sides: z.array(userSideChoice).max(20),
      date: unixSeconds,
      dishId: id,
      orderId: id,
      userId: sessionUserId,
      sidetype: id,
    }),
    ok: messageReply,
  }),
  exportPdf: defineCall({ request: pdfRequest, ok: pdfUrlReply }),
  mailPdf: defineCall({ request: pdfRequest, ok: messageReply }),
  /** Placing the wizard order (spec 2 §7 Wizard). */
  set: defineCall({
    request: z.strictObject({
      orderData: z.strictObject({
        coupon_id: id.nullable(),
        voucher_id: id.nullable(),
        paymentMethod: z.enum(['cash', 'telr', 'Not Paid']),
        mealPlan_id: id,
        price: fils,
        diet_id: id,
        shipping: fils,
      }),
      detailsData: detailsData.min(1),
      deliverySlot: id,
      build: z.enum(['new', 'renew']),
    }),
    ok: z.object({ message: z.string(), orderId: id }),
  }),
  remainingDeliveries: defineCall({
    request: emptyRequest,
    ok: z.object({ count: z.number().int().nonnegative(), days: z.array(unixSeconds) }),
    style: 'status',
  }),
};
