import { formatServerText, type ServerMessageId, type ServerText } from './i18n';

/** A message of a ClientError: an id, or an id with values. */
export type ErrorMessage = ServerMessageId | ServerText;

/** Field name -> its message (each rendered in the caller's language at the reply). */
export type FieldMessages = Partial<Record<string, ErrorMessage>>;

/**
 * An expected failure: answered to the caller as `<type>Err` (or status 'err') with data
 * {message, messageId, values?, errors?, fieldMessages?, ...data}: the message travels as a catalogue id with its values,
 * and the reply carries both the id and its text in the socket's language.
 */
export class ClientError extends Error {
  readonly text: ServerText;

  constructor(
    message: ErrorMessage,
    readonly errors?: FieldMessages,
    readonly replyType?: string,
    readonly data?: unknown,
  ) {
    const text = typeof message === 'string' ? { id: message } : message;
    // The English text, for logs and stack traces; the reply renders the id in the caller's language.
    super(formatServerText(text, 'en'));
    this.text = text;
    this.name = 'ClientError';
  }
}

/** Refuses with the first of a rule's field errors as the message, and all of them beside it; nothing when there are none. */
export function refuseFieldErrors(errors: FieldMessages): void {
  const first = Object.values(errors).find((message) => message !== undefined);
  if (first !== undefined) throw new ClientError(first, errors);
}

export const GENERIC_ERROR_MESSAGE: ServerMessageId = 'server.genericError';
export const SIGN_IN_REQUIRED_MESSAGE: ServerMessageId = 'server.signInRequired';
export const SIGNED_OUT_ONLY_MESSAGE: ServerMessageId = 'server.signedOutOnly';
