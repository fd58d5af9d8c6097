// The nutrition-support blog (spec 3 §2 "Nutrition support", §3 "Blog post", §7 "Channel blog", §9).
// Articles are listed newest first with the id as tie-break, so a page boundary never moves between two calls and
// consecutive pages neither repeat nor skip an article. A post's text travels encoded and sanitised.
import { ALL_ARTICLES_CATEGORY_ID, type BlogPost } from '@mealplan/shared/protocol';
import { encodeContent } from '@mealplan/shared/html';
import { knownBlogCategories } from '../catalog/lookups';
import type { Db } from '../db';
import type { ContentDeps } from './deps';
import { ClientError } from '../errors';
import { sanitiseHtml } from './sanitise';
import type { ServerMessageId } from '../i18n';

export const ARTICLE_NOT_FOUND_MESSAGE: ServerMessageId = 'blog.articleNotFound';
export const UNKNOWN_BLOG_CATEGORY_MESSAGE: ServerMessageId = 'blog.unknownCategory';

interface PostRow {
  id: number;
  category_id: number;
  title: string;
  description: string;
  body: string;
  image: string;
  tags: string[];
  created_at: string | number;
}

type ListedRow = Omit<PostRow, 'body'>;

const LISTED_COLUMNS = 'id, category_id, title, description, image, tags, created_at';
/** Newest first; the id breaks ties between articles of the same second. */
const ORDER = 'ORDER BY created_at DESC, id DESC';

function listed(row: ListedRow): BlogPost {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    image: row.image,
    tags: row.tags,
    createdAt: Number(row.created_at),
    blogCategoryId: row.category_id,
  };
}

/** The categories a list asks for: none, or the all-articles pseudo id among them, means every category. */
export function categoryFilter(categories: readonly number[]): number[] | undefined {
  if (categories.length === 0 || categories.includes(ALL_ARTICLES_CATEGORY_ID)) return undefined;
  return [...new Set(categories)];
}

export interface ListRequest {
  offset: number;
  limit: number;
  categories: readonly number[];
}

/** One page of the list (spec 3 §4: pages of 20 in the page); `page` counts from 1. Unknown categories are refused. */
export async function listPosts({ db }: ContentDeps, { offset, limit, categories }: ListRequest): Promise<{ posts: BlogPost[]; page: number }> {
  const wanted = categoryFilter(categories);
  if (wanted) {
    const known = await knownBlogCategories(db, wanted);
    if (known.length !== wanted.length) throw new ClientError(UNKNOWN_BLOG_CATEGORY_MESSAGE);
  }
  const rows = wanted
    ? await db.query<ListedRow>(`SELECT ${LISTED_COLUMNS} FROM blog_posts WHERE category_id = ANY($1::int[]) ${ORDER} LIMIT $2 OFFSET $3`, [
        wanted,
        limit,
        offset,
      ])
    : await db.query<ListedRow>(`SELECT ${LISTED_COLUMNS} FROM blog_posts ${ORDER} LIMIT $1 OFFSET $2`, [limit, offset]);
  return { posts: rows.map(listed), page: Math.floor(offset / limit) + 1 };
}

/** The article next to `row` in publication order: the one published just before (prev) or just after (next). */
async function neighbour(db: Db, row: PostRow, direction: 'prev' | 'next') {
  const sql =
    direction === 'prev'
      ? `SELECT id, image, title FROM blog_posts WHERE (created_at, id) < ($1::bigint, $2::int) ORDER BY created_at DESC, id DESC LIMIT 1`
      : `SELECT id, image, title FROM blog_posts WHERE (created_at, id) > ($1::bigint, $2::int) ORDER BY created_at ASC, id ASC LIMIT 1`;
  return (await db.one<{ id: number; image: string; title: string }>(sql, [row.created_at, row.id])) ?? null;
}

/** An article with its encoded, sanitised text; with `withNeighbours`, the previous (older) and next (newer) article. */
export async function findPost({ db }: ContentDeps, postId: number, withNeighbours: boolean): Promise<BlogPost> {
  const row = await db.one<PostRow>(`SELECT ${LISTED_COLUMNS}, body FROM blog_posts WHERE id = $1`, [postId]);
  if (!row) throw new ClientError(ARTICLE_NOT_FOUND_MESSAGE);
  // Cleaned on the way out as well as when seeded: a row written by any other path never reaches a page raw.
  const post: BlogPost = { ...listed(row), text: encodeContent(sanitiseHtml(row.body)) };
  if (!withNeighbours) return post;
  const [prevPost, nextPost] = await Promise.all([neighbour(db, row, 'prev'), neighbour(db, row, 'next')]);
  return { ...post, prevPost, nextPost };
}
