// The discussions list of one page visit (spec 3 §4 "Blog and forum"): the first category (lowest id) selected by
// default, pages of 20 merged as the reader nears the last item, tab 'all' / 'self' and a category change start again
// at page 1, a delete reloads the list. Each page after the first asks for the threads after the last id it has,
// so threads posted meanwhile neither repeat nor push one out.
import { makeAutoObservable } from 'mobx';
import { FORUM_PAGE_SIZE } from '@mealplan/shared/domain';
import type { ForumThread } from '@mealplan/shared/protocol';
import { PagedListStore, type ListPage } from '@mealplan/shared/stores';
import type { Category } from '../../common/categories';
import type { CallClient } from '../../common/callClient';

export type ForumTab = 'all' | 'self';

/** Where the next page starts: after `offset` threads, the last of them `after`. */
interface ForumCursor {
  offset: number;
  after: number;
}

export class ForumListStore {
  categoryId: number | null = null;
  tab: ForumTab = 'all';
  readonly list: PagedListStore<ForumThread, ForumCursor>;

  constructor(
    private readonly client: CallClient,
    /** The signed-in user's id, or null for a guest ('My Discussions' then stays off). */
    private readonly userId: () => number | null,
  ) {
    this.list = new PagedListStore(
      (cursor) => this.loadPage(cursor),
      (thread) => thread.id,
    );
    makeAutoObservable<ForumListStore, 'client' | 'userId' | 'loadPage'>(
      this,
      { client: false, userId: false, list: false, loadPage: false },
      { autoBind: true },
    );
  }

  /** Chooses the default category (lowest id) once the categories are known, and loads page 1. */
  start(categories: readonly Category[]): void {
    if (this.categoryId !== null || categories.length === 0) return;
    this.categoryId = categories[0]!.id;
    void this.list.reload();
  }

  selectCategory(categoryId: number): void {
    if (categoryId === this.categoryId) return;
    this.categoryId = categoryId;
    void this.list.reload();
  }

  selectTab(tab: ForumTab): void {
    if (tab === this.tab || (tab === 'self' && this.userId() === null)) return;
    this.tab = tab;
    void this.list.reload();
  }

  /** Deletes one of the reader's threads; the list reloads on success (spec 3 §4). */
  async remove(threadId: number): Promise<void> {
    await this.client.call('forum', 'del', { threadId });
    await this.list.reload();
  }

  private async loadPage(cursor: ForumCursor | null): Promise<ListPage<ForumThread, ForumCursor>> {
    if (this.categoryId === null) return { items: [], next: null };
    const userId = this.tab === 'self' ? this.userId() : null;
    const offset = cursor?.offset ?? 0;
    const { threads } = await this.client.call('forum', 'list', {
      offset,
      limit: FORUM_PAGE_SIZE,
      filters: { category_id: this.categoryId, ...(userId !== null ? { user_id: userId } : {}) },
      ...(cursor ? { after: cursor.after } : {}),
    });
    const last = threads.at(-1);
    // A short page is the last one.
    return { items: threads, next: last && threads.length >= FORUM_PAGE_SIZE ? { offset: offset + threads.length, after: last.id } : null };
  }
}
