import { english } from '../support/english';
import { ACCOUNT_MESSAGES } from '@mealplan/shared/account';
import { SMS_ON_LOGIN_MESSAGES } from '../../src/accounts/sms-on-login';
import { ACCOUNT_TEST_TIMEOUT_MS, passwordSignIn, signUp, startAccountsServer, type AccountsTestServer, type SignedUp } from './support';

jest.setTimeout(ACCOUNT_TEST_TIMEOUT_MS);

describe('profile getForDashboard getSmsInfo / saveSmsInfo', () => {
  let env: AccountsTestServer;
  let alice: SignedUp;
  let bob: SignedUp;

  const smsOnLogin = async (userId: number) =>
    (await env.server.db.one<{ sms_on_login: boolean }>('SELECT sms_on_login FROM users WHERE id = $1', [userId]))?.sms_on_login;
  const save = (user: SignedUp, sms: unknown, userId = user.userId) =>
    user.client.call('profile', 'getForDashboard', { subtype: 'saveSmsInfo', userId, sms });
  const read = (user: SignedUp) => user.client.call('profile', 'getForDashboard', { subtype: 'getSmsInfo', userId: user.userId });

  beforeAll(async () => {
    env = await startAccountsServer();
    [alice, bob] = [await signUp(env), await signUp(env)];
  });
  afterAll(() => env.close());

  it('is off for a new customer', async () => {
    expect(await read(alice)).toMatchObject({ type: 'getSmsInfoOk', data: { sms: false } });
  });

  it('turns SMS on login on and off for the signed-in user, with the message for each', async () => {
    expect(await save(alice, true)).toMatchObject({ type: 'saveSmsInfoOk', data: { message: 'SMS on login is enabled.' } });
    expect(english(SMS_ON_LOGIN_MESSAGES.enabled)).toBe('SMS on login is enabled.');
    expect(await smsOnLogin(alice.userId)).toBe(true);
    expect(await read(alice)).toMatchObject({ type: 'getSmsInfoOk', data: { sms: true } });

    expect(await save(alice, false)).toMatchObject({ type: 'saveSmsInfoOk', data: { message: 'SMS on login is disabled.' } });
    expect(await smsOnLogin(alice.userId)).toBe(false);
  });

  it("never touches another user's setting, whatever userId the payload names", async () => {
    await save(alice, true, bob.userId);
    expect(await smsOnLogin(bob.userId)).toBe(false);
    expect(await smsOnLogin(alice.userId)).toBe(true);
    expect(await read(bob)).toMatchObject({ data: { sms: false } });
    await save(alice, false);
  });

  it('refuses malformed data and changes nothing', async () => {
    for (const sms of ['yes', 1, null, undefined]) {
      const reply = await save(alice, sms);
      expect(reply.type).toBe('saveSmsInfoErr');
    }
    expect(await smsOnLogin(alice.userId)).toBe(false);
  });

  it("ignores a field the call does not know (issue 39): the save is the caller's own and nothing more", async () => {
    const extra = await alice.client.call('profile', 'getForDashboard', { subtype: 'saveSmsInfo', sms: true, admin: true });
    expect(extra.type).toBe('saveSmsInfoOk');
    expect(await smsOnLogin(alice.userId)).toBe(true);
    expect((await save(alice, false)).type).toBe('saveSmsInfoOk');
    expect(await smsOnLogin(alice.userId)).toBe(false);
  });

  it('refuses a signed-out caller', async () => {
    const guest = await env.connect();
    const reading = await guest.call('profile', 'getForDashboard', { subtype: 'getSmsInfo' });
    const saving = await guest.call('profile', 'getForDashboard', { subtype: 'saveSmsInfo', sms: true });
    expect(reading.type).toBe('getSmsInfoErr');
    expect(saving.type).toBe('saveSmsInfoErr');
  });

  it('refuses a socket whose session was revoked by logout', async () => {
    const carol = await signUp(env);
    await carol.client.call('login', 'logout', { browserId: carol.registration.browserId });
    const reply = await save(carol, true);
    expect(reply.type).toBe('saveSmsInfoErr');
    expect(await smsOnLogin(carol.userId)).toBe(false);
  });

  it('makes the next password sign-in ask for the SMS code', async () => {
    await save(bob, true);
    const client = await env.connect();
    const reply = await client.call('login', 'set', passwordSignIn(bob));
    expect(reply).toMatchObject({ type: 'smsOk', data: { message: english(ACCOUNT_MESSAGES.smsCodeSent) } });
  });
});
