// A rule's message as English: the domain catalogue's text for a message id (with its values put in), any other
// message as it is.
import { IntlMessageFormat } from 'intl-messageformat';
import { domainCatalogues } from '../../src/domain';
import type { Message } from '../../src/i18n/message';

type Shown = string | Message;

export function english<M extends Shown | null | undefined>(message: M): string | Exclude<M, Shown> {
  if (message === null || message === undefined) return message as Exclude<M, Shown>;
  const { id, values } = typeof message === 'string' ? { id: message, values: undefined } : message;
  const text = domainCatalogues.en[id];
  return text === undefined ? id : String(new IntlMessageFormat(text, 'en').format(values));
}

export function englishErrors(errors: Readonly<Record<string, Shown>>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, english(message)]));
}
