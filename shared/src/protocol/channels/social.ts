// Social sign-in payload shared by login and registration (facebook, google).
import { z } from 'zod';
import { browserId, language, shortText, url } from '../entities';

/**
 * The server verifies `token` with the provider and never trusts a profile sent by the browser:
 * the profile fields below are accepted (the spec sends them) but ignored by the server.
 */
export const socialSignIn = z.strictObject({
  token: z.string().min(1).max(4096),
  browserId,
  app: z.literal('customer').optional(),
  language: language.optional(),
  type: z.enum(['facebook', 'google']).optional(),
  id: shortText.optional(),
  email: z.string().max(254).optional(),
  name: shortText.optional(),
  first_name: shortText.optional(),
  last_name: shortText.optional(),
  picture: url.optional(),
});
export type SocialSignIn = z.infer<typeof socialSignIn>;
