// forum: the nutrition-support discussions (spec 3 §7 "Channel forum"). Anyone reads; customers write, and only
// the author changes or deletes a thread. The author is always the session's user, never the payload's user_id.
import { addComment, listComments } from '../forum/comments';
import { deleteThread, findThread, listThreads, saveThread } from '../forum/threads';
import { defineChannel } from '../realtime/channel';

export default defineChannel('forum', {
  async list({ offset, limit, filters, after }, ctx) {
    // 'My Discussions': the session's own threads, whatever user_id the page sent (signed-in only).
    const authorId = filters.user_id === undefined ? undefined : ctx.requireUser();
    return listThreads(ctx.db, { categoryId: filters.category_id, authorId }, { offset, limit, after });
  },
  async get({ threadId }, ctx) {
    return { threadData: await findThread(ctx.db, threadId) };
  },
  async set({ threadData, threadId }, ctx) {
    const userId = ctx.requireUser();
    return { threadId: await saveThread(ctx.db, userId, threadData, threadId, ctx.now()) };
  },
  async del({ threadId }, ctx) {
    await deleteThread(ctx.db, ctx.requireUser(), threadId);
    return { threadId };
  },
  async comments({ threadId }, ctx) {
    return { comments: await listComments(ctx.db, threadId) };
  },
  async comment({ threadId, text }, ctx) {
    return { comment: await addComment(ctx.db, ctx.requireUser(), threadId, text, ctx.now()) };
  },
});
