import type { UpcomingPage } from '@mealplan/shared/ui';

/** Nutrition support routes (spec 3 §2), each named until its screen opens. */
export const CONTENT_PAGES: readonly UpcomingPage[] = [
  { path: 'nutrition-support', title: 'Nutrition support', description: 'Here you will find our blog and the discussions.' },
  { path: 'nutrition-support/blog', title: 'Blog', description: 'Here you will read articles from our nutritionists.' },
  { path: 'nutrition-support/blog/article/:id', title: 'Article', description: 'Here you will read an article from our nutritionists.' },
  { path: 'nutrition-support/forum', title: 'Discussions', description: 'Here you will read and start discussions with other customers.' },
  { path: 'nutrition-support/forum/thread/:id', title: 'Discussion', description: 'Here you will read a discussion.' },
  { path: 'nutrition-support/forum/add', title: 'New discussion', description: 'Here you will start a new discussion.' },
  { path: 'nutrition-support/forum/edit/:id', title: 'Edit discussion', description: 'Here you will change your discussion.' },
];
