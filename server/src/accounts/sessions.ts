// Sign-in sessions: a random token per sign-in, stored as its SHA-256 hash, with an expiry and revocation.
import type { Db } from '../db';
import type { CallContext } from '../realtime/channel';
import { hashSecret, newToken } from './secrets';

export const SESSION_LIFETIME_SECONDS = 30 * 24 * 60 * 60;

export async function createSession(db: Db, userId: number, browserId: string, now: number): Promise<string> {
  const token = newToken();
  await db.query(
    'INSERT INTO sessions (user_id, token_hash, browser_id, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)',
    [userId, hashSecret(token), browserId, now, now + SESSION_LIFETIME_SECONDS],
  );
  return token;
}

/** The user of a valid (unexpired, unrevoked) token whose account is not banned. */
export async function findSessionUserId(db: Db, token: string, now: number): Promise<number | undefined> {
  const row = await db.one<{ user_id: number }>(
    `SELECT s.user_id FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2 AND NOT u.banned`,
    [hashSecret(token), now],
  );
  return row?.user_id;
}

/** Whether the user still has a valid session in this browser and is not banned. */
export async function hasActiveSession(db: Db, userId: number, browserId: string, now: number): Promise<boolean> {
  const row = await db.one<{ id: number }>(
    `SELECT s.id FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.user_id = $1 AND s.browser_id = $2 AND s.revoked_at IS NULL AND s.expires_at > $3 AND NOT u.banned
     LIMIT 1`,
    [userId, browserId, now],
  );
  return row !== undefined;
}

/** Revokes every session of the user in this browser (logout). */
export async function revokeBrowserSessions(db: Db, userId: number, browserId: string, now: number): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = $3 WHERE user_id = $1 AND browser_id = $2 AND revoked_at IS NULL', [
    userId,
    browserId,
    now,
  ]);
}

/** Tells every tab of this browser that it is signed out (they go to /sign-in). */
export function pushLogout(ctx: Pick<CallContext, 'emitToBrowser'>, browserId: string): void {
  ctx.emitToBrowser(browserId, 'login', { type: 'logoutOk', data: { browserId } });
}

/** Revokes every session of the user (ban, password change); returns the browsers that were signed in. */
export async function revokeUserSessions(db: Db, userId: number, now: number): Promise<string[]> {
  const revoked = await db.query<{ browser_id: string }>(
    'UPDATE sessions SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > $2 RETURNING browser_id',
    [userId, now],
  );
  return [...new Set(revoked.map((row) => row.browser_id))];
}
