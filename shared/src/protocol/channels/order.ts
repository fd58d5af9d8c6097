// order: the customer's plan: load, modify, skip, cancel, sides, cart, PDFs, and placing a wizard order.
import { z } from 'zod';
import { DAY_STATUSES } from '../../domain/dayStatus';
import { normaliseVoucherCode, VOUCHER_CODE_MAX_LENGTH } from '../../domain/prices';
import { defineCall } from '../define-call';
import {
  boundedRecord,
  count,
  detailsData,
  emptyRequest,
  fils,
  wireFlag,
  id,
  idKey,
  idList,
  dayKey,
  mealPlan,
  messageReply,
  optional,
  text,
  orderPlan,
  planParams,
  sessionUserId,
  stars,
  unixSeconds,
  voucherConditions,
  voucherType,
} from '../entities';
import { pdfRequest, pdfUrlReply, skipTheDay } from './plan-calls';
import { userSides } from './profile-dashboard';
import { customPlanRow } from './custom_plan';

/** Client-generated key of one order attempt (e.g. crypto.randomUUID()). */
export const requestKey = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8 to 64 letters, digits, - or _');
/** Normalised here, at the edge, with the same function the page's field uses: handlers get it upper-cased. */
export const voucherCode = text.trim().max(VOUCHER_CODE_MAX_LENGTH).transform(normaliseVoucherCode);
/** The wizard state "Save for Later" keeps: the wizard's plan params (spec 2 §3), meal plan and the diet's custom plans. */
export const wizardDraft = z.object({
  planParams: planParams
    .pick({
      id: true,
      step: true,
      build: true,
      mealType: true,
      mealPlan: true,
      diet: true,
      date: true,
      end_date: true,
      deliverySlot: true,
      slot_id: true,
      coupon: true,
      price: true,
      payed: true,
      modified: true,
    })
    /** The wizard's cutlery (spec 2: a bool; older drafts hold 0/1): a boolean inside the code. */
    .extend({ cutlery: wireFlag.optional() }),
  mealPlan,
  customPlans: z
    .array(customPlanRow.extend({ data: z.array(idList.max(100)).max(31) }))
    .max(20)
    .optional(),
});
export type WizardDraft = z.infer<typeof wizardDraft>;

export const placedOrder = z.object({
  message: z.string(),
  orderId: id,
  /** Server-computed amounts, fils. */
  price: fils,
  discount: fils,
  total: fils,
  bagDeposit: fils,
  shipping: fils,
  /** The part of a discount above the subtotal, kept for the customer as a new coupon ('New voucher'). */
  newVoucher: fils,
  /**
   * Online payment (issue 37): nothing is placed yet. The plan is held as the customer's checkout plan, `orderId` its
   * checkout id, placed once paid (mobile_checkout createTelrSession, then placeneworder).
   */
  awaitingPayment: z.boolean().optional(),
});
export type PlacedOrder = z.infer<typeof placedOrder>;

/** A day of an order as /modify shows it (issue 20): what only the server knows, so the page does not recompute it. */
export const orderDay = z.object({
  /** The shared day status (dayStatus.ts): skipped, paused, additional, delivered, past, in-buffer, filled, not-completed. */
  status: z.enum(DAY_STATUSES),
  /** The day can be neither edited nor skipped (48 hours, the 3-day buffer, a pause, an additional delivery). */
  locked: z.boolean(),
  /** The moment (exclusive) the day stops accepting changes (shared changeDeadline): "Changes until …". */
  changeUntil: unixSeconds,
  /** An additional-delivery day: n of 'Additional Delivery #n'. */
  additional: z.number().int().positive().optional(),
  /** A skipped day: the day it moved to. */
  skippedTo: unixSeconds.optional(),
});
export type OrderDay = z.infer<typeof orderDay>;

/** 'Plan Changed from {diet} to {diet} on {date}': the diet the plan changed from and to on that day. */
export const planChange = z.object({ day: unixSeconds, fromDiet: id, toDiet: id });
export type PlanChange = z.infer<typeof planChange>;

/**
 * order get (spec 3 §7: {mealPlan, planParams}) with what /modify needs beyond it (issue 20): which plan this is,
 * whether it awaits payment (placed in the wizard, not yet paid: editable like a future plan), whether a renewed plan
 * exists (the switcher), each day's status, the diet changes, and the additional-delivery days with their dishes.
 */
