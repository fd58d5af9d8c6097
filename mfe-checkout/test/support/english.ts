// A rule's message as the customer reads it in English: the domain catalogue's text of its id.
import { domainCatalogues, type RuleMessage } from '@mealplan/shared/domain';

export function english(message: RuleMessage | null): string | null {
  if (message === null) return null;
  const id = typeof message === 'string' ? message : message.id;
  return domainCatalogues.en[id] ?? id;
}
