// Each module seeds the tables it owns (issue 39): the catalogue seeds the blog's categories, the content module its
// articles (blog_posts); seeding twice adds nothing, and an article edited since stays as edited.
import { seedCatalog } from '../../src/catalog';
import { seedContent } from '../../src/content/seed';
import { blogPosts } from '../../src/content/seed/blog-posts';
import { seedFor } from '../../src/demo';
import type { Db } from '../../src/db';
import { createTestDatabase, type TestDatabase } from '../support/database';

const count = async (db: Db, table: string) => (await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))!.n;

describe('seeding the blog', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase(undefined, { template: 'migrated' });
  });
  afterAll(() => testDb.dispose());

  it('leaves the articles to the content module, which inserts the missing ones only', async () => {
    const { db } = testDb;
    await seedCatalog(db);
    expect(await count(db, 'blog_categories')).toBeGreaterThan(0);
    expect(await count(db, 'blog_posts')).toBe(0);

    await seedContent(db);
    expect(await count(db, 'blog_posts')).toBe(blogPosts.length);
    await db.query("UPDATE blog_posts SET title = 'Edited by the team' WHERE id = $1", [blogPosts[0]!.id]);
    await seedContent(db);
    expect(await count(db, 'blog_posts')).toBe(blogPosts.length);
    expect(await db.one('SELECT title FROM blog_posts WHERE id = $1', [blogPosts[0]!.id])).toEqual({ title: 'Edited by the team' });
  });

  it('is part of what a start seeds without the demo customers', async () => {
    const fresh = await createTestDatabase(undefined, { template: 'migrated' });
    try {
      await seedFor({ seedDemo: false })(fresh.db);
      expect(await count(fresh.db, 'blog_posts')).toBe(blogPosts.length);
      expect(await count(fresh.db, 'users')).toBe(0);
    } finally {
      await fresh.dispose();
    }
  });
});
