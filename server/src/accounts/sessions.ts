// Sign-in sessions: a random token per sign-in, stored as its SHA-256 hash, with an expiry and revocation.
import type { Db } from '../db';
import { hashSecret, newToken } from './secrets';

export const SESSION_LIFETIME_SECONDS = 30 * 24 * 60 * 60;

/** A session just created: whose, in which browser, its token's hash and its expiry (unix seconds). */
export interface NewSession {
  userId: number;
  browserId: string;
  tokenHash: string;
  expiresAt: number;
}

/** A new session token for the user in this browser: the token (sent once) and the session stored with its hash. */
export async function createSession(db: Db, userId: number, browserId: string, now: number): Promise<NewSession & { token: string }> {
  const token = newToken();
  const tokenHash = hashSecret(token);
  const expiresAt = now + SESSION_LIFETIME_SECONDS;
  await db.query('INSERT INTO sessions (user_id, token_hash, browser_id, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)', [
    userId,
    tokenHash,
    browserId,
    now,
    expiresAt,
  ]);
  return { token, userId, browserId, tokenHash, expiresAt };
}

export interface ValidSession {
  userId: number;
  tokenHash: string;
  /** Unix seconds. */
  expiresAt: number;
  /** The browser the token was last used from. */
  browserId: string;
}

/** The session of a valid (unexpired, unrevoked) token whose account is not banned. */
export async function findValidSession(db: Db, token: string, now: number): Promise<ValidSession | undefined> {
  const tokenHash = hashSecret(token);
  const row = await db.one<{ user_id: number; expires_at: number; browser_id: string }>(
    `SELECT s.user_id, s.expires_at, s.browser_id FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2 AND NOT u.banned`,
    [tokenHash, now],
  );
  return row && { userId: row.user_id, tokenHash, expiresAt: Number(row.expires_at), browserId: row.browser_id };
}

/** Records that the session's token is now used from this browser (a restarted browser gets a new browserId). */
export async function moveSession(db: Db, tokenHash: string, browserId: string): Promise<void> {
  await db.query('UPDATE sessions SET browser_id = $2 WHERE token_hash = $1', [tokenHash, browserId]);
}

/** Revokes one session token (logout): every browser and socket using it is signed out with it. */
export async function revokeSession(db: Db, tokenHash: string, now: number): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL', [tokenHash, now]);
}

/** Revokes every session of the user (ban, password change); returns the browsers that were signed in. */
export async function revokeUserSessions(db: Db, userId: number, now: number): Promise<string[]> {
  const revoked = await db.query<{ browser_id: string }>(
    'UPDATE sessions SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > $2 RETURNING browser_id',
    [userId, now],
  );
  return [...new Set(revoked.map((row) => row.browser_id))];
}
