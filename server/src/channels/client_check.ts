// client_check get: the session check on connect; a valid token signs the socket in (reply setUser).
import { ACCOUNT_MESSAGES } from '@mealplan/shared/account';
import { normaliseLanguage } from '@mealplan/shared/i18n/locale';
import { findValidSession } from '../accounts/sessions';
import { userView } from '../accounts/user-view';
import { findUserById } from '../accounts/users';
import { ClientError, defineChannel } from '../realtime/channel';

export default defineChannel('client_check', {
  async get({ token, browserId }, ctx) {
    const now = ctx.now();
    const session = await findValidSession(ctx.db, token, now);
    const user = session === undefined ? undefined : await findUserById(ctx.db, session.userId);
    if (!session || !user) {
      ctx.signOut();
      throw new ClientError(ACCOUNT_MESSAGES.sessionExpired);
    }
    // The browser session may be new (browserId is a session cookie): the token now belongs to it. Written only when
    // it moved, so the check every page load and reconnect makes writes nothing in the usual case.
    if (session.browserId !== browserId) {
      await ctx.db.query('UPDATE sessions SET browser_id = $2 WHERE token_hash = $1', [session.tokenHash, browserId]);
    }
    ctx.signIn(user.id, browserId, session);
    const saved = normaliseLanguage(user.language);
    if (saved) ctx.setLocale(saved);
    return { replyType: 'setUser', data: await userView(ctx.db, user, now) };
  },
  /** The page's language: this socket's server texts follow it from now on. */
  async language({ language }, ctx) {
    ctx.setLocale(language);
    return { language };
  },
});
