// Issue 12: forum list / get / set / del (and the local comment service) over a real socket, with good and bad data,
// authorship enforced by the server, and stable paging while threads are added.
import { english } from '../support/english';
import { FORUM_MESSAGES, THREAD_TEXT_MAX } from '@mealplan/shared/domain';
import type { ForumThread } from '@mealplan/shared/protocol';
import { ACCOUNT_TEST_TIMEOUT_MS, type AccountsTestServer } from '../accounts/support';
import type { TestClient } from '../support/harness';
import { newCustomer, startForumServer, threadData, type Customer } from './support';

jest.setTimeout(ACCOUNT_TEST_TIMEOUT_MS);

let env: AccountsTestServer;
let author: Customer;
let other: Customer;
let guest: TestClient;

beforeAll(async () => {
  env = await startForumServer();
  author = await newCustomer(env, 'Layla');
  other = await newCustomer(env, 'Omar');
  guest = await env.connect();
});
afterAll(async () => {
  await env?.close();
});

async function addThread(customer: Customer, overrides: Parameters<typeof threadData>[0] = {}): Promise<number> {
  const reply = await customer.client.call('forum', 'set', { threadData: threadData(overrides) });
  expect(reply.type).toBe('setOk');
  return (reply.data as { threadId: number }).threadId;
}

async function list(client: TestClient, data: object): Promise<ForumThread[]> {
  const reply = await client.call('forum', 'list', { offset: 0, limit: 20, filters: {}, ...data });
  expect(reply.type).toBe('listOk');
  return (reply.data as { threads: ForumThread[] }).threads;
}

describe('forum set', () => {
  it('adds a thread with the session user as author, whatever the payload says, and keeps bold text and lists', async () => {
    const threadId = await addThread(author);
    const reply = await guest.call('forum', 'get', { threadId });
    expect(reply).toMatchObject({
      type: 'getOk',
      data: {
        threadData: {
          id: threadId,
          title: 'Low-carb snacks for the office',
          category_id: 1,
          user_id: author.userId,
          text: '<p>What do you <strong>snack</strong> on?</p><ul><li>Nuts</li><li>Hummus</li></ul>',
        },
      },
    });
    expect((reply.data as { threadData: ForumThread }).threadData.created_at).toBe(env.clock.now);
  });

  it('refuses a guest', async () => {
    const reply = await guest.call('forum', 'set', { threadData: threadData() });
    expect(reply).toEqual({ type: 'setErr', data: { message: 'Please sign in', messageId: 'server.signInRequired' } });
  });

  it.each([
    ['a title under 3 characters', { title: 'Hi' }, { title: english(FORUM_MESSAGES.title) }],
    ['a title of spaces', { title: '      ' }, { title: english(FORUM_MESSAGES.title) }],
    ['a title over 150 characters', { title: 'x'.repeat(151) }, { title: english(FORUM_MESSAGES.title) }],
    ['an empty category (the control allows it)', { category_id: '' }, { category_id: english(FORUM_MESSAGES.category) }],
    ['a category that does not exist', { category_id: 999 }, { category_id: english(FORUM_MESSAGES.category) }],
    ['an empty text', { text: '' }, { text: english(FORUM_MESSAGES.textRequired) }],
    ['a text of empty paragraphs', { text: '<p></p><p> </p>' }, { text: english(FORUM_MESSAGES.textRequired) }],
    ['a text that is only a script', { text: '<script>alert(1)</script>' }, { text: english(FORUM_MESSAGES.textRequired) }],
    ['a text over 20,000 characters', { text: `<p>${'a'.repeat(THREAD_TEXT_MAX)}</p>` }, { text: english(FORUM_MESSAGES.textTooLong) }],
    [
      'everything wrong at once',
      { title: '', category_id: '', text: '' },
      { title: english(FORUM_MESSAGES.title), category_id: english(FORUM_MESSAGES.category), text: english(FORUM_MESSAGES.textRequired) },
    ],
  ])('answers field errors for %s and stores nothing', async (_name, overrides, errors) => {
    const before = await env.server.db.one<{ n: number }>('SELECT count(*)::int AS n FROM forum_threads');
    const reply = await author.client.call('forum', 'set', { threadData: threadData(overrides) });
    expect(reply).toMatchObject({ type: 'setErr', data: { message: english(FORUM_MESSAGES.invalid), messageId: FORUM_MESSAGES.invalid } });
    expect((reply.data as { errors?: unknown }).errors).toEqual(errors);
    const after = await env.server.db.one<{ n: number }>('SELECT count(*)::int AS n FROM forum_threads');
    expect(after).toEqual(before);
  });

  it('accepts a title of exactly 3 and of exactly 150 characters and a text of exactly 20,000 characters', async () => {
    await addThread(author, { title: 'Oat' });
    await addThread(author, { title: 'y'.repeat(150), text: `<p>${'b'.repeat(THREAD_TEXT_MAX - 7)}</p>` });
  });

  it('answers the field errors in Arabic on an Arabic socket', async () => {
    const arabic = await newCustomer(env, 'Huda');
    await arabic.client.call('client_check', 'language', { language: 'ar' });
    const reply = await arabic.client.call('forum', 'set', { threadData: threadData({ title: 'x' }) });
    expect(reply.type).toBe('setErr');
    expect((reply.data as { errors: Record<string, string> }).errors.title).toMatch(/[\u0600-\u06FF]/);
  });

  it('lets the author edit the thread: title, category and text change, author and date stay', async () => {
    const threadId = await addThread(author);
    env.clock.now += 60;
    const reply = await author.client.call('forum', 'set', {
      threadId,
      threadData: threadData({ title: 'Edited title', category_id: 2, text: '<p><em>Edited</em></p>' }),
    });
    expect(reply).toEqual({ type: 'setOk', data: { threadId } });
    const { threadData: saved } = (await guest.call('forum', 'get', { threadId })).data as { threadData: ForumThread };
    expect(saved).toMatchObject({ title: 'Edited title', category_id: 2, text: '<p><em>Edited</em></p>', user_id: author.userId });
    expect(saved.created_at).toBe(env.clock.now - 60);
  });

  it("refuses another customer's edit and changes nothing", async () => {
    const threadId = await addThread(author, { title: 'Mine to edit' });
    const reply = await other.client.call('forum', 'set', { threadId, threadData: threadData({ title: 'Taken over' }) });
    expect(reply).toEqual({ type: 'setErr', data: { message: english(FORUM_MESSAGES.notAuthor), messageId: FORUM_MESSAGES.notAuthor } });
    const { threadData: saved } = (await guest.call('forum', 'get', { threadId })).data as { threadData: ForumThread };
    expect(saved.title).toBe('Mine to edit');
  });

  it('refuses an edit of a thread that does not exist', async () => {
    const reply = await author.client.call('forum', 'set', { threadId: 2_000_000_000, threadData: threadData() });
    expect(reply).toEqual({ type: 'setErr', data: { message: english(FORUM_MESSAGES.notFound), messageId: FORUM_MESSAGES.notFound } });
  });

  it('stores the body cleaned by the shared sanitiser', async () => {
    const threadId = await addThread(author, {
      text: '<p onclick="steal()" style="color:red">Hi <a href="javascript:alert(1)">x</a></p><img src=x onerror=alert(1)><script>alert(1)</script><svg onload=alert(1)><circle/></svg>',
    });
    const row = await env.server.db.one<{ text: string }>('SELECT text FROM forum_threads WHERE id = $1', [threadId]);
    expect(row?.text).toBe('<p>Hi <a>x</a></p><img src="x" />');
  });
});

