// Every text the order core answers with, in one place so the server message catalogue can take them over.
// Texts the specification gives are re-exported verbatim from the shared rules; the others are ours, because the
// specification shows no server-side wording for these refusals.
export {
  ALLERGY_MESSAGE,
  DAY_NOT_IN_PLAN_MESSAGE,
  FILL_MENU_MESSAGE,
  MIN_MEALS_NOTICE,
  SELECT_SLOT_MESSAGE,
  WRONG_VOUCHER_MESSAGE,
} from '@mealplan/shared/domain';

export const ORDER_MESSAGES = {
  /** The wizard's thank-you text (doc 2 §2.2 step 7), also the setOk message. */
  placed: 'Thank you for the order. Our manager will contact you soon.',
  /** Confirmation after Save for Later (doc 2 §8). */
  draftSaved: 'Your data is saved. Please add this page to bookmarks and complete your menu modify later.',
  priceChanged: 'The price of your plan has changed. Please review your order.',
  planNotOffered: 'This plan is not offered for the chosen diet and meals. Please build your plan again.',
  mealTypeNotOffered: 'This meal is not offered with your diet. Please build your plan again.',
  dishNotOffered: 'A chosen dish is not on the menu for its meal. Please choose another dish.',
  duplicateLine: 'Please choose one dish per meal and day.',
  startDateUnavailable: 'This start date is not available. Please choose another date.',
  alreadyHasPlan: 'You already have a meal plan.',
  notRenewable: 'Your meal plan cannot be renewed now.',
  couponAndVoucher: 'Please use either a coupon or a voucher code, not both.',
  couponUnavailable: 'This coupon is not available.',
  voucherUsed: 'You have already used this voucher code.',
  noOrder: 'No meal plan found.',
} as const;

export const PROFILE_STEP_MESSAGES = {
  preferencesSaved: 'Your preferences are saved.',
  profileSaved: 'Your profile is saved.',
  deliverySaved: 'Your delivery details are saved.',
  unknownIngredient: 'Please choose allergies and dislikes from the list.',
  unknownMedicalCondition: 'Please choose medical conditions from the list.',
  unknownLanguage: 'Please choose a language from the list.',
} as const;
