// A rule's message as English: the domain catalogue's text for a message id, any other message (still English) as it is.
import { domainCatalogues } from '../../src/domain';

export function english<M extends string | null | undefined>(message: M): string | M {
  return typeof message === 'string' ? (domainCatalogues.en[message] ?? message) : message;
}

export function englishErrors(errors: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, english(message)]));
}
