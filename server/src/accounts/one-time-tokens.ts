// Single-use emailed links (password restore, email confirmation), stored as SHA-256 hashes.
import type { Db } from '../db';
import { hashSecret, newToken } from './secrets';

export type LinkPurpose = 'restore' | 'confirmation';

export const LINK_LIFETIME_SECONDS: Record<LinkPurpose, number> = {
  restore: 60 * 60,
  confirmation: 7 * 24 * 60 * 60,
};

export async function issueLinkToken(db: Db, userId: number, purpose: LinkPurpose, now: number): Promise<string> {
  const token = newToken();
  await db.query('INSERT INTO one_time_tokens (user_id, purpose, token_hash, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)', [
    userId,
    purpose,
    hashSecret(token),
    now,
    now + LINK_LIFETIME_SECONDS[purpose],
  ]);
  return token;
}

/** The user of an unused, unexpired token, without using it. */
export async function peekLinkToken(db: Db, token: string, purpose: LinkPurpose, now: number): Promise<number | undefined> {
  const row = await db.one<{ user_id: number }>(
    'SELECT user_id FROM one_time_tokens WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3',
    [hashSecret(token), purpose, now],
  );
  return row?.user_id;
}

/** Marks the token used and returns its user; undefined when it is unknown, expired or already used. */
export async function useLinkToken(db: Db, token: string, purpose: LinkPurpose, now: number): Promise<number | undefined> {
  const row = await db.one<{ user_id: number }>(
    `UPDATE one_time_tokens SET used_at = $3
     WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3 RETURNING user_id`,
    [hashSecret(token), purpose, now],
  );
  return row?.user_id;
}
