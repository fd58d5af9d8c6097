import type { BlogPost } from '@mealplan/shared/protocol';
import { socketClient } from '@mealplan/shared/session';

/** The blog calls the pages make (spec 3 §7 "Channel blog"); stores take it so tests can answer for the server. */
export interface BlogApi {
  list(request: { offset: number; limit: number; categories: number[] }): Promise<{ posts: BlogPost[]; page: number }>;
  article(postId: number): Promise<BlogPost>;
}

export const socketBlogApi: BlogApi = {
  list: (request) => socketClient.call('blog', 'infoList', request),
  article: async (postId) => (await socketClient.call('blog', 'get', { postId, getNeighbours: true })).post,
};
