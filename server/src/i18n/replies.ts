// The data of the dispatcher's replies: a message travels as an id (with values) and is answered as its text in the
// caller's language beside the id, so a page can show it in its own language (issue 18).
import type { Locale } from '@mealplan/shared/i18n/locale';
import type { ErrorMessage, FieldMessages } from '../errors';
import { formatServerText, isServerMessageId, type ServerText } from './index';

const textOf = (given: ErrorMessage): ServerText => (typeof given === 'string' ? { id: given } : given);

/** Err reply data from texts already in the caller's language (the protocol's validation messages). */
export function errorData(message: string, errors?: Record<string, string>, extra?: unknown): Record<string, unknown> {
  return {
    ...(typeof extra === 'object' && extra !== null ? extra : {}),
    message,
    ...(errors && Object.keys(errors).length ? { errors } : {}),
  };
}

/** The data of an Err reply: the message's text in the caller's language, its id and values (field errors likewise). */
export function textErrorData(text: ServerText, locale: Locale, fieldMessages?: FieldMessages, extra?: unknown): Record<string, unknown> {
  const fields = Object.entries(fieldMessages ?? {}).flatMap(([field, given]): Array<[string, ServerText]> =>
    given === undefined ? [] : [[field, textOf(given)]],
  );
  return {
    ...errorData(
      formatServerText(text, locale),
      Object.fromEntries(fields.map(([field, fieldText]) => [field, formatServerText(fieldText, locale)])),
      extra,
    ),
    messageId: text.id,
    ...(text.values ? { values: text.values } : {}),
    ...(fields.length ? { fieldMessages: Object.fromEntries(fields) } : {}),
  };
}

/** A success reply's `message` (a message id, e.g. 'account.feedbackSaved') as its text in the caller's language. */
export function localiseOk(result: unknown, locale: Locale): unknown {
  if (typeof result !== 'object' || result === null || Array.isArray(result)) return result;
  const message = (result as { message?: unknown }).message;
  return isServerMessageId(message) ? { ...result, message: formatServerText({ id: message }, locale) } : result;
}
