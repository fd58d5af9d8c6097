// Social sign-in payload shared by login and registration (facebook, google).
import { z } from 'zod';
import { browserId, language, optional, shortText, text, url } from '../entities';
import { MAX_EMAIL_LENGTH } from '../../account/limits';

/**
 * The server verifies `token` with the provider and never trusts a profile sent by the browser:
 * the profile fields below are accepted (the spec sends them) but ignored by the server.
 */
export const socialSignIn = z.object({
  token: text.min(1).max(4096),
  browserId,
  app: optional(z.literal('customer')),
  language: optional(language),
  type: optional(z.enum(['facebook', 'google'])),
  id: shortText.optional(),
  email: text.max(MAX_EMAIL_LENGTH).optional(),
  name: shortText.optional(),
  first_name: shortText.optional(),
  last_name: shortText.optional(),
  picture: url.optional(),
});
export type SocialSignIn = z.infer<typeof socialSignIn>;
