// issue 8: the customer's language is saved alone by profile set (scenario 'language'), comes back on the
// user record of every later session, and is only ever one of the site's languages.
import { english } from '../support/english';
import { ACCOUNT_MESSAGES } from '@mealplan/shared/account';
import { ACCOUNT_TEST_TIMEOUT_MS, newBrowserId, passwordSignIn, signUp, startAccountsServer, type AccountsTestServer } from '../accounts/support';

jest.setTimeout(ACCOUNT_TEST_TIMEOUT_MS);

describe('profile set, scenario language', () => {
  let env: AccountsTestServer;

  beforeAll(async () => {
    env = await startAccountsServer();
  });
  afterAll(() => env.close());

  it('a new customer has no language until they choose one', async () => {
    const { client, token, registration } = await signUp(env);
    const check = await client.call('client_check', 'get', { token, browserId: registration.browserId });
    expect(check).toMatchObject({ type: 'setUser', data: { language: null } });
  });

  it('saves the language alone and returns it on sign-in from another browser', async () => {
    const user = await signUp(env);
    const saved = await user.client.call('profile', 'set', { scenario: 'language', language: 'ar' });
    // Answered in the language just chosen.
    expect(saved).toMatchObject({ type: 'setOk', data: { message: 'تم حفظ اللغة.', user: { user_id: user.userId, language: 'ar' } } });
    const row = await env.server.db.one<{ language: string | null; first_name: string }>('SELECT language, first_name FROM users WHERE id = $1', [
      user.userId,
    ]);
    expect(row).toEqual({ language: 'ar', first_name: 'Layla' });

    await user.client.call('login', 'logout', { browserId: user.registration.browserId });
    const elsewhere = await env.connect();
    const signedIn = await elsewhere.call('login', 'set', { ...passwordSignIn(user), browserId: newBrowserId() });
    expect(signedIn).toMatchObject({ type: 'setOk', data: { user_id: user.userId, language: 'ar' } });

    const back = await elsewhere.call('profile', 'set', { scenario: 'language', language: 'en' });
    expect(back).toMatchObject({ type: 'setOk', data: { message: english(ACCOUNT_MESSAGES.languageSaved), user: { language: 'en' } } });
  });

  it('refuses a language the site does not have, a language of the wrong type, and guests, changing nothing', async () => {
    const user = await signUp(env);
    for (const data of [
      { scenario: 'language', language: 'fr' },
      { scenario: 'language', language: 'AE' },
      { scenario: 'language' },
      { scenario: 'language', language: 7 },
    ]) {
      const reply = await user.client.call('profile', 'set', data);
      expect(reply).toMatchObject({ type: 'setErr', data: { message: expect.stringMatching(/^Invalid data: /) } });
    }
    const guest = await env.connect();
    expect(await guest.call('profile', 'set', { scenario: 'language', language: 'ar' })).toMatchObject({
      type: 'setErr',
      data: { message: 'Please sign in' },
    });
    const row = await env.server.db.one<{ language: string | null }>('SELECT language FROM users WHERE id = $1', [user.userId]);
    expect(row).toEqual({ language: null });
  });

  it('saves the language alone when the payload carries other fields (issue 39: unknown fields are ignored)', async () => {
    const user = await signUp(env);
    const before = await env.server.db.one<{ first_name: string | null }>('SELECT first_name FROM users WHERE id = $1', [user.userId]);
    const reply = await user.client.call('profile', 'set', { scenario: 'language', language: 'ar', firstName: 'Mallory' });
    expect(reply.type).toBe('setOk');
    const row = await env.server.db.one('SELECT language, first_name FROM users WHERE id = $1', [user.userId]);
    expect(row).toEqual({ language: 'ar', first_name: before!.first_name });
    expect(before!.first_name).not.toBe('Mallory');
  });

  it('saves for the asking customer only: a user_id in the payload is not obeyed', async () => {
    const victim = await signUp(env);
    const attacker = await signUp(env);
    const reply = await attacker.client.call('profile', 'set', { scenario: 'language', language: 'ar', user_id: victim.userId });
    expect(reply).toMatchObject({ type: 'setOk', data: { user: { user_id: attacker.userId } } });
    const rows = await env.server.db.query<{ id: number; language: string | null }>('SELECT id, language FROM users WHERE id = ANY($1) ORDER BY id', [
      [victim.userId, attacker.userId],
    ]);
    expect(rows).toEqual([
      { id: victim.userId, language: null },
      { id: attacker.userId, language: 'ar' },
    ]);
  });

  it('social sign-up keeps only a language of ours, never the browser region', async () => {
    const { socialSandbox } = await import('../../src/adapters/social');
    const sandbox = await socialSandbox();
    const client = await env.connect();
    const region = await client.call('registration', 'google', {
      token: await sandbox.issueToken('google', { name: 'Hessa Region', email: `region.${Date.now()}@example.ae` }),
      browserId: newBrowserId(),
      language: 'AE',
    });
    expect(region).toMatchObject({ type: 'googleOk', data: { language: null } });
    const arabic = await (
      await env.connect()
    ).call('registration', 'google', {
      token: await sandbox.issueToken('google', { name: 'Hessa Arabic', email: `arabic.${Date.now()}@example.ae` }),
      browserId: newBrowserId(),
      language: 'ar-AE',
    });
    expect(arabic).toMatchObject({ type: 'googleOk', data: { language: 'ar' } });
  });
});

describe('client_check language', () => {
  let env: AccountsTestServer;

  beforeAll(async () => {
    env = await startAccountsServer();
  });
  afterAll(() => env.close());

  it('accepts one of the site languages from anyone and refuses anything else', async () => {
    const guest = await env.connect();
    expect(await guest.call('client_check', 'language', { language: 'ar' })).toMatchObject({ type: 'languageOk', data: { language: 'ar' } });
    for (const data of [{ language: 'de' }, { language: '' }, {}, { language: 7 }, 'ar']) {
      expect(await guest.call('client_check', 'language', data)).toMatchObject({ type: 'languageErr' });
    }
  });
});
