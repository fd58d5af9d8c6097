import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { passwordHashQueue } from './hash-queue';

/**
 * OWASP password-storage parameters for scrypt: N=2^17, r=8, p=1, 64-byte key, 16-byte salt.
 * PASSWORD_SCRYPT_COST lowers N for test runs only (each hash records its own N, so stored hashes stay valid).
 */
const COST = costFromEnvironment(process.env.PASSWORD_SCRYPT_COST) ?? 2 ** 17;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;
const PREFIX = 'scrypt';

function costFromEnvironment(value: string | undefined): number | undefined {
  const cost = Number(value);
  const isPowerOfTwo = Number.isInteger(cost) && cost >= 2 ** 10 && (cost & (cost - 1)) === 0;
  return isPowerOfTwo ? cost : undefined;
}

function maxmemFor(cost: number, blockSize: number, parallelism: number): number {
  return 128 * cost * blockSize * (parallelism + 2) + 1024 * 1024;
}

/** Where a hash request comes from (the caller's IP address): hashes are shared fairly between sources. */
const LOCAL_SOURCE = 'local';

function derive(plain: string, salt: Buffer, options: ScryptOptions & { N: number; r: number; p: number }, keyLength: number, source: string) {
  return passwordHashQueue.run(
    source,
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(plain.normalize('NFKC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
      }),
  );
}

/** Hash a password; the result encodes the parameters: scrypt$N$r$p$salt$key (base64). */
export async function hashPassword(plain: string, source = LOCAL_SOURCE): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const options = { N: COST, r: BLOCK_SIZE, p: PARALLELISM, maxmem: maxmemFor(COST, BLOCK_SIZE, PARALLELISM) };
  const key = await derive(plain, salt, options, KEY_LENGTH, source);
  return [PREFIX, COST, BLOCK_SIZE, PARALLELISM, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Check a password against a stored hash, in constant time; a malformed hash never matches. */
export async function verifyPassword(plain: string, stored: string, source = LOCAL_SOURCE): Promise<boolean> {
  const [prefix, n, r, p, saltText, keyText] = stored.split('$');
  if (prefix !== PREFIX || !saltText || !keyText) return false;
  const cost = Number(n);
  const blockSize = Number(r);
  const parallelism = Number(p);
  if (![cost, blockSize, parallelism].every((value) => Number.isInteger(value) && value > 0)) return false;
  const expected = Buffer.from(keyText, 'base64');
  if (expected.length === 0) return false;
  const options = { N: cost, r: blockSize, p: parallelism, maxmem: maxmemFor(cost, blockSize, parallelism) };
  const actual = await derive(plain, Buffer.from(saltText, 'base64'), options, expected.length, source);
  return timingSafeEqual(actual, expected);
}
