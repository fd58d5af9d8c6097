// Issue 9 points 8, 9 and 10 over a real socket on a real database:
// 8. a referer is recorded only when checkRef returned it for a valid referral token earlier on the same socket;
// 9. extreme but valid-looking values (a NUL character in text, ids of 2^31 and above) get a field error, not
//    "Something went wrong" from the database, and write nothing;
//    A day far outside the calendar (1e15) gets a field error too, not a RangeError from the date functions;
// 10. the spec's own empty optional fields (login `smscode: ''`, registration `referer: ''`) are accepted.
import { captureLog } from '../support/log-capture';
import { english } from '../support/english';
import { NUL_MESSAGE } from '@mealplan/shared/protocol';
import { sampleRequests } from '@mealplan/shared/protocol/samples';
import { referralToken } from '../../src/accounts/referrals';
import { GENERIC_ERROR_MESSAGE } from '../../src/errors';
import {
  ACCOUNT_TEST_TIMEOUT_MS,
  newBrowserId,
  registrationData,
  signUp,
  startAccountsServer,
  type AccountsTestServer,
  type Registration,
  type SignedUp,
} from '../accounts/support';
import type { TestClient } from '../support/harness';

jest.setTimeout(ACCOUNT_TEST_TIMEOUT_MS);

describe('values on the wire', () => {
  let env: AccountsTestServer;
  let referer: SignedUp;
  let refererToken: string;

  beforeAll(async () => {
    env = await startAccountsServer();
    referer = await signUp(env);
    refererToken = await referralToken(env.server.db, referer.userId, env.clock.now);
  });
  afterAll(() => env.close());

  const refererOf = async (userId: number) =>
    (await env.server.db.one<{ referer_id: number | null }>('SELECT referer_id FROM users WHERE id = $1', [userId]))?.referer_id;

  async function register(client: TestClient, overrides: Partial<Registration> | Record<string, unknown>): Promise<number> {
    const registration = { ...registrationData(), ...overrides };
    const reply = await client.call('registration', 'set', registration);
    expect(reply).toMatchObject({ type: 'setOk' });
    // The sign-up answers a message only (it never tells whether the email was new): the account is found by its email.
    const row = await env.server.db.one<{ id: number }>('SELECT id FROM users WHERE email = $1', [registration.email]);
    return row!.id;
  }

  describe('referral (point 8)', () => {
    it('records the refId checkRef returned on the same socket', async () => {
      const client = await env.connect();
      expect(await client.call('registration', 'checkRef', { token: refererToken })).toMatchObject({ data: { refId: referer.userId } });
      expect(await refererOf(await register(client, { referer: referer.userId }))).toBe(referer.userId);
    });

    it('ignores a referer id sent without a referral check', async () => {
      const client = await env.connect();
      expect(await refererOf(await register(client, { referer: referer.userId }))).toBeNull();
    });

    it('ignores a refId checked on another socket, and an id other than the one checked', async () => {
      const checker = await env.connect();
      await checker.call('registration', 'checkRef', { token: refererToken });
      expect(await refererOf(await register(await env.connect(), { referer: referer.userId }))).toBeNull();

      const other = await signUp(env);
      expect(await refererOf(await register(checker, { referer: other.userId }))).toBeNull();
    });

    it('a failed check does not make an earlier id acceptable', async () => {
      const client = await env.connect();
      expect((await client.call('registration', 'checkRef', { token: 'no-such-token' })).type).toBe('checkRefErr');
      expect(await refererOf(await register(client, { referer: referer.userId }))).toBeNull();
    });
  });

  describe('bounds and NUL characters (point 9)', () => {
    it('answers a field error for a NUL character in text and writes nothing', async () => {
      const client = await env.connect();
      const registration = registrationData({ first_name: 'Om\u0000ar' });
      const reply = await client.call('registration', 'set', registration);
      expect(reply).toMatchObject({ type: 'setErr', data: { errors: { first_name: `first_name ${NUL_MESSAGE}` } } });
      expect(reply.data).not.toMatchObject({ message: english(GENERIC_ERROR_MESSAGE) });
      expect(await env.server.db.one('SELECT id FROM users WHERE email = $1', [registration.email])).toBeUndefined();

      const guest = await client.call('profile', 'guestplanRequest', { email: 'nul@example.ae', name: 'Sa\u0000ra' });
      expect(guest).toMatchObject({ type: 'guestplanRequestErr', data: { errors: { name: `name ${NUL_MESSAGE}` } } });
      expect(await env.server.db.one('SELECT id FROM plan_requests WHERE email = $1', ['nul@example.ae'])).toBeUndefined();
    });

    it('answers a field error for ids an integer column cannot hold', async () => {
      const client = await env.connect();
      for (const dishId of [2 ** 31, 2 ** 53 - 1, 0, -5]) {
        const reply = await client.call('rating', 'getDishReviews', { dishId });
        expect(reply).toMatchObject({ type: 'getDishReviewsErr', data: { errors: { dishId: expect.stringMatching(/^dishId must be/) } } });
      }
      expect(await client.call('rating', 'getDishReviews', { dishId: 2 ** 31 - 1 })).toMatchObject({
        type: 'getDishReviewsOk',
        data: { reviews: [] },
      });
      const signedIn = await signUp(env);
      const reply = await signedIn.client.call('rating', 'setDishRating', { feedbackData: { dish_id: 2 ** 31, rating: 5, feedback: 'Good' } });
      expect(reply).toMatchObject({ type: 'setDishRatingErr', data: { errors: { 'feedbackData.dish_id': expect.any(String) } } });
    });
  });

  describe('days on the wire (issue 18 point 6)', () => {
    it('answers order set with a day of 1e15 with a field error and writes nothing', async () => {
      const log = captureLog();
      const { client } = await signUp(env);
      const order = sampleRequests.order.set;
      const reply = await client.call('order', 'set', { ...order, detailsData: [{ ...order.detailsData[0]!, date: 1e15 }] });
      expect(reply).toMatchObject({
        type: 'setErr',
        data: { errors: { 'detailsData.0.date': 'detailsData.0.date must be a day between 2000 and 2100' } },
      });
      expect(await env.server.db.one('SELECT count(*)::int AS n FROM orders')).toEqual({ n: 0 });
      // Refused by the schema, not by a failing handler.
      log.restore();
      expect(log.entries().filter((entry) => entry.level === 'error')).toEqual([]);
      expect(log.entries()).toContainEqual(expect.objectContaining({ msg: 'call', call: 'order/set', outcome: 'err' }));
    });
  });

  describe('an empty optional field is no field (point 10)', () => {
    it("signs in with smscode: '' as the spec's client sends it", async () => {
      const client = await env.connect();
      const reply = await client.call('login', 'set', {
        email: referer.registration.email,
        password: referer.registration.password,
        browserId: newBrowserId(),
        app: 'customer',
        smscode: '',
      });
      expect(reply).toMatchObject({ type: 'setOk', data: { user_id: referer.userId } });
    });

    it("registers with referer: '' and without a referer", async () => {
      const client = await env.connect();
      expect(await refererOf(await register(client, { referer: '' }))).toBeNull();
    });
  });
});
