// Short-lived signed links to a customer's own files. An <img> cannot send the session token, so the socket hands
// the owner links signed with a server secret: the link names the file and its expiry, the signature also covers
// the owner (read from the file's row when served), so it cannot be reused for another file or forged.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db';
import { serverSecret } from '../db/server-secrets';

/** How long a signed file link works (seconds). */
export const FILE_LINK_LIFETIME_SECONDS = 15 * 60;
export const FILE_LINK_PATH = '/api/files';

const SECRET_NAME = 'file-links';

/** The signing key, created once for the site and shared by every process (server_secrets). */
const signingKey = (db: Db, now: number) => serverSecret(db, SECRET_NAME, now);

const signature = (key: Buffer, fileId: string, ownerId: number, expires: number) =>
  createHmac('sha256', key).update(`${fileId}:${ownerId}:${expires}`).digest('base64url');

/** A site-relative link to the owner's file, valid for FILE_LINK_LIFETIME_SECONDS from now. */
export async function signedFileUrl(db: Db, fileId: string, ownerId: number, now: number, lifetime = FILE_LINK_LIFETIME_SECONDS): Promise<string> {
  const expires = now + lifetime;
  const sig = signature(await signingKey(db, now), fileId, ownerId, expires);
  return `${FILE_LINK_PATH}/${encodeURIComponent(fileId)}?e=${expires}&s=${sig}`;
}

/** Whether the link's expiry and signature are good for this file of this owner at `now`. */
export async function verifyFileLink(db: Db, link: { fileId: string; ownerId: number; expires: number; sig: string }, now: number): Promise<boolean> {
  if (!Number.isSafeInteger(link.expires) || link.expires <= now) return false;
  const expected = Buffer.from(signature(await signingKey(db, now), link.fileId, link.ownerId, link.expires));
  const given = Buffer.from(link.sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
