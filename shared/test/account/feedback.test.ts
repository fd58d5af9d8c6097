import fc from 'fast-check';
import { FEEDBACK_MESSAGES, hasErrors, validateDishFeedback, validateGeneralFeedback, type RuleErrors } from '../../src/account';
import { english } from './english';

/** The errors as their English texts. */
const inEnglish = (errors: RuleErrors) => Object.fromEntries(Object.entries(errors).map(([field, id]) => [field, english(id)]));

describe('validateDishFeedback', () => {
  it('accepts a rating and some text', () => {
    expect(validateDishFeedback({ rating: 4, feedback: 'Tasty' })).toEqual({});
  });

  it('reports both messages at once when text and rating are missing', () => {
    expect(validateDishFeedback({ rating: null, feedback: '   ' })).toEqual({
      feedback: FEEDBACK_MESSAGES.dishText,
      rating: FEEDBACK_MESSAGES.dishRating,
    });
    expect(english(FEEDBACK_MESSAGES.dishText)).toBe('Leave few words about dish');
    expect(english(FEEDBACK_MESSAGES.dishRating)).toBe('Please rate this dish');
  });

  it('refuses ratings outside 1..5 or fractional', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ max: 0 }), fc.integer({ min: 6 }), fc.double({ noInteger: true })), (rating) => {
        expect(validateDishFeedback({ rating, feedback: 'ok' }).rating).toBe(FEEDBACK_MESSAGES.dishRating);
      }),
    );
  });
});

describe('validateGeneralFeedback', () => {
  it('accepts text and four ratings', () => {
    const errors = validateGeneralFeedback({ feedback: 'Great', rating: 5, rating2: 4, rating3: 3, rating4: 1 });
    expect(hasErrors(errors)).toBe(false);
  });

  it('names every missing part with the spec message', () => {
    expect(inEnglish(validateGeneralFeedback({}))).toEqual({
      feedback: 'Leave few words about MealPlan',
      rating: 'Please rate overall experience',
      rating2: 'Please rate food',
      rating3: 'Please rate customer service',
      rating4: 'Please rate delivery',
    });
  });

  it('reports only the missing rating', () => {
    expect(inEnglish(validateGeneralFeedback({ feedback: 'x', rating: 5, rating2: 5, rating3: 0, rating4: 5 }))).toEqual({
      rating3: 'Please rate customer service',
    });
  });
});
