// registration: sign-up with email and password, social sign-up, referral-link check.
import { ACCOUNT_MESSAGES } from '@mealplan/shared/account';
import { refererOfToken } from '../accounts/referrals';
import { register } from '../accounts/registration';
import { socialSignUp } from '../accounts/social';
import { defineChannel } from '../realtime/channel';
import { ClientError } from '../errors';

export default defineChannel('registration', {
  set: (data, ctx) => register(ctx, data),
  google: (data, ctx) => socialSignUp(ctx, 'google', data.token, data.browserId, data.language ?? null),
  facebook: (data, ctx) => socialSignUp(ctx, 'facebook', data.token, data.browserId, data.language ?? null),
  async checkRef({ token }, ctx) {
    const refId = await refererOfToken(ctx.db, token);
    if (refId === undefined) throw new ClientError(ACCOUNT_MESSAGES.referralInvalid);
    ctx.rememberCheckedReferer(refId);
    return { refId };
  },
});
