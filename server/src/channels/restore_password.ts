// restore_password: request a login link, check it, set a new password with it.
import { checkRestoreLink, requestRestoreLink, setPasswordFromLink } from '../accounts/restore';
import { defineChannel } from '../realtime/channel';

export default defineChannel('restore_password', {
  try: ({ email }, ctx) => requestRestoreLink(ctx, email),
  check: ({ token }, ctx) => checkRestoreLink(ctx, token),
  set: ({ token, password }, ctx) => setPasswordFromLink(ctx, token, password),
});
