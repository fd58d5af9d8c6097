import type { BlogPost } from '@mealplan/shared/protocol';
import type { BlogApi } from '../../src/features/blog/blogApi';

export const ALL = 999_999_999;

export function post(id: number, categoryId: number): BlogPost {
  return {
    id,
    title: `Article ${id}`,
    description: `About article ${id}`,
    image: `/media/dishes/${1000 + id}.svg`,
    tags: [`tag ${id}`],
    createdAt: 1_780_000_000 - id * 3_600,
    blogCategoryId: categoryId,
  };
}

/** A server in memory: `posts` newest first, answering infoList by offset and limit like the real one. */
export class FakeBlog implements BlogApi {
  requests: { offset: number; limit: number; categories: number[] }[] = [];
  failNext = false;
  private pending: (() => void)[] = [];
  holding = false;

  constructor(public posts: BlogPost[]) {}

  list(request: { offset: number; limit: number; categories: number[] }) {
    this.requests.push(request);
    const answer = () => {
      if (this.failNext) {
        this.failNext = false;
        throw new Error('Something went wrong, please try again');
      }
      const inCategory = request.categories.includes(ALL) ? this.posts : this.posts.filter((p) => request.categories.includes(p.blogCategoryId));
      return { posts: inCategory.slice(request.offset, request.offset + request.limit), page: request.offset / request.limit + 1 };
    };
    if (!this.holding) return Promise.resolve().then(answer);
    return new Promise<ReturnType<typeof answer>>((resolve, reject) =>
      this.pending.push(() => {
        try {
          resolve(answer());
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      }),
    );
  }

  /** Answers the held requests, oldest first. */
  release() {
    const pending = this.pending;
    this.pending = [];
    pending.forEach((answer) => answer());
  }

  article(postId: number) {
    const found = this.posts.find((p) => p.id === postId);
    return found ? Promise.resolve(found) : Promise.reject(new Error('Article not found'));
  }
}

/** 45 articles: 23 in category 1, 12 in category 2, 10 in category 3 (newest first by id). */
export const seeded = (): BlogPost[] => Array.from({ length: 45 }, (_, index) => post(index + 1, index < 23 ? 1 : index < 35 ? 2 : 3));
