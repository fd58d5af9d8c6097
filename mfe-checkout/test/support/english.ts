// A rule's message as the customer reads it in English: the domain catalogue's text of its id, with its values.
import { domainCatalogues, type RuleMessage } from '@mealplan/shared/domain';
import { catalogueText } from '@mealplan/shared/ui';

export function english(message: RuleMessage | null): string | null {
  if (message === null) return null;
  const { id, values } = typeof message === 'string' ? { id: message, values: undefined } : message;
  return Object.hasOwn(domainCatalogues.en, id) ? catalogueText(domainCatalogues.en, id, 'en', values) : id;
}
