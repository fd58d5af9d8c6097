// Every text the order core answers with, as ids of the server catalogue (server/src/i18n en.json / ar.json, ids
// order.* and profileStep.*), which holds the English and the Arabic and answers in the socket's language.
// Texts the specification gives are there verbatim; a refusal a shared rule also gives is the rule's id (the domain
// catalogue), so the server and the pages show one wording. The others are ours, because the specification shows no
// server-side wording for these refusals.
import {
  ADDITIONAL_DELIVERY_MESSAGE,
  ALLERGY_MESSAGE,
  DAY_NOT_IN_PLAN_MESSAGE,
  DAYS_MISMATCH_MESSAGE,
  LOCKED_DAY_MESSAGE,
  FILL_MENU_MESSAGE,
  PAUSED_DAY_MESSAGE,
  MIN_MEALS_NOTICE,
  SELECT_SLOT_MESSAGE,
  WRONG_VOUCHER_MESSAGE,
} from '@mealplan/shared/domain';
import type { ServerMessageId } from '../i18n';

export const ORDER_MESSAGES = {
  /** The wizard's thank-you text (doc 2 §2.2 step 7), also the setOk message. */
  placed: 'order.placed',
  /** Online payment chosen in the wizard (issue 37): the plan is saved as the checkout plan, placed once paid. */
  heldForPayment: 'order.heldForPayment',
  /** Confirmation after Save for Later (doc 2 §8). */
  draftSaved: 'order.draftSaved',
  priceChanged: 'order.priceChanged',
  planNotOffered: 'order.planNotOffered',
  mealTypeNotOffered: 'order.mealTypeNotOffered',
  dishNotOffered: 'order.dishNotOffered',
  duplicateLine: 'order.duplicateLine',
  startDateUnavailable: 'order.startDateUnavailable',
  alreadyHasPlan: 'order.alreadyHasPlan',
  notRenewable: 'order.notRenewable',
  couponAndVoucher: 'order.couponAndVoucher',
  couponUnavailable: 'order.couponUnavailable',
  voucherUsed: 'order.voucherUsed',
  noOrder: 'order.noOrder',
  wrongVoucher: WRONG_VOUCHER_MESSAGE,
  fillMenu: FILL_MENU_MESSAGE,
  dayNotInPlan: DAY_NOT_IN_PLAN_MESSAGE,
  minMeals: MIN_MEALS_NOTICE,
  selectSlot: SELECT_SLOT_MESSAGE,
  allergy: ALLERGY_MESSAGE,
} as const satisfies Record<string, ServerMessageId>;

/** The day calls of an order on /modify (doc 3 §4, §8): the spec's texts where it gives them (cutlery, the day locks). */
export const MODIFY_MESSAGES = {
  /** setCutlery's success (doc 3 §8). */
  cutlerySet: 'order.cutlerySet',
  /** modify / custommodify success (the spec shows none). */
  daysSaved: 'order.daysSaved',
  notAdditionalDay: 'order.notAdditionalDay',
  dayLocked: LOCKED_DAY_MESSAGE,
  dayPaused: PAUSED_DAY_MESSAGE,
  additionalDelivery: ADDITIONAL_DELIVERY_MESSAGE,
} as const satisfies Record<string, ServerMessageId>;

/** The checkout's texts (doc 2 §2.3, §4.5, §5.6–5.9); the spec's where it gives one (placed, bag deposit). */
export const CHECKOUT_MESSAGES = {
  /** The success page's headline (doc 2 §2.3), also placeneworder's message. */
  placed: 'checkout.placed',
  notFound: 'checkout.notFound',
  bagDepositMandatory: 'checkout.bagDepositMandatory',
  startOutOfRange: 'checkout.startOutOfRange',
  noDeliveryWeekday: 'checkout.noDeliveryWeekday',
  paymentNotConfirmed: 'checkout.paymentNotConfirmed',
  notPayable: 'checkout.notPayable',
  /** A capture given back (issue 37), {amount} in AED. */
  refundTwice: 'checkout.refund.twice',
  refundChanged: 'checkout.refund.changed',
  refundAmount: 'checkout.refund.amount',
  refundCancelled: 'checkout.refund.cancelled',
  addressSaved: 'checkout.addressSaved',
  dayLocked: LOCKED_DAY_MESSAGE,
  daysMismatch: DAYS_MISMATCH_MESSAGE,
} as const satisfies Record<string, ServerMessageId>;

export const PROFILE_STEP_MESSAGES = {
  preferencesSaved: 'profileStep.preferencesSaved',
  profileSaved: 'profileStep.profileSaved',
  deliverySaved: 'profileStep.deliverySaved',
  unknownIngredient: 'profileStep.unknownIngredient',
  unknownDishGroup: 'profileStep.unknownDishGroup',
  unknownMedicalCondition: 'profileStep.unknownMedicalCondition',
  unknownLanguage: 'profileStep.unknownLanguage',
} as const satisfies Record<string, ServerMessageId>;
