// The server's own texts in the socket's language (issue 8): errors, validation messages, success messages,
// emails and SMS. Catalogues: ./en.json (the English the code and the spec use, verbatim) and ./ar.json, plus the
// protocol's validation messages (shared/src/protocol/i18n). Formatted with FormatJS (ICU, Arabic plural forms).
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { formatIssueMessage, validationMessagesAr, validationMessagesEn, type IssueMessage } from '@mealplan/shared/protocol';
import { intlLocale, LOCALES, type Locale } from '@mealplan/shared/i18n/locale';
import en from './en.json';
import ar from './ar.json';

export type ServerMessageId = keyof typeof en;
type Values = Record<string, string | number>;

/** A server text by id: formatted in the caller's language where it is answered. */
export interface ServerText {
  id: ServerMessageId;
  values?: Values;
}

export const serverCatalogues: Readonly<Record<Locale, Readonly<Record<string, string>>>> = { en, ar };
const validationCatalogues: Readonly<Record<Locale, Readonly<Record<string, string>>>> = { en: validationMessagesEn, ar: validationMessagesAr };

const cache = createIntlCache();
const intls = Object.fromEntries(
  LOCALES.map((locale) => [locale, createIntl({ locale: intlLocale(locale), messages: serverCatalogues[locale], defaultLocale: 'en' }, cache)]),
) as Record<Locale, IntlShape<string>>;

export const serverText = (id: ServerMessageId, values?: Values): ServerText => (values ? { id, values } : { id });

export function formatServerText(text: ServerText, locale: Locale): string {
  return intls[locale].formatMessage({ id: text.id }, text.values);
}

/** English text -> id, for the texts without arguments (the account, feedback and error constants). */
const englishIndex = new Map<string, ServerMessageId>(
  (Object.entries(en) as Array<[ServerMessageId, string]>).filter(([, message]) => !message.includes('{')).map(([id, message]) => [message, id]),
);

/** The catalogue text whose English is `message`, if the server has one. */
export function textOfEnglish(message: string): ServerText | undefined {
  const id = englishIndex.get(message);
  return id === undefined ? undefined : { id };
}

/** An English server message in `locale`: known texts translated, anything else (custom rules' texts) unchanged. */
export function localise(message: string, locale: Locale, text: ServerText | undefined = textOfEnglish(message)): string {
  if (locale === 'en' || !text) return message;
  return formatServerText(text, locale);
}

/** A validation message of the protocol in `locale`. */
export function localiseIssue(message: IssueMessage, locale: Locale): string {
  return formatIssueMessage(message, validationCatalogues[locale], intlLocale(locale));
}
