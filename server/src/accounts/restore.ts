// Password restore by emailed single-use link.
import { ACCOUNT_MESSAGES, normalizeEmail, passwordError } from '@mealplan/shared/account';
import { ClientError } from '../errors';
import { MAIL_OFF_MESSAGE } from '../adapters/mail';
import { restoreEmail, restoreLink } from './emails';
import { consumeOrRefuse } from './limits';
import { issueLinkToken, peekLinkToken, useLinkToken } from './one-time-tokens';
import { hashPassword } from './password';
import { customerChanged } from '../orders/order-events';
import type { AccountDeps, SaveDeps } from './deps';
import { revokeUserSessions } from './sessions';
import { confirmUserEmail, findUserByEmail, setPasswordHash } from './users';

/** Sends a restore link when the email belongs to an account; the answer never tells whether it does. */
export async function requestRestoreLink(deps: AccountDeps, email: string): Promise<{ message: string }> {
  const services = deps.services.accounts;
  if (!services.mailer.available) throw new ClientError(MAIL_OFF_MESSAGE);
  const normalized = normalizeEmail(email);
  await consumeOrRefuse(services.limits, 'restoreIp', deps.ip);
  await consumeOrRefuse(services.limits, 'restoreEmail', normalized);
  const user = await findUserByEmail(deps.db, normalized);
  if (user && !user.banned) {
    const token = await issueLinkToken(deps.db, user.id, 'restore', deps.now());
    await services.mailer.send(restoreEmail(user.email, restoreLink(services.publicOrigin, token), deps.locale));
  }
  return { message: ACCOUNT_MESSAGES.restoreLinkSent };
}

export async function checkRestoreLink(deps: Pick<AccountDeps, 'db' | 'now'>, token: string): Promise<{ message?: string }> {
  const userId = await peekLinkToken(deps.db, token, 'restore', deps.now());
  if (userId === undefined) throw new ClientError(ACCOUNT_MESSAGES.restoreLinkInvalid);
  return {};
}

/**
 * Sets the new password (the link then stops working), revokes every session of the account and announces the change;
 * returns the account, whose open tabs the caller signs out.
 */
export async function setPasswordFromLink(
  deps: Pick<AccountDeps, 'db' | 'now' | 'ip'> & SaveDeps,
  token: string,
  password: string,
): Promise<{ userId: number; message: string }> {
  const tooShort = passwordError(password);
  if (tooShort) throw new ClientError(tooShort, { password: tooShort });
  if ((await peekLinkToken(deps.db, token, 'restore', deps.now())) === undefined) {
    throw new ClientError(ACCOUNT_MESSAGES.restoreLinkInvalid);
  }
  const passwordHash = await hashPassword(password, deps.ip);
  const now = deps.now();
  const userId = await deps.db.tx(async (tx) => {
    const userId = await useLinkToken(tx, token, 'restore', now);
    if (userId === undefined) throw new ClientError(ACCOUNT_MESSAGES.restoreLinkInvalid);
    await setPasswordHash(tx, userId, passwordHash);
    await confirmUserEmail(tx, userId, now);
    await revokeUserSessions(tx, userId, now);
    return userId;
  });
  await customerChanged(deps.services, userId);
  return { userId, message: ACCOUNT_MESSAGES.passwordChanged };
}
