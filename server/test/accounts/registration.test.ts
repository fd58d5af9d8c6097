import { english } from '../support/english';
import { ACCOUNT_MESSAGES } from '@mealplan/shared/account';
import { referralToken } from '../../src/accounts/referrals';
import { ACCOUNT_TEST_TIMEOUT_MS, latestLink, registrationData, signUp, startAccountsServer, type AccountsTestServer } from './support';

jest.setTimeout(ACCOUNT_TEST_TIMEOUT_MS);

describe('registration and email confirmation', () => {
  let env: AccountsTestServer;

  beforeAll(async () => {
    env = await startAccountsServer();
  });
  afterAll(() => env.close());

  it('creates the account with parsed UAE numbers and mails a single-use confirmation link; the customer then signs in', async () => {
    const user = await signUp(env, { phone: '050 765 4321', whatsUpnumber: '0501112233' });
    const row = await env.server.db.one<{ phone_code: string; phone: string; whatsapp: string; password_hash: string }>(
      'SELECT phone_code, phone, whatsapp, password_hash FROM users WHERE id = $1',
      [user.userId],
    );
    expect(row).toMatchObject({ phone_code: '971', phone: '507654321', whatsapp: '+971501112233' });
    expect(row?.password_hash).toMatch(/^scrypt\$/);

    const link = await latestLink(env, user.registration.email);
    expect(link.origin + link.pathname).toBe('http://mealplan.test/confirm');
    expect(link.searchParams.get('type')).toBe('email');
    const token = link.searchParams.get('token');
    const client = await env.connect();
    const confirmed = await client.call('confirmation', 'email', { token });
    expect(confirmed).toMatchObject({ type: 'email', status: 'ok', data: { message: english(ACCOUNT_MESSAGES.confirmationDone) } });
    const again = await client.call('confirmation', 'email', { token });
    expect(again).toMatchObject({ type: 'email', status: 'err', data: { message: english(ACCOUNT_MESSAGES.confirmationInvalid) } });
    const confirmedAt = await env.server.db.one<{ email_confirmed_at: number | null }>('SELECT email_confirmed_at FROM users WHERE id = $1', [
      user.userId,
    ]);
    expect(confirmedAt?.email_confirmed_at).toBe(env.clock.now);
  });

  it('answers per-field errors for the step-one fields', async () => {
    const client = await env.connect();
    const reply = await client.call('registration', 'set', registrationData({ phone: '12345', whatsUpnumber: '44' }));
    expect(reply).toMatchObject({
      type: 'setErr',
      data: { errors: { phone: english(ACCOUNT_MESSAGES.phoneInvalid), whatsUpnumber: english(ACCOUNT_MESSAGES.phoneInvalid) } },
    });
  });

  it('answers an email already registered, whatever its case, as a new one, and changes nothing of its account', async () => {
    const first = await signUp(env);
    const client = await env.connect();
    const reply = await client.call(
      'registration',
      'set',
      registrationData({ email: first.registration.email.toUpperCase(), password: 'Other-pass-9' }),
    );
    expect(reply).toEqual({ type: 'setOk', data: { message: english(ACCOUNT_MESSAGES.signUpCheckEmail) } });
    const rows = await env.server.db.query<{ id: number }>('SELECT id FROM users WHERE lower(email) = lower($1)', [first.registration.email]);
    expect(rows.map((row) => row.id)).toEqual([first.userId]);
    // (The mail its owner gets instead: test/security/sign-up-enumeration.test.ts.)
  });

  it('refuses a too-short password and a malformed payload', async () => {
    const client = await env.connect();
    expect((await client.call('registration', 'set', registrationData({ password: 'short' }))).type).toBe('setErr');
    expect((await client.call('registration', 'set', { email: 'x@example.ae' })).type).toBe('setErr');
  });

  it('checks a referral token and records the referer', async () => {
    const referer = await signUp(env);
    const token = await referralToken(env.server.db, referer.userId, env.clock.now);
    const client = await env.connect();
    const checked = await client.call('registration', 'checkRef', { token });
    expect(checked).toEqual(expect.objectContaining({ type: 'checkRefOk', data: { refId: referer.userId } }));
    const bad = await client.call('registration', 'checkRef', { token: 'no-such-token' });
    expect(bad).toMatchObject({ type: 'checkRefErr', data: { message: english(ACCOUNT_MESSAGES.referralInvalid) } });

    // The referer is accepted on the socket that checked the token (issue 9 point 8: test/security/wire-values.test.ts).
    const registration = registrationData({ referer: referer.userId });
    expect((await client.call('registration', 'set', registration)).type).toBe('setOk');
    const row = await env.server.db.one<{ referer_id: number | null }>('SELECT referer_id FROM users WHERE email = $1', [registration.email]);
    expect(row?.referer_id).toBe(referer.userId);
  });
});
