// Issue 9 points 3 and 4: sign-in limits are consumed atomically before the password is checked, per account and
// address pair, per account (slower) and per address, with the true wait in the message. (The fair sharing of
// password hashes between addresses is tested in hash-queue.test.ts and measured by `npm run bench`.)
import { english } from '../support/english';
import { ACCOUNT_MESSAGES, tooManySignInsMessage } from '@mealplan/shared/account';
import { DEFAULT_LIMIT_RULES } from '../../src/adapters/rate-limits';
import type { ReplyEnvelope } from '../../src/realtime/dispatch';
import { ACCOUNT_TEST_TIMEOUT_MS, newBrowserId, signUp, startAccountsServer, type AccountsTestServer, type SignedUp } from '../accounts/support';

jest.setTimeout(ACCOUNT_TEST_TIMEOUT_MS);

const messageOf = (reply: ReplyEnvelope) => (reply.data as { message: string }).message;
const attempt = (email: string, password: string) => ({ email, password, browserId: newBrowserId(), app: 'customer' as const });
const count = (replies: ReplyEnvelope[], message: string) => replies.filter((reply) => messageOf(reply) === message).length;

const PAIR_WAIT = english(tooManySignInsMessage(DEFAULT_LIMIT_RULES.signInPair.blockDuration));
const ACCOUNT_WAIT = english(tooManySignInsMessage(DEFAULT_LIMIT_RULES.signInAccount.blockDuration));
const IP_WAIT = english(tooManySignInsMessage(DEFAULT_LIMIT_RULES.signInIp.blockDuration));

describe('sign-in limits under parallel attempts', () => {
  let env: AccountsTestServer;

  beforeEach(async () => {
    env = await startAccountsServer();
  });
  afterEach(() => env.close());

  it('checks only 5 of 40 parallel wrong passwords on one account from one address', async () => {
    const target = await signUp(env);
    const client = await env.connect();
    const replies = await Promise.all(
      Array.from({ length: 40 }, (_, index) => client.call('login', 'set', attempt(target.registration.email, `Wrong${index}pass`))),
    );
    expect(count(replies, english(ACCOUNT_MESSAGES.incorrectCredentials))).toBe(5);
    expect(count(replies, PAIR_WAIT)).toBe(35);
  });

  it('refuses the right password sent after 29 wrong ones in parallel', async () => {
    const target = await signUp(env);
    const client = await env.connect();
    const wrong = Array.from({ length: 29 }, (_, index) => client.call('login', 'set', attempt(target.registration.email, `Wrong${index}pass`)));
    const right = client.call('login', 'set', attempt(target.registration.email, target.registration.password));
    const replies = await Promise.all(wrong);
    expect(count(replies, english(ACCOUNT_MESSAGES.incorrectCredentials))).toBe(5);
    expect(await right).toMatchObject({ type: 'setErr', data: { message: PAIR_WAIT } });
  });

  it('checks only 50 of 150 parallel attempts from one address, and says the rule’s 30 minutes', async () => {
    const client = await env.connect({ localAddress: '127.0.9.1' });
    const replies = await Promise.all(
      Array.from({ length: 150 }, (_, index) => client.call('login', 'set', attempt(`nobody${index}@example.ae`, 'Whatever1'))),
    );
    expect(count(replies, english(ACCOUNT_MESSAGES.incorrectCredentials))).toBe(50);
    expect(count(replies, IP_WAIT)).toBe(100);
    expect(IP_WAIT).toBe('Too many sign-in attempts. Please try again in 30 minutes.');
    // Another address is not affected.
    const other = await env.connect({ localAddress: '127.0.9.2' });
    expect(messageOf(await other.call('login', 'set', attempt('nobody@example.ae', 'Whatever1')))).toBe(
      english(ACCOUNT_MESSAGES.incorrectCredentials),
    );
  });
});

describe('lockout cannot be used against the owner (OWASP)', () => {
  let env: AccountsTestServer;
  let owner: SignedUp;

  beforeAll(async () => {
    env = await startAccountsServer();
    owner = await signUp(env);
  });
  afterAll(() => env.close());

  const wrongFrom = async (localAddress: string, times: number) => {
    const client = await env.connect({ localAddress });
    const replies: ReplyEnvelope[] = [];
    for (let index = 0; index < times; index += 1) {
      replies.push(await client.call('login', 'set', attempt(owner.registration.email, `Guess${index}word`)));
    }
    return replies;
  };

  it('locks one address out of one account only; the owner signs in from another address', async () => {
    const replies = await wrongFrom('127.0.8.1', 8);
    expect(replies.slice(0, 5).map(messageOf)).toEqual(Array(5).fill(english(ACCOUNT_MESSAGES.incorrectCredentials)));
    expect(replies.slice(5).map(messageOf)).toEqual(Array(3).fill(PAIR_WAIT));
    expect(PAIR_WAIT).toBe('Too many sign-in attempts. Please try again in 15 minutes.');
    // Refused attempts from the locked pair did not count against the account: still only 5 of its 20.
    const ownerClient = await env.connect({ localAddress: '127.0.8.200' });
    const signedIn = await ownerClient.call('login', 'set', attempt(owner.registration.email, owner.registration.password));
    expect(signedIn).toMatchObject({ type: 'setOk', data: { user_id: owner.userId } });
  });

  it('stops a guess spread over many addresses with the slower per-account limit, telling its true wait', async () => {
    // 5 counted above; the owner's sign-in gave its attempt back. 3 more addresses use the remaining 15.
    for (const address of ['127.0.8.2', '127.0.8.3', '127.0.8.4']) {
      expect((await wrongFrom(address, 5)).map(messageOf)).toEqual(Array(5).fill(english(ACCOUNT_MESSAGES.incorrectCredentials)));
    }
    const [refused] = await wrongFrom('127.0.8.5', 1);
    expect(messageOf(refused!)).toBe(ACCOUNT_WAIT);
    expect(ACCOUNT_WAIT).toBe('Too many sign-in attempts. Please try again in 30 minutes.');
  });
});
