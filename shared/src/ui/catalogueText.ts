import { createIntl } from 'react-intl';
import { intlCache } from '../i18n/intlCache';
import { intlLocale, type Locale } from '../i18n/locale';
import type { CatalogueTexts } from '../i18n/message';
import type { TextValues } from './useText';

const cache = intlCache();

/**
 * A catalogue's text outside React (the page's description, a modal's headline), formatted by react-intl like every
 * text: the browser build ships the catalogues' messages parsed (shared/build/icu-catalogue-loader.js), not as strings.
 */
export function catalogueText(texts: CatalogueTexts, id: string, locale: Locale, values?: TextValues): string {
  return createIntl({ locale: intlLocale(locale), messages: texts, defaultLocale: 'en' }, cache).formatMessage({ id }, values);
}
