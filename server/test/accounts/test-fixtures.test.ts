import { english } from '../support/english';
import { ACCOUNT_MESSAGES } from '@mealplan/shared/account';
import { ACCOUNT_TEST_TIMEOUT_MS, passwordSignIn, signUp, startAccountsServer, type AccountsTestServer } from './support';

jest.setTimeout(ACCOUNT_TEST_TIMEOUT_MS);

const post = (env: AccountsTestServer, body: unknown) =>
  fetch(`${env.server.url}/dev/fixtures/users`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const isBanned = async (env: AccountsTestServer, userId: number) =>
  (await env.server.db.one<{ banned: boolean }>('SELECT banned FROM users WHERE id = $1', [userId]))?.banned;

describe('POST /dev/fixtures/users with TEST_FIXTURES=1', () => {
  let env: AccountsTestServer;
  beforeAll(async () => {
    env = await startAccountsServer({ fixturesEnv: { TEST_FIXTURES: '1', NODE_ENV: 'test' } });
  });
  afterAll(() => env.close());

  it('bans a user: sign-in gets the banned reply and the live socket stops being signed in', async () => {
    const user = await signUp(env);
    const response = await post(env, { email: user.registration.email.toUpperCase(), banned: true });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ userId: user.userId, banned: true });
    expect(await isBanned(env, user.userId)).toBe(true);

    const live = await user.client.call('profile', 'getForDashboard', { subtype: 'getSmsInfo' });
    expect(live).toMatchObject({ type: 'getSmsInfoErr', data: { message: english(ACCOUNT_MESSAGES.sessionExpired) } });

    const client = await env.connect();
    const signIn = await client.call('login', 'set', passwordSignIn(user));
    expect(signIn).toMatchObject({ type: 'setErr', data: { message: english(ACCOUNT_MESSAGES.banned) } });
    const check = await client.call('client_check', 'get', { token: user.token, browserId: user.registration.browserId });
    expect(check.type).not.toBe('setUser');
  });

  it('lifts a ban with banned false', async () => {
    const user = await signUp(env);
    await post(env, { email: user.registration.email, banned: true });
    expect((await post(env, { email: user.registration.email, banned: false })).status).toBe(200);
    expect(await isBanned(env, user.userId)).toBe(false);
  });

  it('refuses malformed bodies and unknown emails', async () => {
    expect((await post(env, 'not json')).status).toBe(400);
    expect((await post(env, { email: 'someone@example.ae', banned: 'yes' })).status).toBe(400);
    expect((await post(env, { email: 'someone@example.ae', role: 'admin' })).status).toBe(400);
    expect((await post(env, { email: 'nobody.here@example.ae', banned: true })).status).toBe(404);
  });
});

describe('POST /dev/fixtures/users elsewhere', () => {
  for (const [name, fixturesEnv] of [
    ['without TEST_FIXTURES', { NODE_ENV: 'test' }],
    ['in production', { TEST_FIXTURES: '1', NODE_ENV: 'production' }],
  ] as const) {
    it(`is not found ${name} and changes nothing`, async () => {
      const env = await startAccountsServer({ fixturesEnv });
      try {
        const user = await signUp(env);
        const response = await post(env, { email: user.registration.email, banned: true });
        expect(response.status).toBe(404);
        expect(await isBanned(env, user.userId)).toBe(false);
      } finally {
        await env.close();
      }
    });
  }
});
