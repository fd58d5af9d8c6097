// Every user-facing text of the domain rules, verbatim from the specification. The rules whose messages travel to
// the server's replies and are shown by id are ids of the domain catalogue (./i18n, with their English and Arabic);
// the others are still the English text.
import type { DomainMessageId } from './catalogue';

export const VALIDATION_ERROR_HEADLINE = 'Validation error';
export const VALIDATION_ERROR_HEADLINE_ORDER = 'Validation Error';

// Days (doc 2 §2.3, doc 3 §4)
export const LOCKED_DAY_MESSAGE = 'You cannot edit or skip this day. Items are delivered or in the process of creation.';
export const PAUSED_DAY_MESSAGE = 'The day is on pause';
export const ADDITIONAL_DELIVERY_MESSAGE = 'Please contact our team to change dishes or date for the additional delivery';
export const SKIP_CONFIRM_HEADLINE = 'Are you sure?';
export const SKIP_CONFIRM_MESSAGE =
  'This action cannot be reversed. A day will be added to the end of your plan. Default dishes will be automatically selected unless you change the dishes according to your preferences. Please inform us by message in case you want us to check the menu.';

// Pause (doc 3 §5)
export const PAUSE_NOTICE_MESSAGE = 'Sorry, we can pause your meal plan in a gap of 48hrs only. Please select another date. Thanks';
export const PAUSE_DATE_UNAVAILABLE_MESSAGE = 'Please select another date.';

// Replicate (doc 1 §4, §5)
export const REPLICATE_DONE_MESSAGE = 'The selection was duplicated for the respective days of the week.';
export const REPLICATE_EMPTY_MESSAGE = 'Please select at least one dish for one day.';

// Dish conflicts (doc 2 §5.8, doc 3 §4, §8)
export const ALLERGY_HEADLINE = 'Ingredient as a allergy';
export const ALLERGY_MESSAGE = 'Sorry, due to your allergy preference this dish is not available for selection.';
export const DISLIKE_HEADLINE = 'Ingredient as a Dislike';
export const DISLIKE_MESSAGE_CHECKOUT =
  'This dish has an ingredient which is in your dislike list. Please note we would not be able to remove the ingredient, if you choose to opt for this dish.If not, we would recommend you to select another dish';
export const DISLIKE_MESSAGE_MODIFY =
  'This dish has an ingredient which is in your dislike list. Please note we would not be able to remove the ingredient, if you choose to opt for this dish. If not, we would recommend you to select another dish.';
export const DISLIKE_CONFIRM_BUTTONS_MODIFY = ['SELECT THIS DISH', 'DO NOT SELECT'] as const;
export const SAME_DISH_MESSAGE = 'Please note you have selected same dish for {type}. Do you want to select same Dish?';
export const SAME_DISH_OTHER_BAG_MESSAGE = 'Please note, you have selected the same dish on the other bag!';

// Wizard (doc 2 §5.1, §5.2)
export const MIN_MEALS_NOTICE = 'You must choose at least two meals.';
export const MIN_MEALS_PAGE_TEXT = 'Please select minimum of two items.';
export const SELECT_DIET_MESSAGE = 'Please select diet';
export const FILL_MENU_MESSAGE = 'Please fill in all menu to place your order';
export const ACCEPT_TERMS_MESSAGE = 'Please, accept Terms and Conditions';
export const requiredFieldMessage = (field: string): string => `${field} is required`;

// Vouchers (doc 2 §5.3, §9)
export const WRONG_VOUCHER_MESSAGE = 'Wrong voucher code';
export const NEW_VOUCHER_LABEL = 'New voucher';

// Checkout (doc 2 §5.6, §5.7, §5.9)
export const SELECT_DIET_TYPE_MESSAGE = 'Please select diet type to continue';
export const DIET_WITHOUT_MEALS_MESSAGE = "Please select different diet type. Currently, don't have meals";
export const SELECT_MEAL_TYPE_MESSAGE = 'Please select mealType.';
export const MAIN_MEAL_REQUIRED_MESSAGE = 'Minimum 1 Main Meal required. Please select at least 1 main meal or some other combination.';
export const SELECT_DAY_MESSAGE = 'Please select day.';
export const SELECT_DELIVERY_DATE_MESSAGE = 'Please select delivery Date.';
export const SELECT_EMIRATE_MESSAGE = 'profileStep.selectEmirate' satisfies DomainMessageId;
export const SELECT_SLOT_MESSAGE = 'Please select delivery slot.';
export const DAYS_MISMATCH_MESSAGE =
  'Meal plan days and generate meals count are mismatched. Please check days count or Delete and Start Over meal plan.';
export const ENTER_STREET_MESSAGE = 'Please enter a street.';
export const ENTER_APARTMENT_MESSAGE = 'Please enter a Apartment or Villa.';
export const SELECT_AREA_MESSAGE = 'profileStep.selectArea' satisfies DomainMessageId;
export const INVALID_MAPS_URL_MESSAGE = 'profileStep.invalidMapsUrl' satisfies DomainMessageId;

// Body inputs (doc 3 §5, §8)
export const ENTER_VALUE_MESSAGE = 'Please enter value';

// Address step (doc 2 §5.5)
export const blankFieldMessage = (label: string): string => `${label} cannot be blank`;

// Texts the specification does not give; the server needs a reason for these refusals.
export const DAY_NOT_IN_PLAN_MESSAGE = 'This day is not part of your plan.';
// Profile step limits (doc 2 §5.4 gives the limits, not the texts)
export const WEIGHT_RANGE_MESSAGE = 'profileStep.weightRange' satisfies DomainMessageId;
export const HEIGHT_RANGE_MESSAGE = 'profileStep.heightRange' satisfies DomainMessageId;
export const MINIMUM_AGE_MESSAGE = 'profileStep.minimumAge' satisfies DomainMessageId;
export const BIRTHDAY_INVALID_MESSAGE = 'profileStep.birthdayInvalid' satisfies DomainMessageId;
export const tooLongMessage = (label: string, max: number): string => `${label} must be at most ${max} characters`;
export const BOTH_DEFAULT_MESSAGE = 'profileStep.bothDefault' satisfies DomainMessageId;
