// Issue 9 point 6: every call that writes or sends has a declared limit, enforced by the dispatcher; the guest plan
// request checks the email's form.
import { english } from '../support/english';
import { ACCOUNT_MESSAGES, tooManyRequestsMessage } from '@mealplan/shared/account';
import { protocol } from '@mealplan/shared/protocol';
import { CALL_LIMIT_RULES, callLimitOf } from '../../src/realtime/call-limits';
import type { ReplyEnvelope } from '../../src/realtime/dispatch';
import { ACCOUNT_TEST_TIMEOUT_MS, registrationData, signUp, startAccountsServer, type AccountsTestServer } from '../accounts/support';

jest.setTimeout(ACCOUNT_TEST_TIMEOUT_MS);

const messageOf = (reply: ReplyEnvelope) => (reply.data as { message?: string }).message;
const count = async (env: AccountsTestServer, sql: string, params: unknown[] = []) =>
  Number((await env.server.db.one<{ n: string }>(`SELECT count(*) AS n FROM ${sql}`, params))!.n);

const STRICT = { save: { points: 3, duration: 60, blockDuration: 60 }, append: { points: 3, duration: 600, blockDuration: 600 } };

describe('the declared limits', () => {
  it('declare a limit for every call of the protocol, and the writes the probe flooded are limited', () => {
    for (const [channel, calls] of Object.entries(protocol)) {
      for (const key of Object.keys(calls)) expect([channel, key, callLimitOf(channel, key)]).toEqual([channel, key, expect.any(String)]);
    }
    expect(callLimitOf('registration', 'set')).toBe('signUp');
    expect(callLimitOf('rating', 'setTotalRating')).toBe('save');
    expect(callLimitOf('profile', 'getForDashboard:setNotification')).toBe('append');
    expect(callLimitOf('profile', 'guestplanRequest')).toBe('send');
    expect(callLimitOf('settings', 'get')).toBe('read');
    expect(callLimitOf('nope', 'get')).toBeUndefined();
  });
});

describe('limits enforced by the dispatcher', () => {
  let env: AccountsTestServer;

  beforeAll(async () => {
    env = await startAccountsServer({ callLimits: STRICT });
  });
  afterAll(() => env.close());

  const general = (feedback: string) => ({ feedbackData: { feedback, rating: 5, rating2: 4, rating3: 4, rating4: 3 } });

  it('refuses a customer’s fourth save within the window, writing nothing, with the true wait; another customer is not affected', async () => {
    const alice = await signUp(env);
    const bob = await signUp(env);
    for (let index = 0; index < 3; index += 1) {
      expect((await alice.client.call('rating', 'setTotalRating', general(`Save ${index}`))).type).toBe('setTotalRatingOk');
    }
    const refused = await alice.client.call('rating', 'setTotalRating', general('Fourth'));
    expect(refused).toMatchObject({ type: 'setTotalRatingErr', data: { message: english(tooManyRequestsMessage(60)) } });
    expect(messageOf(refused)).toBe('Too many requests. Please try again in 1 minute.');
    const stored = await env.server.db.one<{ feedback: string }>('SELECT feedback FROM general_feedback WHERE user_id = $1', [alice.userId]);
    expect(stored?.feedback).toBe('Save 2');
    expect((await bob.client.call('rating', 'setTotalRating', general('Bob'))).type).toBe('setTotalRatingOk');
  });

  it('caps parallel notifications at the limit (consumed atomically before the handler)', async () => {
    const carol = await signUp(env);
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        carol.client.call('profile', 'getForDashboard', { subtype: 'setNotification', changes: `Change ${index}`, thetype: 3 }),
      ),
    );
    expect(replies.filter((reply) => reply.type === 'setNotificationOk')).toHaveLength(3);
    expect(await count(env, 'notifications WHERE user_id = $1', [carol.userId])).toBe(3);
  });
});

describe('default limits', () => {
  let env: AccountsTestServer;

  beforeAll(async () => {
    env = await startAccountsServer();
  });
  afterAll(() => env.close());

  it('creates at most 10 accounts an hour from one address, however fast they come', async () => {
    const guest = await env.connect({ localAddress: '127.0.6.1' });
    const replies = await Promise.all(Array.from({ length: 30 }, () => guest.call('registration', 'set', registrationData())));
    expect(replies.filter((reply) => reply.type === 'setOk')).toHaveLength(CALL_LIMIT_RULES.signUp.points);
    expect(new Set(replies.filter((reply) => reply.type === 'setErr').map(messageOf))).toEqual(
      new Set(['Too many requests. Please try again in 60 minutes.']),
    );
    expect(await count(env, 'users')).toBe(CALL_LIMIT_RULES.signUp.points);
  });

  it('refuses a guest plan request whose email is not an email, with a field error, storing and mailing nothing', async () => {
    const guest = await env.connect({ localAddress: '127.0.6.2' });
    for (const email of ['not an email', '<script>@x', 'a@b']) {
      const reply = await guest.call('profile', 'guestplanRequest', { email, name: 'Mariam' });
      expect(reply).toMatchObject({
        type: 'guestplanRequestErr',
        data: { message: english(ACCOUNT_MESSAGES.emailInvalid), errors: { email: english(ACCOUNT_MESSAGES.emailInvalid) } },
      });
    }
    expect(await count(env, 'plan_requests')).toBe(0);
    expect((await env.services.outbox.list()).filter((message) => message.text.includes('Mariam'))).toEqual([]);
  });

  it('limits guest plan requests from one address', async () => {
    const guest = await env.connect({ localAddress: '127.0.6.3' });
    const replies = await Promise.all(
      Array.from({ length: 15 }, (_, index) => guest.call('profile', 'guestplanRequest', { email: `guest${index}@example.ae`, name: 'Mariam' })),
    );
    expect(replies.filter((reply) => reply.type === 'guestplanRequestOk')).toHaveLength(CALL_LIMIT_RULES.send.points);
    expect(await count(env, 'plan_requests')).toBe(CALL_LIMIT_RULES.send.points);
  });
});
