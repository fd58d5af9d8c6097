// What every successful sign-in and sign-up does: a new session token, the socket signed in, the user sent.
import type { SignedInUser } from '@mealplan/shared/protocol';
import type { CallContext } from '../realtime/channel';
import { createSession } from './sessions';
import { signedInUserView } from './user-view';
import type { UserRow } from './users';

export async function completeSignIn(ctx: CallContext, user: UserRow, browserId: string): Promise<SignedInUser> {
  const now = ctx.now();
  const { token, tokenHash, expiresAt } = await createSession(ctx.db, user.id, browserId, now);
  ctx.signIn(user.id, browserId, { tokenHash, expiresAt });
  return signedInUserView(ctx.db, user, token, now);
}
