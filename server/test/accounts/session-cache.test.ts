// The session check a signed-in socket repeats (reconnects, page re-checks) is answered from the process's cache
// of the user's view: every change to what the view shows is seen by the next check, on this process and, through
// Redis, on another; a revoked, banned or expired session is refused there as before.
import { english } from '../support/english';
import { ACCOUNT_MESSAGES } from '@mealplan/shared/account';
import type { User } from '@mealplan/shared/protocol';
import { setUserBanned } from '../../src/accounts/fixtures';
import { SESSION_LIFETIME_SECONDS } from '../../src/accounts/sessions';
import { customerChanged } from '../../src/orders/order-events';
import { CallCache } from '../../src/realtime/call-cache';
import { endSessions } from '../../src/realtime/context-factory';
import { HOME_ADDRESS, mainProfileStep, orderFixture, orderRequest, wizardDraft } from '../orders/support';
import { connectClient, startTestServer, type TestServer } from '../support/harness';
import {
  ACCOUNT_CHANNELS,
  ACCOUNT_TEST_TIMEOUT_MS,
  MANY_SIGN_UPS,
  signUp,
  startAccountsServer,
  type AccountsTestServer,
  type SignedUp,
} from './support';

jest.setTimeout(ACCOUNT_TEST_TIMEOUT_MS);

/** The session check on the customer's own signed-in socket. */
const check = (user: SignedUp) => user.client.call('client_check', 'get', { token: user.token, browserId: user.registration.browserId });
const checkedUser = async (user: SignedUp) => {
  const reply = await check(user);
  expect(reply.type).toBe('setUser');
  return reply.data as User;
};

describe('the repeated session check on one process', () => {
  let env: AccountsTestServer;
  let cache: CallCache;

  beforeAll(async () => {
    cache = await CallCache.create();
    env = await startAccountsServer({ seed: true, callLimits: MANY_SIGN_UPS, cache });
  });
  afterAll(async () => {
    await env.close();
    await cache.close();
  });

  it('sees every saved change to the profile, preferences, addresses, language, SMS setting, draft and orders', async () => {
    const alice = await signUp(env);
    expect(await checkedUser(alice)).toMatchObject({ firstName: 'Layla', allergies: [], homeAddress: null, buildStep: 0 });

    const main = mainProfileStep(alice.registration.email, env.clock.now, { firstName: 'Leila' });
    expect((await alice.client.call('profile', 'set', main)).type).toBe('setOk');
    expect(await checkedUser(alice)).toMatchObject({ firstName: 'Leila', phone: '507654321', weight: 68_401, language: 'ar' });

    const preferences = { scenario: 'preferences', preferences: '', allergies: [1, 2], dislikes: [5] };
    expect((await alice.client.call('profile', 'set', preferences)).type).toBe('setOk');
    expect(await checkedUser(alice)).toMatchObject({ allergies: [1, 2], dislikes: [5] });

    const delivery = { scenario: 'delivery', homeAddress: HOME_ADDRESS, workAddress: null, publicAddress: null, deliveryInstructions: 'Ring twice' };
    expect((await alice.client.call('profile', 'set', delivery)).type).toBe('setOk');
    expect(await checkedUser(alice)).toMatchObject({ homeAddress: HOME_ADDRESS, deliveryInstructions: 'Ring twice' });

    expect((await alice.client.call('profile', 'set', { scenario: 'language', language: 'en' })).type).toBe('setOk');
    expect(await checkedUser(alice)).toMatchObject({ language: 'en' });

    const sms = (enabled: boolean) => alice.client.call('profile', 'getForDashboard', { subtype: 'saveSmsInfo', userId: alice.userId, sms: enabled });
    const smsBefore = (await checkedUser(alice)).smsOnLogin;
    expect((await sms(!smsBefore)).type).toBe('saveSmsInfoOk');
    expect(await checkedUser(alice)).toMatchObject({ smsOnLogin: !smsBefore });

    const fixture = await orderFixture(env.server.db, env.clock.now);
    const draft = wizardDraft(fixture, 4);
    expect((await alice.client.call('order', 'saveDraft', { draft })).type).toBe('saveDraftOk');
    expect(await checkedUser(alice)).toMatchObject({ buildStep: 4 });
    // Placing the order clears the draft: the wizard no longer resumes at step 4.
    expect((await alice.client.call('order', 'set', orderRequest(fixture))).type).toBe('setOk');
    expect(await checkedUser(alice)).toMatchObject({ buildStep: 0 });
  });

  it('sees every dashboard setting saved: personal details, medical conditions, profile data, favourites, dislikes, groups', async () => {
    const bob = await signUp(env);
    await checkedUser(bob);
    const dashboard = async (subtype: string, fields: Record<string, unknown>) =>
      (await bob.client.call('profile', 'getForDashboard', { subtype, userId: bob.userId, ...fields })).type;
    const ids = async (table: string, limit: number) =>
      (await env.server.db.query<{ id: number }>(`SELECT id FROM ${table} ORDER BY id LIMIT $1`, [limit])).map((r) => r.id);
    const [medical, ingredients, groups, dishes] = [
      await ids('medical_conditions', 1),
      await ids('ingredients', 2),
      await ids('dish_groups', 2),
      await ids('dishes', 2),
    ];

    const email = `bob.${bob.userId}.dashboard@example.com`;
    expect(await dashboard('saveMainInfo', { email, company: 'Emirates NBD', phone: '50 123 4567', birthday: null })).toBe('saveMainInfoOk');
    expect(await checkedUser(bob)).toMatchObject({ email, company: 'Emirates NBD', phone: '501234567' });
    expect(await dashboard('saveMedicalInfo', { medical })).toBe('saveMedicalInfoOk');
    expect(await checkedUser(bob)).toMatchObject({ medicalCondition: medical });
    expect(await dashboard('saveProfData', { theaction: 'goal_weight', value: 61_000 })).toBe('saveProfDataOk');
    expect(await checkedUser(bob)).toMatchObject({ goal_weight: 61_000 });
    expect(await dashboard('savePrefs', { dishlikes: [dishes[0]], dishdislikes: [dishes[1]] })).toBe('savePrefsOk');
    expect(await checkedUser(bob)).toMatchObject({ dishlikes: [dishes[0]], dishdislikes: [dishes[1]] });
    expect(await dashboard('saveDislike', { dislikes: ingredients })).toBe('saveDislikeOk');
    expect(await checkedUser(bob)).toMatchObject({ dislikes: ingredients });
    expect(await dashboard('saveEliminateGroups', { eliminate_groups: groups })).toBe('saveEliminateGroupsOk');
    expect(await checkedUser(bob)).toMatchObject({ eliminate_groups: groups });
    expect(await dashboard('saveProfDataMobile', { theaction: 'eliminate_groups', value: [groups[1]], deviceType: 'web' })).toBe(
      'saveProfDataMobileOk',
    );
    expect(await checkedUser(bob)).toMatchObject({ eliminate_groups: [groups[1]] });
  });

  it('answers a repeated check from memory: a change written behind the server is seen once the user’s view is invalidated', async () => {
    const bob = await signUp(env);
    await checkedUser(bob);
    await env.server.db.query("UPDATE users SET first_name = 'Written behind' WHERE id = $1", [bob.userId]);
    expect(await checkedUser(bob)).toMatchObject({ firstName: 'Layla' });
    // A new socket's first check reads the session and the user from the database.
    const tab = await env.connect();
    expect(await tab.call('client_check', 'get', { token: bob.token, browserId: bob.registration.browserId })).toMatchObject({
      data: { firstName: 'Written behind' },
    });
    await customerChanged({ cache }, bob.userId);
    expect(await checkedUser(bob)).toMatchObject({ firstName: 'Written behind' });
  });

  it('refuses the repeated check after logout, a ban or the session’s expiry', async () => {
    const [carol, dan, erin] = [await signUp(env), await signUp(env), await signUp(env)];
    for (const user of [carol, dan, erin]) await checkedUser(user);

    expect((await carol.client.call('login', 'logout', { browserId: carol.registration.browserId })).type).toBe('logoutOk');
    expect(await check(carol)).toMatchObject({ type: 'getErr', data: { message: english(ACCOUNT_MESSAGES.sessionExpired) } });

    await setUserBanned(env.server.db, dan.registration.email, true, env.clock.now);
    await endSessions(env.server.io, { userId: dan.userId });
    expect(await check(dan)).toMatchObject({ type: 'getErr', data: { message: english(ACCOUNT_MESSAGES.sessionExpired) } });

    env.clock.now += SESSION_LIFETIME_SECONDS + 1;
    try {
      expect(await check(erin)).toMatchObject({ type: 'getErr', data: { message: english(ACCOUNT_MESSAGES.sessionExpired) } });
    } finally {
      env.clock.now -= SESSION_LIFETIME_SECONDS + 1;
    }
  });
});

