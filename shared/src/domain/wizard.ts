// Wizard step 1 and placing the order (doc 2 §5.1, §5.2).
import { chosenMealCount } from './dayStatus';
import { ACCEPT_TERMS_MESSAGE, FILL_MENU_MESSAGE, MIN_MEALS_NOTICE, requiredFieldMessage, SELECT_DIET_MESSAGE } from './messages';
import type { DomainMessageId } from './catalogue';
import type { MealPlan, Validation } from './types';
import { validationOf } from './validation';

export const MIN_WIZARD_MEAL_TYPES = 2;

/** Unchecking a meal type below two is blocked with the notice; null when allowed. */
export function uncheckMealTypeBlock(selected: readonly number[], mealTypeId: number): DomainMessageId | null {
  const remaining = selected.filter((id) => id !== mealTypeId);
  return selected.includes(mealTypeId) && remaining.length < MIN_WIZARD_MEAL_TYPES ? MIN_MEALS_NOTICE : null;
}

export interface WizardStep1 {
  mealType: readonly number[];
  date?: number | null;
  diet?: number | null;
  mealPlan?: number | null;
  deliverySlot?: number | null;
}

const isMissing = (value: number | null | undefined) => value === null || value === undefined || value === 0;

/** The Select-my-preferences button looks enabled only when everything is set. */
export function isWizardStep1Complete(step: WizardStep1): boolean {
  return validateWizardStep1(step).valid;
}

const REQUIRED_STEP1_FIELDS = ['date', 'diet', 'mealPlan', 'deliverySlot'] as const;

/**
 * At least two meal types; date, diet, mealPlan and deliverySlot each '<field> is required'.
 * The modal message is the meal-type notice, else 'Please select diet' without a diet, else the first field message.
 */
export function validateWizardStep1(step: WizardStep1): Validation {
  const result = validationOf([
    ['mealType', step.mealType.length < MIN_WIZARD_MEAL_TYPES ? MIN_MEALS_NOTICE : null],
    ...REQUIRED_STEP1_FIELDS.map((field) => [field, isMissing(step[field]) ? requiredFieldMessage(field) : null] as const),
  ]);
  const dietMissing = 'diet' in result.errors && !('mealType' in result.errors);
  return dietMissing ? { ...result, message: SELECT_DIET_MESSAGE } : result;
}

export interface OrderPlacement {
  mealPlan: MealPlan;
  planCount: number;
  mealTypes: readonly number[];
  termsAccepted: boolean;
}

/** Every plan day has a dish for every chosen meal type, then the terms are accepted. */
export function isMenuComplete(mealPlan: MealPlan, planCount: number, mealTypes: readonly number[]): boolean {
  const days = Object.values(mealPlan);
  return days.length === planCount && days.every((meals) => chosenMealCount(meals, mealTypes) === mealTypes.length);
}

/** One line of an order's menu as the wire carries it (order set detailsData): a day's dish of a meal type. */
export interface OrderLine {
  date: number;
  mealType_id: number;
  dish_id: number;
}

/**
 * The menu is a MealPlan from the wizard to the insert; these two convert it to and from the wire's lines, at the
 * page's and the server's edge. Lines: every day's dish of every chosen main meal type (side slots are not ordered).
 */
export function orderLinesOf(mealPlan: MealPlan, mealTypes: readonly number[]): OrderLine[] {
  return Object.entries(mealPlan).flatMap(([day, meals]) =>
    mealTypes.flatMap((type) => {
      const dish = meals[type];
      return typeof dish === 'number' ? [{ date: Number(day), mealType_id: type, dish_id: dish }] : [];
    }),
  );
}

/** The meal plan of an order's lines; null when a day and meal type come twice. */
export function mealPlanOfLines(lines: readonly OrderLine[]): MealPlan | null {
  const mealPlan: Record<number, Record<number, number>> = {};
  for (const { date, mealType_id, dish_id } of lines) {
    const meals = (mealPlan[date] ??= {});
    if (meals[mealType_id] !== undefined) return null;
    meals[mealType_id] = dish_id;
  }
  return mealPlan;
}

export function validateOrderPlacement(order: OrderPlacement): Validation {
  return validationOf([
    ['mealPlan', isMenuComplete(order.mealPlan, order.planCount, order.mealTypes) ? null : FILL_MENU_MESSAGE],
    ['terms', order.termsAccepted ? null : ACCEPT_TERMS_MESSAGE],
  ]);
}

/** Day-count presets of the plan grid (doc 2 §9); other lengths, 7 to 90 days, come from a list. */
export const PLAN_DAY_PRESETS: readonly number[] = [5, 6, 20, 24, 30, 40, 60];

/** Delivery days per week of a plan: the week without its excluded weekdays. */
export function daysPerWeek(excludeWeekDay: readonly number[]): number {
  return 7 - new Set(excludeWeekDay).size;
}
