// The article list of /nutrition-support/blog (spec 3 §4 "Blog and forum", §9): one category at a time, the lowest id
// by default, pages of 20 requested as the reader nears the last card and merged in order without duplicates or gaps.
import { makeAutoObservable } from 'mobx';
import { ALL_ARTICLES_CATEGORY_ID, BLOG_PAGE_SIZE, type BlogPost } from '@mealplan/shared/protocol';
import { PagedListStore, type ListPage } from '@mealplan/shared/stores';
import type { CallClient } from '../../common/callClient';

/** The category a list opens on: the one asked for when it exists, else the lowest id (spec 3 §4), else all articles. */
export function initialCategory(categoryIds: readonly number[], asked: number | undefined): number {
  if (asked !== undefined && (asked === ALL_ARTICLES_CATEGORY_ID || categoryIds.includes(asked))) return asked;
  return categoryIds.length > 0 ? Math.min(...categoryIds) : ALL_ARTICLES_CATEGORY_ID;
}

export class BlogStore {
  category: number | null = null;
  /**
   * The category's articles; a page's cursor is its offset, the number of articles the server has sent before it,
   * so none is skipped.
   */
  readonly list: PagedListStore<BlogPost, number>;

  constructor(
    private readonly client: CallClient,
    private readonly pageSize: number = BLOG_PAGE_SIZE,
  ) {
    this.list = new PagedListStore(
      (offset) => this.loadPage(offset ?? 0),
      (post) => post.id,
    );
    makeAutoObservable<BlogStore, 'client' | 'pageSize' | 'loadPage'>(
      this,
      { client: false, pageSize: false, list: false, loadPage: false },
      { autoBind: true },
    );
  }

  /** Shows `category` from its first page (nothing happens when it is already shown). */
  select(category: number): Promise<void> {
    if (category === this.category) return Promise.resolve();
    this.category = category;
    return this.list.reload();
  }

  private async loadPage(offset: number): Promise<ListPage<BlogPost, number>> {
    const categories = this.category === null ? [] : [this.category];
    const { posts } = await this.client.call('blog', 'infoList', { offset, limit: this.pageSize, categories });
    // A short page is the last one.
    return { items: posts, next: posts.length < this.pageSize ? null : offset + posts.length };
  }
}
