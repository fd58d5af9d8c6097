// The one paged list (HOUSE-STYLE): cursor paging, one request at a time, retry after a failure, no duplicates, reset.
import fc from 'fast-check';
import { PagedListStore, type ListPage } from '../../src/stores/PagedListStore';

interface Item {
  id: number;
}

/** A server answering page `cursor ?? 0` of `pages`; it can hold its answers, or fail the next one. */
class FakePages {
  readonly asked: (number | null)[] = [];
  failNext = false;
  holding = false;
  private held: (() => void)[] = [];

  constructor(readonly pages: number[][]) {}

  readonly load = (cursor: number | null): Promise<ListPage<Item, number>> => {
    this.asked.push(cursor);
    const index = cursor ?? 0;
    const answer = (): ListPage<Item, number> => {
      if (this.failNext) {
        this.failNext = false;
        throw new Error('Something went wrong, please try again');
      }
      return { items: (this.pages[index] ?? []).map((id) => ({ id })), next: index + 1 < this.pages.length ? index + 1 : null };
    };
    if (!this.holding) return Promise.resolve().then(answer);
    return new Promise((resolve, reject) =>
      this.held.push(() => {
        try {
          resolve(answer());
        } catch (error) {
          reject(error as Error);
        }
      }),
    );
  };

  /** Answers the held requests, oldest first. */
  release(): void {
    const held = this.held;
    this.held = [];
    held.forEach((answer) => answer());
  }
}

const listOf = (server: FakePages) => new PagedListStore<Item, number>(server.load, (item) => item.id);
const ids = (list: PagedListStore<Item, number>) => list.items.map((item) => item.id);

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

it('asks for the first page with no cursor, then for each next cursor, and stops after the last page', async () => {
  const server = new FakePages([[1, 2], [3, 4], [5]]);
  const list = listOf(server);
  expect(list.loadedFirstPage).toBe(false);
  await list.loadMore();
  expect(list.loadedFirstPage).toBe(true);
  expect(list.complete).toBe(false);
  await list.loadMore();
  await list.loadMore();
  expect(ids(list)).toEqual([1, 2, 3, 4, 5]);
  expect(list.complete).toBe(true);
  await list.loadMore();
  expect(server.asked).toEqual([null, 1, 2]);
});

it('knows an empty first page is the whole list', async () => {
  const list = listOf(new FakePages([[]]));
  await list.loadMore();
  expect(list).toMatchObject({ items: [], complete: true, loadedFirstPage: true });
});

it('sends one request however often more is asked for while a page is on its way', async () => {
  const server = new FakePages([[1], [2], [3]]);
  const list = listOf(server);
  server.holding = true;
  const asks = [list.loadMore(), list.loadMore(), list.loadMore()];
  expect(list.loading).toBe(true);
  server.release();
  await Promise.all(asks);
  expect(server.asked).toEqual([null]);
  expect(ids(list)).toEqual([1]);
  expect(list.loading).toBe(false);
});

it('after a failed page (logged) asks for the same page again', async () => {
  const server = new FakePages([[1], [2], [3]]);
  const list = listOf(server);
  await list.loadMore();
  server.failNext = true;
  await list.loadMore();
  expect(list).toMatchObject({ failed: true, loading: false, complete: false });
  expect(console.error).toHaveBeenCalled();
  await list.loadMore();
  expect(server.asked).toEqual([null, 1, 1]);
  expect(ids(list)).toEqual([1, 2]);
  expect(list.failed).toBe(false);
});

it('drops the answer to a request made before a reset, and starts again from the first page', async () => {
  const server = new FakePages([[1], [2]]);
  const list = listOf(server);
  await list.loadMore();
  server.holding = true;
  const before = list.loadMore();
  const again = list.reload();
  server.release();
  await Promise.all([before, again]);
  expect(server.asked).toEqual([null, 1, null]);
  expect(ids(list)).toEqual([1]);
  expect(list.complete).toBe(false);
});

it('reset empties the list without asking', async () => {
  const server = new FakePages([[1]]);
  const list = listOf(server);
  await list.loadMore();
  list.reset();
  expect(list).toMatchObject({ items: [], loading: false, complete: false, failed: false, loadedFirstPage: false });
  expect(server.asked).toEqual([null]);
});

it('holds each key once, in the order it first came, whatever the pages overlap', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(fc.array(fc.integer({ min: 0, max: 15 }), { maxLength: 8 }), { minLength: 1, maxLength: 6 }), async (pages) => {
      const list = listOf(new FakePages(pages));
      while (!list.complete) await list.loadMore();
      expect(ids(list)).toEqual([...new Set(pages.flat())]);
    }),
    { numRuns: 100 },
  );
});
