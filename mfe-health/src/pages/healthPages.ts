import type { UpcomingPage } from '@mealplan/shared/ui';

/** The account and health routes (spec 3 §2), each named until its screen opens. */
export const HEALTH_PAGES: readonly UpcomingPage[] = [
  { path: 'dashboard', title: 'Dashboard', description: 'Here you will see your plan, today’s meals and your progress at a glance.' },
  { path: 'profile', title: 'Profile Settings', description: 'Here you will change your personal details, addresses and food preferences.' },
  { path: 'my-credit', title: 'My Credit', description: 'Here you will see your vouchers.' },
  { path: 'progress', title: 'My progress', description: 'Here you will track your weight, waist and calories.' },
  { path: 'body-analysis', title: 'Body Analysis', description: 'Here you will see your BMI, body fat and measurements.' },
  { path: 'fitbit', title: 'Fitness tracker', description: 'Here you will connect your fitness tracker.' },
];
