// Issue 40 point 10: sign-up never tells whether an email is registered. A registered address gets the same answer as a
// new one; its owner gets a mail instead (sign in or reset the password), in the language they chose; nobody is signed
// in by a sign-up and the account is not touched.
import { ACCOUNT_MESSAGES } from '@mealplan/shared/account';
import { english } from '../support/english';
import { ACCOUNT_TEST_TIMEOUT_MS, outboxFor, registrationData, signUp, startAccountsServer, type AccountsTestServer } from '../accounts/support';

jest.setTimeout(ACCOUNT_TEST_TIMEOUT_MS);

describe('sign-up answers the same whether or not the email is registered', () => {
  let env: AccountsTestServer;

  beforeAll(async () => {
    env = await startAccountsServer();
  });
  afterAll(() => env.close());

  const accountOf = (email: string) =>
    env.server.db.one<{ id: number; password_hash: string; first_name: string }>(
      'SELECT id, password_hash, first_name FROM users WHERE lower(email) = lower($1)',
      [email],
    );

  it('answers a registered address as a new one and mails its owner instead, changing nothing', async () => {
    const owner = await signUp(env);
    const before = await accountOf(owner.registration.email);
    const mailsBefore = (await outboxFor(env, owner.registration.email)).length;

    const fresh = registrationData();
    const client = await env.connect();
    const forNew = await client.call('registration', 'set', fresh);
    const forRegistered = await client.call('registration', 'set', {
      ...registrationData({ first_name: 'Intruder', password: 'Another-secret-7' }),
      email: owner.registration.email.toUpperCase(),
    });
    expect(forNew).toEqual({ type: 'setOk', data: { message: english(ACCOUNT_MESSAGES.signUpCheckEmail) } });
    expect(forRegistered).toEqual(forNew);

    // The new address gets its confirmation link; the registered one a mail telling its owner, with no link that acts.
    const [confirmation] = await outboxFor(env, fresh.email);
    expect(confirmation?.subject).toBe('Confirm your email for MealPlan');
    const ownerMails = await outboxFor(env, owner.registration.email);
    expect(ownerMails).toHaveLength(mailsBefore + 1);
    const [attempt] = ownerMails;
    expect(attempt?.subject).toBe('Someone tried to sign up to MealPlan with your email');
    expect(attempt?.text).toContain('http://mealplan.test/sign-in');
    expect(attempt?.text).toContain('http://mealplan.test/restore');
    expect(attempt?.text).not.toContain('token');

    // The account is as it was; the caller is not signed in.
    expect(await accountOf(owner.registration.email)).toEqual(before);
    expect(await client.call('order', 'getRatings', {})).toMatchObject({ type: 'getRatingsErr' });
  });

  it("mails the owner in the language they chose, whatever the caller's", async () => {
    const owner = await signUp(env);
    await owner.client.call('profile', 'set', { scenario: 'language', language: 'ar' });
    const client = await env.connect();
    await client.call('registration', 'set', registrationData({ email: owner.registration.email }));
    const [attempt] = await outboxFor(env, owner.registration.email);
    expect(attempt?.subject).toBe('حاول أحدهم التسجيل في MealPlan ببريدك الإلكتروني');
    expect(attempt?.html).toContain('dir="rtl"');
  });

  it('answers the same to parallel sign-ups of one new address, and creates one account', async () => {
    const registration = registrationData();
    const [first, second] = await Promise.all([
      (await env.connect()).call('registration', 'set', registration),
      (await env.connect()).call('registration', 'set', { ...registration, password: 'Different-pass-3' }),
    ]);
    expect(first).toEqual({ type: 'setOk', data: { message: english(ACCOUNT_MESSAGES.signUpCheckEmail) } });
    expect(second).toEqual(first);
    const rows = await env.server.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [registration.email]);
    expect(rows).toHaveLength(1);
    const subjects = (await outboxFor(env, registration.email)).map((mail) => mail.subject).sort();
    expect(subjects).toEqual(['Confirm your email for MealPlan', 'Someone tried to sign up to MealPlan with your email']);
  });
});
