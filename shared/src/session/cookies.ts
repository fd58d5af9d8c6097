// Minimal cookie helpers for the browser session (browserId, the signed-in cookie) and the cookie notice.
import { SIGNED_IN_COOKIE } from '../signedInCookie';

export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const prefix = `${encodeURIComponent(name)}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found === undefined ? undefined : decodeURIComponent(found.slice(prefix.length));
}

/**
 * What document.cookie is set to for a cookie of the whole site. Without `days` it is a session cookie (gone when the
 * browser closes); its lifetime is relative (max-age), so a text rendered ahead of time (a prerendered page's Ok button
 * carries the cookie notice's, for the loader to write at a tap before React has the page) is as good as one made now.
 */
export function cookieText(name: string, value: string, days?: number): string {
  const lifetime = days === undefined ? '' : `; max-age=${Math.round(days * 86_400)}`;
  return `${encodeURIComponent(name)}=${encodeURIComponent(value)}${lifetime}; path=/; SameSite=Lax`;
}

/** Writes a cookie for the whole site (cookieText); a negative `days` removes it. */
export function writeCookie(name: string, value: string, days?: number): void {
  if (typeof document === 'undefined') return;
  document.cookie = cookieText(name, value, days);
}

/** The signed-in cookie (../signedInCookie.ts) lives as long as the kept token: until signing out, 400 days at most. */
const SIGNED_IN_DAYS = 400;

/**
 * Sets the signed-in cookie for a browser with a session, or removes it; not written when it already says so (every
 * start-up reads the session: a cookie write is a round trip to the browser's cookie store, and the reads after it
 * make another).
 */
export function markSignedIn(signedIn: boolean): void {
  if (readCookie(SIGNED_IN_COOKIE) === (signedIn ? '1' : undefined)) return;
  writeCookie(SIGNED_IN_COOKIE, signedIn ? '1' : '', signedIn ? SIGNED_IN_DAYS : -1);
}
