// Every text the order core answers with, as ids of the server catalogue (server/src/i18n en.json / ar.json, ids
// order.* and profileStep.*), which holds the English and the Arabic and answers in the socket's language.
// Texts the specification gives are there verbatim; a refusal a shared rule also gives is the rule's id (the domain
// catalogue), so the server and the pages show one wording. The others are ours, because the specification shows no
// server-side wording for these refusals.
import {
  ALLERGY_MESSAGE,
  DAY_NOT_IN_PLAN_MESSAGE,
  FILL_MENU_MESSAGE,
  MIN_MEALS_NOTICE,
  SELECT_SLOT_MESSAGE,
  WRONG_VOUCHER_MESSAGE,
} from '@mealplan/shared/domain';
import type { ServerMessageId } from '../i18n';

export const ORDER_MESSAGES = {
  /** The wizard's thank-you text (doc 2 §2.2 step 7), also the setOk message. */
  placed: 'order.placed',
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

export const PROFILE_STEP_MESSAGES = {
  preferencesSaved: 'profileStep.preferencesSaved',
  profileSaved: 'profileStep.profileSaved',
  deliverySaved: 'profileStep.deliverySaved',
  unknownIngredient: 'profileStep.unknownIngredient',
  unknownDishGroup: 'profileStep.unknownDishGroup',
  unknownMedicalCondition: 'profileStep.unknownMedicalCondition',
  unknownLanguage: 'profileStep.unknownLanguage',
} as const satisfies Record<string, ServerMessageId>;
