// restore_password: request a login link, check it, set a new password with it.
import { checkRestoreLink, requestRestoreLink, setPasswordFromLink } from '../accounts/restore';
import { defineChannel } from '../realtime/channel';

export default defineChannel('restore_password', {
  try: ({ email }, ctx) => requestRestoreLink(ctx, email),
  check: ({ token }, ctx) => checkRestoreLink(ctx, token),
  async set({ token, password }, ctx) {
    const { userId, message } = await setPasswordFromLink(ctx, token, password);
    // Sockets still signed in with the old password lose their identity now, and their tabs go to /sign-in.
    await ctx.endSessions({ userId });
    return { message };
  },
});
