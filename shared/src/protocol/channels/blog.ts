// blog: the nutrition-support article list and articles.
import { z } from 'zod';
import { defineCall } from '../define-call';
import { blogPost, id } from '../entities';
import { paging } from './paging';

/** spec 3 §9: the blog list's page size and the 'All articles' pseudo category. */
export const BLOG_PAGE_SIZE = 20;
export const ALL_ARTICLES_CATEGORY_ID = 999_999_999;

export const blog = {
  infoList: defineCall({
    access: 'anyone',
    limit: 'read',
    /** categories: empty or the all-articles pseudo id 999999999 means every category. */
    request: z.object({ ...paging, categories: z.array(id).max(100) }),
    ok: z.object({ posts: z.array(blogPost), page: z.number().int().nonnegative() }),
  }),
  get: defineCall({
    access: 'anyone',
    limit: 'read',
    request: z.object({ postId: id, getNeighbours: z.boolean().optional() }),
    ok: z.object({ post: blogPost }),
  }),
};
