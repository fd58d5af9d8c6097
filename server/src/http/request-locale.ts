import type { IncomingHttpHeaders } from 'node:http';
import { parse as parseCookies } from 'cookie';
import { LOCALE_COOKIE, localeFromPreferences, normaliseLanguage, type Locale } from '@mealplan/shared/i18n/locale';

/** A request's language as the browser would pick it for a guest: the locale cookie (the guest's choice), else Accept-Language. */
export function requestLocale(headers: IncomingHttpHeaders): Locale {
  const fromCookie = normaliseLanguage(parseCookies(headers.cookie ?? '')[LOCALE_COOKIE]);
  if (fromCookie) return fromCookie;
  const accepted = (headers['accept-language'] ?? '').split(',').map((item) => item.split(';')[0]?.trim() ?? '');
  return localeFromPreferences(accepted);
}
