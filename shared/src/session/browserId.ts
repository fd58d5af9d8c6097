import { readCookie, writeCookie } from './cookies';

/** spec 1 §9: browserId is 16 uppercase characters, one per browser session. */
export const BROWSER_ID_LENGTH = 16;
const BROWSER_ID_COOKIE = 'browserId';
const UPPERCASE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export function generateBrowserId(): string {
  const bytes = new Uint8Array(BROWSER_ID_LENGTH);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => UPPERCASE[byte % UPPERCASE.length]).join('');
}

export function isBrowserId(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Z]{16}$/.test(value);
}

/** The browserId shared by every tab of this browser session (session cookie), created when missing. */
export function currentBrowserId(): string {
  const stored = readCookie(BROWSER_ID_COOKIE);
  if (isBrowserId(stored)) return stored;
  const created = generateBrowserId();
  writeCookie(BROWSER_ID_COOKIE, created);
  return created;
}

/**
 * A fresh browserId after a logout. When another tab of this browser session has already
 * replaced `previous`, that tab's new id is adopted so all tabs keep sharing one id.
 */
export function renewBrowserId(previous: string): string {
  const stored = readCookie(BROWSER_ID_COOKIE);
  if (isBrowserId(stored) && stored !== previous) return stored;
  const created = generateBrowserId();
  writeCookie(BROWSER_ID_COOKIE, created);
  return created;
}