describe('forum get', () => {
  it('answers an unknown thread with an error (the page goes back to the list)', async () => {
    const reply = await guest.call('forum', 'get', { threadId: 2_000_000_000 });
    expect(reply).toEqual({ type: 'getErr', data: { message: english(FORUM_MESSAGES.notFound), messageId: FORUM_MESSAGES.notFound } });
  });

  it('refuses a malformed id', async () => {
    const reply = await (await env.connect()).call('forum', 'get', { threadId: 'abc' });
    expect(reply.type).toBe('getErr');
  });
});

describe('forum del', () => {
  it("refuses another customer's delete, then deletes for the author", async () => {
    const threadId = await addThread(author);
    expect(await other.client.call('forum', 'del', { threadId })).toEqual({
      type: 'delErr',
      data: { message: english(FORUM_MESSAGES.notAuthor), messageId: FORUM_MESSAGES.notAuthor },
    });
    expect((await guest.call('forum', 'get', { threadId })).type).toBe('getOk');
    expect(await guest.call('forum', 'del', { threadId })).toEqual({
      type: 'delErr',
      data: { message: 'Please sign in', messageId: 'server.signInRequired' },
    });
    expect(await author.client.call('forum', 'del', { threadId })).toEqual({ type: 'delOk', data: { threadId } });
    expect((await guest.call('forum', 'get', { threadId })).type).toBe('getErr');
    expect(await author.client.call('forum', 'del', { threadId })).toEqual({
      type: 'delErr',
      data: { message: english(FORUM_MESSAGES.notFound), messageId: FORUM_MESSAGES.notFound },
    });
  });
});

