// Issue 40 point 3: only an explicit "session ended" answer signs a customer out, and the session check is counted per
// token, so customers behind one address (a company or carrier NAT) do not use up one count.
import { ACCOUNT_MESSAGES } from '@mealplan/shared/account';
import { english } from '../support/english';
import { ACCOUNT_TEST_TIMEOUT_MS, MANY_SIGN_UPS, newBrowserId, signUp, startAccountsServer, type AccountsTestServer, type SignedUp } from './support';

jest.setTimeout(ACCOUNT_TEST_TIMEOUT_MS);

/** Checks allowed per token (and per address before the fix) in this test's window. */
const SESSION_CHECKS = 2;
/** Checks with unknown tokens allowed per address in this test's window. */
const UNKNOWN_TOKENS = 3;

describe('client_check: the explicit "session ended" answer and the per-token limit', () => {
  let env: AccountsTestServer;
  let customers: SignedUp[];

  beforeAll(async () => {
    env = await startAccountsServer({
      callLimits: { ...MANY_SIGN_UPS, session: { points: SESSION_CHECKS, duration: 60, blockDuration: 60 } },
      limits: { rules: { sessionUnknownIp: { points: UNKNOWN_TOKENS, duration: 60, blockDuration: 60 } } },
    });
    customers = [];
    for (let i = 0; i < 3; i += 1) customers.push(await signUp(env));
  });
  afterAll(() => env.close());

  const check = async (token: string, browserId = newBrowserId()) => (await env.connect()).call('client_check', 'get', { token, browserId });

  it('answers an unknown token with getErr marked sessionEnded', async () => {
    const reply = await check('not-a-real-token');
    expect(reply).toMatchObject({
      type: 'getErr',
      data: { messageId: ACCOUNT_MESSAGES.sessionExpired, message: english(ACCOUNT_MESSAGES.sessionExpired), sessionEnded: true },
    });
  });

  it('does not limit checks of different valid tokens by their shared address', async () => {
    for (const customer of customers) {
      for (let i = 0; i < SESSION_CHECKS; i += 1) {
        const reply = await check(customer.token, customer.registration.browserId);
        expect(reply).toMatchObject({ type: 'setUser', data: { user_id: customer.userId } });
      }
    }
  });

  it('answers one token over its limit as a limit, not as a session that ended, and keeps the session valid', async () => {
    const customer = await signUp(env);
    const browserId = customer.registration.browserId;
    for (let i = 0; i < SESSION_CHECKS; i += 1) expect((await check(customer.token, browserId)).type).toBe('setUser');
    const limited = await check(customer.token, browserId);
    expect(limited).toMatchObject({ type: 'getErr', data: { messageId: 'account.tooManyRequests' } });
    expect(limited.data).not.toHaveProperty('sessionEnded');
    // The customer's token still works for calls on a socket already signed in with it.
    expect((await customer.client.call('rating', 'getTotalRating', {})).type).toBe('getTotalRatingOk');
  });

  it('counts unknown tokens per address: over that limit the answer is a limit, and valid tokens still pass', async () => {
    // One unknown token was checked by the first test.
    for (let i = 1; i < UNKNOWN_TOKENS; i += 1) expect((await check(`unknown-${i}`)).data).toMatchObject({ sessionEnded: true });
    const limited = await check('unknown-over');
    expect(limited).toMatchObject({ type: 'getErr', data: { messageId: 'account.tooManyRequests' } });
    expect(limited.data).not.toHaveProperty('sessionEnded');
    const customer = await signUp(env);
    expect(await check(customer.token, customer.registration.browserId)).toMatchObject({ type: 'setUser', data: { user_id: customer.userId } });
  });
});
