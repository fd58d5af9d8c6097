import { english } from '../support/english';
import { ACCOUNT_MESSAGES } from '@mealplan/shared/account';
import { LINK_LIFETIME_SECONDS } from '../../src/accounts/one-time-tokens';
import {
  ACCOUNT_TEST_TIMEOUT_MS,
  latestLink,
  newBrowserId,
  outboxFor,
  signUp,
  startAccountsServer,
  type AccountsTestServer,
  type SignedUp,
} from './support';

jest.setTimeout(ACCOUNT_TEST_TIMEOUT_MS);

describe('restore_password', () => {
  let env: AccountsTestServer;
  let customer: SignedUp;

  const restoreToken = async (user: SignedUp) => {
    const link = await latestLink(env, user.registration.email);
    expect(link.pathname.startsWith('/restore/')).toBe(true);
    return decodeURIComponent(link.pathname.slice('/restore/'.length));
  };

  beforeAll(async () => {
    env = await startAccountsServer();
    customer = await signUp(env);
  });
  afterAll(() => env.close());

  it('answers the same neutral message for known and unknown emails, mailing only the known one', async () => {
    const client = await env.connect();
    const known = await client.call('restore_password', 'try', { email: customer.registration.email });
    const unknown = await client.call('restore_password', 'try', { email: 'nobody@example.ae' });
    expect(known).toEqual(expect.objectContaining({ type: 'tryOk', data: { message: english(ACCOUNT_MESSAGES.restoreLinkSent) } }));
    expect(unknown).toEqual(expect.objectContaining({ type: 'tryOk', data: { message: english(ACCOUNT_MESSAGES.restoreLinkSent) } }));
    expect(await outboxFor(env, 'nobody@example.ae')).toEqual([]);
    expect(await outboxFor(env, customer.registration.email)).toHaveLength(2);
  });

  it('checks the link, sets the new password once, signs out old sessions', async () => {
    const user = await signUp(env);
    const client = await env.connect();
    await client.call('restore_password', 'try', { email: user.registration.email });
    const token = await restoreToken(user);

    expect((await client.call('restore_password', 'check', { token })).type).toBe('checkOk');
    const pushedLogout = user.client.next('login', (message) => message.type === 'logoutOk');
    const set = await client.call('restore_password', 'set', { token, password: 'NewPassword99' });
    expect(set).toMatchObject({ type: 'setOk', data: { message: english(ACCOUNT_MESSAGES.passwordChanged) } });
    // The tab still signed in with the old password is told to sign out at once.
    expect(await pushedLogout).toMatchObject({ type: 'logoutOk', data: { browserId: user.registration.browserId } });

    const reused = await client.call('restore_password', 'set', { token, password: 'Another12345' });
    expect(reused).toMatchObject({ type: 'setErr', data: { message: english(ACCOUNT_MESSAGES.restoreLinkInvalid) } });
    expect(await client.call('restore_password', 'check', { token })).toMatchObject({
      type: 'checkErr',
      data: { message: english(ACCOUNT_MESSAGES.restoreLinkInvalid) },
    });

    const signIn = (password: string) =>
      client.call('login', 'set', { email: user.registration.email, password, browserId: newBrowserId(), app: 'customer' });
    expect((await signIn('NewPassword99')).type).toBe('setOk');
    expect((await signIn(user.registration.password)).type).toBe('setErr');
    const old = await client.call('client_check', 'get', { token: user.token, browserId: user.registration.browserId });
    expect(old.type).toBe('getErr');
  });

  it('refuses an expired link', async () => {
    const client = await env.connect();
    await client.call('restore_password', 'try', { email: customer.registration.email });
    const token = await restoreToken(customer);
    env.clock.now += LINK_LIFETIME_SECONDS.restore + 1;
    try {
      expect((await client.call('restore_password', 'check', { token })).type).toBe('checkErr');
      const set = await client.call('restore_password', 'set', { token, password: 'NewPassword99' });
      expect(set).toMatchObject({ type: 'setErr', data: { message: english(ACCOUNT_MESSAGES.restoreLinkInvalid) } });
    } finally {
      env.clock.now -= LINK_LIFETIME_SECONDS.restore + 1;
    }
  });

  it('rate-limits restore requests with a clear message', async () => {
    const client = await env.connect();
    const email = 'limited@example.ae';
    const replies = [];
    for (let attempt = 0; attempt < 4; attempt += 1) replies.push(await client.call('restore_password', 'try', { email }));
    expect(replies.slice(0, 3).map((reply) => reply.type)).toEqual(['tryOk', 'tryOk', 'tryOk']);
    expect(replies[3]?.type).toBe('tryErr');
    expect((replies[3]?.data as { message: string }).message).toMatch(/^Too many requests\. Please try again in \d+ minutes?\.$/);
  });

  it('answers tryErr with field errors for a malformed email', async () => {
    const reply = await (await env.connect()).call('restore_password', 'try', { email: 'not-an-email' });
    expect(reply).toMatchObject({ type: 'tryErr', data: { errors: { email: expect.any(String) } } });
  });
});
