// Issue 9, critical: a sandbox token is refused whenever a real provider is configured, and in production a
// provider without credentials turns its feature off with a clear message (no sandbox fallback, no outbox).
import { english } from '../support/english';
import { createLocalJWKSet } from 'jose';
import { ACCOUNT_MESSAGES } from '@mealplan/shared/account';
import { MAIL_OFF_MESSAGE } from '../../src/adapters/mail';
import { providerModes, providerReport } from '../../src/adapters/providers';
import { socialOffMessage, socialSandbox } from '../../src/adapters/social';
import { ACCOUNT_TEST_TIMEOUT_MS, newBrowserId, signUp, startAccountsServer, type AccountsTestServer } from '../accounts/support';

jest.setTimeout(ACCOUNT_TEST_TIMEOUT_MS);

const sandboxToken = async (provider: 'google' | 'facebook', email: string) =>
  (await socialSandbox()).issueToken(provider, { name: 'Hessa Al Mansoori', email });

describe('a real Google provider is configured', () => {
  let env: AccountsTestServer;
  beforeAll(async () => {
    const sandbox = await socialSandbox();
    // Worst case for the check: the real verifier even trusts the sandbox's signing keys.
    env = await startAccountsServer({
      env: { GOOGLE_CLIENT_ID: 'real-client.apps.example' },
      social: { googleKeys: createLocalJWKSet(sandbox.jwks()) },
    });
  });
  afterAll(() => env.close());

  it('refuses a token the sandbox issued, for an existing account', async () => {
    const victim = await signUp(env);
    const client = await env.connect();
    const reply = await client.call('login', 'google', { token: await sandboxToken('google', victim.registration.email), browserId: newBrowserId() });
    expect(reply).toMatchObject({ type: 'googleErr', data: { message: english(ACCOUNT_MESSAGES.socialTokenInvalid) } });
  });
});

describe('production without provider credentials', () => {
  let env: AccountsTestServer;
  beforeAll(async () => {
    env = await startAccountsServer({ env: { NODE_ENV: 'production' } });
  });
  afterAll(() => env.close());

  it('turns social sign-in off with a clear message instead of trusting the sandbox', async () => {
    const client = await env.connect();
    for (const provider of ['google', 'facebook'] as const) {
      const reply = await client.call('login', provider, { token: await sandboxToken(provider, 'someone@example.com'), browserId: newBrowserId() });
      expect(reply).toMatchObject({ type: `${provider}Err`, data: { message: english(socialOffMessage(provider)) } });
    }
  });

  it('turns email off with a clear message and writes nothing to the outbox', async () => {
    const customer = await signUp(env);
    const client = await env.connect();
    const reply = await client.call('restore_password', 'try', { email: customer.registration.email });
    expect(reply).toMatchObject({ type: 'tryErr', data: { message: english(MAIL_OFF_MESSAGE) } });
    expect(await env.services.outbox.list()).toEqual([]);
  });

  it('logs which features are off', () => {
    expect(providerModes({ NODE_ENV: 'production' })).toEqual({ mail: 'off', sms: 'off', google: 'off', facebook: 'off', scheduling: 'off' });
    const report = providerReport({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.com' });
    expect(report.some((line) => line.startsWith('OFF: email'))).toBe(false);
    expect(report.filter((line) => line.startsWith('OFF:'))).toHaveLength(4);
  });
});
