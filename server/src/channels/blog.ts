// blog: the nutrition-support article list and articles (spec 3 §7 "Channel blog"); anyone may read.
import { findPost, listPosts } from '../content/blog';
import { defineChannel } from '../realtime/channel';

export default defineChannel('blog', {
  infoList: async (data, ctx) => listPosts(ctx, data),
  get: async ({ postId, getNeighbours }, ctx) => ({ post: await findPost(ctx, postId, getNeighbours ?? false) }),
});
