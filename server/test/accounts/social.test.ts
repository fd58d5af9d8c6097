import { english } from '../support/english';
import { ACCOUNT_MESSAGES, noSocialAccountMessage } from '@mealplan/shared/account';
import { socialSandbox } from '../../src/adapters/social';
import { ACCOUNT_TEST_TIMEOUT_MS, newBrowserId, signUp, startAccountsServer, type AccountsTestServer } from './support';

jest.setTimeout(ACCOUNT_TEST_TIMEOUT_MS);

describe('social sign-in through the sandbox provider', () => {
  let env: AccountsTestServer;

  beforeAll(async () => {
    env = await startAccountsServer();
  });
  afterAll(() => env.close());

  const tokenFor = async (provider: 'google' | 'facebook', email: string) =>
    (await socialSandbox()).issueToken(provider, { name: 'Hessa Al Mansoori', email });

  it.each(['google', 'facebook'] as const)('%s: no account -> Err, sign-up creates it, then sign-in works', async (provider) => {
    const email = `hessa.${provider}@example.ae`;
    const client = await env.connect();
    const request = async () => ({ token: await tokenFor(provider, email), browserId: newBrowserId(), app: 'customer' });

    const before = await client.call('login', provider, await request());
    expect(before).toMatchObject({ type: `${provider}Err`, data: { message: english(noSocialAccountMessage(provider)) } });

    const created = await client.call('registration', provider, { ...(await request()), language: 'en' });
    expect(created).toMatchObject({ type: `${provider}Ok`, data: { email, firstName: 'Hessa', lastName: 'Al Mansoori' } });

    // Sign-in is for signed-out sockets: the customer signs in again from another tab.
    const signedIn = await (await env.connect()).call('login', provider, await request());
    expect(signedIn).toMatchObject({ type: `${provider}Ok`, data: { user_id: (created.data as { user_id: number }).user_id } });
  });

  it('signs an existing email account in by its verified email', async () => {
    const user = await signUp(env);
    const client = await env.connect();
    const reply = await client.call('login', 'google', {
      token: await tokenFor('google', user.registration.email),
      browserId: newBrowserId(),
    });
    expect(reply).toMatchObject({ type: 'googleOk', data: { user_id: user.userId } });
  });

  it('never trusts a profile or token made up by the browser', async () => {
    const user = await signUp(env);
    const client = await env.connect();
    const [header, payload] = (await tokenFor('google', 'someone@example.ae')).split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()), email: user.registration.email }),
    ).toString('base64url');
    const forged = await client.call('login', 'google', {
      token: `${header}.${forgedPayload}.invalidsignature`,
      browserId: newBrowserId(),
      email: user.registration.email,
    });
    expect(forged).toMatchObject({ type: 'googleErr', data: { message: english(ACCOUNT_MESSAGES.socialTokenInvalid) } });
    const madeUp = await client.call('login', 'facebook', { token: 'made-up', browserId: newBrowserId(), email: user.registration.email });
    expect(madeUp).toMatchObject({ type: 'facebookErr', data: { message: english(ACCOUNT_MESSAGES.socialTokenInvalid) } });
  });

  it('serves the Continue-as page and redirects back with a token the server accepts', async () => {
    const redirect = `${env.server.url}/sign-in`;
    const page = await fetch(`${env.server.url}/sandbox/social/google/authorize?redirect_uri=${encodeURIComponent(redirect)}&state=abc`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Continue as');

    const foreign = await fetch(`${env.server.url}/sandbox/social/google/authorize?redirect_uri=https://evil.example/x`);
    expect(foreign.status).toBe(400);

    const query = new URLSearchParams({ redirect_uri: redirect, state: 'abc', name: 'Noura Saeed', email: 'noura@example.ae' });
    const back = await fetch(`${env.server.url}/sandbox/social/facebook/continue?${query}`, { redirect: 'manual' });
    expect(back.status).toBe(302);
    const location = new URL(back.headers.get('location') ?? '');
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('provider')).toBe('facebook');
    expect(fragment.get('state')).toBe('abc');
    const client = await env.connect();
    const reply = await client.call('registration', 'facebook', { token: fragment.get('token'), browserId: newBrowserId() });
    expect(reply).toMatchObject({ type: 'facebookOk', data: { email: 'noura@example.ae' } });

    const jwks = (await (await fetch(`${env.server.url}/sandbox/social/google/certs`)).json()) as { keys: unknown[] };
    expect(jwks.keys).toHaveLength(1);
  });
});
