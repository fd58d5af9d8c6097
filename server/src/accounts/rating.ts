// Rating a delivered dish or the service (spec 3 §2 feedback): checked, then saved for the customer only.
import { ACCOUNT_MESSAGES, validateDishFeedback, validateGeneralFeedback } from '@mealplan/shared/account';
import type { RequestData } from '@mealplan/shared/protocol';
import { today } from '@mealplan/shared/time';
import { ClientError, refuseFieldErrors } from '../errors';
import { dishRated } from '../orders/order-events';
import { wasDishDeliveredBefore } from '../orders/reads/deliveries';
import type { AccountDeps, SaveDeps } from './deps';
import { saveDishFeedback, saveGeneralFeedback } from './feedback';

type RatingDeps = Pick<AccountDeps, 'db' | 'now'>;

/** Saves the customer's stars and words on a dish delivered to them and announces it; refuses a dish they never received. */
export async function rateDish(
  deps: RatingDeps & SaveDeps,
  userId: number,
  feedbackData: RequestData<'rating', 'setDishRating'>['feedbackData'],
): Promise<void> {
  refuseFieldErrors(validateDishFeedback(feedbackData));
  if (!(await wasDishDeliveredBefore(deps.db, userId, feedbackData.dish_id, today(deps.now())))) {
    throw new ClientError(ACCOUNT_MESSAGES.dishNotDelivered);
  }
  // Validated above: the stars are present.
  await saveDishFeedback(deps.db, userId, { ...feedbackData, rating: Number(feedbackData.rating) }, deps.now());
  // The dish's public reviews and the customer's delivered dishes with feedback changed: every process drops its copy.
  await dishRated(deps.services, userId, feedbackData.dish_id);
}

/** Saves the customer's four ratings of the service and their words. */
export async function rateService(
  deps: RatingDeps,
  userId: number,
  feedbackData: RequestData<'rating', 'setTotalRating'>['feedbackData'],
): Promise<void> {
  refuseFieldErrors(validateGeneralFeedback(feedbackData));
  const { feedback, rating, rating2, rating3, rating4 } = feedbackData;
  // Validated above: all four ratings are present.
  const stars = { rating: Number(rating), rating2: Number(rating2), rating3: Number(rating3), rating4: Number(rating4) };
  await saveGeneralFeedback(deps.db, userId, { feedback, ...stars }, deps.now());
}
