// Issue 9, "Measured": a property-based fuzz test over every call of the protocol, signed in and signed out.
// Requests are the protocol's valid samples with one value replaced by something hostile (wrong types, NUL
// characters, huge or negative numbers, markup, SQL), a key dropped or an unknown key added, or any JSON at all.
// Every reply must be the call's Err or an Ok whose data its schema accepts; never the generic "Something went
// wrong"; and an Err writes nothing (no table gains or loses a row).
import { english } from '../support/english';
import fc from 'fast-check';
import { callKey, findCall, protocol, replyTypes } from '@mealplan/shared/protocol';
import { sampleOf } from '@mealplan/shared/protocol/samples';
import { createAccountServices, type AccountServices } from '../../src/adapters';
import type { Db } from '../../src/db';
import { createCallLimiter, CALL_LIMIT_RULES, type CallLimitName } from '../../src/realtime/call-limits';
import type { ReplyEnvelope } from '../../src/realtime/dispatch';
import { GENERIC_ERROR_MESSAGE } from '../../src/errors';
import { DEFAULT_LIMIT_RULES, type LimitName } from '../../src/adapters/rate-limits';
import { connectClient, startTestServer, type TestClient, type TestServer } from '../support/harness';

jest.setTimeout(120_000);

/** Runs per call (half signed in, half out, chosen at random); FUZZ_RUNS_PER_CALL for a longer hunt. */
const RUNS_PER_CALL = Number(process.env.FUZZ_RUNS_PER_CALL ?? 4);
const DEMO = { email: 'sara.haddad@example.com', password: 'MealPlan2026' };
const BROWSER = 'FUZZFUZZFUZZFUZZ';

const calls = Object.entries(protocol).flatMap(([channel, byKey]) => Object.keys(byKey).map((key) => ({ channel, key })));

/** Limits high enough that the fuzz reaches the handlers (the limits have tests of their own). */
const roomy = <N extends string>(rules: Record<N, object>) =>
  Object.fromEntries(Object.keys(rules).map((name) => [name, { points: 1e6, duration: 60, blockDuration: 1 }])) as Record<
    N,
    { points: number; duration: number; blockDuration: number }
  >;

const hostile = fc.oneof(
  fc.constantFrom<unknown>('', '\u0000', 'a\u0000b', ' ', 2 ** 31, 2 ** 53, -1, 0, 1.5, -(2 ** 31) - 1, 1e308, '9'.repeat(40)),
  fc.constantFrom<unknown>('<img src=x onerror=alert(1)>', "'; DROP TABLE users; --", '../../etc/passwd', '𝔘𝔫𝔦𝔠𝔬𝔡𝔢', 'x'.repeat(5000)),
  fc.constantFrom<unknown>(null, true, [], {}, [[[]]], { $gt: '' }, { __proto__: { admin: true } }),
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.jsonValue({ maxDepth: 2 }),
);

/** Every path to a value inside the sample (objects and arrays, a few levels deep). */
function pathsOf(value: unknown, prefix: (string | number)[] = [], depth = 0): (string | number)[][] {
  if (depth > 4 || typeof value !== 'object' || value === null) return [];
  const entries: [string | number, unknown][] = Array.isArray(value) ? value.map((item, index) => [index, item]) : Object.entries(value);
  return entries.flatMap(([key, child]) => [[...prefix, key], ...pathsOf(child, [...prefix, key], depth + 1)]);
}

function withChange(sample: unknown, path: (string | number)[], change: { value: unknown } | 'delete'): unknown {
  const copy = structuredClone(sample) as Record<string | number, unknown>;
  let target = copy;
  for (const step of path.slice(0, -1)) target = target[step] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  if (change === 'delete') delete target[last];
  else target[last] = change.value;
  return copy;
}

const requestFor = (sample: unknown): fc.Arbitrary<unknown> => {
  const paths = pathsOf(sample);
  const variants: fc.Arbitrary<unknown>[] = [
    fc.constant(sample),
    fc.jsonValue({ maxDepth: 3 }),
    fc
      .tuple(fc.string({ minLength: 1, maxLength: 20 }), hostile)
      .map(([key, value]) => (typeof sample === 'object' && sample !== null ? { ...sample, [key]: value } : value)),
  ];
  if (paths.length) {
    variants.push(fc.tuple(fc.constantFrom(...paths), hostile).map(([path, value]) => withChange(sample, path, { value })));
    variants.push(fc.tuple(fc.constantFrom(...paths), hostile).map(([path, value]) => withChange(sample, path, { value })));
    variants.push(fc.constantFrom(...paths).map((path) => withChange(sample, path, 'delete')));
  }
  return fc.oneof(...variants);
};

const fuzzCase = (channelCalls: typeof calls) =>
  fc
    .tuple(fc.constantFrom(...channelCalls), fc.boolean())
    .chain(([call, signedIn]) => requestFor(sampleOf(call.channel, call.key)).map((data) => ({ ...call, signedIn, data })));

/**
 * Tables a server writes after an earlier call was answered, so their rows may change during any later call:
 * an answered exportPdf warms its menu PDF in the background and keeps it in menu_pdf_cache (derived data, never
 * a customer's change). Every other table must stay as it was across an Err.
 */
const BACKGROUND_TABLES = new Set(['menu_pdf_cache']);

