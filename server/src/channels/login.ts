// login: email/password (+ SMS code), social sign-in, logout.
import { passwordSignIn } from '../accounts/password-sign-in';
import { pushLogout, revokeBrowserSessions } from '../accounts/sessions';
import { socialSignIn } from '../accounts/social';
import { defineChannel } from '../realtime/channel';

export default defineChannel('login', {
  set: (data, ctx) => passwordSignIn(ctx, data),
  google: (data, ctx) => socialSignIn(ctx, 'google', data.token, data.browserId),
  facebook: (data, ctx) => socialSignIn(ctx, 'facebook', data.token, data.browserId),
  /** Revokes this browser's session and signs out every socket of that browser. */
  async logout({ browserId }, ctx) {
    if (ctx.userId !== null && ctx.browserId === browserId) {
      await revokeBrowserSessions(ctx.db, ctx.userId, browserId, ctx.now());
      pushLogout(ctx, browserId);
    }
    ctx.signOut();
    return { browserId };
  },
});
