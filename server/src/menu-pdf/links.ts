// The link a menu PDF is read through. The PDF is printed when the link is opened, from parameters the server signed:
// the owner, the order, the language and the expiry (HMAC-SHA256 with a key in server_secrets, shared by every
// process), so any server process can serve it and nothing is stored. The link works for MENU_LINK_LIFETIME_SECONDS;
// a changed parameter or another owner's order breaks the signature, and the plan is read again for its owner.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db';
import { serverSecret } from '../db/server-secrets';

export const MENU_LINK_LIFETIME_SECONDS = 10 * 60;
/** A link mailed in a receipt (issue 37) is read later than a page's: it works for 30 days. */
export const MAILED_MENU_LINK_LIFETIME_SECONDS = 30 * 24 * 60 * 60;
export const MENU_PDF_PATH = '/api/menu-pdf';
const SECRET_NAME = 'menu-pdf-links';

export interface MenuLink {
  userId: number;
  orderId: number;
  arabic: boolean;
  /** Unix seconds. */
  expires: number;
}

const signature = (key: Buffer, link: MenuLink) =>
  createHmac('sha256', key)
    .update(`menu-pdf:${link.userId}:${link.orderId}:${link.arabic ? 'ar' : 'en'}:${link.expires}`)
    .digest('base64url');

/** A site-relative link to the owner's menu PDF, valid for MENU_LINK_LIFETIME_SECONDS (or a mailed link's lifetime) from `now`. */
export async function signMenuLink(db: Db, link: Omit<MenuLink, 'expires'>, now: number, lifetime = MENU_LINK_LIFETIME_SECONDS): Promise<string> {
  const full = { ...link, expires: now + lifetime };
  const sig = signature(await serverSecret(db, SECRET_NAME, now), full);
  return `${MENU_PDF_PATH}/${full.orderId}?u=${full.userId}&l=${full.arabic ? 'ar' : 'en'}&e=${full.expires}&s=${sig}`;
}

/** The link's parameters from its path and query, or undefined when they are malformed. */
export function parseMenuLink(orderId: string, query: Record<string, unknown>): (MenuLink & { sig: string }) | undefined {
  const numeric = (value: unknown) => (typeof value === 'string' && /^\d{1,12}$/.test(value) ? Number(value) : NaN);
  const link = { orderId: numeric(orderId), userId: numeric(query.u), expires: numeric(query.e) };
  const language = query.l;
  const sig = query.s;
  if (Object.values(link).some((value) => !Number.isSafeInteger(value)) || (language !== 'en' && language !== 'ar')) return undefined;
  if (typeof sig !== 'string' || sig.length > 64) return undefined;
  return { ...link, arabic: language === 'ar', sig };
}

/** Whether the link is unexpired at `now` (and not set to outlive a mailed link) and its signature is the server's. */
export async function verifyMenuLink(db: Db, link: MenuLink & { sig: string }, now: number): Promise<boolean> {
  if (link.expires <= now || link.expires > now + MAILED_MENU_LINK_LIFETIME_SECONDS) return false;
  const expected = Buffer.from(signature(await serverSecret(db, SECRET_NAME, now), link));
  const given = Buffer.from(link.sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
