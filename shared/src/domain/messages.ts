// Every message of the domain rules, as ids of the domain catalogue (./i18n/en.json holds the spec's English
// verbatim, ./i18n/ar.json the Arabic). Every area and the server include the catalogue, so a rule's message shows in
// the reader's language wherever it lands. Texts no rule returns yet (the skip confirmation, the dislike buttons of
// modify, the other-bag notice, …) are catalogue entries only, for the areas that will show them.
import { message, type Message, type MessageValues } from '../i18n/message';
import type { DomainMessageId } from './catalogue';

/** A rule's message: an id of the domain catalogue, with the values of its placeholders when it has any. */
export type DomainMessage = Message<DomainMessageId>;

/** What a rule returns: a message id alone, or with the values of its placeholders. */
export type RuleMessage = DomainMessageId | DomainMessage;

// Days (doc 2 §2.3, doc 3 §4)
export const LOCKED_DAY_MESSAGE = 'day.locked' satisfies DomainMessageId;
export const PAUSED_DAY_MESSAGE = 'day.paused' satisfies DomainMessageId;
export const ADDITIONAL_DELIVERY_MESSAGE = 'day.additionalDelivery' satisfies DomainMessageId;

// Pause (doc 3 §5)
export const PAUSE_NOTICE_MESSAGE = 'pause.notice' satisfies DomainMessageId;
export const PAUSE_DATE_UNAVAILABLE_MESSAGE = 'pause.dateUnavailable' satisfies DomainMessageId;

// Replicate (doc 1 §4, §5)
export const REPLICATE_DONE_MESSAGE = 'replicate.done' satisfies DomainMessageId;
export const REPLICATE_EMPTY_MESSAGE = 'replicate.empty' satisfies DomainMessageId;

// Dish conflicts (doc 2 §5.8, doc 3 §4, §8)
export const ALLERGY_HEADLINE = 'dish.allergyHeadline' satisfies DomainMessageId;
export const ALLERGY_MESSAGE = 'dish.allergy' satisfies DomainMessageId;
export const DISLIKE_HEADLINE = 'dish.dislikeHeadline' satisfies DomainMessageId;
export const DISLIKE_MESSAGE_CHECKOUT = 'dish.dislikeCheckout' satisfies DomainMessageId;
export const DISLIKE_MESSAGE_MODIFY = 'dish.dislikeModify' satisfies DomainMessageId;
/** "Please note you have selected same dish for {type}…": `type` is the other meal type's name. */
export const sameDishMessage = (type: string): DomainMessage => message('dish.sameDish', { type });

// Wizard (doc 2 §5.1, §5.2)
export const MIN_MEALS_NOTICE = 'wizard.minMeals' satisfies DomainMessageId;
export const SELECT_DIET_MESSAGE = 'wizard.selectDiet' satisfies DomainMessageId;
export const FILL_MENU_MESSAGE = 'wizard.fillMenu' satisfies DomainMessageId;
export const ACCEPT_TERMS_MESSAGE = 'wizard.acceptTerms' satisfies DomainMessageId;
/** "<field> is required": `field` is the step's field name; a page may put its own label in. */
export const requiredFieldMessage = (field: string): DomainMessage => message('wizard.fieldRequired', { field });

// Vouchers (doc 2 §5.3, §9)
export const WRONG_VOUCHER_MESSAGE = 'voucher.wrong' satisfies DomainMessageId;

// Checkout (doc 2 §5.6, §5.7, §5.9)
export const SELECT_DIET_TYPE_MESSAGE = 'checkout.selectDietType' satisfies DomainMessageId;
export const DIET_WITHOUT_MEALS_MESSAGE = 'checkout.dietWithoutMeals' satisfies DomainMessageId;
export const SELECT_MEAL_TYPE_MESSAGE = 'checkout.selectMealType' satisfies DomainMessageId;
export const MAIN_MEAL_REQUIRED_MESSAGE = 'checkout.mainMealRequired' satisfies DomainMessageId;
export const SELECT_DAY_MESSAGE = 'checkout.selectDay' satisfies DomainMessageId;
export const SELECT_DELIVERY_DATE_MESSAGE = 'checkout.selectDeliveryDate' satisfies DomainMessageId;
export const SELECT_EMIRATE_MESSAGE = 'profileStep.selectEmirate' satisfies DomainMessageId;
export const SELECT_SLOT_MESSAGE = 'checkout.selectSlot' satisfies DomainMessageId;
export const DAYS_MISMATCH_MESSAGE = 'checkout.daysMismatch' satisfies DomainMessageId;
export const ENTER_STREET_MESSAGE = 'checkout.enterStreet' satisfies DomainMessageId;
export const ENTER_APARTMENT_MESSAGE = 'checkout.enterApartment' satisfies DomainMessageId;
export const SELECT_AREA_MESSAGE = 'profileStep.selectArea' satisfies DomainMessageId;
export const INVALID_MAPS_URL_MESSAGE = 'profileStep.invalidMapsUrl' satisfies DomainMessageId;

// Address step (doc 2 §5.5): `label` is the field's label (the kitchen's words from the settings, or the profile
// field's); a page puts its own translated label in.
export const blankFieldMessage = (label: string): DomainMessage => message('profileStep.blank', { label });
export const tooLongMessage = (label: string, max: number): DomainMessage => message('profileStep.tooLong', { label, max });

/**
 * A message (a rule's, or the server's with its id and values) with the page's own translated label in place of the
 * one it carries; a message without a label, or a plain text, as it is.
 */
export function withLabel<M extends string | { values?: MessageValues | undefined }>(shown: M, label: string): M {
  if (typeof shown === 'string' || shown.values?.label === undefined) return shown;
  return Object.assign({}, shown, { values: { ...shown.values, label } });
}

// Texts the specification does not give; the server needs a reason for these refusals.
export const DAY_NOT_IN_PLAN_MESSAGE = 'day.notInPlan' satisfies DomainMessageId;
// Profile step limits (doc 2 §5.4 gives the limits, not the texts)
export const WEIGHT_RANGE_MESSAGE = 'profileStep.weightRange' satisfies DomainMessageId;
export const HEIGHT_RANGE_MESSAGE = 'profileStep.heightRange' satisfies DomainMessageId;
export const MINIMUM_AGE_MESSAGE = 'profileStep.minimumAge' satisfies DomainMessageId;
export const BIRTHDAY_INVALID_MESSAGE = 'profileStep.birthdayInvalid' satisfies DomainMessageId;
export const BOTH_DEFAULT_MESSAGE = 'profileStep.bothDefault' satisfies DomainMessageId;
// Slot and address agree (issue 37 item 8; ./slotEmirate.ts): on the slot field, and on the address's emirate field.
export const SLOT_OUTSIDE_ADDRESS_MESSAGE = 'slotEmirate.slotOutsideAddress' satisfies DomainMessageId;
export const ADDRESS_OUTSIDE_SLOT_MESSAGE = 'slotEmirate.addressOutsideSlot' satisfies DomainMessageId;
