// The checkout's five steps (doc 2 §1, §2.3): their paths, in order.
export type CheckoutStep = 1 | 2 | 3 | 4 | 5;

export const CHECKOUT_STEPS: readonly CheckoutStep[] = [1, 2, 3, 4, 5];

/** The page of each step: Preference, Diet Type & Meals, Start Date & Delivery Time, Menu, Summary. */
export const CHECKOUT_STEP_PATHS: Record<CheckoutStep, string> = {
  1: '/checkout',
  2: '/checkout/meal-types-and-days',
  3: '/checkout/delivery-dates',
  4: '/checkout/menus',
  5: '/checkout/summary',
};
