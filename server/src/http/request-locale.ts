import type { IncomingHttpHeaders } from 'node:http';
import { parse as parseCookies } from 'cookie';
import { LOCALE_COOKIE, localeFromPreferences, normaliseLanguage, PROFILE_LOCALE_COOKIE, type Locale } from '@mealplan/shared/i18n/locale';

/** A request's language as the browser would pick it for a guest: the locale cookie (the guest's choice), else Accept-Language. */
export function requestLocale(headers: IncomingHttpHeaders): Locale {
  const fromCookie = normaliseLanguage(parseCookies(headers.cookie ?? '')[LOCALE_COOKIE]);
  if (fromCookie) return fromCookie;
  const accepted = (headers['accept-language'] ?? '').split(',').map((item) => item.split(';')[0]?.trim() ?? '');
  return localeFromPreferences(accepted);
}

/**
 * A signed-in browser's language, as its page will start in it: the language saved on the customer's profile as the
 * browser last had it (the profile-locale cookie), else as for a guest. The page still follows the session check.
 */
export function signedInRequestLocale(headers: IncomingHttpHeaders): Locale {
  return normaliseLanguage(parseCookies(headers.cookie ?? '')[PROFILE_LOCALE_COOKIE]) ?? requestLocale(headers);
}
