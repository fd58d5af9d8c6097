import { formatServerText, type ServerText } from './i18n';

/**
 * An expected failure: answered to the caller as `<type>Err` (or status 'err') with data {message, errors?, ...data}.
 * The message is English text (translated at the reply when the catalogue knows it) or a ServerText with values.
 */
export class ClientError extends Error {
  /** The message as a catalogue text, when it was given as one (texts with values: minutes, provider…). */
  readonly text: ServerText | undefined;

  constructor(
    message: string | ServerText,
    readonly errors?: Record<string, string>,
    readonly replyType?: string,
    readonly data?: unknown,
  ) {
    super(typeof message === 'string' ? message : formatServerText(message, 'en'));
    this.text = typeof message === 'string' ? undefined : message;
    this.name = 'ClientError';
  }
}

export const GENERIC_ERROR_MESSAGE = 'Something went wrong, please try again';
export const SIGN_IN_REQUIRED_MESSAGE = 'Please sign in';
export const SIGNED_OUT_ONLY_MESSAGE = 'You are already signed in. Please log out first.';
