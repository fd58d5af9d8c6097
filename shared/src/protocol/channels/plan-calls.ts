// Calls that order and mobile_checkout share: skipping a day and the menu PDF.
import { z } from 'zod';
import { defineCall } from '../define-call';
import { boolish, id, mealPlan, unixSeconds, url } from '../entities';

export const skipTheDay = defineCall({
  request: z.strictObject({ skip_date: unixSeconds, new_date: unixSeconds, planId: id }),
  ok: z.object({ skipDate: unixSeconds, newDate: unixSeconds, newMealplan: mealPlan }),
});

export const pdfRequest = z.strictObject({ is_arabic: boolish });
export const pdfUrlReply = z.object({ url });
