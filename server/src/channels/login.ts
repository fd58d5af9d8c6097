// login: email/password (+ SMS code), social sign-in, logout.
import { passwordSignIn } from '../accounts/password-sign-in';
import { revokeSession } from '../accounts/sessions';
import { socialSignIn } from '../accounts/social';
import { defineChannel, signInSocket } from '../realtime/channel';

export default defineChannel('login', {
  async set(data, ctx) {
    const result = await passwordSignIn(ctx, data);
    return 'session' in result ? signInSocket(ctx, result) : result;
  },
  google: async (data, ctx) => signInSocket(ctx, await socialSignIn(ctx, 'google', data.token, data.browserId)),
  facebook: async (data, ctx) => signInSocket(ctx, await socialSignIn(ctx, 'facebook', data.token, data.browserId)),
  /**
   * Revokes the session token this socket signed in with, whatever browserId the payload names, and signs out
   * every socket and browser using that token at once (a token that moved to another browser included).
   */
  async logout({ browserId }, ctx) {
    const { userId, sessionTokenHash } = ctx;
    if (userId !== null && sessionTokenHash !== null) {
      await revokeSession(ctx.db, sessionTokenHash, ctx.now());
      await ctx.endSessions({ userId, tokenHash: sessionTokenHash });
    }
    ctx.signOut();
    return { browserId };
  },
});
