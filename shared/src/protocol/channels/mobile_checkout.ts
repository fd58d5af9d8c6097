// mobile_checkout: the /checkout flow (spec 2 §7 "Checkout"). A checkout plan is saved on the server at the end of
// step 3 (`set`) and is the customer's one pending checkout; checkoutId is its id, and the order it becomes when it is
// placed keeps that id.
import { z } from 'zod';
import { defineCall } from '../define-call';
import {
  checkoutPlanParams,
  detailsData,
  emptyReply,
  fils,
  id,
  mealPlan,
  name,
  sessionUserId,
  unixSeconds,
  url,
  voucherConditions,
  voucherType,
  wireFlag,
} from '../entities';
import { checkoutSkipTheDay, pdfUrlReply } from './plan-calls';
import { voucherCode } from './order';

const checkoutId = { checkoutId: id };

/**
 * The pending checkout plan as the server holds it: the spec's checkout plan params with the server's amounts (fils)
 * and the offer applied by `update`. priceDatas carries the price data of the summary ('Payment & Offer Details').
 */
export const pendingCheckoutParams = checkoutPlanParams.extend({
  id,
  diet_id: id,
  days_count: z.number().int().min(1).max(90),
  start_date: unixSeconds,
  end_date: unixSeconds,
  mealPlan_id: id,
  emirate: id,
  slot_id: id,
  /** The customer's own coupon applied by `update`, or null. */
  coupon_id: id.nullable(),
  voucher_id: id.nullable(),
  /**
   * Added (issue 37): the voucher the customer applied with `update`, the code as they typed it (answered to them
   * alone), its discount and its conditions; null without one. The offer lives on the server, so it comes back after a
   * decline, a reload, in another tab or on another device.
   */
  voucher: z
    .object({ id, code: z.string(), type: voucherType, value: z.number().int().nonnegative(), conditions: voucherConditions })
    .nullable()
    .optional(),
  /** The plan price minus the discount (floored at 0). */
  discount_price: fils,
  /** The part of a discount above the plan price, kept as a new coupon when the plan is placed ('New voucher'). */
  new_voucher: fils,
  /** What the customer pays: plan price after discount + bag deposit + shipping (the amount charged online). */
  amount_due: fils,
  shipping: fils,
  /** The meal plan has exactly days_count days (Continue and Proceed to Pay are allowed). */
  daysMatch: z.boolean(),
});
export type PendingCheckoutParams = z.infer<typeof pendingCheckoutParams>;

export const checkoutDetails = z.object({
  cutlery: wireFlag,
  /** 18000 (the 180 AED deposit) or 0 ('Renewal: already paid bag deposit', only for a renewal). */
  bag_price: fils,
  /** Added beyond the spec (decision 5): a common voucher, applied by its code (the id alone is refused). */
  voucher_id: id.nullable().optional(),
  voucher_code: voucherCode.optional(),
  /** Added beyond the spec: the customer's own coupon. */
  coupon_id: id.nullable().optional(),
});

export const mobileCheckout = {
  getPending: defineCall({
    access: 'customer',
    limit: 'read',
    request: z.object({ user_id: sessionUserId }),
    /** planParams is null (and mealPlan empty) when the user has no pending checkout. */
    ok: z.object({ planParams: pendingCheckoutParams.nullable(), mealPlan }),
  }),
  /**
   * Saves the plan at the end of step 3 (replacing the customer's pending checkout plan). detailsData: the dishes the
   * page chose; when it is empty the server chooses the default dishes of every day.
   */
  set: defineCall({
    access: 'customer',
    limit: 'append',
    request: z.object({ checkoutPlanParams, detailsData }),
    ok: z.object({ checkoutId: id }),
  }),
  setMealPlan: defineCall({
    access: 'customer',
    limit: 'save',
    request: z.object({ ...checkoutId, checkoutMealPlan: mealPlan, deliveryName: name.optional() }),
    ok: z.object({ checkoutMealPlanUpdate: mealPlan }),
  }),
  /** planId is the checkoutId; new_date is the page's own computation, the server's is the one answered. */
  skipTheDay: checkoutSkipTheDay,
  remove: defineCall({ access: 'customer', limit: 'save', request: z.object(checkoutId), ok: emptyReply }),
  viewmenupdf: defineCall({ access: 'customer', limit: 'read', request: z.object(checkoutId), ok: pdfUrlReply }),
  update: defineCall({
    access: 'customer',
    limit: 'save',
    request: z.object({ ...checkoutId, details: checkoutDetails }),
    ok: z.object(checkoutId),
  }),
  createTelrSession: defineCall({
    access: 'customer',
    limit: 'append',
    request: z.object(checkoutId),
    ok: z.object({ response: z.object({ order: z.object({ url }) }) }),
  }),
  checkTelrStatus: defineCall({
    access: 'customer',
    limit: 'save',
    request: z.object(checkoutId),
    ok: z.object({
      status: z.boolean(),
      /** Added (issue 37): the order's payments being given back (amount in fils), for the payment result page. */
      refunds: z
        .array(
          z.object({
            amount: z.number().int().nonnegative(),
            currency: z.string(),
            reason: z.enum(['twice', 'changed', 'amount', 'cancelled']),
            refunded: z.boolean(),
          }),
        )
        .optional(),
    }),
  }),
  placeneworder: defineCall({
    access: 'customer',
    limit: 'append',
    request: z.object({ ...checkoutId, action: z.literal('newPlan'), paymentMethod: z.enum(['telr', 'Not Paid']) }),
    ok: z.object({ message: z.string(), orderId: id }),
  }),
  /** Added beyond the spec (doc 2 §4.5 "Renewal"): prepares the renewed plan as the customer's pending checkout. */
  renew: defineCall({
    access: 'customer',
    limit: 'append',
    request: z.object({ action: z.enum(['samemenu', 'defaultmenu']) }),
    ok: z.object(checkoutId),
  }),
};
