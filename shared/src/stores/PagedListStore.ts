// The one paged list of every area (HOUSE-STYLE: cursor paging, retry, no duplicates): the blog's articles and the
// forum's discussions both page through it, each with its own loadPage.
import { makeAutoObservable, runInAction } from 'mobx';

/** One page as loadPage answers it: its items, and the cursor of the page after it (null: this was the last). */
export interface ListPage<Item, Cursor> {
  items: readonly Item[];
  next: Cursor | null;
}

/** Asks the server for the page at `cursor` (null: the first page). */
export type LoadPage<Item, Cursor> = (cursor: Cursor | null) => Promise<ListPage<Item, Cursor>>;

/**
 * A list loaded page by page: one request at a time, the items of each page appended after the ones already held
 * unless their key is already there (a page that overlaps the previous one repeats nothing), a failed page asked for
 * again by the next loadMore, and an answer that arrives after a reset dropped.
 */
export class PagedListStore<Item, Cursor> {
  items: Item[] = [];
  /** A page request is on its way. */
  loading = false;
  /** The last page has arrived: nothing more to ask for. */
  complete = false;
  /** The last request failed; loadMore asks for the same page again. */
  failed = false;
  /** At least one page has arrived since the last reset. */
  loadedFirstPage = false;
  private cursor: Cursor | null = null;
  private readonly keys = new Set<unknown>();
  /** Bumped by every reset, so an answer to a request made before it is dropped. */
  private generation = 0;

  constructor(
    private readonly loadPage: LoadPage<Item, Cursor>,
    private readonly keyOf: (item: Item) => unknown,
  ) {
    makeAutoObservable<PagedListStore<Item, Cursor>, 'loadPage' | 'keyOf' | 'cursor' | 'keys' | 'generation'>(
      this,
      { loadPage: false, keyOf: false, cursor: false, keys: false, generation: false },
      { autoBind: true },
    );
  }

  /** Empties the list (its next loadMore asks for the first page) and drops the answers of requests on their way. */
  reset(): void {
    this.generation += 1;
    this.items = [];
    this.keys.clear();
    this.cursor = null;
    this.loading = false;
    this.complete = false;
    this.failed = false;
    this.loadedFirstPage = false;
  }

  /** The first page again. */
  reload(): Promise<void> {
    this.reset();
    return this.loadMore();
  }

  /** Asks for the next page (or again for the one that failed) unless one is on its way or the list is complete. */
  async loadMore(): Promise<void> {
    if (this.loading || this.complete) return;
    const generation = this.generation;
    this.loading = true;
    this.failed = false;
    try {
      const page = await this.loadPage(this.cursor);
      runInAction(() => {
        if (generation === this.generation) this.append(page);
      });
    } catch (error) {
      // The areas' lists only log a failed page (spec 3 §8); the page shows `failed`.
      console.error('list page failed', error);
      runInAction(() => {
        if (generation !== this.generation) return;
        this.failed = true;
        this.loading = false;
      });
    }
  }

  private append(page: ListPage<Item, Cursor>): void {
    for (const item of page.items) {
      const key = this.keyOf(item);
      if (this.keys.has(key)) continue;
      this.keys.add(key);
      this.items.push(item);
    }
    this.cursor = page.next;
    this.complete = page.next === null;
    this.loading = false;
    this.loadedFirstPage = true;
  }
}
