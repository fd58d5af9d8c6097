// client_check get: the session check on connect; a valid token signs the socket in (reply setUser).
import { ACCOUNT_MESSAGES } from '@mealplan/shared/account';
import { hashSecret } from '../accounts/secrets';
import { findSessionUserId } from '../accounts/sessions';
import { userView } from '../accounts/user-view';
import { findUserById } from '../accounts/users';
import { ClientError, defineChannel } from '../realtime/channel';

export default defineChannel('client_check', {
  async get({ token, browserId }, ctx) {
    const now = ctx.now();
    const userId = await findSessionUserId(ctx.db, token, now);
    const user = userId === undefined ? undefined : await findUserById(ctx.db, userId);
    if (!user) {
      ctx.signOut();
      throw new ClientError(ACCOUNT_MESSAGES.sessionExpired);
    }
    // The browser session may be new (browserId is a session cookie): the token now belongs to it.
    await ctx.db.query('UPDATE sessions SET browser_id = $2 WHERE token_hash = $1', [hashSecret(token), browserId]);
    ctx.signIn(user.id, browserId);
    return { replyType: 'setUser', data: await userView(ctx.db, user, now) };
  },
});
