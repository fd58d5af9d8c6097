// What the compiler enforces about the server's handlers (issue 39 "Server handlers"): a channel must handle every
// call the protocol declares on it, and a customer call's handler is handed the caller's id as a CustomerId that a
// plain number is not. The @ts-expect-error lines are checked by `tsc -b` (npm run typecheck): each fails the
// typecheck as soon as what it expects no longer errs. every-call.test.ts checks the same at run time.
import { defineChannel, type CustomerId } from '../../src/realtime/channel';

const said = async () => ({ message: 'ok' });

describe('the handler types', () => {
  it('require a handler for every declared call of a channel', () => {
    // @ts-expect-error restore_password declares check, set and try: a channel without set does not compile.
    const missingSet = defineChannel('restore_password', { check: said, try: said });
    const complete = defineChannel('restore_password', { check: said, try: said, set: said });
    expect(Object.keys(missingSet.handlers).sort()).toEqual(['check', 'try']);
    expect(Object.keys(complete.handlers).sort()).toEqual(['check', 'set', 'try']);
  });

  it("hand a customer call's handler the customer's id, and no other call's", () => {
    const seen: CustomerId[] = [];
    const rating = defineChannel('rating', {
      getDishes: async (_data, _ctx, userId) => {
        seen.push(userId);
        return { dishes: {}, types: [] };
      },
      setDishRating: async ({ feedbackData }) => ({ dish_id: feedbackData.dish_id, message: 'ok' }),
      getTotalRating: async () => ({ feedback: '', rating: null, rating2: null, rating3: null, rating4: null }),
      setTotalRating: said,
      // @ts-expect-error getDishReviews is anyone's call: its handler is not handed a customer id.
      getDishReviews: async (_data, _ctx, _userId: CustomerId) => ({ reviews: [] }),
    });
    // @ts-expect-error a plain number is not a customer id: only the dispatcher makes one.
    const notACustomer: CustomerId = 7;
    expect(Object.keys(rating.handlers)).toContain('getDishes');
    expect(notACustomer).toBe(7);
  });
});
