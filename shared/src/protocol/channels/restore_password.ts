// restore_password: the emailed-link password restore (spec 1 /restore, /restore/:token).
import { z } from 'zod';
import { defineCall } from '../define-call';
import { email, messageReply, token } from '../entities';
import { registrationPassword } from './registration';

export const restorePassword = {
  check: defineCall({ access: 'signedOut', limit: 'link', request: z.object({ token }), ok: z.object({ message: z.string().optional() }) }),
  set: defineCall({ access: 'signedOut', limit: 'link', request: z.object({ token, password: registrationPassword }), ok: messageReply }),
  try: defineCall({ access: 'signedOut', limit: 'send', request: z.object({ email }), ok: messageReply }),
};
