// Random secrets handed to users (session tokens, link tokens, SMS codes) and the hashes stored instead.
import { createHash, randomBytes, randomInt } from 'node:crypto';

/** 32 random bytes, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** A 6-digit code, leading zeros kept. */
export function newSmsCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}
