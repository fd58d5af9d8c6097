// client_check: the session check on connect (spec 1 §4 Session).
import { z } from 'zod';
import { defineCall, defineCallWithReplies } from '../define-call';
import { browserId, token, user } from '../entities';
import { LOCALES } from '../../i18n/locale';

export const clientCheck = {
  /**
   * setUser: the session is valid; update: the same, with fresher user data. getErr with `sessionEnded: true`: the
   * token is unknown, expired or revoked, the one answer that ends the session (issue 40); any other getErr (a limit,
   * the server's error) is passing and the client checks again. Counted per token, not per address.
   */
  get: defineCallWithReplies({
    access: 'anyone',
    limit: 'session',
    request: z.object({ token, browserId }),
    replies: { setUser: user, update: user },
  }),
  /** The page's language (issue 8): server texts on this socket (errors, validation) follow it. Sent on connect and on every switch. */
  language: defineCall({
    access: 'anyone',
    limit: 'save',
    request: z.object({ language: z.enum(LOCALES) }),
    ok: z.object({ language: z.enum(LOCALES) }),
  }),
};
