import type { ContentMessageId } from '.';

/** The catalogue texts of the area's upcoming pages, by route path (without its leading slash). */
export const UPCOMING_TEXTS: Readonly<Record<string, { titleId: ContentMessageId; descriptionId: ContentMessageId }>> = {
  'nutrition-support': { titleId: 'upcoming.support.title', descriptionId: 'upcoming.support.text' },
  'nutrition-support/blog': { titleId: 'upcoming.blog.title', descriptionId: 'upcoming.blog.text' },
  'nutrition-support/blog/article/:id': { titleId: 'upcoming.article.title', descriptionId: 'upcoming.article.text' },
};
