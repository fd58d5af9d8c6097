// Tracker tokens at rest (server/src/fitness/token-vault.ts): AES-256-GCM bound to the customer and column, and
// the production rule that the tracker stays off without a key kept outside the database.
import { randomBytes } from 'node:crypto';
import { fitnessMode } from '../../src/adapters/fitness';
import { configuredTokenKey, openWithKey, sealWithKey } from '../../src/fitness/token-vault';

const key = randomBytes(32);
const token = 'eyJhbGciOiJIUzI1NiJ9.access-token-of-sara';

describe('tracker token vault', () => {
  it('seals a token so that only the same key, customer and column open it', () => {
    const sealed = sealWithKey(key, token, 7, 'access_token');
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('access-token-of-sara');
    expect(openWithKey(key, sealed, 7, 'access_token')).toBe(token);
    expect(() => openWithKey(key, sealed, 8, 'access_token')).toThrow();
    expect(() => openWithKey(key, sealed, 7, 'refresh_token')).toThrow();
    expect(() => openWithKey(randomBytes(32), sealed, 7, 'access_token')).toThrow();
  });

  it('uses a fresh IV each time and refuses an altered or plain value', () => {
    const first = sealWithKey(key, token, 7, 'access_token');
    const second = sealWithKey(key, token, 7, 'access_token');
    expect(first).not.toBe(second);
    const [version, iv, body] = first.split('.') as [string, string, string];
    const flipped = Buffer.from(body, 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() => openWithKey(key, `${version}.${iv}.${flipped.toString('base64url')}`, 7, 'access_token')).toThrow();
    expect(() => openWithKey(key, token, 7, 'access_token')).toThrow('not a sealed tracker token');
    expect(() => openWithKey(key, 'v1.abc.', 7, 'access_token')).toThrow('not a sealed tracker token');
  });

  it('reads FITNESS_TOKEN_KEY as 32 bytes of base64 or hex, and refuses another length', () => {
    expect(configuredTokenKey({})).toBeUndefined();
    expect(configuredTokenKey({ FITNESS_TOKEN_KEY: key.toString('base64') })).toEqual(key);
    expect(configuredTokenKey({ FITNESS_TOKEN_KEY: key.toString('hex') })).toEqual(key);
    expect(() => configuredTokenKey({ FITNESS_TOKEN_KEY: randomBytes(16).toString('base64') })).toThrow('32 bytes');
  });

  it('turns the real tracker off in production without a token key', () => {
    const credentials = { FITBIT_CLIENT_ID: 'id', FITBIT_CLIENT_SECRET: 'secret' };
    expect(fitnessMode({ NODE_ENV: 'production', ...credentials })).toBe('off');
    expect(fitnessMode({ NODE_ENV: 'production', ...credentials, FITNESS_TOKEN_KEY: key.toString('base64') })).toBe('real');
    expect(fitnessMode({ NODE_ENV: 'production' })).toBe('off');
    expect(fitnessMode({ ...credentials })).toBe('real');
    expect(fitnessMode({})).toBe('sandbox');
  });
});
