// The signed-in user of a call, re-validated against the database so a revoked session or a banned
// account stops being treated as signed in on every live socket.
import { ACCOUNT_MESSAGES } from '@mealplan/shared/account';
import { ClientError, type CallContext } from '../realtime/channel';
import { hasActiveSession } from './sessions';

export async function requireActiveUser(ctx: CallContext): Promise<number> {
  const userId = ctx.requireUser();
  const active = ctx.browserId !== null && (await hasActiveSession(ctx.db, userId, ctx.browserId, ctx.now()));
  if (!active) {
    ctx.signOut();
    throw new ClientError(ACCOUNT_MESSAGES.sessionExpired);
  }
  return userId;
}
