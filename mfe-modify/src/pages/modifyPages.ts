import type { UpcomingPage } from '@mealplan/shared/ui';

/** The plan-modification routes (spec 3 §2), each named until its screen opens. */
export const MODIFY_PAGES: readonly UpcomingPage[] = [
  { path: 'modify', title: 'My menu', description: 'Here you will view and change the dishes of your plan, skip or pause days.' },
  { path: 'modify/profile', title: 'Profile Settings', description: 'Here you will update the details your plan is built on.' },
  { path: 'modify/address', title: 'Change delivery address', description: 'Here you will change where your meals are delivered.' },
  { path: 'modify/summary', title: 'Summary', description: 'Here you will review the changes to your plan.' },
  { path: 'viewmenu', title: 'View My Menu', description: 'Here you will export your menu as a PDF in English or Arabic.' },
];
