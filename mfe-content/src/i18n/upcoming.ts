import type { ContentMessageId } from '.';

/** The catalogue texts of the area's upcoming pages, by route path (without its leading slash). */
export const UPCOMING_TEXTS: Readonly<Record<string, { title: ContentMessageId; description: ContentMessageId }>> = {
  'nutrition-support': { title: 'upcoming.support.title', description: 'upcoming.support.text' },
  'nutrition-support/blog': { title: 'upcoming.blog.title', description: 'upcoming.blog.text' },
  'nutrition-support/blog/article/:id': { title: 'upcoming.article.title', description: 'upcoming.article.text' },
  'nutrition-support/forum': { title: 'upcoming.forum.title', description: 'upcoming.forum.text' },
  'nutrition-support/forum/thread/:id': { title: 'upcoming.thread.title', description: 'upcoming.thread.text' },
  'nutrition-support/forum/add': { title: 'upcoming.add.title', description: 'upcoming.add.text' },
  'nutrition-support/forum/edit/:id': { title: 'upcoming.edit.title', description: 'upcoming.edit.text' },
};