export const modifyOrderPlan = orderPlan.extend({
  orderType: z.enum(['active', 'future']),
  awaitingPayment: z.boolean(),
  /** The customer has a renewed (future) plan besides the active one: 'View my renewed plan' / 'View my active plan'. */
  hasRenewal: z.boolean(),
  /** Every day of the plan, skipped and additional days included. */
  days: boundedRecord(dayKey, orderDay, 500),
  planChanges: z.array(planChange).max(400),
  /** The additional-delivery days' dishes (same shape as mealPlan; not part of mealPlan). */
  customMealPlan: mealPlan,
});
export type ModifyOrderPlan = z.infer<typeof modifyOrderPlan>;

const modification = {
  orderId: id,
  deliverySlot: id,
  detailsData,
  /**
   * skipped date -> replacement date. modify takes back a skipped day this map leaves out ('Remove from skipped');
   * a day added to it is not skipped (skipTheDay skips).
   */
  skipped: z.record(dayKey, unixSeconds),
  cutlery: wireFlag,
  /** Plan-params changes of this modification (diet, meal types ...). */
  updateData: planParams.partial().optional(),
  /** First day the modification applies to. */
  updateDate: optional(unixSeconds),
  mealType: idList,
};

const cartItem = z.object({ id, dish_id: id, to_type_id: id, to_dish_id: id, date: unixSeconds, price: fils });
export type CartItem = z.infer<typeof cartItem>;

const userSideChoice = z.object({ side_id: id, type: z.enum(['alternative', 'addons']) });

