// The tracker's OAuth tokens at rest (fitness_links): sealed with AES-256-GCM, so a copy of the database (a backup,
// a leaked dump, a read-only SQL injection) does not hand out working access to customers' health data.
// - The key comes from FITNESS_TOKEN_KEY (32 bytes, base64 or hex), kept outside the database. Production without
//   it turns the tracker off (see fitnessMode). Outside production, without it, a key made once in server_secrets.
// - Each value is bound to its customer and column (additional authenticated data), so a sealed token copied to
//   another customer's row, or from the refresh column to the access column, does not open.
// - Stored form: "v1.<iv>.<ciphertext and tag>" (base64url). A fresh 12-byte IV for every seal.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Db } from '../db';
import { serverSecret } from '../db/server-secrets';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;
const DEVELOPMENT_SECRET = 'fitness-token-key';

export type TokenColumn = 'access_token' | 'refresh_token';

export interface TokenVault {
  seal(db: Db, token: string, userId: number, column: TokenColumn): Promise<string>;
  /** The token, or an error when the value was altered, moved to another row or column, or sealed with another key. */
  open(db: Db, stored: string, userId: number, column: TokenColumn): Promise<string>;
}

/** FITNESS_TOKEN_KEY as a 32-byte key; undefined when unset; an error when set but not 32 bytes. */
export function configuredTokenKey(env: NodeJS.ProcessEnv): Buffer | undefined {
  const text = env.FITNESS_TOKEN_KEY?.trim();
  if (!text) return undefined;
  const key = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  if (key.length !== KEY_BYTES) throw new Error('FITNESS_TOKEN_KEY must be 32 bytes, written in base64 or hex');
  return key;
}

const context = (userId: number, column: TokenColumn) => Buffer.from(`fitness_links:${userId}:${column}`);

export function sealWithKey(key: Buffer, token: string, userId: number, column: TokenColumn): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(context(userId, column));
  const sealed = Buffer.concat([cipher.update(token, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `${VERSION}.${iv.toString('base64url')}.${sealed.toString('base64url')}`;
}

export function openWithKey(key: Buffer, stored: string, userId: number, column: TokenColumn): string {
  const [version, iv, sealed] = stored.split('.');
  if (version !== VERSION || !iv || !sealed) throw new Error('not a sealed tracker token');
  const bytes = Buffer.from(sealed, 'base64url');
  if (bytes.length < TAG_BYTES) throw new Error('not a sealed tracker token');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(context(userId, column));
  decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - TAG_BYTES)), decipher.final()]).toString('utf8');
}

/** The vault with the configured key, or (outside production only: see fitnessMode) the database's own key. */
export function createTokenVault(env: NodeJS.ProcessEnv): TokenVault {
  const configured = configuredTokenKey(env);
  const keyOf = (db: Db) => (configured ? Promise.resolve(configured) : serverSecret(db, DEVELOPMENT_SECRET, Math.floor(Date.now() / 1000)));
  return {
    async seal(db, token, userId, column) {
      return sealWithKey(await keyOf(db), token, userId, column);
    },
    async open(db, stored, userId, column) {
      return openWithKey(await keyOf(db), stored, userId, column);
    },
  };
}
