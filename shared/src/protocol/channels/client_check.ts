// client_check: the session check on connect (spec 1 §4 Session).
import { z } from 'zod';
import { defineCall } from '../define-call';
import { browserId, token, user } from '../entities';

export const clientCheck = {
  get: defineCall({
    request: z.strictObject({ token, browserId }),
    ok: user,
    okTypes: ['setUser', 'update'],
  }),
};