async function rowCounts(db: Db): Promise<Record<string, number>> {
  const tables = (
    await db.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
    )
  ).filter(({ table_name }) => !BACKGROUND_TABLES.has(table_name));
  const sql = `SELECT ${tables.map(({ table_name }) => `(SELECT count(*)::int FROM "${table_name}") AS "${table_name}"`).join(', ')}`;
  return (await db.one<Record<string, number>>(sql))!;
}

/** What is wrong with this reply to this request, or undefined when it is a proper Err or a schema-valid Ok. */
function problemWith(channel: string, key: string, data: unknown, reply: ReplyEnvelope): string | undefined {
  const type = key.split(':')[0]!;
  const sentKey = callKey(channel, type, data);
  const call = findCall(channel, sentKey) ?? findCall(channel, key)!;
  const types = replyTypes(findCall(channel, sentKey) ? sentKey : key, call);
  const message = (reply.data as { message?: unknown } | null)?.message;
  if (message === english(GENERIC_ERROR_MESSAGE)) return 'generic error';
  const isErr = call.style === 'status' ? reply.status === 'err' : reply.type.endsWith('Err');
  if (isErr) return typeof message === 'string' && message.trim() ? undefined : 'Err without a message';
  if (call.style === 'status' ? reply.status !== 'ok' : !types.ok.includes(reply.type)) return `unexpected reply type ${reply.type}`;
  const parsed = call.ok.safeParse(reply.data);
  return parsed.success ? undefined : `Ok data not valid: ${parsed.error.issues[0]?.message}`;
}

describe('fuzz: every call of the protocol, signed in and out', () => {
  let server: TestServer;
  let accounts: AccountServices;
  let guest: TestClient;
  let customer: TestClient;

  let demoUserId: number | undefined;
  const signIn = async () => {
    // A fuzzed saveSmsInfo may have turned the SMS step on (the customer's sockets sign in with the password only),
    // and a fuzzed saveMainInfo may have changed the email (a valid save): both are put back on the demo's row.
    demoUserId ??= (await server.db.one<{ id: number }>('SELECT id FROM users WHERE email = $1', [DEMO.email]))!.id;
    await server.db.query('UPDATE users SET sms_on_login = false, email = $1 WHERE id = $2', [DEMO.email, demoUserId]);
    const reply = await customer.call('login', 'set', { ...DEMO, browserId: BROWSER, app: 'customer' });
    if (reply.type !== 'setOk') throw new Error(`demo sign-in failed: ${JSON.stringify(reply)}`);
  };

  /**
   * The reply, or undefined when the server cut the socket off (more than 100 invalid frames in 10 s, which
   * a fuzz run sends on purpose); the role's socket is then opened again.
   */
  const callOn = async (signedIn: boolean, channel: string, type: string, data: unknown): Promise<ReplyEnvelope | undefined> => {
    const client = signedIn ? customer : guest;
    const cutOff = new Promise<undefined>((resolve) => client.socket.once('disconnect', () => resolve(undefined)));
    const reply = await Promise.race([client.call(channel, type, data), cutOff]);
    if (reply === undefined || !client.socket.connected) {
      client.close();
      if (signedIn) {
        customer = await connectClient(server);
        await signIn();
      } else guest = await connectClient(server);
    }
    return reply;
  };

  beforeAll(async () => {
    accounts = await createAccountServices({ env: {}, limits: { rules: roomy<LimitName>(DEFAULT_LIMIT_RULES) } });
    server = await startTestServer({
      services: { accounts, callLimits: createCallLimiter({ rules: roomy<CallLimitName>(CALL_LIMIT_RULES) }) },
    });
    guest = await connectClient(server);
    customer = await connectClient(server);
    await signIn();
  });
  afterAll(async () => {
    guest.close();
    customer.close();
    await server.close();
    await accounts.close();
  });

  const channels = [...new Set(calls.map((call) => call.channel))];

  it.each(channels)('%s: every reply is an Err that writes nothing or a schema-valid Ok', async (channel) => {
    const channelCalls = calls.filter((call) => call.channel === channel);
    await fc.assert(
      fc.asyncProperty(fuzzCase(channelCalls), async ({ key, signedIn, data }) => {
        const before = await rowCounts(server.db);
        const reply = await callOn(signedIn, channel, key.split(':')[0]!, data);
        if (!reply) return;
        const problem = problemWith(channel, key, data, reply);
        if (problem) {
          const request = JSON.stringify(data)?.slice(0, 300);
          throw new Error(
            `${channel}/${key} ${signedIn ? 'signed in' : 'signed out'}: ${problem}: ${request} -> ${JSON.stringify(reply).slice(0, 300)}`,
          );
        }
        const isErr = reply.status === 'err' || reply.type.endsWith('Err');
        if (isErr) expect(await rowCounts(server.db)).toEqual(before);
        // Keep the two sockets in their roles: a guest that signed in (or up) and a customer that signed out start again.
        if (!isErr && !signedIn && ['login', 'registration'].includes(channel)) {
          guest.close();
          guest = await connectClient(server);
        }
        if (signedIn && (channel === 'login' || channel === 'restore_password' || isErr)) {
          const check = await customer.call('order', 'getRatings', {});
          if (check.type !== 'getRatingsOk') {
            customer.close();
            customer = await connectClient(server);
            await signIn();
          }
        }
      }),
      { numRuns: RUNS_PER_CALL * channelCalls.length },
    );
  });
});
