// Account changes the end-to-end tests make through the test-fixture route (never in production).
import type { Db } from '../db';
import { revokeUserSessions } from './sessions';
import { findUserByEmail, setUserBannedFlag } from './users';

/**
 * Sets or clears the user's ban flag; a ban also revokes every session (the fixture route then signs the
 * user's live sockets out). Returns the user id, or undefined for an unknown email.
 */
export async function setUserBanned(db: Db, email: string, banned: boolean, now: number): Promise<number | undefined> {
  const user = await findUserByEmail(db, email);
  if (!user) return undefined;
  await db.tx(async (tx) => {
    await setUserBannedFlag(tx, user.id, banned);
    if (banned) await revokeUserSessions(tx, user.id, now);
  });
  return user.id;
}
