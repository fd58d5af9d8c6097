import { english } from '../support/english';
import { ACCOUNT_MESSAGES } from '@mealplan/shared/account';
import { SMS_CODE_LIFETIME_SECONDS } from '../../src/accounts/sms-codes';
import { ACCOUNT_TEST_TIMEOUT_MS, newBrowserId, outboxFor, signUp, startAccountsServer, type AccountsTestServer, type SignedUp } from './support';

jest.setTimeout(ACCOUNT_TEST_TIMEOUT_MS);

describe('login set', () => {
  let env: AccountsTestServer;
  let customer: SignedUp;

  const credentials = (user: SignedUp, password = user.registration.password) => ({
    email: user.registration.email.toUpperCase(),
    password,
    browserId: newBrowserId(),
    app: 'customer' as const,
  });

  beforeAll(async () => {
    env = await startAccountsServer({ limits: { rules: { signInIp: { points: 1000, duration: 3600, blockDuration: 60 } } } });
    customer = await signUp(env);
  });
  afterAll(() => env.close());

  it('signs in with the right password (email case-insensitive) and issues a new token each time', async () => {
    const client = await env.connect();
    const first = await client.call('login', 'set', credentials(customer));
    const second = await client.call('login', 'set', credentials(customer));
    expect(first).toMatchObject({ type: 'setOk', data: { user_id: customer.userId, firstName: 'Layla' } });
    const tokens = [first, second].map((reply) => (reply.data as { token: string }).token);
    expect(new Set([...tokens, customer.token]).size).toBe(3);
  });

  it('refuses a wrong password and an unknown email with the same field error', async () => {
    const client = await env.connect();
    const wrong = await client.call('login', 'set', credentials(customer, 'WrongPassword1'));
    const unknown = await client.call('login', 'set', { ...credentials(customer), email: 'nobody@example.ae' });
    for (const reply of [wrong, unknown]) {
      expect(reply).toMatchObject({
        type: 'setErr',
        data: { message: english(ACCOUNT_MESSAGES.incorrectCredentials), errors: { password: english(ACCOUNT_MESSAGES.incorrectCredentials) } },
      });
    }
  });

  it('refuses bad input before doing anything', async () => {
    const client = await env.connect();
    const reply = await client.call('login', 'set', { email: 'not an email', password: '', browserId: 'short' });
    expect(reply.type).toBe('setErr');
  });

  it('limits brute force on one account, even for the right password afterwards', async () => {
    const target = await signUp(env);
    const client = await env.connect();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await client.call('login', 'set', credentials(target, `Guess${attempt}xyz`))).data).toMatchObject({
        message: english(ACCOUNT_MESSAGES.incorrectCredentials),
      });
    }
    const limited = await client.call('login', 'set', credentials(target));
    expect(limited.type).toBe('setErr');
    expect((limited.data as { message: string }).message).toMatch(/^Too many sign-in attempts\. Please try again in \d+ minutes?\.$/);
  });

  it('limits sign-in attempts per IP address', async () => {
    const strict = await startAccountsServer({ limits: { rules: { signInIp: { points: 2, duration: 600, blockDuration: 600 } } } });
    try {
      const client = await strict.connect();
      const attempt = (email: string) => client.call('login', 'set', { email, password: 'whatever1', browserId: newBrowserId(), app: 'customer' });
      expect((await attempt('a@example.ae')).data).toMatchObject({ message: english(ACCOUNT_MESSAGES.incorrectCredentials) });
      expect((await attempt('b@example.ae')).data).toMatchObject({ message: english(ACCOUNT_MESSAGES.incorrectCredentials) });
      expect(((await attempt('c@example.ae')).data as { message: string }).message).toMatch(/^Too many sign-in attempts/);
    } finally {
      await strict.close();
    }
  });

  it('refuses a banned user with the banned flag', async () => {
    const banned = await signUp(env);
    await env.server.db.query('UPDATE users SET banned = true WHERE id = $1', [banned.userId]);
    const reply = await (await env.connect()).call('login', 'set', credentials(banned));
    expect(reply).toMatchObject({ type: 'setErr', data: { banned: true, message: english(ACCOUNT_MESSAGES.banned) } });
  });

  describe('with SMS on login', () => {
    let smsUser: SignedUp;
    const smsCodes = async () =>
      (await outboxFor(env, '+971501234567'))
        .filter((message) => message.kind === 'sms')
        .map((message) => message.text.match(/\b(\d{6})\b/)?.[1] ?? '');

    beforeAll(async () => {
      smsUser = await signUp(env);
      await env.server.db.query('UPDATE users SET sms_on_login = true WHERE id = $1', [smsUser.userId]);
    });

    it('asks for a code, refuses a wrong one, accepts the right one once', async () => {
      const client = await env.connect();
      const asked = await client.call('login', 'set', credentials(smsUser));
      expect(asked).toMatchObject({ type: 'smsOk', data: { message: english(ACCOUNT_MESSAGES.smsCodeSent) } });
      const [code = ''] = await smsCodes();
      expect(code).toMatch(/^\d{6}$/);
      const wrongCode = code === '000000' ? '111111' : '000000';

      const wrong = await client.call('login', 'set', { ...credentials(smsUser), smscode: wrongCode });
      expect(wrong).toMatchObject({ type: 'smsErr', data: { message: english(ACCOUNT_MESSAGES.smsCodeWrong) } });
      const right = await client.call('login', 'set', { ...credentials(smsUser), smscode: code });
      expect(right).toMatchObject({ type: 'setOk', data: { user_id: smsUser.userId } });
      // Sign-in is for signed-out sockets: the code is tried again from another tab.
      const otherTab = await env.connect();
      const reused = await otherTab.call('login', 'set', { ...credentials(smsUser), smscode: code });
      expect(reused).toMatchObject({ type: 'smsErr', data: { message: english(ACCOUNT_MESSAGES.smsCodeExpired) } });
    });

    it('refuses an expired code', async () => {
      const client = await env.connect();
      await client.call('login', 'set', credentials(smsUser));
      const [code = ''] = await smsCodes();
      env.clock.now += SMS_CODE_LIFETIME_SECONDS + 1;
      try {
        const reply = await client.call('login', 'set', { ...credentials(smsUser), smscode: code });
        expect(reply).toMatchObject({ type: 'smsErr', data: { message: english(ACCOUNT_MESSAGES.smsCodeExpired) } });
      } finally {
        env.clock.now -= SMS_CODE_LIFETIME_SECONDS + 1;
      }
    });

    it('allows at most 5 tries of a code', async () => {
      const client = await env.connect();
      await client.call('login', 'set', credentials(smsUser));
      const [code = ''] = await smsCodes();
      const wrongCode = code === '000000' ? '111111' : '000000';
      const messages: unknown[] = [];
      for (let attempt = 0; attempt < 5; attempt += 1) {
        messages.push((await client.call('login', 'set', { ...credentials(smsUser), smscode: wrongCode })).data);
      }
      expect(messages.at(-1)).toMatchObject({ message: english(ACCOUNT_MESSAGES.smsCodeTooManyTries) });
      const right = await client.call('login', 'set', { ...credentials(smsUser), smscode: code });
      expect(right).toMatchObject({ type: 'smsErr', data: { message: english(ACCOUNT_MESSAGES.smsCodeTooManyTries) } });
    });
  });
});
