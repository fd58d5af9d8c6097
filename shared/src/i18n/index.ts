export { LOCALES, DEFAULT_LOCALE, LOCALE_COOKIE, normaliseLanguage, localeFromPreferences, textDirection } from './locale';
export type { Locale } from './locale';
export { LocaleStore } from './LocaleStore';
export { localeStore, localeSync, chooseLocale } from './runtime';
export { LocaleSync, reflectLocaleOn } from './LocaleSync';
export { AreaIntl } from './AreaIntl';
export type { Catalogues } from './AreaIntl';
export { localeFormat, useLocaleFormat, intlLocale, INTL_LOCALES, NUMBERING_SYSTEM } from './format';
export type { LocaleFormat } from './format';
