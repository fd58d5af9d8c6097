import { english } from '../support/english';
import { setUserBanned } from '../../src/accounts/fixtures';
import { endSessions } from '../../src/realtime/context-factory';
import { ACCOUNT_MESSAGES } from '@mealplan/shared/account';
import { SESSION_LIFETIME_SECONDS } from '../../src/accounts/sessions';
import { ACCOUNT_TEST_TIMEOUT_MS, newBrowserId, signUp, startAccountsServer, type AccountsTestServer, type SignedUp } from './support';

jest.setTimeout(ACCOUNT_TEST_TIMEOUT_MS);

describe('sessions: client_check and logout', () => {
  let env: AccountsTestServer;
  let customer: SignedUp;

  beforeAll(async () => {
    env = await startAccountsServer();
    customer = await signUp(env);
  });
  afterAll(() => env.close());

  it('answers setUser for a valid token and signs the socket in', async () => {
    const tab = await env.connect();
    const browserId = customer.registration.browserId;
    const reply = await tab.call('client_check', 'get', { token: customer.token, browserId });
    expect(reply.type).toBe('setUser');
    expect(reply.data).toMatchObject({ user_id: customer.userId, email: customer.registration.email, hasPlan: false });
    expect(reply.data).not.toHaveProperty('password_hash');
    expect((await tab.call('rating', 'getTotalRating', {})).type).toBe('getTotalRatingOk');
  });

  it('answers Err for an unknown token and leaves the socket signed out', async () => {
    const tab = await env.connect();
    const reply = await tab.call('client_check', 'get', { token: 'not-a-real-token', browserId: newBrowserId() });
    expect(reply).toMatchObject({
      type: 'getErr',
      data: { message: english(ACCOUNT_MESSAGES.sessionExpired), messageId: ACCOUNT_MESSAGES.sessionExpired, sessionEnded: true },
    });
    expect((await tab.call('rating', 'getTotalRating', {})).type).toBe('getTotalRatingErr');
  });

  it('refuses a token after its expiry', async () => {
    const other = await signUp(env);
    const tab = await env.connect();
    const check = { token: other.token, browserId: other.registration.browserId };
    env.clock.now += SESSION_LIFETIME_SECONDS + 1;
    try {
      expect((await tab.call('client_check', 'get', check)).type).toBe('getErr');
      expect((await other.client.call('rating', 'getTotalRating', {})).data).toMatchObject({
        message: english(ACCOUNT_MESSAGES.sessionExpired),
      });
    } finally {
      env.clock.now -= SESSION_LIFETIME_SECONDS + 1;
    }
  });

  it('logout revokes the token and reaches every socket of the browser', async () => {
    const user = await signUp(env);
    const browserId = user.registration.browserId;
    const secondTab = await env.connect();
    expect((await secondTab.call('client_check', 'get', { token: user.token, browserId })).type).toBe('setUser');
    const pushed = secondTab.next('login', (message) => message.type === 'logoutOk');

    const reply = await user.client.call('login', 'logout', { browserId });
    expect(reply).toMatchObject({ type: 'logoutOk', data: { browserId } });
    expect((await pushed).data).toEqual({ browserId });

    expect((await secondTab.call('rating', 'getTotalRating', {})).type).toBe('getTotalRatingErr');
    const third = await env.connect();
    expect((await third.call('client_check', 'get', { token: user.token, browserId })).type).toBe('getErr');
  });

  it('logout revokes the token of the socket that asks, even after the token moved to another browser', async () => {
    const victim = await signUp(env);
    const thief = await env.connect();
    const thiefBrowser = newBrowserId();
    expect((await thief.call('client_check', 'get', { token: victim.token, browserId: thiefBrowser })).type).toBe('setUser');
    const thiefSignedOut = thief.next('login', (message) => message.type === 'logoutOk');

    // The victim logs out from their own browser: the stolen copy of the token dies with it, at once.
    await victim.client.call('login', 'logout', { browserId: victim.registration.browserId });
    expect((await thiefSignedOut).data).toEqual({ browserId: thiefBrowser });
    expect((await thief.call('rating', 'getTotalRating', {})).data).toEqual({
      message: english(ACCOUNT_MESSAGES.sessionExpired),
      messageId: ACCOUNT_MESSAGES.sessionExpired,
    });
    const again = await env.connect();
    expect((await again.call('client_check', 'get', { token: victim.token, browserId: thiefBrowser })).type).toBe('getErr');
  });

  it("logging out with another browser's id signs out only the caller's own token and pushes nothing to that browser", async () => {
    const [mallory, alice] = [await signUp(env), await signUp(env)];
    const aliceTab = await env.connect();
    expect((await aliceTab.call('client_check', 'get', { token: alice.token, browserId: alice.registration.browserId })).type).toBe('setUser');
    let alicePushed = false;
    aliceTab.socket.on('login', (message: { type?: string }) => {
      if (message.type === 'logoutOk') alicePushed = true;
    });

    await mallory.client.call('login', 'logout', { browserId: alice.registration.browserId });
    expect((await mallory.client.call('rating', 'getTotalRating', {})).type).toBe('getTotalRatingErr');
    expect((await aliceTab.call('rating', 'getTotalRating', {})).type).toBe('getTotalRatingOk');
    expect(alicePushed).toBe(false);
  });

  it('stops treating a banned user as signed in on live sockets at once', async () => {
    const user = await signUp(env);
    expect((await user.client.call('rating', 'getTotalRating', {})).type).toBe('getTotalRatingOk');
    const pushed = user.client.next('login', (message) => message.type === 'logoutOk');
    // What a ban does (the fixture route, later the back office): the flag, the sessions revoked, the sockets told.
    await setUserBanned(env.server.db, user.registration.email, true, env.clock.now);
    await endSessions(env.server.io, { userId: user.userId });
    expect((await pushed).data).toEqual({ browserId: user.registration.browserId });
    const reply = await user.client.call('rating', 'getTotalRating', {});
    expect(reply).toMatchObject({
      type: 'getTotalRatingErr',
      data: { message: english(ACCOUNT_MESSAGES.sessionExpired), messageId: ACCOUNT_MESSAGES.sessionExpired },
    });
    const tab = await env.connect();
    expect((await tab.call('client_check', 'get', { token: user.token, browserId: user.registration.browserId })).type).toBe('getErr');
  });

  it('stores only a hash of the token', async () => {
    const rows = await env.server.db.query<{ token_hash: string }>('SELECT token_hash FROM sessions WHERE user_id = $1', [customer.userId]);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((row) => row.token_hash)).not.toContain(customer.token);
    expect(Buffer.from(customer.token, 'base64url')).toHaveLength(32);
  });

  it('answers the user as saved now: a language saved elsewhere and a wizard draft show in the next session check', async () => {
    const user = await signUp(env);
    const check = { token: user.token, browserId: user.registration.browserId };
    const before = await (await env.connect()).call('client_check', 'get', check);
    expect(before.data).toMatchObject({ user_id: user.userId, language: null, buildStep: 0, hasPlan: false, planEndDate: null });

    expect((await user.client.call('profile', 'set', { scenario: 'language', language: 'ar' })).type).toBe('setOk');
    await env.server.db.query(`INSERT INTO wizard_drafts (user_id, state, updated_at) VALUES ($1, '{"planParams": {"step": 3}}'::jsonb, $2)`, [
      user.userId,
      env.clock.now,
    ]);
    const tab = await env.connect();
    expect((await tab.call('client_check', 'get', check)).data).toMatchObject({ user_id: user.userId, language: 'ar', buildStep: 3 });
    // The same socket checking again (a re-check after a reconnect) sees a draft saved since.
    const draft = {
      planParams: { step: 4, build: 'new', mealType: [1], mealPlan: 20, diet: 30, date: null, deliverySlot: 1, cutlery: true },
      mealPlan: {},
    };
    expect((await user.client.call('order', 'saveDraft', { draft })).type).toBe('saveDraftOk');
    expect((await tab.call('client_check', 'get', check)).data).toMatchObject({ buildStep: 4 });
  });

  it('signs a banned account out at the session check, whatever the socket knew before', async () => {
    const user = await signUp(env);
    const tab = await env.connect();
    const check = { token: user.token, browserId: user.registration.browserId };
    expect((await tab.call('client_check', 'get', check)).type).toBe('setUser');
    // A ban as the site makes it (the fixture route): the flag, the sessions revoked, every socket signed out.
    await setUserBanned(env.server.db, user.registration.email, true, env.clock.now);
    await endSessions(env.server.io, { userId: user.userId });
    expect((await tab.call('client_check', 'get', check)).data).toEqual({
      message: english(ACCOUNT_MESSAGES.sessionExpired),
      messageId: ACCOUNT_MESSAGES.sessionExpired,
      sessionEnded: true,
    });
    // Another socket with the same token is refused too.
    expect((await (await env.connect()).call('client_check', 'get', check)).data).toEqual({
      message: english(ACCOUNT_MESSAGES.sessionExpired),
      messageId: ACCOUNT_MESSAGES.sessionExpired,
      sessionEnded: true,
    });
    expect((await tab.call('rating', 'getTotalRating', {})).type).toBe('getTotalRatingErr');
  });
});

