// The local comment service behind the thread page's comment widget (spec 3 §2 "an embedded third-party comment
// widget"): used while no third-party provider is configured. Comments are plain text, oldest first, written by customers.
import { COMMENT_MESSAGES, FORUM_MESSAGES, validateComment } from '@mealplan/shared/domain';
import type { ForumComment } from '@mealplan/shared/protocol';
import type { Db } from '../db';
import { ClientError } from '../errors';

interface CommentRow {
  id: number;
  user_id: number;
  author: string | null;
  text: string;
  created_at: number | string;
}

const served = (row: CommentRow): ForumComment => ({
  id: row.id,
  user_id: row.user_id,
  author: row.author ?? '',
  text: row.text,
  created_at: Number(row.created_at),
});

async function threadExists(db: Db, threadId: number): Promise<boolean> {
  return (await db.one('SELECT 1 AS found FROM forum_threads WHERE id = $1', [threadId])) !== undefined;
}

export async function listComments(db: Db, threadId: number): Promise<ForumComment[]> {
  if (!(await threadExists(db, threadId))) throw new ClientError(FORUM_MESSAGES.notFound);
  const rows = await db.query<CommentRow>(
    `SELECT c.id, c.user_id, u.first_name AS author, c.text, c.created_at
     FROM forum_comments c JOIN users u ON u.id = c.user_id WHERE c.thread_id = $1 ORDER BY c.id LIMIT 500`,
    [threadId],
  );
  return rows.map(served);
}

export async function addComment(db: Db, userId: number, threadId: number, text: string, now: number): Promise<ForumComment> {
  const errors = validateComment(text);
  if (errors.text) throw new ClientError(COMMENT_MESSAGES.text, errors);
  if (!(await threadExists(db, threadId))) throw new ClientError(FORUM_MESSAGES.notFound);
  const row = await db.one<CommentRow>(
    `WITH added AS (INSERT INTO forum_comments (thread_id, user_id, text, created_at) VALUES ($1, $2, $3, $4) RETURNING *)
     SELECT a.id, a.user_id, u.first_name AS author, a.text, a.created_at FROM added a JOIN users u ON u.id = a.user_id`,
    [threadId, userId, text.trim(), now],
  );
  return served(row!);
}
