// rating: the signed-in customer's dish and general feedback, and a dish's public reviews.
import { ACCOUNT_MESSAGES } from '@mealplan/shared/account';
import { deliveredDishesWithFeedback, dishReviews, generalFeedbackOf } from '../accounts/feedback';
import { rateDish, rateService } from '../accounts/rating';
import { defineChannel } from '../realtime/channel';

export default defineChannel('rating', {
  /**
   * Kept per user and day (its declared cache policy): the customer's dish saves and orders placed drop it
   * (customerChanged, orders/order-events.ts), here and on every other process.
   */
  async getDishes(_data, ctx, userId) {
    return deliveredDishesWithFeedback(ctx.db, userId, ctx.now());
  },
  /** user_id comes from the session, never from the payload. */
  async setDishRating({ feedbackData }, ctx, userId) {
    await rateDish(ctx, userId, feedbackData);
    return { dish_id: feedbackData.dish_id, message: ACCOUNT_MESSAGES.feedbackSaved };
  },
  async getTotalRating(_data, ctx, userId) {
    return generalFeedbackOf(ctx.db, userId);
  },
  async setTotalRating({ feedbackData }, ctx, userId) {
    await rateService(ctx, userId, feedbackData);
    return { message: ACCOUNT_MESSAGES.feedbackSaved };
  },
  async getDishReviews({ dishId }, ctx) {
    return { reviews: await dishReviews(ctx.db, dishId) };
  },
});
