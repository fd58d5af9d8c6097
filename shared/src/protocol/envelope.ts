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

export type RequestEnvelope = z.output<typeof requestEnvelope>;
const ENVELOPE_KEYS = new Set(['type', 'data', 'rid']);
const boundedString = (value: unknown, max: number): value is string => typeof value === 'string' && value.length >= 1 && value.length <= max;

/**
 * requestEnvelope.safeParse, answered without zod for the envelope every real client sends (a plain object with a
 * valid type, maybe data and a valid rid): checked by hand, it costs a fraction of the schema on every call.
 * Anything else goes through the schema itself, so what is accepted and refused is exactly the schema's.
 */
export function parseRequestEnvelope(payload: unknown): ReturnType<typeof requestEnvelope.safeParse> {
  if (typeof payload === 'object' && payload !== null && Object.getPrototypeOf(payload) === Object.prototype) {
    const given = payload as Record<string, unknown>;
    const keys = Object.keys(given);
    if (
      keys.every((key) => ENVELOPE_KEYS.has(key)) &&
      boundedString(given.type, MAX_TYPE_LENGTH) &&
      (!('rid' in given) || boundedString(given.rid, MAX_RID_LENGTH))
    ) {
      const data: RequestEnvelope = { type: given.type };
      if ('data' in given) data.data = given.data;
      if ('rid' in given) data.rid = given.rid as string;
      return { success: true, data };
    }
  }
  return requestEnvelope.safeParse(payload);
}

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
