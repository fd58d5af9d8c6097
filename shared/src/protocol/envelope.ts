// The socket.io wire format: request and reply envelopes (README "Wire format").
import { z } from 'zod';

export const MAX_TYPE_LENGTH = 64;
export const MAX_RID_LENGTH = 64;

/** What a client emits on a channel: `{type, data?, rid?}`; rid is echoed in the reply. */
export const requestEnvelope = z.strictObject({
  type: z.string().min(1).max(MAX_TYPE_LENGTH),
  data: z.unknown().optional(),
  rid: z.string().min(1).max(MAX_RID_LENGTH).optional(),
});

/** Err reply data: a sentence for the user and, for form calls, field path -> message. */
const messageValues = z.record(z.string(), z.union([z.string(), z.number()]));

export const errData = z.object({
  /** The message in the socket's language (the spec's text in English). */
  message: z.string(),
  /** The message's catalogue id and its values, so a page can show it in its own language. */
  messageId: z.string().optional(),
  values: messageValues.optional(),
  errors: z.record(z.string(), z.string()).optional(),
  /** Field name -> its message in `errors` as catalogue id and values. */
  fieldMessages: z.record(z.string(), z.object({ id: z.string(), values: messageValues.optional() })).optional(),
});
export type ErrData = z.infer<typeof errData>;

/** Reply of a type-style call: type is `<type>Ok`, `<type>Err` or a call-specific type such as `setUser`. */
export interface ReplyEnvelope<D = unknown> {
  type: string;
  data: D;
  rid?: string;
}

export const replyEnvelope = z.object({
  type: z.string().min(1).max(MAX_TYPE_LENGTH),
  data: z.unknown(),
  rid: z.string().min(1).max(MAX_RID_LENGTH).optional(),
});

export const statusReplyEnvelope = replyEnvelope.extend({ status: z.enum(['ok', 'err']) });
