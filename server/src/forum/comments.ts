// The local comment service behind the thread page's comment widget (spec 3 §2 "an embedded third-party comment
// widget"): used while no third-party provider is configured. Comments are plain text, oldest first, written by customers.
import { COMMENT_MESSAGES, FORUM_MESSAGES, validateComment } from '@mealplan/shared/domain';
import type { ForumComment } from '@mealplan/shared/protocol';
import { firstNamesOf } from '../accounts/users';
import type { Db } from '../db';
import { ClientError } from '../errors';
import type { ForumDeps } from './deps';

interface CommentRow {
  id: number;
  user_id: number;
  text: string;
  created_at: number | string;
}

/** The comments with their authors' first names (a comment whose author is gone is left out, as a join would). */
async function served(db: Db, rows: readonly CommentRow[]): Promise<ForumComment[]> {
  const authors = await firstNamesOf(
    db,
    rows.map((row) => row.user_id),
  );
  return rows
    .filter((row) => authors.has(row.user_id))
    .map((row) => ({ id: row.id, user_id: row.user_id, author: authors.get(row.user_id) ?? '', text: row.text, created_at: Number(row.created_at) }));
}

async function threadExists(db: Db, threadId: number): Promise<boolean> {
  return (await db.one('SELECT 1 AS found FROM forum_threads WHERE id = $1', [threadId])) !== undefined;
}

export async function listComments({ db }: Pick<ForumDeps, 'db'>, threadId: number): Promise<ForumComment[]> {
  if (!(await threadExists(db, threadId))) throw new ClientError(FORUM_MESSAGES.notFound);
  const rows = await db.query<CommentRow>('SELECT id, user_id, text, created_at FROM forum_comments WHERE thread_id = $1 ORDER BY id LIMIT 500', [
    threadId,
  ]);
  return served(db, rows);
}

export async function addComment(
  { db, now: clock }: ForumDeps,
  userId: number,
  { threadId, text }: { threadId: number; text: string },
): Promise<ForumComment> {
  const now = clock();
  const errors = validateComment(text);
  if (errors.text) throw new ClientError(COMMENT_MESSAGES.text, errors);
  if (!(await threadExists(db, threadId))) throw new ClientError(FORUM_MESSAGES.notFound);
  const row = await db.one<CommentRow>(
    'INSERT INTO forum_comments (thread_id, user_id, text, created_at) VALUES ($1, $2, $3, $4) RETURNING id, user_id, text, created_at',
    [threadId, userId, text.trim(), now],
  );
  const [comment] = await served(db, [row!]);
  return comment!;
}
