// rating: the signed-in customer's dish and general feedback, and a dish's public reviews.
import { ACCOUNT_MESSAGES, validateDishFeedback, validateGeneralFeedback, type RuleErrors } from '@mealplan/shared/account';
import { today } from '@mealplan/shared/time';
import {
  deliveredDishesWithFeedback,
  dishReviews,
  generalFeedbackOf,
  saveDishFeedback,
  saveGeneralFeedback,
  wasDelivered,
} from '../accounts/feedback';
import { userViewChanged } from '../accounts/user-view';
import { cachedRead } from '../realtime/call-cache';
import { defineChannel } from '../realtime/channel';
import { ClientError } from '../errors';

function refuseInvalid(errors: RuleErrors): void {
  const first = Object.values(errors)[0];
  if (first !== undefined) throw new ClientError(first, errors);
}

export default defineChannel('rating', {
  /**
   * Kept per user and day (what was delivered before today): the customer's dish saves and orders placed drop it
   * (userViewChanged), here and on every other process.
   */
  async getDishes(_data, ctx) {
    const userId = ctx.requireUser();
    const now = ctx.now();
    return cachedRead(ctx.services.cache, `user:${userId}:dishes:${today(now)}`, () => deliveredDishesWithFeedback(ctx.db, userId, now));
  },
  /** user_id comes from the session, never from the payload. */
  async setDishRating({ feedbackData }, ctx) {
    const userId = ctx.requireUser();
    refuseInvalid(validateDishFeedback(feedbackData));
    if (!(await wasDelivered(ctx.db, userId, feedbackData.dish_id, ctx.now()))) {
      throw new ClientError(ACCOUNT_MESSAGES.dishNotDelivered);
    }
    // Validated above: the stars are present.
    await saveDishFeedback(ctx.db, userId, { ...feedbackData, rating: Number(feedbackData.rating) }, ctx.now());
    // The dish's public reviews and the customer's delivered dishes with feedback changed: every process drops its copy.
    await ctx.services.cache?.invalidate(`reviews:${feedbackData.dish_id}`);
    await userViewChanged(ctx.services, userId);
    return { dish_id: feedbackData.dish_id, message: ACCOUNT_MESSAGES.feedbackSaved };
  },
  async getTotalRating(_data, ctx) {
    const userId = ctx.requireUser();
    return generalFeedbackOf(ctx.db, userId);
  },
  async setTotalRating({ feedbackData }, ctx) {
    const userId = ctx.requireUser();
    refuseInvalid(validateGeneralFeedback(feedbackData));
    const { feedback, rating, rating2, rating3, rating4 } = feedbackData;
    // Validated above: all four ratings are present.
    const stars = { rating: Number(rating), rating2: Number(rating2), rating3: Number(rating3), rating4: Number(rating4) };
    await saveGeneralFeedback(ctx.db, userId, { feedback, ...stars }, ctx.now());
    return { message: ACCOUNT_MESSAGES.feedbackSaved };
  },
  async getDishReviews({ dishId }, ctx) {
    return { reviews: await cachedRead(ctx.services.cache, `reviews:${dishId}`, () => dishReviews(ctx.db, dishId)) };
  },
});