describe('sessions: the session check of a customer with a plan', () => {
  let env: AccountsTestServer;

  beforeAll(async () => {
    env = await startAccountsServer({ seed: true });
  });
  afterAll(() => env.close());

  it('answers the same user as the sign-in, plan state included, and moves the token to a new browser', async () => {
    const client = await env.connect();
    const browserId = newBrowserId();
    const signIn = await client.call('login', 'set', { email: 'sara.haddad@example.com', password: 'MealPlan2026', browserId, app: 'customer' });
    expect(signIn.type).toBe('setOk');
    const { token, ...signedInUser } = signIn.data as { token: string; hasPlan: boolean; planEndDate: number | null };
    expect(signedInUser).toMatchObject({ hasPlan: true, planEndDate: expect.any(Number) });

    // A restarted browser: same token, new browserId; the token follows it.
    const restarted = newBrowserId();
    const check = await (await env.connect()).call('client_check', 'get', { token, browserId: restarted });
    expect(check).toMatchObject({ type: 'setUser' });
    expect(check.data).toEqual(signedInUser);
    const [session] = await env.server.db.query<{ browser_id: string }>('SELECT browser_id FROM sessions WHERE browser_id IN ($1, $2)', [
      browserId,
      restarted,
    ]);
    expect(session?.browser_id).toBe(restarted);
  });
});
