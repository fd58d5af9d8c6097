// The content module seeds the table it owns (issue 39): the blog's articles (blog_posts). Like the catalogue's seed,
// idempotent: a missing article is inserted and an article edited since stays as edited. Runs after the catalogue's
// seed, which inserts the categories the articles belong to.
import { insertMissing, type TableRows } from '../../catalog/insert-rows';
import type { Db } from '../../db';
import { blogPosts } from './blog-posts';

export const blogPostRows: TableRows = {
  table: 'blog_posts',
  columns: ['id', 'category_id', 'title', 'description', 'body', 'image', 'tags', 'created_at'],
  rows: blogPosts.map((p) => [p.id, p.categoryId, p.title, p.description, p.body, p.image, p.tags, p.createdAt]),
};

export async function seedContent(db: Db): Promise<void> {
  await insertMissing(db, blogPostRows);
}
