// confirmation: the email-confirmation link /confirm?type=<type>&token=<token>.
// The request type is the link type; the links the server sends use type 'email'.
import { z } from 'zod';
import { defineCall } from '../define-call';
import { messageReply, token } from '../entities';

export const confirmation = {
  email: defineCall({ access: 'anyone', limit: 'link', request: z.object({ token }), ok: messageReply, style: 'status' }),
};
