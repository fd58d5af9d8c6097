// The discussions list of one page visit (spec 3 §4 "Blog and forum"): the first category (lowest id) selected by
// default, pages of 20 merged as the reader nears the last item, tab 'all' / 'self' and a category change start again
// at page 1, a delete reloads the list. Each page after the first asks for the threads after the last id it has,
// so threads posted meanwhile neither repeat nor push one out.
import { makeAutoObservable, runInAction } from 'mobx';
import { FORUM_PAGE_SIZE } from '@mealplan/shared/domain';
import type { ForumThread } from '@mealplan/shared/protocol';
import type { SocketClient } from '@mealplan/shared/session';

export type ForumTab = 'all' | 'self';

export interface ForumCategory {
  id: number;
  name: string;
}

/** The forum categories of the reference list, lowest id first. */
export function sortedCategories(names: Readonly<Record<string, string>> | undefined): ForumCategory[] {
  return Object.entries(names ?? {})
    .map(([id, name]) => ({ id: Number(id), name }))
    .filter((category) => Number.isInteger(category.id) && category.id > 0)
    .sort((a, b) => a.id - b.id);
}

export class ForumListStore {
  categoryId: number | null = null;
  tab: ForumTab = 'all';
  threads: ForumThread[] = [];
  loading = false;
  /** The last page came back short: nothing more to ask for. */
  done = false;
  failed = false;
  /** Counts list starts, so the answer to an older request is ignored. */
  private generation = 0;

  constructor(
    private readonly client: Pick<SocketClient, 'call'>,
    /** The signed-in user's id, or null for a guest ('My Discussions' then stays off). */
    private readonly userId: () => number | null,
  ) {
    makeAutoObservable<ForumListStore, 'client' | 'userId' | 'generation'>(
      this,
      { client: false, userId: false, generation: false },
      { autoBind: true },
    );
  }

  /** Chooses the default category (lowest id) once the categories are known, and loads page 1. */
  start(categories: readonly ForumCategory[]): void {
    if (this.categoryId !== null || categories.length === 0) return;
    this.categoryId = categories[0]!.id;
    void this.reload();
  }

  selectCategory(categoryId: number): void {
    if (categoryId === this.categoryId) return;
    this.categoryId = categoryId;
    void this.reload();
  }

  selectTab(tab: ForumTab): void {
    if (tab === this.tab || (tab === 'self' && this.userId() === null)) return;
    this.tab = tab;
    void this.reload();
  }

  /** Page 1 again (after a tab or category change, a delete, or a failed load). */
  async reload(): Promise<void> {
    this.generation += 1;
    this.threads = [];
    this.done = false;
    this.failed = false;
    this.loading = false;
    await this.loadMore();
  }

  /** The next page, merged after the threads already shown (asked for when the reader nears the last one). */
  async loadMore(): Promise<void> {
    if (this.loading || this.done || this.failed || this.categoryId === null) return;
    const generation = this.generation;
    const userId = this.tab === 'self' ? this.userId() : null;
    const last = this.threads.at(-1);
    this.loading = true;
    try {
      const { threads } = await this.client.call('forum', 'list', {
        offset: this.threads.length,
        limit: FORUM_PAGE_SIZE,
        filters: { category_id: this.categoryId, ...(userId !== null ? { user_id: userId } : {}) },
        ...(last ? { after: last.id } : {}),
      });
      runInAction(() => {
        if (generation !== this.generation) return;
        const known = new Set(this.threads.map((thread) => thread.id));
        this.threads.push(...threads.filter((thread) => !known.has(thread.id)));
        this.done = threads.length < FORUM_PAGE_SIZE;
        this.loading = false;
      });
    } catch (error) {
      // spec 3 §8: list errors are only logged; the page offers to try again.
      console.error('forum list failed', error);
      runInAction(() => {
        if (generation !== this.generation) return;
        this.failed = true;
        this.loading = false;
      });
    }
  }

  /** Deletes one of the reader's threads; the list reloads on success (spec 3 §4). */
  async remove(threadId: number): Promise<void> {
    await this.client.call('forum', 'del', { threadId });
    await this.reload();
  }
}
