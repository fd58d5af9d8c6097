// client_check: the session check on connect (spec 1 §4 Session).
import { z } from 'zod';
import { defineCall } from '../define-call';
import { browserId, token, user } from '../entities';
import { LOCALES } from '../../i18n/locale';

export const clientCheck = {
  get: defineCall({
    request: z.strictObject({ token, browserId }),
    ok: user,
    okTypes: ['setUser', 'update'],
  }),
  /** The page's language (issue 8): server texts on this socket (errors, validation) follow it. Sent on connect and on every switch. */
  language: defineCall({
    request: z.strictObject({ language: z.enum(LOCALES) }),
    ok: z.object({ language: z.enum(LOCALES) }),
  }),
};
