import { makeAutoObservable } from 'mobx';
import { readCookie, writeCookie } from '../session/cookies';
import { SIGNED_IN_COOKIE } from '../signedInCookie';
import { localeFromPreferences, LOCALE_COOKIE, normaliseLanguage, PROFILE_LOCALE_COOKIE, type Locale } from './locale';

const COOKIE_DAYS = 365;

/** The profile's language as this browser last had it (PROFILE_LOCALE_COOKIE), read only while it is signed in. */
const keptProfileLocale = (): Locale | null => (readCookie(SIGNED_IN_COOKIE) === '1' ? normaliseLanguage(readCookie(PROFILE_LOCALE_COOKIE)) : null);

/**
 * The page's one locale (a run-time singleton like the session). Order of precedence: the signed-in
 * customer's saved language, else a guest's saved choice (cookie), else the browser's preferences.
 * The shell reflects it on <html lang dir>; every area's IntlProvider (AreaIntl) re-renders with it.
 */
export class LocaleStore {
  /**
   * The language saved on the customer's profile, when signed in and set; until the session check answers, as this
   * browser last had it (the server sent the prerendered page in it).
   */
  private profileLocale: Locale | null = keptProfileLocale();
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
    this.keepProfileLocale();
  }

  /** Signed out: the profile's language no longer applies. */
  clearProfileLanguage(): void {
    this.profileLocale = null;
    this.keepProfileLocale();
  }

  /**
   * An explicit choice from the switch. Kept in the cookie (so it survives as a guest); a signed-in
   * customer's choice is also saved to the profile by the shell (profile set, scenario 'language').
   */
  choose(locale: Locale): void {
    this.guestLocale = locale;
    if (this.profileLocale !== null) this.profileLocale = locale;
    writeCookie(LOCALE_COOKIE, locale, COOKIE_DAYS);
    this.keepProfileLocale();
  }

  /** The profile's language in its cookie for the next visit, or the cookie gone; not written when it already says so. */
  private keepProfileLocale(): void {
    const kept = readCookie(PROFILE_LOCALE_COOKIE);
    if ((kept ?? null) === this.profileLocale) return;
    if (this.profileLocale === null) writeCookie(PROFILE_LOCALE_COOKIE, '', -1);
    else writeCookie(PROFILE_LOCALE_COOKIE, this.profileLocale, COOKIE_DAYS);
  }
}
