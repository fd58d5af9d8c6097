// Feedback validation (spec document 1, §5): the feedback screens and the server use the same rules.
import { FEEDBACK_MESSAGES, type AccountMessageId } from './messages';

export const MIN_STARS = 1;
export const MAX_STARS = 5;

/** Field name -> message (a rule's message id, or a server reply's text); empty when valid. */
export type FieldErrors = Record<string, string>;

/** Field name -> the id of a rule's message (./i18n); empty when valid. */
export type RuleErrors = Record<string, AccountMessageId>;

export interface DishFeedbackInput {
  rating?: number | null;
  feedback?: string | null;
}

export interface GeneralFeedbackInput {
  feedback?: string | null;
  rating?: number | null;
  rating2?: number | null;
  rating3?: number | null;
  rating4?: number | null;
}

export function isStarRating(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= MIN_STARS && value <= MAX_STARS;
}

function hasText(value: string | null | undefined): boolean {
  return typeof value === 'string' && value.trim().length > 0;
}

export function validateDishFeedback(input: DishFeedbackInput): RuleErrors {
  const errors: RuleErrors = {};
  if (!hasText(input.feedback)) errors.feedback = FEEDBACK_MESSAGES.dishText;
  if (!isStarRating(input.rating)) errors.rating = FEEDBACK_MESSAGES.dishRating;
  return errors;
}

const GENERAL_RATINGS = [
  ['rating', FEEDBACK_MESSAGES.overall],
  ['rating2', FEEDBACK_MESSAGES.food],
  ['rating3', FEEDBACK_MESSAGES.customerService],
  ['rating4', FEEDBACK_MESSAGES.delivery],
] as const;

export function validateGeneralFeedback(input: GeneralFeedbackInput): RuleErrors {
  const errors: RuleErrors = {};
  if (!hasText(input.feedback)) errors.feedback = FEEDBACK_MESSAGES.generalText;
  for (const [field, message] of GENERAL_RATINGS) {
    if (!isStarRating(input[field])) errors[field] = message;
  }
  return errors;
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0;
}
