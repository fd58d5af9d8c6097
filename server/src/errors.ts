import { formatServerText, type ServerMessageId, type ServerText } from './i18n';

/**
 * A text sent as it is: only a rule text built around the kitchen's own words (an address field's label from the
 * settings, "<label> cannot be blank"), which no catalogue holds.
 */
export interface LiteralText {
  literal: string;
}

/** A message of a ClientError: an id, an id with values, or (rarely) a literal text. */
export type ErrorMessage = ServerMessageId | ServerText | LiteralText;

/** Field name -> its message (each rendered in the caller's language at the reply). */
export type FieldMessages = Partial<Record<string, ErrorMessage>>;

/**
 * An expected failure: answered to the caller as `<type>Err` (or status 'err') with data
 * {message, messageId, values?, errors?, fieldMessages?, ...data}: the message travels as a catalogue id with its values,
 * and the reply carries both the id and its text in the socket's language.
 */
export class ClientError extends Error {
  readonly text: ServerText | LiteralText;

  constructor(
    message: ErrorMessage,
    readonly errors?: FieldMessages,
    readonly replyType?: string,
    readonly data?: unknown,
  ) {
    const text = typeof message === 'string' ? { id: message } : message;
    // The English text, for logs and stack traces; the reply renders the id in the caller's language.
    super(englishOf(text));
    this.text = text;
    this.name = 'ClientError';
  }
}

/** A message's English text (what a log shows). */
function englishOf(text: ServerText | LiteralText): string {
  return 'literal' in text ? text.literal : formatServerText(text, 'en');
}

export const GENERIC_ERROR_MESSAGE: ServerMessageId = 'server.genericError';
export const SIGN_IN_REQUIRED_MESSAGE: ServerMessageId = 'server.signInRequired';
export const SIGNED_OUT_ONLY_MESSAGE: ServerMessageId = 'server.signedOutOnly';
