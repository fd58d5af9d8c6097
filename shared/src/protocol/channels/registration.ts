// registration: sign-up, social sign-up and the referral check (spec 1 §3 Registration payload).
import { z } from 'zod';
import { defineCall } from '../define-call';
import { browserId, emailInput, id, messageReply, name, optional, password, phone, signedInUser, token } from '../entities';
import { socialSignIn } from './social';

/** Length rules (and their messages) are the account rules' job; here only the bound. */
export const registrationPassword = password;
/** Country calling code without '+', e.g. '971'. */
const callingCode = z.string().regex(/^\d{1,4}$/, 'must be a country calling code');

export const registration = {
  set: defineCall({
    access: 'signedOut',
    limit: 'signUp',
    request: z.object({
      email: emailInput,
      first_name: name,
      last_name: name,
      password: registrationPassword,
      /** refId returned by checkRef on this socket; '' or null: no referral. */
      referer: optional(id.nullable()),
      PC_CODE: callingCode,
      WPC_CODE: callingCode,
      phone,
      whatsUpnumber: phone,
      browserId,
    }),
    /** The same answer whether or not the email is registered (check the mail, then sign in): nobody is signed in. */
    ok: messageReply,
  }),
  facebook: defineCall({ access: 'signedOut', limit: 'social', request: socialSignIn, ok: signedInUser }),
  google: defineCall({ access: 'signedOut', limit: 'social', request: socialSignIn, ok: signedInUser }),
  checkRef: defineCall({ access: 'anyone', limit: 'link', request: z.object({ token }), ok: z.object({ refId: id }) }),
};
