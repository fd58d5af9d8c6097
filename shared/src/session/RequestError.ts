import type { Message, MessageValues } from '../i18n/message';

/** A request answered with an Err reply (or not answered at all). */
export class RequestError extends Error {
  /** Field name -> message, as sent by the server (in the socket's language). */
  readonly errors: Record<string, string>;
  /** Field name -> the same messages as catalogue ids with values, where the server sent them. */
  readonly fieldMessages: Record<string, Message>;
  /** The reply type, e.g. 'setErr'; 'timeout' or 'disconnected' when there was no reply. */
  readonly replyType: string;
  /** The whole data of the Err reply. */
  readonly data: unknown;
  /** The message's catalogue id and values, so a page shows it in its own language (`message` is the server's text). */
  readonly messageId: string | undefined;
  readonly values: MessageValues | undefined;

  constructor(
    message: string,
    replyType: string,
    data: unknown = undefined,
    errors: Record<string, string> = {},
    details: { messageId?: string; values?: MessageValues; fieldMessages?: Record<string, Message> } = {},
  ) {
    super(message);
    this.name = 'RequestError';
    this.replyType = replyType;
    this.data = data;
    this.errors = errors;
    this.messageId = details.messageId;
    this.values = details.values;
    this.fieldMessages = details.fieldMessages ?? {};
  }

  /** Builds the error from an Err reply's data `{message, messageId?, values?, errors?, fieldMessages?}`. */
  static fromReply(replyType: string, data: unknown): RequestError {
    const record = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
    const errors: Record<string, string> = {};
    if (typeof record.errors === 'object' && record.errors !== null) {
      for (const [field, value] of Object.entries(record.errors)) {
        if (typeof value === 'string') errors[field] = value;
        else if (Array.isArray(value) && typeof value[0] === 'string') errors[field] = value[0];
      }
    }
    const firstFieldError = Object.values(errors)[0];
    const message =
      typeof record.message === 'string' && record.message !== ''
        ? record.message
        : typeof data === 'string' && data !== ''
          ? data
          : (firstFieldError ?? 'The request failed.');
    return new RequestError(message, replyType, data, errors, {
      messageId: typeof record.messageId === 'string' ? record.messageId : undefined,
      values: valuesOf(record.values),
      fieldMessages: fieldMessagesOf(record.fieldMessages),
    });
  }
}

function valuesOf(value: unknown): MessageValues | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const entries = Object.entries(value).filter((entry): entry is [string, string | number] => ['string', 'number'].includes(typeof entry[1]));
  return entries.length ? Object.fromEntries(entries) : undefined;
}

function fieldMessagesOf(value: unknown): Record<string, Message> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).flatMap(([field, given]): Array<[string, Message]> => {
      const id = (given as { id?: unknown } | null)?.id;
      if (typeof id !== 'string') return [];
      const values = valuesOf((given as { values?: unknown }).values);
      return [[field, values ? { id, values } : { id }]];
    }),
  );
}
