// Spec 3 §4 "Blog and forum" for the discussions list: lowest category id first, pages of 20 asked with the last id
// seen, tab and category changes start again at page 1, 'My Discussions' only when signed in, a delete reloads.
import type { ForumThread } from '@mealplan/shared/protocol';
import { sortedCategories } from '../../src/common/categories';
import { ForumListStore } from '../../src/features/forum/forumListStore';
import { fakeCallClient } from '@mealplan/shared/stores/testing';
import { thread } from './fakeForum';

const page = (from: number, count: number) => Array.from({ length: count }, (_, index) => thread(from - index));

/** Lets the store's pending list answers arrive. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A server answering each list call with the next of `answers`, and every delete. */
const listServer = (answers: ForumThread[][]) => fakeCallClient(({ key }) => (key === 'del' ? {} : { threads: answers.shift() ?? [], page: 1 }));

it('sorts the categories by id and selects the lowest by default', async () => {
  const categories = sortedCategories({ 3: 'Three', 1: 'One', 2: 'Two' });
  expect(categories.map((c) => c.id)).toEqual([1, 2, 3]);
  const client = listServer([[]]);
  const store = new ForumListStore(client.client, () => null);
  store.start(categories);
  await Promise.resolve();
  expect(store.categoryId).toBe(1);
  expect(client.calls[0]).toEqual({ channel: 'forum', key: 'list', data: { offset: 0, limit: 20, filters: { category_id: 1 } } });
});

it('asks for the next page after the last id it has and merges it without repeats', async () => {
  const client = listServer([page(100, 20), [thread(81), ...page(80, 5)]]);
  const store = new ForumListStore(client.client, () => null);
  store.start([{ id: 1, name: 'One' }]);
  await settled();
  expect(store.list.complete).toBe(false);
  await store.list.loadMore();
  expect(client.calls[1]?.data).toEqual({ offset: 20, limit: 20, filters: { category_id: 1 }, after: 81 });
  expect(store.list.items.map((t) => t.id)).toEqual([...page(100, 20), ...page(80, 5)].map((t) => t.id));
  expect(store.list.complete).toBe(true);
  await store.list.loadMore();
  expect(client.calls).toHaveLength(2);
});

it("starts again at page 1 on a tab or category change; 'My Discussions' sends the user and needs a signed-in user", async () => {
  let userId: number | null = null;
  const client = listServer([page(100, 20), page(50, 2), page(40, 1)]);
  const store = new ForumListStore(client.client, () => userId);
  store.start([
    { id: 1, name: 'One' },
    { id: 2, name: 'Two' },
  ]);
  await settled();
  store.selectTab('self');
  expect(store.tab).toBe('all');
  userId = 7;
  store.selectTab('self');
  await settled();
  expect(client.calls[1]?.data).toEqual({ offset: 0, limit: 20, filters: { category_id: 1, user_id: 7 } });
  expect(store.list.items.map((t) => t.id)).toEqual([50, 49]);
  store.selectCategory(2);
  await settled();
  expect(client.calls[2]?.data).toEqual({ offset: 0, limit: 20, filters: { category_id: 2, user_id: 7 } });
  expect(store.list.items.map((t) => t.id)).toEqual([40]);
});

it('reloads page 1 after a delete', async () => {
  const client = listServer([page(10, 3), page(10, 2)]);
  const store = new ForumListStore(client.client, () => 7);
  store.start([{ id: 1, name: 'One' }]);
  await settled();
  await store.remove(9);
  expect(client.calls.map((c) => c.key)).toEqual(['list', 'del', 'list']);
  expect(client.calls[1]?.data).toEqual({ threadId: 9 });
  expect(store.list.items.map((t) => t.id)).toEqual([10, 9]);
});
