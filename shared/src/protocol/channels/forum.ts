// forum: discussions list, thread, save and delete (spec 3 /nutrition-support/forum).
import { z } from 'zod';
import { defineCall } from '../define-call';
import { forumThread, id, optional, richText, text } from '../entities';
import { paging } from './paging';

const threadId = id;

export const forum = {
  list: defineCall({
    request: z.strictObject({
      ...paging,
      /** user_id set = 'My Discussions' (the server uses the session user; signed-in only). */
      filters: z.strictObject({ category_id: id.optional(), user_id: id.optional() }),
    }),
    ok: z.object({ threads: z.array(forumThread), page: z.number().int().nonnegative() }),
  }),
  get: defineCall({ request: z.strictObject({ threadId }), ok: z.object({ threadData: forumThread }) }),
  set: defineCall({
    request: z.strictObject({
      threadData: z.strictObject({ title: text.min(1).max(200), category_id: id, text: richText.min(1) }),
      /** Absent for a new thread. */
      threadId: optional(threadId),
    }),
    ok: z.object({ threadId }),
  }),
  del: defineCall({ request: z.strictObject({ threadId }), ok: z.object({ threadId }) }),
};
