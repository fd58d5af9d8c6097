// Every text the plan actions answer with (pause and resume, the pause request, cancel, the promo-package request,
// sides, the cart, dish likes and ratings), as ids of the server catalogue (server/src/i18n en.json / ar.json, ids
// planAction.*) or of the shared rules' catalogues. The specification's texts are there verbatim (doc 3 §5, §8); the
// others are ours, because the specification shows no server-side wording for them.
import { ACCOUNT_MESSAGES } from '@mealplan/shared/account';
import {
  ADDITIONAL_DELIVERY_MESSAGE,
  ALLERGY_MESSAGE,
  DAY_NOT_IN_PLAN_MESSAGE,
  LOCKED_DAY_MESSAGE,
  PAUSE_DATE_UNAVAILABLE_MESSAGE,
  PAUSE_NOTICE_MESSAGE,
  PAUSED_DAY_MESSAGE,
} from '@mealplan/shared/domain';
import type { ServerMessageId } from '../i18n';

export const ACTION_MESSAGES = {
  /** A pause with an end date: the paused days went to the end of the plan with default dishes (reply code 1). */
  pauseSaved: 'planAction.pauseSaved',
  /** A pause without an end date ('I don't know the end date'). */
  pauseOpenSaved: 'planAction.pauseOpenSaved',
  /** The end of an open pause set: the held days start again from the resume date with default dishes (code 1). */
  resumed: 'planAction.resumed',
  pauseExists: 'planAction.pauseExists',
  pauseOutsidePlan: 'planAction.pauseOutsidePlan',
  /** doc 3 §8, verbatim. */
  pauseRequestSent: 'planAction.pauseRequestSent',
  /** doc 3 §8 "Missing value", verbatim. */
  enterValue: 'planAction.enterValue',
  /** Cancels (issue 37 item 6): values date (the day it takes effect), amount and fee (AED), weeks, bankMin, bankMax. */
  cancelled: 'planAction.cancelled',
  /** Nothing owed, meals still delivered until the date. */
  cancelledFrom: 'planAction.cancelledFrom',
  cancelledWithCoupon: 'planAction.cancelledWithCoupon',
  /** A plain cancel of a paid plan: the refund to the card and its processing time. */
  cancelledWithRefund: 'planAction.cancelledWithRefund',
  /** The quote the customer confirmed is no longer the rule's answer (a day passed). */
  cancelQuoteChanged: 'planAction.cancelQuoteChanged',
  couponNeedsPayment: 'planAction.couponNeedsPayment',
  nothingUnused: 'planAction.nothingUnused',
  /** doc 3 §8 "for promo package", verbatim. */
  promoRequestSent: 'planAction.promoRequestSent',
  sidesSaved: 'planAction.sidesSaved',
  sideNotOffered: 'planAction.sideNotOffered',
  dishNotOnDay: 'planAction.dishNotOnDay',
  tooManySides: 'planAction.tooManySides',
  cartNotAvailable: 'planAction.cartNotAvailable',
  cartItemNotFound: 'planAction.cartItemNotFound',
  dishNotOffered: 'planAction.dishNotOffered',
  noOrder: 'order.noOrder',
  dishRated: ACCOUNT_MESSAGES.feedbackSaved,
  dishNotDelivered: ACCOUNT_MESSAGES.dishNotDelivered,
  allergy: ALLERGY_MESSAGE,
  dayLocked: LOCKED_DAY_MESSAGE,
  dayPaused: PAUSED_DAY_MESSAGE,
  additionalDay: ADDITIONAL_DELIVERY_MESSAGE,
  dayNotInPlan: DAY_NOT_IN_PLAN_MESSAGE,
  pauseNotice: PAUSE_NOTICE_MESSAGE,
  pauseDateUnavailable: PAUSE_DATE_UNAVAILABLE_MESSAGE,
} as const satisfies Record<string, ServerMessageId>;
