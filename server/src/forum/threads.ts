// Forum threads (spec 3 §3 "Forum thread", §4 "Blog and forum", §5, §6): newest first, read by anyone, written by
// customers. The author is the session's user; only the author edits or deletes a thread. Bodies are cleaned with
// the shared allow-list before they are stored (saveThread is the table's only writer, since 0030 created it), and
// served as stored: a list of 20 is not cleaned again on every read. A change that narrows the allow-list must
// re-clean the stored bodies once.
import { FORUM_MESSAGES, validateThread } from '@mealplan/shared/domain';
import type { ForumThread } from '@mealplan/shared/protocol';
import { sanitiseHtml } from '../content/sanitise';
import { forumCategoryExists } from '../catalog/lookups';
import type { Db } from '../db';
import type { ForumDeps } from './deps';
import { ClientError } from '../errors';

export interface ThreadFilters {
  categoryId?: number;
  /** Only this author's threads ('My Discussions'). */
  authorId?: number;
}

export interface ThreadPage {
  offset: number;
  limit: number;
  /** The last thread id the reader has: the page starts after it (offset is then not applied). */
  after?: number;
}

interface ThreadRow {
  id: number;
  title: string;
  text: string;
  category_id: number;
  created_at: number | string;
  user_id: number;
}

const COLUMNS = 'id, title, text, category_id, created_at, user_id';

function served(row: ThreadRow): ForumThread {
  return {
    id: row.id,
    title: row.title,
    text: row.text,
    category_id: row.category_id,
    created_at: Number(row.created_at),
    user_id: row.user_id,
  };
}

/** One page of threads, newest first; page = the 1-based number of the page (offset / limit + 1). */
export async function listThreads(
  { db }: Pick<ForumDeps, 'db'>,
  filters: ThreadFilters,
  page: ThreadPage,
): Promise<{ threads: ForumThread[]; page: number }> {
  const where: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (filters.categoryId !== undefined) where.push(`category_id = ${param(filters.categoryId)}`);
  if (filters.authorId !== undefined) where.push(`user_id = ${param(filters.authorId)}`);
  if (page.after !== undefined) where.push(`id < ${param(page.after)}`);
  const sql =
    `SELECT ${COLUMNS} FROM forum_threads${where.length ? ` WHERE ${where.join(' AND ')}` : ''} ORDER BY id DESC ` +
    `LIMIT ${param(page.limit)} OFFSET ${param(page.after === undefined ? page.offset : 0)}`;
  const rows = await db.query<ThreadRow>(sql, params);
  return { threads: rows.map(served), page: Math.floor(page.offset / page.limit) + 1 };
}

export async function findThread({ db }: Pick<ForumDeps, 'db'>, threadId: number): Promise<ForumThread> {
  const row = await db.one<ThreadRow>(`SELECT ${COLUMNS} FROM forum_threads WHERE id = $1`, [threadId]);
  if (!row) throw new ClientError(FORUM_MESSAGES.notFound);
  return served(row);
}

export interface ThreadDraft {
  title: string;
  category_id?: number | undefined;
  /** HTML as the editor sent it. */
  text: string;
}

/** What a reader sees of a cleaned body: its text, or an image. */
function visibleText(cleanHtml: string): string {
  if (/<img\b/i.test(cleanHtml)) return 'image';
  return cleanHtml
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/g, ' ')
    .trim();
}

/** Refuses a thread the rules refuse, answering field errors for title, category_id and text. */
async function checkedDraft(db: Db, draft: ThreadDraft): Promise<{ title: string; categoryId: number; html: string }> {
  const html = sanitiseHtml(draft.text);
  const errors = validateThread({ title: draft.title, category_id: draft.category_id ?? null, text: draft.text, visibleText: visibleText(html) });
  if (!errors.category_id && draft.category_id !== undefined && !(await forumCategoryExists(db, draft.category_id))) {
    errors.category_id = FORUM_MESSAGES.category;
  }
  if (Object.keys(errors).length > 0 || draft.category_id === undefined) throw new ClientError(FORUM_MESSAGES.invalid, errors);
  return { title: draft.title.trim(), categoryId: draft.category_id, html };
}

/** The thread's author, or a refusal when the thread is missing or someone else's. */
async function ownThread(db: Db, userId: number, threadId: number): Promise<void> {
  const row = await db.one<{ user_id: number }>('SELECT user_id FROM forum_threads WHERE id = $1 FOR UPDATE', [threadId]);
  if (!row) throw new ClientError(FORUM_MESSAGES.notFound);
  if (row.user_id !== userId) throw new ClientError(FORUM_MESSAGES.notAuthor);
}

/** Adds a thread (no threadId) or changes the author's own; answers the thread's id. */
export async function saveThread(
  { db, now: clock }: ForumDeps,
  userId: number,
  { draft, threadId }: { draft: ThreadDraft; threadId: number | undefined },
): Promise<number> {
  const now = clock();
  const { title, categoryId, html } = await checkedDraft(db, draft);
  if (threadId === undefined) {
    const row = await db.one<{ id: number }>(
      'INSERT INTO forum_threads (user_id, category_id, title, text, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $5) RETURNING id',
      [userId, categoryId, title, html, now],
    );
    return row!.id;
  }
  return db.tx(async (tx) => {
    await ownThread(tx, userId, threadId);
    await tx.query('UPDATE forum_threads SET category_id = $2, title = $3, text = $4, updated_at = $5 WHERE id = $1', [
      threadId,
      categoryId,
      title,
      html,
      now,
    ]);
    return threadId;
  });
}

export async function deleteThread({ db }: Pick<ForumDeps, 'db'>, userId: number, threadId: number): Promise<void> {
  await db.tx(async (tx) => {
    await ownThread(tx, userId, threadId);
    await tx.query('DELETE FROM forum_threads WHERE id = $1', [threadId]);
  });
}
