// The document's own texts (./i18n/en.json, ./i18n/ar.json): labels, headings, the mail that carries the PDF.
// Formatted with FormatJS in the document's language; numbers and dates go through Intl with the site's locales.
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { intlLocale, LOCALES, type Locale } from '@mealplan/shared/i18n/locale';
import en from './i18n/en.json';
import ar from './i18n/ar.json';

export type MenuPdfTextId = keyof typeof en;

const catalogues: Record<Locale, Record<string, string>> = { en, ar };
const cache = createIntlCache();
const intls = Object.fromEntries(
  LOCALES.map((locale) => [locale, createIntl({ locale: intlLocale(locale), messages: catalogues[locale], defaultLocale: 'en' }, cache)]),
) as Record<Locale, IntlShape<string>>;

export type TextFn = (id: MenuPdfTextId, values?: Record<string, string | number>) => string;

export const menuPdfText =
  (locale: Locale): TextFn =>
  (id, values) =>
    intls[locale].formatMessage({ id }, values);
