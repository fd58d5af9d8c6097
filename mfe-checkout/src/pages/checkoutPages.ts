import type { UpcomingPage } from '@mealplan/shared/ui';

/** The checkout and renewal routes (spec 2 §2.3), each named until its screen opens. */
export const CHECKOUT_PAGES: readonly UpcomingPage[] = [
  { path: 'checkout', title: 'Step 1: Preference', description: 'Here you will choose your preferences for a new plan.' },
  { path: 'checkout/meal-types-and-days', title: 'Step 2: Diet Type & Meals', description: 'Here you will choose your diet, meals and number of days.' },
  { path: 'checkout/delivery-dates', title: 'Step 3: Start Date & Delivery Time', description: 'Here you will choose your start date, emirate and delivery slot.' },
  { path: 'checkout/menus', title: 'Menu', description: 'Here you will see and change the dishes of every plan day.' },
  { path: 'checkout/summary', title: 'Checkout', description: 'Here you will review your plan and pay online.' },
  { path: 'checkout/success/:action', title: 'Order status', description: 'Here you will see the result of your payment.' },
  { path: 'checkout/thankyou', title: 'Thank you!', description: 'Here you will confirm your delivery address.' },
  { path: 'renewplan/:action?', title: 'Renew Your Meal Plan', description: 'Here you will renew your plan with the same menu or with default dishes.' },
];
