// The server's own texts in the socket's language (issue 8): errors, validation messages, success messages,
// emails and SMS. They travel as ids with values (issue 18) and are rendered where they are answered. Catalogues:
// ./en.json (the server's English, verbatim from the spec where it gives one) and ./ar.json, the shared rules'
// catalogues (account, domain), and the protocol's validation messages (shared/src/protocol/i18n). Formatted with
// FormatJS (ICU, Arabic plural forms).
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { accountCatalogues, type AccountMessageId } from '@mealplan/shared/account';
import { domainCatalogues, type DomainMessageId } from '@mealplan/shared/domain';
import { mergeCatalogues, type Catalogues, type Message, type MessageValues } from '@mealplan/shared/i18n/message';
import { formatIssueMessage, validationMessagesAr, validationMessagesEn, type IssueMessage } from '@mealplan/shared/protocol';
import { intlLocale, LOCALES, type Locale } from '@mealplan/shared/i18n/locale';
import en from './en.json';
import ar from './ar.json';

/** Every id the server can answer with: its own and the shared rules'. */
export type ServerMessageId = keyof typeof en | AccountMessageId | DomainMessageId;

/** A server text by id: formatted in the caller's language where it is answered. */
export type ServerText = Message<ServerMessageId>;

/** Every text the server answers with, per locale (the shared rules' catalogues first, the server's own last). */
export const serverCatalogues: Catalogues = mergeCatalogues([accountCatalogues, domainCatalogues, { en, ar }]);
const validationCatalogues: Readonly<Record<Locale, Readonly<Record<string, string>>>> = { en: validationMessagesEn, ar: validationMessagesAr };

const cache = createIntlCache();
const intls = Object.fromEntries(
  LOCALES.map((locale) => [locale, createIntl({ locale: intlLocale(locale), messages: serverCatalogues[locale], defaultLocale: 'en' }, cache)]),
) as Record<Locale, IntlShape<string>>;

export const serverText = (id: ServerMessageId, values?: MessageValues): ServerText => (values ? { id, values } : { id });

export function formatServerText(text: ServerText, locale: Locale): string {
  return intls[locale].formatMessage({ id: text.id }, text.values);
}

/** Whether `id` names a server text (a success reply's `message` is rendered only then). */
export function isServerMessageId(id: unknown): id is ServerMessageId {
  return typeof id === 'string' && Object.hasOwn(serverCatalogues.en, id);
}

/** A validation message of the protocol in `locale`. */
export function localiseIssue(message: IssueMessage, locale: Locale): string {
  return formatIssueMessage(message, validationCatalogues[locale], intlLocale(locale));
}
