// client_check get: the session check on connect; a valid token signs the socket in (reply setUser).
import { ACCOUNT_MESSAGES } from '@mealplan/shared/account';
import { normaliseLanguage } from '@mealplan/shared/i18n/locale';
import { consumeOrRefuse } from '../accounts/limits';
import { hashSecret } from '../accounts/secrets';
import { findValidSession, moveSession } from '../accounts/sessions';
import { cachedUserViewRow, findUserViewRow, userViewOf, type UserViewRow } from '../accounts/user-view';
import { defineChannel, type CallContext } from '../realtime/channel';
import { ClientError } from '../errors';

/** The socket speaks the user's saved language; the reply is the user's view. */
function checked(user: UserViewRow, ctx: CallContext, now: number) {
  const saved = normaliseLanguage(user.language);
  if (saved) ctx.setLocale(saved);
  return { replyType: 'setUser' as const, data: userViewOf(user, now) };
}

export default defineChannel('client_check', {
  async get({ token, browserId }, ctx) {
    const now = ctx.now();
    // The same socket checking the same token from the same browser again (a reconnect, a page's re-check): the
    // socket's identity is still valid (a revocation, ban or expiry takes it away before the call runs, see
    // sessionOf), so the session is not read again and the user's view comes from the cache.
    if (ctx.userId !== null && ctx.browserId === browserId && ctx.sessionTokenHash === hashSecret(token)) {
      const row = await cachedUserViewRow(ctx.db, ctx.services, ctx.userId, now);
      if (row) return checked(row, ctx, now);
    }
    // The session (the accounts module's), then the user's view with its plan state (read afresh, not from the cache).
    const session = await findValidSession(ctx.db, token, now);
    const user = session && (await findUserViewRow(ctx.db, session.userId, now));
    if (!session || !user) {
      ctx.signOut();
      // A check is counted per token (call-limits.ts); tokens the server does not know also count per address, so one
      // address cannot try token after token. Over that limit the answer is the limit's, which ends no session.
      await consumeOrRefuse(ctx.services.accounts.limits, 'sessionUnknownIp', ctx.ip);
      // The one answer that ends the session on the client (issue 40): a limit, a timeout or any other failure
      // answers getErr without `sessionEnded`, and the client keeps the session and checks again.
      throw new ClientError(ACCOUNT_MESSAGES.sessionExpired, undefined, undefined, { sessionEnded: true });
    }
    // The browser session may be new (browserId is a session cookie): the token now belongs to it. Written only when
    // it moved, so the check every page load and reconnect makes writes nothing in the usual case.
    if (session.browserId !== browserId) {
      await moveSession(ctx.db, session.tokenHash, browserId);
    }
    ctx.signIn(session.userId, browserId, session);
    return checked(user, ctx, now);
  },
  /** The page's language: this socket's server texts follow it from now on. */
  async language({ language }, ctx) {
    ctx.setLocale(language);
    return { language };
  },
});
