import { hashPassword, verifyPassword } from '../../src/accounts/password';

jest.setTimeout(60_000);

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('GreenSalad42');
    expect(await verifyPassword('GreenSalad42', stored)).toBe(true);
    expect(await verifyPassword('GreenSalad43', stored)).toBe(false);
  });

  it('encodes the OWASP scrypt parameters and a random salt', async () => {
    // Without the test-run override, hashes use the OWASP cost N=2^17.
    const testCost = process.env.PASSWORD_SCRYPT_COST;
    delete process.env.PASSWORD_SCRYPT_COST;
    let production: typeof import('../../src/accounts/password') | undefined;
    await jest.isolateModulesAsync(async () => {
      production = await import('../../src/accounts/password');
    });
    if (testCost !== undefined) process.env.PASSWORD_SCRYPT_COST = testCost;
    if (!production) throw new Error('password module did not load');
    const [first, second] = [await production.hashPassword('same'), await production.hashPassword('same')];
    expect(first).not.toBe(second);
    const [scheme, n, r, p, salt, key] = first.split('$');
    expect([scheme, n, r, p]).toEqual(['scrypt', String(2 ** 17), '8', '1']);
    expect(Buffer.from(salt ?? '', 'base64')).toHaveLength(16);
    expect(Buffer.from(key ?? '', 'base64')).toHaveLength(64);
  });

  it('verifies a hash made with another cost (each hash records its own parameters)', async () => {
    const cheap = await hashPassword('GreenSalad42');
    expect(cheap.split('$')[1]).toBe(process.env.PASSWORD_SCRYPT_COST);
    expect(await verifyPassword('GreenSalad42', cheap)).toBe(true);
  });

  it('never matches a malformed stored value', async () => {
    expect(await verifyPassword('x', '')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$abc$8$1$c2FsdA==$a2V5')).toBe(false);
    expect(await verifyPassword('x', 'bcrypt$2b$10$whatever')).toBe(false);
  });
});
