// forum: the nutrition-support discussions (spec 3 §7 "Channel forum"). Anyone reads; customers write, and only
// the author changes or deletes a thread. The author is always the session's user, never the payload's user_id.
import { addComment, listComments } from '../forum/comments';
import { deleteThread, findThread, listThreads, saveThread } from '../forum/threads';
import { ClientError, SIGN_IN_REQUIRED_MESSAGE } from '../errors';
import { defineChannel } from '../realtime/channel';

export default defineChannel('forum', {
  async list({ offset, limit, filters, after }, ctx) {
    // 'My Discussions': the session's own threads, whatever user_id the page sent (signed-in only; anyone reads the rest).
    if (filters.user_id !== undefined && ctx.userId === null) throw new ClientError(SIGN_IN_REQUIRED_MESSAGE);
    const authorId = filters.user_id === undefined ? undefined : (ctx.userId ?? undefined);
    return listThreads(ctx, { categoryId: filters.category_id, authorId }, { offset, limit, after });
  },
  get: async ({ threadId }, ctx) => ({ threadData: await findThread(ctx, threadId) }),
  set: async ({ threadData, threadId }, ctx, userId) => ({ threadId: await saveThread(ctx, userId, { draft: threadData, threadId }) }),
  async del({ threadId }, ctx, userId) {
    await deleteThread(ctx, userId, threadId);
    return { threadId };
  },
  comments: async ({ threadId }, ctx) => ({ comments: await listComments(ctx, threadId) }),
  comment: async ({ threadId, text }, ctx, userId) => ({ comment: await addComment(ctx, userId, { threadId, text }) }),
});
