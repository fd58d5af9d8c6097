// forum: the nutrition-support discussions (spec 3 §7 "Channel forum"). Anyone reads; customers write, and only
// the author changes or deletes a thread. The author is always the session's user, never the payload's user_id.
import { addComment, listComments } from '../forum/comments';
import { deleteThread, findThread, listThreads, saveThread } from '../forum/threads';
import { defineChannel } from '../realtime/channel';

export default defineChannel('forum', {
  async list({ offset, limit, filters, after }, ctx) {
    // 'My Discussions': the session's own threads, whatever user_id the page sent (signed-in only).
    const authorId = filters.user_id === undefined ? undefined : ctx.requireUser();
    return listThreads(ctx, { categoryId: filters.category_id, authorId }, { offset, limit, after });
  },
  get: async ({ threadId }, ctx) => ({ threadData: await findThread(ctx, threadId) }),
  set: async ({ threadData, threadId }, ctx) => ({ threadId: await saveThread(ctx, ctx.requireUser(), { draft: threadData, threadId }) }),
  async del({ threadId }, ctx) {
    await deleteThread(ctx, ctx.requireUser(), threadId);
    return { threadId };
  },
  comments: async ({ threadId }, ctx) => ({ comments: await listComments(ctx, threadId) }),
  comment: async ({ threadId, text }, ctx) => ({ comment: await addComment(ctx, ctx.requireUser(), { threadId, text }) }),
});
