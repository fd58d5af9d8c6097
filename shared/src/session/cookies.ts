// Minimal cookie helpers for the browser session (browserId, the signed-in cookie) and the cookie notice.
import { SIGNED_IN_COOKIE } from '../signedInCookie';

export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const prefix = `${encodeURIComponent(name)}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found === undefined ? undefined : decodeURIComponent(found.slice(prefix.length));
}

/** Writes a cookie for the whole site. Without `days` it is a session cookie (gone when the browser closes). */
export function writeCookie(name: string, value: string, days?: number): void {
  if (typeof document === 'undefined') return;
  const expiry = days === undefined ? '' : `; expires=${new Date(Date.now() + days * 86_400_000).toUTCString()}`;
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}${expiry}; path=/; SameSite=Lax`;
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