const redisUrl = process.env.REDIS_URL;
(redisUrl ? describe : describe.skip)('the repeated session check on another process sharing Redis (REDIS_URL)', () => {
  let caches: CallCache[];
  let first: AccountsTestServer;
  let second: TestServer;

  beforeAll(async () => {
    // Each process's cache shares its invalidations through Redis; the second process serves the same database.
    caches = [await CallCache.create({ redisUrl: redisUrl! }), await CallCache.create({ redisUrl: redisUrl! })];
    first = await startAccountsServer({ seed: true, callLimits: MANY_SIGN_UPS, cache: caches[0]! });
    second = await startTestServer({
      channels: ACCOUNT_CHANNELS,
      services: { accounts: first.services, cache: caches[1]! },
      db: first.server.db,
      seed: false,
      now: () => first.clock.now,
      redisUrl: redisUrl!,
    });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
    for (const cache of caches) await cache.close();
  });

  /** Checks until the view matches (the invalidation travels through Redis), at most 100 times. */
  async function eventually(read: () => Promise<User>, expected: Partial<User>): Promise<User> {
    const matches = (user: User) =>
      Object.entries(expected).every(([key, value]) => JSON.stringify(user[key as keyof User]) === JSON.stringify(value));
    let user = await read();
    for (let attempt = 0; attempt < 100 && !matches(user); attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      user = await read();
    }
    return user;
  }

  it('sees a change saved through the other process', async () => {
    const layla = await signUp(first);
    // The same customer's tab on the second process, checked once so that its view is cached there.
    const tab = await connectClient(second);
    const elsewhere = { ...layla, client: tab };
    expect(await tab.call('client_check', 'get', { token: layla.token, browserId: layla.registration.browserId })).toMatchObject({
      type: 'setUser',
      data: { allergies: [] },
    });
    expect(await checkedUser(elsewhere)).toMatchObject({ allergies: [] });

    const preferences = { scenario: 'preferences', preferences: '', allergies: [3], dislikes: [] };
    expect((await layla.client.call('profile', 'set', preferences)).type).toBe('setOk');
    expect(await eventually(() => checkedUser(elsewhere), { allergies: [3] })).toMatchObject({ allergies: [3] });
    tab.close();
  });
});
