// rating: dish feedback, general feedback and dish reviews (spec 1 /feedback).
import { z } from 'zod';
import { defineCall } from '../define-call';
import { dishFeedback, dishReview, emptyRequest, freeText, id, idKey, messageReply, sessionUserId, stars } from '../entities';

/** Empty text and missing stars pass here so the handler answers with the spec's own messages. */
const feedbackText = freeText;
const givenStars = stars.nullable().optional();

export const generalFeedback = z.object({
  feedback: z.string(),
  rating: stars.nullable(),
  rating2: stars.nullable(),
  rating3: stars.nullable(),
  rating4: stars.nullable(),
});
export type GeneralFeedback = z.infer<typeof generalFeedback>;

export const rating = {
  getDishes: defineCall({
    access: 'customer',
    limit: 'read',
    /** What was delivered before today: kept per customer and day, dropped by their dish saves and orders. */
    cache: { scope: 'user', key: ({ day }) => `dishes:${day}` },
    request: emptyRequest,
    /** dishes: delivered dish id -> the user's feedback (null when none yet); types: their dish-type ids. */
    ok: z.object({ dishes: z.record(idKey, dishFeedback.nullable()), types: z.array(id) }),
  }),
  setDishRating: defineCall({
    access: 'customer',
    limit: 'save',
    request: z.object({
      feedbackData: z.object({ user_id: sessionUserId, dish_id: id, rating: givenStars, feedback: feedbackText }),
    }),
    ok: z.object({ dish_id: id, message: z.string() }),
  }),
  getTotalRating: defineCall({ access: 'customer', limit: 'read', request: emptyRequest, ok: generalFeedback }),
  setTotalRating: defineCall({
    access: 'customer',
    limit: 'save',
    request: z.object({
      feedbackData: z.object({
        user_id: sessionUserId,
        feedback: feedbackText,
        rating: givenStars,
        rating2: givenStars,
        rating3: givenStars,
        rating4: givenStars,
      }),
    }),
    ok: messageReply,
  }),
  getDishReviews: defineCall({
    access: 'anyone',
    limit: 'read',
    cache: { scope: 'shared', key: ({ data }) => `reviews:${data.dishId}` },
    request: z.object({ dishId: id }),
    ok: z.object({ reviews: z.array(dishReview) }),
  }),
};
