// forum: discussions list, thread, save and delete (spec 3 /nutrition-support/forum).
import { z } from 'zod';
import { defineCall } from '../define-call';
import { forumThread, id, optional, text, unixSeconds } from '../entities';
import { paging } from './paging';

const threadId = id;

/** A comment of the local comment service: plain text, shown with its author's first name. */
export const forumComment = z.object({ id, user_id: id, author: z.string(), text: z.string(), created_at: unixSeconds });
export type ForumComment = z.infer<typeof forumComment>;

export const forum = {
  list: defineCall({
    access: 'anyone',
    limit: 'read',
    request: z.object({
      ...paging,
      /** user_id set = 'My Discussions' (the server uses the session user; signed-in only). */
      filters: z.object({ category_id: id.optional(), user_id: id.optional() }),
      /**
       * The last thread id the page has (newest first): the page starts after it and offset is not applied,
       * so threads added meanwhile neither repeat nor push others out of the next page.
       */
      after: optional(id),
    }),
    ok: z.object({ threads: z.array(forumThread), page: z.number().int().nonnegative() }),
  }),
  get: defineCall({ access: 'anyone', limit: 'read', request: z.object({ threadId }), ok: z.object({ threadData: forumThread }) }),
  set: defineCall({
    access: 'customer',
    limit: 'append',
    request: z.object({
      // Loose bounds here: the thread rules (shared/src/domain/forum.ts) answer field errors for title, category_id
      // and text (3 to 150 characters, a category, at most 20,000 characters), which the form shows beside the fields.
      threadData: z.object({ title: text.max(1000), category_id: optional(id), text: text.max(100_000) }),
      /** Absent for a new thread. */
      threadId: optional(threadId),
    }),
    ok: z.object({ threadId }),
  }),
  del: defineCall({ access: 'customer', limit: 'save', request: z.object({ threadId }), ok: z.object({ threadId }) }),
  /** The thread page's comment widget while the local comment service is the provider (no third-party embed set). */
  comments: defineCall({ access: 'anyone', limit: 'read', request: z.object({ threadId }), ok: z.object({ comments: z.array(forumComment) }) }),
  /** Adds the signed-in customer's comment (plain text) under a thread. */
  comment: defineCall({
    access: 'customer',
    limit: 'append',
    // Loose bound here: the comment rule answers a field error for text (1 to 2,000 characters).
    request: z.object({ threadId, text: text.max(10_000) }),
    ok: z.object({ comment: forumComment }),
  }),
};
