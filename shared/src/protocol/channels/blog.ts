// blog: the nutrition-support article list and articles.
import { z } from 'zod';
import { defineCall } from '../define-call';
import { blogPost, id } from '../entities';
import { paging } from './paging';

export const blog = {
  infoList: defineCall({
    /** categories: empty or the all-articles pseudo id 999999999 means every category. */
    request: z.strictObject({ ...paging, categories: z.array(id).max(100) }),
    ok: z.object({ posts: z.array(blogPost), page: z.number().int().nonnegative() }),
  }),
  get: defineCall({
    request: z.strictObject({ postId: id, getNeighbours: z.boolean().optional() }),
    ok: z.object({ post: blogPost }),
  }),
};
