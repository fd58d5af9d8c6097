// Calls that order and mobile_checkout share: skipping a day and the menu PDF.
import { z } from 'zod';
import { defineCall } from '../define-call';
import { boolish, id, mealPlan, optional, unixSeconds, url } from '../entities';

/** Both channels' skipTheDay: a customer's save, not handled yet on either. */
export const skipTheDay = defineCall({
  access: 'customer',
  limit: 'save',
  planned: true,
  request: z.strictObject({ skip_date: unixSeconds, new_date: unixSeconds, planId: id }),
  ok: z.object({ skipDate: unixSeconds, newDate: unixSeconds, newMealplan: mealPlan }),
});

/**
 * order exportPdf / mailPdf: the document's language (spec: is_arabic). Added beyond the spec: `orderType`, which
 * plan (as `order get`): 'active', the current one (default), or 'future', the renewal.
 */
export const pdfRequest = z.strictObject({ is_arabic: boolish, orderType: optional(z.enum(['active', 'future'])) });
export const pdfUrlReply = z.object({ url });
