// spec 3 §4 and §9: the blog list pages in steps of 20, merged without duplicates or gaps, one category at a time.
// Paging itself (one request at a time, retry after a failure) is the shared PagedListStore's, tested in shared.
import fc from 'fast-check';
import { BlogStore, initialCategory } from '../../src/features/blog/blogStore';
import { ALL, FakeBlog, post, seeded } from './fakeBlog';

const ids = (store: BlogStore) => store.list.items.map((p) => p.id);

describe('initialCategory', () => {
  it('opens on the lowest category id (spec 3 §4), whatever the order the list comes in', () => {
    expect(initialCategory([4, 2, 3], undefined)).toBe(2);
  });
  it('opens on the category the address names when it exists, including All articles', () => {
    expect(initialCategory([1, 2, 3], 3)).toBe(3);
    expect(initialCategory([1, 2, 3], ALL)).toBe(ALL);
    expect(initialCategory([1, 2, 3], 9)).toBe(1);
  });
  it('falls back to All articles without categories', () => {
    expect(initialCategory([], undefined)).toBe(ALL);
  });
});

describe('BlogStore', () => {
  it('loads the first 20 of a category, then the rest, and knows when the list is complete', async () => {
    const server = new FakeBlog(seeded());
    const store = new BlogStore(server.client);
    await store.select(1);
    expect(ids(store)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(server.requests).toEqual([{ offset: 0, limit: 20, categories: [1] }]);
    expect(store.list.complete).toBe(false);
    await store.list.loadMore();
    expect(ids(store)).toEqual(Array.from({ length: 23 }, (_, i) => i + 1));
    expect(server.requests.at(-1)).toEqual({ offset: 20, limit: 20, categories: [1] });
    expect(store.list.complete).toBe(true);
    await store.list.loadMore();
    expect(server.requests).toHaveLength(2);
  });

  it('asks for all articles with the pseudo category 999999999', async () => {
    const server = new FakeBlog(seeded());
    const store = new BlogStore(server.client);
    await store.select(ALL);
    await store.list.loadMore();
    await store.list.loadMore();
    expect(ids(store)).toEqual(Array.from({ length: 45 }, (_, i) => i + 1));
    expect(server.requests.map((r) => r.categories)).toEqual([[ALL], [ALL], [ALL]]);
  });

  it('drops the answer for the previous category after a switch', async () => {
    const server = new FakeBlog(seeded());
    const store = new BlogStore(server.client);
    server.holding = true;
    const first = store.select(1);
    const second = store.select(3);
    server.release();
    await Promise.all([first, second]);
    expect(store.category).toBe(3);
    expect(store.list.items.every((p) => p.blogCategoryId === 3)).toBe(true);
    expect(ids(store)).toEqual(Array.from({ length: 10 }, (_, i) => 36 + i));
  });

  it('starts a category again from its first page, and does nothing when it is already shown', async () => {
    const server = new FakeBlog(seeded());
    const store = new BlogStore(server.client);
    await store.select(1);
    await store.select(2);
    await store.select(1);
    await store.select(1);
    expect(server.requests.map((r) => [r.categories[0], r.offset])).toEqual([
      [1, 0],
      [2, 0],
      [1, 0],
    ]);
  });

  it('does not repeat an article when one is published between two pages, and skips none', async () => {
    const server = new FakeBlog(seeded());
    const store = new BlogStore(server.client);
    await store.select(1);
    server.posts = [post(100, 1), ...server.posts];
    await store.list.loadMore();
    expect(ids(store)).toEqual(Array.from({ length: 23 }, (_, i) => i + 1));
    expect(new Set(ids(store)).size).toBe(store.list.items.length);
  });

  it('for any list size and page size, pages through every article once, in order', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 90 }), fc.integer({ min: 1, max: 25 }), async (count, pageSize) => {
        const all = Array.from({ length: count }, (_, i) => post(i + 1, 1));
        const server = new FakeBlog(all);
        const store = new BlogStore(server.client, pageSize);
        await store.select(1);
        while (!store.list.complete) await store.list.loadMore();
        expect(ids(store)).toEqual(all.map((p) => p.id));
        expect(server.requests).toHaveLength(Math.floor(count / pageSize) + 1);
      }),
      { numRuns: 60 },
    );
  });
});
