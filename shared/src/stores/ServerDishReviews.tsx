// Every area's dish cards offer each dish's reviews (doc 1 §2 per-dish reviews list) through one loader:
// rating getDishReviews {dishId}. The kit's cards have no socket, so a page wraps them in this provider once.
import type { ReactNode } from 'react';
import type { SocketClient } from '@mealplan/shared/session';
import { DishReviewsProvider, type DishReviewsLoader } from '@mealplan/shared/ui';
import { usePageStore } from './usePageStore';

/** Reads one dish's reviews with the given client (rating getDishReviews; anyone may ask). */
export const dishReviewsLoader =
  (client: Pick<SocketClient, 'call'>): DishReviewsLoader =>
  async (dishId) =>
    (await client.call('rating', 'getDishReviews', { dishId })).reviews;

/** Gives every dish card below it a 'Reviews' button that reads from the server. */
export function ServerDishReviews({ children }: { children: ReactNode }) {
  const load = usePageStore(({ client }) => dishReviewsLoader(client));
  return <DishReviewsProvider load={load}>{children}</DishReviewsProvider>;
}
