import type { UpcomingPage } from '@mealplan/shared/ui';

/** The wizard's routes (spec 2 §2.2), each named until its screen opens. */
export const PLANNER_PAGES: readonly UpcomingPage[] = [
  { path: 'menu', title: 'Build my meal plan', description: 'Here you will choose your meal types, plan, diet, start date and delivery time.' },
  { path: 'menu/preferences', title: 'Select My Preferences', description: 'Here you will tell us your likes, allergies and dislikes.' },
  { path: 'menu/plan', title: 'Choose your dishes', description: 'Here you will choose your dishes day by day.' },
  { path: 'menu/profile', title: 'Profile Settings', description: 'Here you will complete your profile.' },
  { path: 'menu/address', title: 'My delivery details', description: 'Here you will enter your delivery addresses.' },
  { path: 'menu/summary', title: 'My meal plan summary', description: 'Here you will review your order and apply a coupon or voucher.' },
  { path: 'menu/thank', title: 'Thank you for the order', description: 'Our manager will contact you soon.' },
];
