// client_check get: the session check on connect; a valid token signs the socket in (reply setUser).
import { ACCOUNT_MESSAGES } from '@mealplan/shared/account';
import { normaliseLanguage } from '@mealplan/shared/i18n/locale';
import { findValidSessionWithUser, moveSession } from '../accounts/sessions';
import { userViewOf } from '../accounts/user-view';
import { ClientError, defineChannel } from '../realtime/channel';

export default defineChannel('client_check', {
  async get({ token, browserId }, ctx) {
    const now = ctx.now();
    // One query: the session, its user and the user's plan state.
    const found = await findValidSessionWithUser(ctx.db, token, now);
    if (!found) {
      ctx.signOut();
      throw new ClientError(ACCOUNT_MESSAGES.sessionExpired);
    }
    const { session, user } = found;
    // The browser session may be new (browserId is a session cookie): the token now belongs to it. Written only when
    // it moved, so the check every page load and reconnect makes writes nothing in the usual case.
    if (session.browserId !== browserId) {
      await moveSession(ctx.db, session.tokenHash, browserId);
    }
    ctx.signIn(user.id, browserId, session);
    const saved = normaliseLanguage(user.language);
    if (saved) ctx.setLocale(saved);
    return { replyType: 'setUser', data: userViewOf(user, now) };
  },
  /** The page's language: this socket's server texts follow it from now on. */
  async language({ language }, ctx) {
    ctx.setLocale(language);
    return { language };
  },
});
