// Calls that order and mobile_checkout share: skipping a day and the menu PDF.
import { z } from 'zod';
import { defineCall } from '../define-call';
import { boolish, id, mealPlan, optional, unixSeconds, url } from '../entities';

const skipTheDayCall = {
  access: 'customer',
  limit: 'save',
  request: z.object({ skip_date: unixSeconds, new_date: unixSeconds, planId: id }),
  ok: z.object({ skipDate: unixSeconds, newDate: unixSeconds, newMealplan: mealPlan }),
} as const;

/** order skipTheDay (the customer's order's days; planId is the orderId). */
export const skipTheDay = defineCall(skipTheDayCall);
/** mobile_checkout skipTheDay: the same call on a checkout plan (planId is the checkoutId). */
export const checkoutSkipTheDay = defineCall(skipTheDayCall);

/**
 * order exportPdf / mailPdf: the document's language (spec: is_arabic). Added beyond the spec: `orderType`, which
 * plan (as `order get`): 'active', the current one (default), or 'future', the renewal.
 */
export const pdfRequest = z.object({ is_arabic: boolish, orderType: optional(z.enum(['active', 'future'])) });
export const pdfUrlReply = z.object({ url });
