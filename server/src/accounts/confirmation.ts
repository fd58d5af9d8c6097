// Email confirmation by the single-use link sent at sign-up.
import { ACCOUNT_MESSAGES } from '@mealplan/shared/account';
import { type CallContext } from '../realtime/channel';
import { ClientError } from '../errors';
import { useLinkToken } from './one-time-tokens';
import { userViewChanged } from './user-view';

export async function confirmEmail(ctx: CallContext, token: string): Promise<{ message: string }> {
  const now = ctx.now();
  const userId = await useLinkToken(ctx.db, token, 'confirmation', now);
  if (userId === undefined) throw new ClientError(ACCOUNT_MESSAGES.confirmationInvalid);
  await ctx.db.query('UPDATE users SET email_confirmed_at = COALESCE(email_confirmed_at, $2) WHERE id = $1', [userId, now]);
  await userViewChanged(ctx.services, userId);
  return { message: ACCOUNT_MESSAGES.confirmationDone };
}