export const order = {
  get: defineCall({
    access: 'customer',
    limit: 'read',
    request: z.object({ orderType: z.enum(['active', 'future']), hidePause: z.boolean().optional() }),
    ok: modifyOrderPlan,
  }),
  modify: defineCall({ access: 'customer', limit: 'save', request: z.object(modification), ok: messageReply }),
  custommodify: defineCall({
    access: 'customer',
    limit: 'save',
    request: z.object({ ...modification, customMealPlan: z.boolean() }),
    ok: messageReply,
  }),
  setCutlery: defineCall({
    access: 'customer',
    limit: 'save',
    request: z.object({ orderId: id, cutlery: wireFlag }),
    ok: messageReply,
  }),
  cancel: defineCall({
    access: 'customer',
    limit: 'save',
    /**
     * Beyond the spec's {orderId, makeCoupon}: `terms`, the accepted terms the cancel modal requires (doc 3 §2), so a
     * cancel is refused unless they were accepted.
     */
    request: z.object({
      orderId: id,
      makeCoupon: z.boolean(),
      terms: z.literal(true),
      /**
       * Beyond the spec (issue 37): the quote the customer confirmed (cancelQuote's effectiveDate and value). When sent
       * and the terms changed since (a day passed), the cancel is refused so the dialog can show the new ones.
       */
      quote: z.object({ effectiveDate: unixSeconds, value: fils }).optional(),
    }),
    /** Beyond the spec: the day the cancellation takes effect, and the coupon given or the refund owed (fils, or 0). */
    ok: z.object({ message: z.string(), itWasFuture: z.boolean(), effectiveDate: unixSeconds, couponValue: fils, refundValue: fils }),
  }),
  /**
   * Beyond the spec (issue 37 item 6): what cancelling the customer's own placed plan now would do under the published
   * policy (shared/src/domain/cancellation.ts with the settings' numbers), shown before the customer confirms.
   */
  cancelQuote: defineCall({
    access: 'customer',
    limit: 'read',
    request: z.object({ orderId: id }),
    ok: z.object({
      paid: z.boolean(),
      itIsFuture: z.boolean(),
      /** The first day not delivered. */
      effectiveDate: unixSeconds,
      /** Delivery days from today until the effective date, still delivered. */
      stillDelivered: z.array(unixSeconds),
      unusedDays: count,
      unusedValue: fils,
      feePercent: count,
      fee: fils,
      /** The coupon or refund: the unused value less the fee. */
      value: fils,
      refundWeeks: count,
      bankDaysMin: count,
      bankDaysMax: count,
    }),
  }),
  skipTheDay,
  getUserSides: defineCall({
    access: 'customer',
    limit: 'read',
    request: z.object({ userId: sessionUserId, orderId: id }),
    ok: z.object({ usersides: userSides }),
  }),
  getDietProducts: defineCall({
    access: 'customer',
    limit: 'read',
    request: z.object({ orderId: id }),
    ok: z.object({ products: z.array(id) }),
  }),
  getCustomDays: defineCall({
    access: 'customer',
    limit: 'read',
    request: z.object({ orderId: id }),
    ok: z.object({ mealPlan, planParams: planParams.nullable() }),
  }),
  getRatings: defineCall({
    access: 'customer',
    limit: 'read',
    request: z.object({ userId: sessionUserId }),
    ok: z.object({ ratings: z.record(idKey, stars) }),
  }),
  getCart: defineCall({
    access: 'customer',
    limit: 'read',
    request: z.object({ userId: sessionUserId }),
    ok: z.object({ cart: z.array(cartItem) }),
  }),
  removeFromCart: defineCall({
    access: 'customer',
    limit: 'save',
    request: z.object({ cartId: id }),
    ok: z.object({ cartId: id }),
  }),
  addToCart: defineCall({
    access: 'customer',
    limit: 'append',
    request: z.object({
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
    access: 'customer',
    limit: 'save',
    request: z.object({
      sides: z.array(userSideChoice).max(20),
      date: unixSeconds,
      dishId: id,
      orderId: id,
      userId: sessionUserId,
      sidetype: id,
    }),
    ok: messageReply,
  }),
  exportPdf: defineCall({ access: 'customer', limit: 'read', request: pdfRequest, ok: pdfUrlReply }),
  mailPdf: defineCall({ access: 'customer', limit: 'send', request: pdfRequest, ok: messageReply }),
  /**
   * Placing the wizard order (spec 2 §7 Wizard). The server recomputes the price and checks every line; `price` is
   * the plan price the page showed (before discount), refused when it differs. A common voucher is applied by its
   * code (never by id alone). Added beyond the spec: `cutlery`, and `requestKey`, generated once per order attempt
   * by the page: the same key again answers with the order it already created.
   */
  set: defineCall({
    access: 'customer',
    limit: 'append',
    request: z.object({
      orderData: z.object({
        coupon_id: id.nullable(),
        voucher_id: id.nullable(),
        /** Upper-cased, at most 10 characters (spec 2 §5.3); empty or absent = no voucher. */
        voucher_code: voucherCode.optional(),
        paymentMethod: z.enum(['cash', 'telr', 'Not Paid']),
        mealPlan_id: id,
        price: fils,
        diet_id: id,
        shipping: fils,
      }),
      detailsData: detailsData.min(1),
      deliverySlot: id,
      build: z.enum(['new', 'renew']),
      cutlery: optional(wireFlag),
      /** Absent (the spec's payload): the server derives the key from the customer and the request. */
      requestKey: optional(requestKey),
    }),
    ok: placedOrder,
  }),
  /** Checks a common voucher code on the server (codes are never sent to the browser). */
  checkVoucher: defineCall({
    access: 'customer',
    limit: 'link',
    /** days_count (added beyond the spec): the plan's days when chosen, so a plan too short is refused at once. */
    request: z.object({ code: voucherCode, days_count: optional(z.number().int().min(1).max(90)) }),
    ok: z.object({ voucher_id: id, type: voucherType, value: z.number().int().nonnegative(), conditions: voucherConditions }),
  }),
  /** "Save for Later": keeps the wizard state on the server so another device can continue (not in the spec). */
  saveDraft: defineCall({ access: 'customer', limit: 'save', request: z.object({ draft: wizardDraft }), ok: messageReply }),
  /** The saved wizard state, or null. */
  getDraft: defineCall({ access: 'customer', limit: 'read', request: emptyRequest, ok: z.object({ draft: wizardDraft.nullable() }) }),
  remainingDeliveries: defineCall({
    access: 'customer',
    limit: 'read',
    request: emptyRequest,
    ok: z.object({ count: z.number().int().nonnegative(), days: z.array(unixSeconds) }),
    style: 'status',
  }),
};
