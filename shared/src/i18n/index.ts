export { LOCALES, DEFAULT_LOCALE, LOCALE_COOKIE, normaliseLanguage, localeFromPreferences, textDirection } from './locale';
export type { Locale } from './locale';
export { LocaleStore } from './LocaleStore';
export { localeStore } from './runtime';
export { AreaIntl } from './AreaIntl';
export type { Catalogues } from './AreaIntl';
