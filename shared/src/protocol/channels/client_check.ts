// client_check: the session check on connect (spec 1 §4 Session).
import { z } from 'zod';
import { defineCallWithReplies } from '../define-call';
import { browserId, token, user } from '../entities';

export const clientCheck = {
  /** setUser: the session is valid; update: the same, with fresher user data. Any other reply ends the session. */
  get: defineCallWithReplies({
    request: z.strictObject({ token, browserId }),
    replies: { setUser: user, update: user },
  }),
};
