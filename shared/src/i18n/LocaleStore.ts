import { makeAutoObservable } from 'mobx';
import { readCookie, writeCookie } from '../session/cookies';
import { localeFromPreferences, LOCALE_COOKIE, normaliseLanguage, type Locale } from './locale';

const COOKIE_DAYS = 365;

/**
 * The page's one locale (a run-time singleton like the session). Order of precedence: the signed-in
 * customer's saved language, else a guest's saved choice (cookie), else the browser's preferences.
 * The shell reflects it on <html lang dir>; every area's IntlProvider (AreaIntl) re-renders with it.
 */
export class LocaleStore {
  /** The language saved on the customer's profile, when signed in and set. */
  private profileLocale: Locale | null = null;
  /** The guest's explicit choice, kept in a cookie. */
  private guestLocale: Locale | null = normaliseLanguage(readCookie(LOCALE_COOKIE));
  private browserLocale: Locale = localeFromPreferences(globalThis.navigator?.languages ?? [globalThis.navigator?.language ?? '']);

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get locale(): Locale {
    return this.profileLocale ?? this.guestLocale ?? this.browserLocale;
  }

  /** The profile's language as the server sent it (null or unknown values fall back to the guest/browser choice). */
  applyProfileLanguage(value: unknown): void {
    this.profileLocale = normaliseLanguage(value);
  }

  /** Signed out: the profile's language no longer applies. */
  clearProfileLanguage(): void {
    this.profileLocale = null;
  }

  /**
   * An explicit choice from the switch. Kept in the cookie (so it survives as a guest); a signed-in
   * customer's choice is also saved to the profile by the shell (profile set, scenario 'language').
   */
  choose(locale: Locale): void {
    this.guestLocale = locale;
    if (this.profileLocale !== null) this.profileLocale = locale;
    writeCookie(LOCALE_COOKIE, locale, COOKIE_DAYS);
  }
}
