import type { ContentMessageId } from '.';

/** The catalogue texts of the area's upcoming pages, by route path (without its leading slash). */
export const UPCOMING_TEXTS: Readonly<Record<string, { titleId: ContentMessageId; descriptionId: ContentMessageId }>> = {
  'nutrition-support': { titleId: 'upcoming.support.title', descriptionId: 'upcoming.support.text' },
  'nutrition-support/blog': { titleId: 'upcoming.blog.title', descriptionId: 'upcoming.blog.text' },
  'nutrition-support/blog/article/:id': { titleId: 'upcoming.article.title', descriptionId: 'upcoming.article.text' },
  'nutrition-support/forum': { titleId: 'upcoming.forum.title', descriptionId: 'upcoming.forum.text' },
  'nutrition-support/forum/thread/:id': { titleId: 'upcoming.thread.title', descriptionId: 'upcoming.thread.text' },
  'nutrition-support/forum/add': { titleId: 'upcoming.add.title', descriptionId: 'upcoming.add.text' },
  'nutrition-support/forum/edit/:id': { titleId: 'upcoming.edit.title', descriptionId: 'upcoming.edit.text' },
};
