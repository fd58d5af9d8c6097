// The English text of a shared account message (id, or id with values), as the account catalogue words it.
import { IntlMessageFormat } from 'intl-messageformat';
import { accountCatalogues, type AccountMessageId } from '../../src/account';
import type { Message } from '../../src/i18n/message';

export function english(message: AccountMessageId | Message<AccountMessageId>): string {
  const { id, values } = typeof message === 'string' ? { id: message, values: undefined } : message;
  return String(new IntlMessageFormat(accountCatalogues.en[id] ?? id, 'en').format(values));
}
