// mobile_checkout: the /checkout flow (spec 2 §7 "Checkout").
import { z } from 'zod';
import { defineCall } from '../define-call';
import { checkoutPlanParams, detailsData, emptyReply, fils, id, mealPlan, name, sessionUserId, url, wireFlag } from '../entities';
import { pdfUrlReply, skipTheDay } from './plan-calls';

const checkoutId = { checkoutId: id };

export const mobileCheckout = {
  getPending: defineCall({
    access: 'customer',
    limit: 'read',
    planned: true,
    request: z.strictObject({ user_id: sessionUserId }),
    /** planParams is null when the user has no pending checkout. */
    ok: z.object({ planParams: checkoutPlanParams.nullable(), mealPlan }),
  }),
  set: defineCall({
    access: 'customer',
    limit: 'append',
    planned: true,
    request: z.strictObject({ checkoutPlanParams, detailsData }),
    ok: z.object({ checkoutId: id }),
  }),
  setMealPlan: defineCall({
    access: 'customer',
    limit: 'save',
    planned: true,
    request: z.strictObject({ ...checkoutId, checkoutMealPlan: mealPlan, deliveryName: name.optional() }),
    ok: z.object({ checkoutMealPlanUpdate: mealPlan }),
  }),
  skipTheDay,
  remove: defineCall({ access: 'customer', limit: 'save', planned: true, request: z.strictObject(checkoutId), ok: emptyReply }),
  viewmenupdf: defineCall({ access: 'customer', limit: 'read', planned: true, request: z.strictObject(checkoutId), ok: pdfUrlReply }),
  update: defineCall({
    access: 'customer',
    limit: 'save',
    planned: true,
    request: z.strictObject({ ...checkoutId, details: z.strictObject({ cutlery: wireFlag, bag_price: fils }) }),
    ok: z.object(checkoutId),
  }),
  createTelrSession: defineCall({
    access: 'customer',
    limit: 'append',
    planned: true,
    request: z.strictObject(checkoutId),
    ok: z.object({ response: z.object({ order: z.object({ url }) }) }),
  }),
  checkTelrStatus: defineCall({
    access: 'customer',
    limit: 'save',
    planned: true,
    request: z.strictObject(checkoutId),
    ok: z.object({ status: z.boolean() }),
  }),
  placeneworder: defineCall({
    access: 'customer',
    limit: 'append',
    planned: true,
    request: z.strictObject({ ...checkoutId, action: z.literal('newPlan'), paymentMethod: z.enum(['telr', 'Not Paid']) }),
    ok: z.object({ message: z.string(), orderId: id }),
  }),
  /** Added beyond the spec (doc 2 §4.5 "Renewal"): prepares the renewed plan as the customer's pending checkout. */
  renew: defineCall({
    access: 'customer',
    limit: 'append',
    planned: true,
    request: z.strictObject({ action: z.enum(['samemenu', 'defaultmenu']) }),
    ok: z.object(checkoutId),
  }),
};
