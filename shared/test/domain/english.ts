// A rule's message as English: the domain catalogue's text for a message id (with its values put in), any other
// message as it is.
import { IntlMessageFormat } from 'intl-messageformat';
import { domainCatalogues, type RuleMessage } from '../../src/domain';

export function english<M extends RuleMessage | string | null | undefined>(message: M): string | Exclude<M, RuleMessage | string> {
  if (message === null || message === undefined) return message as Exclude<M, RuleMessage | string>;
  const { id, values } = typeof message === 'string' ? { id: message, values: undefined } : message;
  const text = domainCatalogues.en[id];
  return text === undefined ? id : String(new IntlMessageFormat(text, 'en').format(values));
}

export function englishErrors(errors: Readonly<Record<string, RuleMessage | string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, english(message)]));
}
