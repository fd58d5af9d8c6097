// The planner's dish cards offer each dish's reviews (doc 1 §2 per-dish reviews list): rating getDishReviews {dishId}.
import type { DishReviewsLoader } from '@mealplan/shared/ui';
import type { SocketClient } from '@mealplan/shared/session';

export const dishReviewsLoader =
  (client: Pick<SocketClient, 'call'>): DishReviewsLoader =>
  async (dishId) =>
    (await client.call('rating', 'getDishReviews', { dishId })).reviews;
