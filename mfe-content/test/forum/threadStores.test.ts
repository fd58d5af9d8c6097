// Spec 3 §2, §4, §5, §8 for one thread: read by its page and its edit form (gone when it cannot be read), saved by the
// form with the server's field errors under our field names, its comments listed and posted.
import { RequestError } from '@mealplan/shared/session';
import { CommentsStore } from '../../src/features/forum/commentsStore';
import { ThreadFormStore } from '../../src/features/forum/threadFormStore';
import { routeThreadId, ThreadStore } from '../../src/features/forum/threadStore';
import { fakeCallClient } from '@mealplan/shared/stores/testing';
import { thread } from './fakeForum';

const refused = (errors: Record<string, string>, message = 'Please correct the errors') =>
  new RequestError(message, 'setErr', { message, errors }, errors);

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

it('reads only a route id that is a positive 32-bit number', () => {
  expect(['1', '2147483647', '2147483648', '0', '01', '1.5', 'x', undefined].map(routeThreadId)).toEqual([
    1,
    2147483647,
    null,
    null,
    null,
    null,
    null,
    null,
  ]);
});

describe('ThreadStore', () => {
  it('reads the thread, and knows it is gone when the server refuses or the route names none', async () => {
    const { client, calls } = fakeCallClient(({ data }) => {
      if (data.threadId === 3) return { threadData: thread(3) };
      throw new RequestError('Thread not found', 'getErr');
    });
    const store = new ThreadStore(client);
    await store.open(3);
    expect(store.state).toEqual({ status: 'found', thread: thread(3) });
    expect(calls[0]).toEqual({ channel: 'forum', key: 'get', data: { threadId: 3 } });
    await store.open(4);
    expect(store.state).toEqual({ status: 'gone' });
    await store.open(null);
    expect(store.state).toEqual({ status: 'gone' });
    expect(calls).toHaveLength(2);
  });

  it('keeps the thread opened last when an earlier answer arrives after it', async () => {
    let answerFirst: (value: unknown) => void = () => undefined;
    const { client } = fakeCallClient(({ data }) =>
      data.threadId === 1 ? new Promise((resolve) => (answerFirst = resolve)) : { threadData: thread(2) },
    );
    const store = new ThreadStore(client);
    const first = store.open(1);
    await store.open(2);
    answerFirst({ threadData: thread(1) });
    await first;
    expect(store.state).toEqual({ status: 'found', thread: thread(2) });
  });

  it('deletes the open thread', async () => {
    const { client, calls } = fakeCallClient(({ key }) => (key === 'get' ? { threadData: thread(8) } : {}));
    const store = new ThreadStore(client);
    await store.open(8);
    await store.remove();
    expect(calls[1]).toEqual({ channel: 'forum', key: 'del', data: { threadId: 8 } });
  });
});

describe('ThreadFormStore', () => {
  it('starts a new thread blank and sends no category for Choose category', async () => {
    const { client, calls } = fakeCallClient(() => ({ threadId: 12 }));
    const store = new ThreadFormStore(client, false);
    expect(store.initialValues).toEqual({ title: '', categoryId: '', text: '' });
    expect(await store.save({ title: 'Suhoor ideas' })).toEqual({ saved: 12 });
    expect(calls[0]).toEqual({ channel: 'forum', key: 'set', data: { threadData: { title: 'Suhoor ideas', text: '' } } });
  });

  it('edits a thread from its own values and saves it under its id', async () => {
    const { client, calls } = fakeCallClient(({ key }) => (key === 'get' ? { threadData: { ...thread(5), category_id: 2 } } : { threadId: 5 }));
    const store = new ThreadFormStore(client, true);
    expect(store.initialValues).toBeNull();
    await store.thread.open(5);
    expect(store.initialValues).toEqual({ title: 'Thread 5', categoryId: '2', text: '<p>x</p>' });
    await store.save({ title: 'Renamed', categoryId: '2', text: '<p>y</p>' });
    expect(calls[1]).toEqual({
      channel: 'forum',
      key: 'set',
      data: { threadData: { title: 'Renamed', category_id: 2, text: '<p>y</p>' }, threadId: 5 },
    });
  });

  it("answers the server's field errors under the form's field names, or its message", async () => {
    const errors = { title: 'The title must be 3 to 150 characters long', category_id: 'Please choose a category' };
    let failure: unknown = refused(errors);
    const { client } = fakeCallClient(() => {
      throw failure;
    });
    const store = new ThreadFormStore(client, false);
    expect(await store.save({})).toEqual({
      refused: { fields: { title: errors.title, categoryId: errors.category_id }, message: { message: 'Please correct the errors' } },
    });
    failure = RequestError.fromReply('setErr', { message: 'Something went wrong, please try again', messageId: 'forum.saveFailed' });
    expect(await store.save({})).toEqual({
      refused: { fields: {}, message: { message: 'Something went wrong, please try again', messageId: 'forum.saveFailed' } },
    });
    failure = new RequestError('The server did not answer in time.', 'timeout');
    expect((await store.save({})) as unknown).toEqual({
      refused: { fields: {}, message: { message: 'The server did not answer in time.', messageId: 'kit.refusal.timeout' } },
    });
    failure = new Error('a fault');
    expect(await store.save({})).toEqual({ refused: { fields: {}, message: undefined } });
  });
});

describe('CommentsStore', () => {
  const comment = { id: 1, user_id: 7, author: 'Reem', text: 'Thanks', created_at: 0 };

  it('lists the comments of its thread and adds a posted one', async () => {
    const { client, calls } = fakeCallClient(({ key }) => (key === 'comments' ? { comments: [] } : { comment }));
    const store = new CommentsStore(client, 4);
    await store.load();
    expect(store.state).toEqual({ status: 'ready', comments: [] });
    expect(await store.post('Thanks')).toBeUndefined();
    expect(store.state).toEqual({ status: 'ready', comments: [comment] });
    expect(calls.map(({ key, data }) => [key, data])).toEqual([
      ['comments', { threadId: 4 }],
      ['comment', { threadId: 4, text: 'Thanks' }],
    ]);
  });

  it("says when the comments could not be loaded, and answers a refused comment's error", async () => {
    const { client } = fakeCallClient(({ key }) => {
      throw key === 'comments' ? new Error('offline') : refused({ text: 'The comment must be 1 to 2,000 characters long' });
    });
    const store = new CommentsStore(client, 4);
    await store.load();
    expect(store.state).toEqual({ status: 'failed' });
    expect(await store.post('')).toBe('The comment must be 1 to 2,000 characters long');
  });
});
