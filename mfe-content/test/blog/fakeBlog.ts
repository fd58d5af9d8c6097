import type { BlogPost } from '@mealplan/shared/protocol';
import { fakeCallClient, type AskedCall } from '@mealplan/shared/stores/testing';

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

type ListRequest = { offset: number; limit: number; categories: number[] };

/** The blog channel in memory: `posts` newest first, answering infoList by offset and limit and get by id like the real one. */
export class FakeBlog {
  requests: ListRequest[] = [];
  /** While set, infoList answers wait for release(). */
  holding = false;
  private held: (() => void)[] = [];

  constructor(public posts: BlogPost[]) {}

  /** A socket client whose blog calls this server answers. */
  readonly client = fakeCallClient((asked) => this.answer(asked)).client;

  answer({ channel, key, data: request }: AskedCall): Promise<unknown> {
    const data = request as ListRequest & { postId: number };
    if (channel === 'blog' && key === 'get') {
      const found = this.posts.find((p) => p.id === data.postId);
      return found ? Promise.resolve({ post: found }) : Promise.reject(new Error('Article not found'));
    }
    if (channel !== 'blog' || key !== 'infoList') return Promise.reject(new Error(`unexpected ${channel} ${key}`));
    this.requests.push(data);
    const answer = () => {
      const inCategory = data.categories.includes(ALL) ? this.posts : this.posts.filter((p) => data.categories.includes(p.blogCategoryId));
      return { posts: inCategory.slice(data.offset, data.offset + data.limit), page: data.offset / data.limit + 1 };
    };
    if (!this.holding) return Promise.resolve().then(answer);
    return new Promise((resolve) => this.held.push(() => resolve(answer())));
  }

  /** Answers the held requests, oldest first. */
  release() {
    const held = this.held;
    this.held = [];
    held.forEach((answer) => answer());
  }
}

/** 45 articles: 23 in category 1, 12 in category 2, 10 in category 3 (newest first by id). */
export const seeded = (): BlogPost[] => Array.from({ length: 45 }, (_, index) => post(index + 1, index < 23 ? 1 : index < 35 ? 2 : 3));
