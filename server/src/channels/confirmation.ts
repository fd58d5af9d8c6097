// confirmation: the email-confirmation link (/confirm?type=email&token=...), a status-style call.
import { confirmEmail } from '../accounts/confirmation';
import { defineChannel } from '../realtime/channel';

export default defineChannel('confirmation', {
  async email({ token }, ctx) {
    const { message } = await confirmEmail(ctx, token);
    return { message };
  },
});
