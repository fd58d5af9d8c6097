// The site's languages and how a locale is chosen (issue 8; spec 1 §1 reads the browser locale).
// Pure functions: the LocaleStore applies them in the browser, the server uses them for its own texts.

export const LOCALES = ['en', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The cookie that keeps a guest's explicit choice. */
export const LOCALE_COOKIE = 'locale';

/**
 * The cookie that keeps, while the browser is signed in, the language saved on the customer's profile as the page last
 * had it: a hint, like the signed-in cookie beside it (../signedInCookie.ts), by which the server sends a returning
 * customer the prerendered dashboard in their language before the session check can say it (server/src/http/
 * request-locale.ts), and the page starts in it. The session check's answer still decides.
 */
export const PROFILE_LOCALE_COOKIE = 'profile_locale';

/**
 * A stored or sent language value as a Locale, or null when it names no language we have. Reads the
 * language subtag, so 'ar', 'ar-AE' and 'AR_sa' are Arabic; legacy region-only values ('AE', 'US')
 * that older sign-ups stored are not a language choice and give null.
 */
export function normaliseLanguage(value: unknown): Locale | null {
  if (typeof value !== 'string') return null;
  const subtag = value.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return (LOCALES as readonly string[]).includes(subtag) ? (subtag as Locale) : null;
}

/** The first of the browser's preferred languages that we have, else English. */
export function localeFromPreferences(languages: readonly string[] | undefined): Locale {
  for (const tag of languages ?? []) {
    const locale = normaliseLanguage(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

export const textDirection = (locale: Locale): 'rtl' | 'ltr' => (locale === 'ar' ? 'rtl' : 'ltr');

/**
 * The BCP 47 tag Intl, luxon, react-intl and the server format with. Digits: Latin (0-9) in both languages, as
 * UAE government and commercial sites write Arabic (`nu-latn`); chosen once here and applied everywhere.
 */
export const INTL_LOCALES: Readonly<Record<Locale, string>> = { en: 'en-AE', ar: 'ar-AE-u-nu-latn' };
export const NUMBERING_SYSTEM = 'latn';
export const intlLocale = (locale: Locale): string => INTL_LOCALES[locale];
