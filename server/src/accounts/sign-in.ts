// What every successful sign-in and sign-up does: a new session token, and the user as the client receives it.
import type { SignedInUser } from '@mealplan/shared/protocol';
import type { AccountDeps } from './deps';
import { createSession, type NewSession } from './sessions';
import { signedInUserView } from './user-view';
import type { UserRow } from './users';

/** A successful sign-in: the reply's user (with the token) and the session the caller's connection now holds. */
export interface SignIn {
  user: SignedInUser;
  session: NewSession;
}

export async function completeSignIn(deps: Pick<AccountDeps, 'db' | 'now'>, user: UserRow, browserId: string): Promise<SignIn> {
  const now = deps.now();
  const { token, ...session } = await createSession(deps.db, user.id, browserId, now);
  return { user: await signedInUserView(deps.db, user, token, now), session };
}
