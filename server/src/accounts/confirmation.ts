// Email confirmation by the single-use link sent at sign-up.
import { ACCOUNT_MESSAGES } from '@mealplan/shared/account';
import { ClientError } from '../errors';
import { customerChanged } from '../orders/order-events';
import type { AccountDeps, SaveDeps } from './deps';
import { useLinkToken } from './one-time-tokens';
import { confirmUserEmail } from './users';

/** Confirms the link's account and announces the change; returns its user and the message to show. */
export async function confirmEmail(deps: Pick<AccountDeps, 'db' | 'now'> & SaveDeps, token: string): Promise<{ userId: number; message: string }> {
  const now = deps.now();
  const userId = await useLinkToken(deps.db, token, 'confirmation', now);
  if (userId === undefined) throw new ClientError(ACCOUNT_MESSAGES.confirmationInvalid);
  await confirmUserEmail(deps.db, userId, now);
  await customerChanged(deps.services, userId);
  return { userId, message: ACCOUNT_MESSAGES.confirmationDone };
}
