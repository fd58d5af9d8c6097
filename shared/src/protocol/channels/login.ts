// login: email/password (with optional SMS code), social sign-in and logout (spec 1 §7).
import { z } from 'zod';
import { defineCall, defineCallWithReplies } from '../define-call';
import { errData } from '../envelope';
import { browserId, email, messageReply, optional, password, signedInUser } from '../entities';
import { socialSignIn } from './social';

/** setErr: field errors, and `banned` when the profile cannot be activated. */
export const loginErr = errData.extend({ banned: z.boolean().optional() });

export const login = {
  set: defineCallWithReplies({
    access: 'signedOut',
    limit: 'signIn',
    request: z.object({
      email,
      password: password.min(1),
      browserId,
      app: optional(z.literal('customer')),
      /** '' (the first step, before a code was asked for) is the same as no code. */
      smscode: optional(z.string().regex(/^\d{4,8}$/, 'must be 4 to 8 digits')),
    }),
    /** setOk carries the user and token; smsOk carries the message asking for the SMS code. */
    replies: { setOk: signedInUser, smsOk: messageReply },
    err: loginErr,
  }),
  facebook: defineCall({ access: 'signedOut', limit: 'social', request: socialSignIn, ok: signedInUser }),
  google: defineCall({ access: 'signedOut', limit: 'social', request: socialSignIn, ok: signedInUser }),
  logout: defineCall({ access: 'anyone', limit: 'save', request: z.object({ browserId }), ok: z.object({ browserId }) }),
};
