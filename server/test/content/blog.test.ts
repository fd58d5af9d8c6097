// spec 3 §7 "Channel blog": infoList pages and get with neighbours, over a real socket on the seeded database.
import { ALL_ARTICLES_CATEGORY_ID, BLOG_PAGE_SIZE, type BlogPost } from '@mealplan/shared/protocol';
import { decodeContent } from '@mealplan/shared/html';
import { blogCategories } from '../../src/catalog/seed/blog';
import { blogPosts } from '../../src/content/seed/blog-posts';
import blog from '../../src/channels/blog';
import { connectClient, startTestServer, type TestClient, type TestServer } from '../support/harness';

type Listed = { posts: BlogPost[]; page: number };

const FIRST_CATEGORY = Math.min(...blogCategories.map((category) => category.id));
/** The seeded articles in list order: newest first, the higher id first on the same second. */
const newestFirst = [...blogPosts].sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);

describe('blog over a socket', () => {
  let server: TestServer;
  let client: TestClient;

  beforeAll(async () => {
    server = await startTestServer({ channels: [blog], routes: [] });
    client = await connectClient(server);
  });
  afterAll(async () => {
    client?.close();
    await server?.close();
  });

  async function list(data: unknown): Promise<Listed> {
    const reply = await client.call('blog', 'infoList', data);
    expect(reply.type).toBe('infoListOk');
    return reply.data as Listed;
  }

  /** Every page of a list, in pages of `limit`, until a short page. */
  async function walk(categories: number[], limit: number): Promise<BlogPost[]> {
    const seen: BlogPost[] = [];
    for (let offset = 0; ; offset += limit) {
      const { posts, page } = await list({ offset, limit, categories });
      expect(page).toBe(offset / limit + 1);
      seen.push(...posts);
      if (posts.length < limit) return seen;
    }
  }

  it('has enough seeded articles that paging is real (at least 45, at least 21 in the first category)', () => {
    expect(blogPosts.length).toBeGreaterThanOrEqual(45);
    expect(blogPosts.filter((post) => post.categoryId === FIRST_CATEGORY).length).toBeGreaterThanOrEqual(21);
    expect(new Set(blogPosts.map((post) => post.title)).size).toBe(blogPosts.length);
  });

  it('lists the first page of a category: 20 cards newest first, without the body', async () => {
    const { posts, page } = await list({ offset: 0, limit: BLOG_PAGE_SIZE, categories: [FIRST_CATEGORY] });
    expect(page).toBe(1);
    expect(posts).toHaveLength(BLOG_PAGE_SIZE);
    expect(posts.map((post) => post.id)).toEqual(
      newestFirst
        .filter((post) => post.categoryId === FIRST_CATEGORY)
        .slice(0, 20)
        .map((post) => post.id),
    );
    for (const post of posts) {
      expect(post).toEqual({
        id: expect.any(Number),
        title: expect.stringMatching(/\S/),
        description: expect.stringMatching(/\S/),
        image: expect.stringMatching(/^\/media\/dishes\/\d+\.webp$/),
        tags: expect.arrayContaining([expect.any(String)]),
        createdAt: expect.any(Number),
        blogCategoryId: FIRST_CATEGORY,
      });
    }
  });

  it('pages through a category without repeating or skipping an article', async () => {
    const seen = await walk([FIRST_CATEGORY], BLOG_PAGE_SIZE);
    expect(seen.map((post) => post.id)).toEqual(newestFirst.filter((post) => post.categoryId === FIRST_CATEGORY).map((post) => post.id));
  });

  it.each([
    ['the all-articles pseudo category', [ALL_ARTICLES_CATEGORY_ID]],
    ['no category', []],
    ['the pseudo category beside a real one', [2, ALL_ARTICLES_CATEGORY_ID]],
  ])('lists every article for %s, in any page size', async (_case, categories) => {
    for (const limit of [BLOG_PAGE_SIZE, 7, 1]) {
      const seen = await walk(categories, limit);
      expect(seen.map((post) => post.id)).toEqual(newestFirst.map((post) => post.id));
    }
  });

  it('lists several categories together, once each', async () => {
    const seen = await walk([3, 2, 3], 5);
    expect(seen.map((post) => post.id)).toEqual(newestFirst.filter((post) => post.categoryId === 2 || post.categoryId === 3).map((post) => post.id));
  });

  it('answers an empty page past the end', async () => {
    expect(await list({ offset: 1_000, limit: BLOG_PAGE_SIZE, categories: [] })).toEqual({ posts: [], page: 51 });
  });

  it('refuses a category that does not exist and names the problem', async () => {
    expect(await client.call('blog', 'infoList', { offset: 0, limit: 20, categories: [1, 77] })).toEqual({
      type: 'infoListErr',
      data: { message: 'This blog category does not exist', messageId: 'blog.unknownCategory' },
    });
  });

  it.each([
    ['a zero limit', { offset: 0, limit: 0, categories: [] }],
    ['a limit over 100', { offset: 0, limit: 101, categories: [] }],
    ['a negative offset', { offset: -20, limit: 20, categories: [] }],
    ['a fractional offset', { offset: 1.5, limit: 20, categories: [] }],
    ['categories that are not ids', { offset: 0, limit: 20, categories: ['nutrition'] }],
    ['a missing offset', { limit: 20, categories: [] }],
  ])('refuses %s with a message', async (_case, data) => {
    const reply = await client.call('blog', 'infoList', data);
    expect(reply).toMatchObject({ type: 'infoListErr', data: { message: expect.stringMatching(/\S/) } });
  });

  it('answers an article with its decoded HTML body, its category and both neighbours', async () => {
    const middle = newestFirst[10]!;
    const reply = await client.call('blog', 'get', { postId: middle.id, getNeighbours: true });
    expect(reply.type).toBe('getOk');
    const { post } = reply.data as { post: BlogPost };
    expect(post).toMatchObject({
      id: middle.id,
      title: middle.title,
      blogCategoryId: middle.categoryId,
      createdAt: middle.createdAt,
      image: middle.image,
    });
    const html = decodeContent(post.text!);
    expect(html).not.toBe(post.text);
    expect(html).toMatch(/^<p>/);
    expect(html).toContain('<li>');
    const older = newestFirst[11]!;
    const newer = newestFirst[9]!;
    expect(post.prevPost).toEqual({ id: older.id, title: older.title, image: older.image });
    expect(post.nextPost).toEqual({ id: newer.id, title: newer.title, image: newer.image });
  });

  it('steps from the oldest article to the newest through the next links, and back through the previous ones', async () => {
    const forward: number[] = [];
    let id: number | undefined = newestFirst.at(-1)!.id;
    while (id !== undefined) {
      forward.push(id);
      const { post } = (await client.call('blog', 'get', { postId: id, getNeighbours: true })).data as { post: BlogPost };
      if (id === forward[0]) expect(post.prevPost).toBeNull();
      id = post.nextPost?.id;
    }
    expect(forward).toEqual(newestFirst.map((post) => post.id).reverse());
    const { post: newest } = (await client.call('blog', 'get', { postId: forward.at(-1), getNeighbours: true })).data as { post: BlogPost };
    expect(newest.nextPost).toBeNull();
    expect(newest.prevPost?.id).toBe(forward.at(-2));
  });

  it('leaves the neighbours out unless they are asked for', async () => {
    const { post } = (await client.call('blog', 'get', { postId: 1 })).data as { post: BlogPost };
    expect(post.id).toBe(1);
    expect(post).not.toHaveProperty('prevPost');
    expect(post).not.toHaveProperty('nextPost');
  });

  it('serves an article written to the database by another path without script, handlers or javascript: links', async () => {
    await server.db.query(
      'INSERT INTO blog_posts (id, category_id, title, description, body, image, tags, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
      [
        900,
        1,
        'Imported',
        'From an old system',
        '<p onclick="steal()">Hello <a href="javascript:steal()">there</a></p><script>steal()</script><img src=x onerror="steal()"><svg><script>steal()</script></svg>',
        '/media/dishes/1001.svg',
        ['import'],
        1,
      ],
    );
    try {
      const { post } = (await client.call('blog', 'get', { postId: 900 })).data as { post: BlogPost };
      expect(decodeContent(post.text!)).toBe('<p>Hello <a>there</a></p><img src="x" />');
    } finally {
      await server.db.query('DELETE FROM blog_posts WHERE id = 900');
    }
  });

  it('answers an unknown article with "Article not found"', async () => {
    expect(await client.call('blog', 'get', { postId: 424242, getNeighbours: true })).toEqual({
      type: 'getErr',
      data: { message: 'Article not found', messageId: 'blog.articleNotFound' },
    });
  });

  it.each([
    ['no id', {}],
    ['a text id', { postId: 'first' }],
    ['a zero id', { postId: 0 }],
    ['an id beyond an integer column', { postId: 2 ** 31 }],
    ['a neighbours flag that is not a boolean', { postId: 1, getNeighbours: 'yes' }],
  ])('refuses %s with a message', async (_case, data) => {
    expect(await client.call('blog', 'get', data)).toMatchObject({ type: 'getErr', data: { message: expect.stringMatching(/\S/) } });
  });
});
