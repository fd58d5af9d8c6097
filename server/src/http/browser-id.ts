// The browser's long-lived id, for canary releases only (server/src/deploy/canary.ts): a random value in an HttpOnly
// cookie, set on the /remotes.json answer of a browser that has none. It is not the session's browserId (a session
// cookie the client renews at sign-out, shared/src/session/browserId.ts) and says nothing about who the customer is.
import { randomBytes } from 'node:crypto';
import { parse as parseCookies, serialize } from 'cookie';
import type { IncomingHttpHeaders } from 'node:http';

export const DEVICE_COOKIE = 'device_id';
/** Two years: a browser keeps its canary share across visits. */
const MAX_AGE_SECONDS = 2 * 365 * 24 * 60 * 60;
const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;

/** The request's browser id, when its cookie holds one. */
export function deviceIdOf(headers: IncomingHttpHeaders): string | undefined {
  const value = parseCookies(headers.cookie ?? '')[DEVICE_COOKIE];
  return value && DEVICE_ID.test(value) ? value : undefined;
}

/** A new browser id: 128 random bits. */
export const newDeviceId = (): string => randomBytes(16).toString('base64url');

/** The Set-Cookie value for a browser id: long-lived, HttpOnly, SameSite=Lax, Secure on https. */
export const deviceCookie = (id: string, secure: boolean): string =>
  serialize(DEVICE_COOKIE, id, { path: '/', maxAge: MAX_AGE_SECONDS, httpOnly: true, sameSite: 'lax', secure });

/** An answer that depends on the browser's id: revalidated every time, never kept by a shared cache. */
export const PRIVATE_NO_CACHE = 'private, no-cache';
