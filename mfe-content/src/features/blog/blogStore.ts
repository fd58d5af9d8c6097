// The article list of /nutrition-support/blog (spec 3 §4 "Blog and forum", §9): one category at a time, the lowest id
// by default, pages of 20 requested as the reader nears the last card and merged in order without duplicates or gaps.
import { makeAutoObservable, runInAction } from 'mobx';
import { ALL_ARTICLES_CATEGORY_ID, BLOG_PAGE_SIZE, type BlogPost } from '@mealplan/shared/protocol';
import type { BlogApi } from './blogApi';

/** The category a list opens on: the one asked for when it exists, else the lowest id (spec 3 §4), else all articles. */
export function initialCategory(categoryIds: readonly number[], asked: number | undefined): number {
  if (asked !== undefined && (asked === ALL_ARTICLES_CATEGORY_ID || categoryIds.includes(asked))) return asked;
  return categoryIds.length > 0 ? Math.min(...categoryIds) : ALL_ARTICLES_CATEGORY_ID;
}

/** `known` followed by the posts of `page` it does not hold yet, in the server's order. */
export function mergePage(known: readonly BlogPost[], page: readonly BlogPost[]): BlogPost[] {
  const ids = new Set(known.map((post) => post.id));
  return [...known, ...page.filter((post) => !ids.has(post.id) && ids.add(post.id))];
}

export class BlogStore {
  category: number | null = null;
  posts: BlogPost[] = [];
  /** A page request is on its way. */
  loading = false;
  /** The server sent a short page: nothing more in this category. */
  complete = false;
  /** The last request failed (spec 3 §8: only logged); the next nearing of the end asks again. */
  failed = false;
  /** How many articles of the list the server has sent: the next page's offset, so no article is skipped. */
  private received = 0;
  /** Bumped on every category change, so an answer for the previous category is dropped. */
  private generation = 0;

  constructor(
    private readonly api: BlogApi,
    private readonly pageSize: number = BLOG_PAGE_SIZE,
  ) {
    makeAutoObservable<BlogStore, 'api' | 'pageSize'>(this, { api: false, pageSize: false }, { autoBind: true });
  }

  get loadedFirstPage(): boolean {
    return this.received > 0 || this.complete;
  }

  /** Shows `category` from its first page (nothing happens when it is already shown). */
  select(category: number): Promise<void> {
    if (category === this.category) return Promise.resolve();
    this.category = category;
    this.posts = [];
    this.received = 0;
    this.complete = false;
    this.failed = false;
    this.loading = false;
    this.generation += 1;
    return this.loadMore();
  }

  /** Requests the next page unless one is on its way or the list is complete. */
  async loadMore(): Promise<void> {
    if (this.category === null || this.loading || this.complete) return;
    const generation = this.generation;
    const offset = this.received;
    this.loading = true;
    this.failed = false;
    try {
      const { posts } = await this.api.list({ offset, limit: this.pageSize, categories: [this.category] });
      runInAction(() => {
        if (generation !== this.generation) return;
        this.received = offset + posts.length;
        this.posts = mergePage(this.posts, posts);
        this.complete = posts.length < this.pageSize;
        this.loading = false;
      });
    } catch (error) {
      console.error('blog infoList failed', error);
      runInAction(() => {
        if (generation !== this.generation) return;
        this.failed = true;
        this.loading = false;
      });
    }
  }
}
