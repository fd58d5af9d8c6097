// Checkout steps 2 and 3, the menus/summary day check and the checkout address (doc 2 §5.6, §5.7, §5.9). Their
// messages are ids of the domain catalogue (./messages.ts).
import {
  DAYS_MISMATCH_MESSAGE,
  DIET_WITHOUT_MEALS_MESSAGE,
  ENTER_APARTMENT_MESSAGE,
  ENTER_STREET_MESSAGE,
  INVALID_MAPS_URL_MESSAGE,
  MAIN_MEAL_REQUIRED_MESSAGE,
  SELECT_AREA_MESSAGE,
  SELECT_DAY_MESSAGE,
  SELECT_DELIVERY_DATE_MESSAGE,
  SELECT_DIET_TYPE_MESSAGE,
  SELECT_EMIRATE_MESSAGE,
  SELECT_MEAL_TYPE_MESSAGE,
  SELECT_SLOT_MESSAGE,
} from './messages';
import type { DomainMessageId } from './catalogue';
import type { MealPlan, Validation } from './types';
import { validationOf } from './validation';

/** Breakfast, Lunch and Dinner. */
export const MAIN_MEAL_TYPE_IDS: readonly number[] = [1, 3, 5];

const isBlank = (value: string | number | null | undefined) => value === null || value === undefined || value === 0 || String(value).trim() === '';

export interface CheckoutStep2 {
  dietId?: number | null;
  /** The meal types the chosen diet offers. */
  dietMealTypes: readonly number[];
  mealTypes: readonly number[];
  daysCount?: number | null;
  /** Allowed combinations (mealtypeMobCombinations); when absent, any choice with a main meal is valid. */
  combinations?: readonly (readonly number[])[];
}

/**
 * The chosen meals against the allowed combinations. Side types (toggled with their main meal, doc 2 §4.5) are in no
 * combination and do not count: Breakfast + Lunch + their sides is the combination Breakfast + Lunch.
 */
function isValidCombination(mealTypes: readonly number[], combinations?: readonly (readonly number[])[]): boolean {
  if (!combinations) return mealTypes.some((id) => MAIN_MEAL_TYPE_IDS.includes(id));
  const combined = new Set(combinations.flat());
  const chosen = mealTypes
    .filter((id) => combined.has(id))
    .sort((a, b) => a - b)
    .join(',');
  return combinations.some((combination) => [...combination].sort((a, b) => a - b).join(',') === chosen);
}

export function validateCheckoutStep2(step: CheckoutStep2): Validation {
  const noDiet = isBlank(step.dietId);
  return validationOf([
    ['diet_id', noDiet ? SELECT_DIET_TYPE_MESSAGE : null],
    ['diet_id', !noDiet && step.dietMealTypes.length === 0 ? DIET_WITHOUT_MEALS_MESSAGE : null],
    ['mealTypes', step.mealTypes.length === 0 ? SELECT_MEAL_TYPE_MESSAGE : null],
    ['mealTypes', step.mealTypes.length > 0 && !isValidCombination(step.mealTypes, step.combinations) ? MAIN_MEAL_REQUIRED_MESSAGE : null],
    ['days_count', isBlank(step.daysCount) ? SELECT_DAY_MESSAGE : null],
  ]);
}

export interface CheckoutStep3 {
  startDate?: number | null;
  emirate?: number | string | null;
  slotId?: number | null;
}

export function validateCheckoutStep3(step: CheckoutStep3): Validation {
  return validationOf([
    ['start_date', isBlank(step.startDate) ? SELECT_DELIVERY_DATE_MESSAGE : null],
    ['emirate', isBlank(step.emirate) ? SELECT_EMIRATE_MESSAGE : null],
    ['slot_id', isBlank(step.slotId) ? SELECT_SLOT_MESSAGE : null],
  ]);
}

/** Continue and Proceed to Pay need exactly days_count days in the meal plan; the alert otherwise. */
export function mealPlanDaysMismatch(mealPlan: MealPlan, daysCount: number): DomainMessageId | null {
  return Object.keys(mealPlan).length === daysCount ? null : DAYS_MISMATCH_MESSAGE;
}

/** A Google country domain: google.com, google.ae, google.co.uk, google.com.sa (never google.<anything>.com). */
const GOOGLE_DOMAIN = 'google\\.(?:com(?:\\.[a-z]{2})?|co\\.[a-z]{2}|[a-z]{2})';
const MAPS_LINK = new RegExp(
  `^https?://(?:maps\\.app\\.goo\\.gl/|goo\\.gl/|(?:www\\.)?${GOOGLE_DOMAIN}/maps(?:/|\\?|@)|maps\\.${GOOGLE_DOMAIN}/)\\S+$`,
  'i',
);

/**
 * An http(s) link on the short maps host (maps.app.goo.gl), the goo.gl host or the main maps host (maps.google.<country>,
 * google.<country>/maps), followed by a path. The host ends where the spec's host ends: google.evil.com is not Google.
 */
export function isGoogleMapsLink(url: string): boolean {
  return MAPS_LINK.test(url.trim());
}

export interface CheckoutAddress {
  street?: string | null;
  apts?: string | null;
  emirate?: number | string | null;
  area?: number | string | null;
  locationlink?: string | null;
}

/** Street, apartment or villa, emirate, area, then the optional map link, in that order. */
export function validateCheckoutAddress(address: CheckoutAddress): Validation {
  const link = address.locationlink?.trim() ?? '';
  return validationOf([
    ['street', isBlank(address.street) ? ENTER_STREET_MESSAGE : null],
    ['apts', isBlank(address.apts) ? ENTER_APARTMENT_MESSAGE : null],
    ['emirate', isBlank(address.emirate) ? SELECT_EMIRATE_MESSAGE : null],
    ['area', isBlank(address.area) ? SELECT_AREA_MESSAGE : null],
    ['locationlink', link && !isGoogleMapsLink(link) ? INVALID_MAPS_URL_MESSAGE : null],
  ]);
}
