// Dish ratings on dish cards (issue 39; doc 2 §3 "Product (dish): ... rating", doc 1 §2 "per-dish reviews list"): the
// products list carries each rated dish's average stars, the mean of the ratings the dish's reviews show.
import type { Dish } from '@mealplan/shared/protocol';
import getArrays from '../../src/channels/get_arrays';
import { startCustomerServer } from '../support/customers';
import { ACCOUNT_TEST_TIMEOUT_MS, signUp, type AccountsTestServer } from './support';

jest.setTimeout(ACCOUNT_TEST_TIMEOUT_MS);

describe('dish ratings: the average on the products list and the reviews behind it', () => {
  let env: AccountsTestServer;

  beforeAll(async () => {
    env = await startCustomerServer({ seed: true, channels: [getArrays] });
  });
  afterAll(() => env.close());

  it('gives a rated dish the mean of its stars (one decimal), leaves an unrated dish without, and counts no banned user', async () => {
    const [first, second, third] = [await signUp(env), await signUp(env), await signUp(env)];
    const dishes = await env.server.db.query<{ id: number }>('SELECT id FROM dishes ORDER BY id LIMIT 2');
    const [rated, unrated] = dishes.map((dish) => dish.id);
    if (rated === undefined || unrated === undefined) throw new Error('catalog not seeded');
    const rate = (userId: number, stars: number, words: string) =>
      env.server.db.query('INSERT INTO dish_feedback (user_id, dish_id, rating, feedback, updated_at) VALUES ($1, $2, $3, $4, $5)', [
        userId,
        rated,
        stars,
        words,
        env.clock.now,
      ]);
    await rate(first.userId, 4, 'Tasty');
    await rate(second.userId, 5, 'Lovely');
    await rate(third.userId, 1, 'Spam');
    await env.server.db.query('UPDATE users SET banned = true WHERE id = $1', [third.userId]);

    const guest = await env.connect();
    const reply = await guest.call('get_arrays', 'get', { type: ['products'] });
    expect(reply).toMatchObject({ type: 'getOk' });
    const products = (reply.data as { products: Dish[] }).products;
    expect(products.find((dish) => dish.id === rated)?.rating).toBe(4.5);
    expect(products.find((dish) => dish.id === unrated)).not.toHaveProperty('rating');

    const reviews = await guest.call('rating', 'getDishReviews', { dishId: rated });
    expect(reviews.type).toBe('getDishReviewsOk');
    expect((reviews.data as { reviews: Array<{ rating: number }> }).reviews.map((review) => review.rating).sort()).toEqual([4, 5]);
  });
});