describe('forum list', () => {
  it('lists a category newest first, to anyone', async () => {
    const first = await addThread(other, { category_id: 3, title: 'First in three' });
    const second = await addThread(author, { category_id: 3, title: 'Second in three' });
    const threads = await list(guest, { filters: { category_id: 3 } });
    expect(threads.map((t) => t.id)).toEqual([second, first]);
    expect(threads.every((t) => t.category_id === 3)).toBe(true);
  });

  it("answers 'My Discussions' with the session's threads, whatever user_id says", async () => {
    const mine = await addThread(other, { category_id: 4, title: 'Omar in four' });
    await addThread(author, { category_id: 4, title: 'Layla in four' });
    const threads = await list(other.client, { filters: { category_id: 4, user_id: author.userId } });
    expect(threads.map((t) => t.id)).toEqual([mine]);
  });

  it("refuses 'My Discussions' to a guest", async () => {
    const reply = await guest.call('forum', 'list', { offset: 0, limit: 20, filters: { user_id: 1 } });
    expect(reply).toEqual({ type: 'listErr', data: { message: 'Please sign in', messageId: 'server.signInRequired' } });
  });

  it('answers an empty page for an empty category', async () => {
    expect(await list(guest, { filters: { category_id: 5 }, offset: 40 })).toEqual([]);
  });

  it('refuses a limit over 100 and a negative offset', async () => {
    expect((await (await env.connect()).call('forum', 'list', { offset: 0, limit: 101, filters: {} })).type).toBe('listErr');
    expect((await (await env.connect()).call('forum', 'list', { offset: -1, limit: 20, filters: {} })).type).toBe('listErr');
  });

  it('never repeats or skips a thread while threads are added between pages (cursor: the last id seen)', async () => {
    const writer = await newCustomer(env, 'Mariam');
    const category = 5;
    const existing: number[] = [];
    for (let i = 0; i < 45; i += 1) existing.push(await addThread(writer, { category_id: category, title: `Thread ${i}` }));
    const seen: number[] = [];
    let after: number | undefined;
    for (let page = 0; page < 10; page += 1) {
      const threads = await list(guest, { filters: { category_id: category }, offset: seen.length, limit: 20, ...(after ? { after } : {}) });
      seen.push(...threads.map((t) => t.id));
      if (threads.length < 20) break;
      after = threads.at(-1)!.id;
      // Someone posts while the reader scrolls: new threads go to the top, never into the pages still to come.
      await addThread(writer, { category_id: category, title: `New while reading ${page}` });
      await addThread(writer, { category_id: category, title: `Another while reading ${page}` });
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual([...existing].reverse());
  });

  it('pages by offset alone as the spec sends it', async () => {
    const all = await list(guest, { filters: { category_id: 5 }, limit: 100 });
    const second = await guest.call('forum', 'list', { offset: 20, limit: 20, filters: { category_id: 5 } });
    expect(second.data).toEqual({ threads: all.slice(20, 40), page: 2 });
  });
});

describe('forum comments (the local comment service)', () => {
  it('adds comments of signed-in customers and lists them oldest first with the first name, to anyone', async () => {
    const threadId = await addThread(author);
    const a = await other.client.call('forum', 'comment', { threadId, text: '  Roasted chickpeas!  ' });
    expect(a).toMatchObject({ type: 'commentOk', data: { comment: { text: 'Roasted chickpeas!', author: 'Omar', user_id: other.userId } } });
    await author.client.call('forum', 'comment', { threadId, text: '<b>Thanks</b>' });
    const reply = await guest.call('forum', 'comments', { threadId });
    expect((reply.data as { comments: Array<{ text: string; author: string }> }).comments.map((c) => [c.author, c.text])).toEqual([
      ['Omar', 'Roasted chickpeas!'],
      ['Layla', '<b>Thanks</b>'],
    ]);
  });

  it('refuses a guest, an empty or too long comment and an unknown thread', async () => {
    const threadId = await addThread(author);
    expect(await guest.call('forum', 'comment', { threadId, text: 'Hi' })).toEqual({
      type: 'commentErr',
      data: { message: 'Please sign in', messageId: 'server.signInRequired' },
    });
    const message = 'Please write a comment of at most 2,000 characters';
    expect(await other.client.call('forum', 'comment', { threadId, text: '   ' })).toEqual({
      type: 'commentErr',
      data: { message, messageId: 'forum.comment', errors: { text: message }, fieldMessages: { text: { id: 'forum.comment' } } },
    });
    expect((await other.client.call('forum', 'comment', { threadId, text: 'x'.repeat(2001) })).type).toBe('commentErr');
    expect(await other.client.call('forum', 'comment', { threadId: 2_000_000_000, text: 'Hi' })).toEqual({
      type: 'commentErr',
      data: { message: english(FORUM_MESSAGES.notFound), messageId: FORUM_MESSAGES.notFound },
    });
    expect(await guest.call('forum', 'comments', { threadId: 2_000_000_000 })).toEqual({
      type: 'commentsErr',
      data: { message: english(FORUM_MESSAGES.notFound), messageId: FORUM_MESSAGES.notFound },
    });
    expect(((await guest.call('forum', 'comments', { threadId })).data as { comments: unknown[] }).comments).toEqual([]);
  });
});
