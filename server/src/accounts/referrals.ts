// Referral tokens: each user has one; a sign-up through it records that user as the referer.
import type { Db } from '../db';
import { newToken } from './secrets';
import { isActiveUser } from './users';

/** The user's referral token, created on first use. */
export async function referralToken(db: Db, userId: number, now: number): Promise<string> {
  await db.query('INSERT INTO referral_tokens (token, user_id, created_at) VALUES ($1, $2, $3) ON CONFLICT (user_id) DO NOTHING', [
    newToken(),
    userId,
    now,
  ]);
  const row = await db.one<{ token: string }>('SELECT token FROM referral_tokens WHERE user_id = $1', [userId]);
  if (!row) throw new Error(`No referral token for user ${userId}`);
  return row.token;
}

/** The referring user of a token, when that user exists and is not banned. */
export async function refererOfToken(db: Db, token: string): Promise<number | undefined> {
  const row = await db.one<{ user_id: number }>(
    'SELECT r.user_id FROM referral_tokens r JOIN users u ON u.id = r.user_id WHERE r.token = $1 AND NOT u.banned',
    [token],
  );
  return row?.user_id;
}

/** A user who may refer others: exists and is not banned. */
export const isValidReferer = isActiveUser;
