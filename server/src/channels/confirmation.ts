// confirmation: the email-confirmation link (/confirm?type=email&token=...), a status-style call.
import { confirmEmail } from '../accounts/confirmation';
import { userViewChanged } from '../accounts/user-view';
import { defineChannel } from '../realtime/channel';

export default defineChannel('confirmation', {
  async email({ token }, ctx) {
    const { userId, message } = await confirmEmail(ctx, token);
    await userViewChanged(ctx.services, userId);
    return { message };
  },
});
