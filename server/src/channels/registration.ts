// registration: sign-up with email and password, social sign-up, referral-link check.
import { ACCOUNT_MESSAGES } from '@mealplan/shared/account';
import { refererOfToken } from '../accounts/referrals';
import { register } from '../accounts/registration';
import { socialSignUp } from '../accounts/social';
import { defineChannel, signInSocket } from '../realtime/channel';
import { ClientError } from '../errors';

export default defineChannel('registration', {
  /** Answers the same for a registered address and a new one: it signs nobody in (issue 40). */
  set: (data, ctx) => register(ctx, { ...data, checkedReferer: ctx.checkedReferer() }),
  google: async (data, ctx) => signInSocket(ctx, await socialSignUp(ctx, 'google', data.token, data.browserId, data.language ?? null)),
  facebook: async (data, ctx) => signInSocket(ctx, await socialSignUp(ctx, 'facebook', data.token, data.browserId, data.language ?? null)),
  /** The referer a later `set` on this socket may record (issue 9 point 8). */
  async checkRef({ token }, ctx) {
    const refId = await refererOfToken(ctx.db, token);
    if (refId === undefined) throw new ClientError(ACCOUNT_MESSAGES.referralInvalid);
    ctx.rememberCheckedReferer(refId);
    return { refId };
  },
});
