// Password restore by emailed single-use link.
import { ACCOUNT_MESSAGES, normalizeEmail, passwordError } from '@mealplan/shared/account';
import { type CallContext } from '../realtime/channel';
import { ClientError } from '../errors';
import { MAIL_OFF_MESSAGE } from '../adapters/mail';
import { restoreEmail, restoreLink } from './emails';
import { consumeOrRefuse } from './limits';
import { issueLinkToken, peekLinkToken, useLinkToken } from './one-time-tokens';
import { hashPassword } from './password';
import { accountServices } from './services';
import { revokeUserSessions } from './sessions';
import { userViewChanged } from './user-view';
import { findUserByEmail, setPasswordHash } from './users';

/** Sends a restore link when the email belongs to an account; the answer never tells whether it does. */
export async function requestRestoreLink(ctx: CallContext, email: string): Promise<{ message: string }> {
  const services = await accountServices(ctx);
  if (!services.mailer.available) throw new ClientError(MAIL_OFF_MESSAGE);
  const normalized = normalizeEmail(email);
  await consumeOrRefuse(services.limits, 'restoreIp', ctx.ip);
  await consumeOrRefuse(services.limits, 'restoreEmail', normalized);
  const user = await findUserByEmail(ctx.db, normalized);
  if (user && !user.banned) {
    const token = await issueLinkToken(ctx.db, user.id, 'restore', ctx.now());
    await services.mailer.send(restoreEmail(user.email, restoreLink(services.publicOrigin, token), ctx.locale));
  }
  return { message: ACCOUNT_MESSAGES.restoreLinkSent };
}

export async function checkRestoreLink(ctx: CallContext, token: string): Promise<{ message?: string }> {
  const userId = await peekLinkToken(ctx.db, token, 'restore', ctx.now());
  if (userId === undefined) throw new ClientError(ACCOUNT_MESSAGES.restoreLinkInvalid);
  return {};
}

/** Sets the new password (the link then stops working) and ends every session of the account, signing its open tabs out. */
export async function setPasswordFromLink(ctx: CallContext, token: string, password: string): Promise<{ message: string }> {
  const tooShort = passwordError(password);
  if (tooShort) throw new ClientError(tooShort, { password: tooShort });
  if ((await peekLinkToken(ctx.db, token, 'restore', ctx.now())) === undefined) {
    throw new ClientError(ACCOUNT_MESSAGES.restoreLinkInvalid);
  }
  const passwordHash = await hashPassword(password, ctx.ip);
  const now = ctx.now();
  const userId = await ctx.db.tx(async (tx) => {
    const userId = await useLinkToken(tx, token, 'restore', now);
    if (userId === undefined) throw new ClientError(ACCOUNT_MESSAGES.restoreLinkInvalid);
    await setPasswordHash(tx, userId, passwordHash);
    await tx.query('UPDATE users SET email_confirmed_at = COALESCE(email_confirmed_at, $2) WHERE id = $1', [userId, now]);
    await revokeUserSessions(tx, userId, now);
    return userId;
  });
  await userViewChanged(ctx.services, userId);
  // Sockets still signed in with the old password lose their identity now, and their tabs go to /sign-in.
  await ctx.endSessions({ userId });
  return { message: ACCOUNT_MESSAGES.passwordChanged };
}
