// Test support for the account channels: a server with its own outbox, clock and rate limits.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createAccountServices, type AccountServices } from '../../src/adapters';
import type { SocialVerifierOptions } from '../../src/adapters/social';
import type { OutboxMessage } from '../../src/adapters/outbox';
import type { Db } from '../../src/db';
import type { CallCache } from '../../src/realtime/call-cache';
import type { RateLimitsOptions } from '../../src/adapters/rate-limits';
import { createCallLimiter, scaledCallLimitRules, type CallLimiterOptions } from '../../src/realtime/call-limits';
import { socialSandbox } from '../../src/adapters/social';
import clientCheck from '../../src/channels/client_check';
import confirmation from '../../src/channels/confirmation';
import login from '../../src/channels/login';
import order from '../../src/channels/order';
import profile from '../../src/channels/profile';
import rating from '../../src/channels/rating';
import registration from '../../src/channels/registration';
import restorePassword from '../../src/channels/restore_password';
import { outboxRoute } from '../../src/http/routes/outbox';
import { socialSandboxRoute } from '../../src/http/routes/social-sandbox';
import { testFixturesRoute } from '../../src/http/routes/test-fixtures';
import { connectClient, startTestServer, type TestClient, type TestServer } from '../support/harness';

export const ACCOUNT_CHANNELS = [clientCheck, confirmation, login, order, profile, rating, registration, restorePassword];

export interface AccountsTestServer {
  server: TestServer;
  services: AccountServices;
  /** Unix seconds the server sees; tests move it forward. */
  clock: { now: number };
  /** A new socket; from the given loopback address (127.x.y.z) when one is named. */
  connect(opts?: { localAddress?: string }): Promise<TestClient>;
  close(): Promise<void>;
}

export interface AccountsServerOptions {
  limits?: RateLimitsOptions;
  /** Seed the catalog and demo customers (default false: an empty, migrated database). */
  seed?: boolean;
  /** Serves POST /dev/fixtures/users with this environment (TEST_FIXTURES, NODE_ENV). */
  fixturesEnv?: NodeJS.ProcessEnv;
  /** The environment the account services are built from (providers' credentials, NODE_ENV); default empty. */
  env?: NodeJS.ProcessEnv;
  social?: SocialVerifierOptions;
  /** Rules of the per-call limits (server/src/realtime/call-limits.ts) instead of the defaults. */
  callLimits?: CallLimiterOptions['rules'];
  /** Another server process of the same site: its database, and the Redis the processes share. */
  db?: Db;
  redisUrl?: string;
  /** The process's read cache (by default the socket server makes its own). */
  cache?: CallCache;
}

/** Password hashing is deliberately slow (scrypt, N=2^17): account tests get a long timeout. */
/** For a file whose many customers sign up from 127.0.0.1: the per-address sign-up limit is tested in test/security. */
export const MANY_SIGN_UPS = scaledCallLimitRules(20);

export const ACCOUNT_TEST_TIMEOUT_MS = 180_000;

export async function startAccountsServer({
  limits,
  seed = false,
  fixturesEnv,
  env = {},
  social,
  callLimits,
  db,
  redisUrl,
  cache,
}: AccountsServerOptions = {}): Promise<AccountsTestServer> {
  const outboxDir = mkdtempSync(path.join(tmpdir(), 'mealplan-outbox-'));
  const services = await createAccountServices({
    env,
    outboxDir,
    ...(social ? { social } : {}),
    publicOrigin: 'http://mealplan.test',
    ...(limits ? { limits } : {}),
  });
  const clock = { now: Math.floor(Date.now() / 1000) };
  const fixtures = fixturesEnv ? [testFixturesRoute({ env: fixturesEnv, now: () => clock.now })] : [];
  const server = await startTestServer({
    services: {
      accounts: services,
      ...(callLimits ? { callLimits: createCallLimiter({ rules: callLimits }) } : {}),
      ...(cache ? { cache } : {}),
    },
    channels: ACCOUNT_CHANNELS,
    routes: [outboxRoute(services.outbox, {}), socialSandboxRoute(socialSandbox, {}), ...fixtures],
    now: () => clock.now,
    ...(seed ? {} : { seed: false as const }),
    ...(db ? { db } : {}),
    ...(redisUrl ? { redisUrl } : {}),
  });
  const clients: TestClient[] = [];
  return {
    server,
    services,
    clock,
    async connect(opts = {}) {
      const client = await connectClient(server, opts);
      clients.push(client);
      return client;
    },
    async close() {
      for (const client of clients) client.close();
      await server.close();
      rmSync(outboxDir, { recursive: true, force: true });
    },
  };
}

let browserCounter = 0;

/** A fresh 16-uppercase-letter browserId. */
export function newBrowserId(): string {
  browserCounter += 1;
  const suffix = browserCounter
    .toString(26)
    .toUpperCase()
    .replace(/[0-9]/g, (digit) => 'QRSTUVWXYZ'[Number(digit)] ?? 'Q');
  return `BROWSER${suffix}`.padEnd(16, 'A').slice(0, 16);
}

export interface Registration {
  email: string;
  first_name: string;
  last_name: string;
  password: string;
  PC_CODE: string;
  WPC_CODE: string;
  phone: string;
  whatsUpnumber: string;
  browserId: string;
  referer?: number | null;
}

let emailCounter = 0;

export function registrationData(overrides: Partial<Registration> = {}): Registration {
  emailCounter += 1;
  return {
    email: `layla${emailCounter}.${Date.now()}@example.ae`,
    first_name: 'Layla',
    last_name: 'Nasser',
    password: 'GreenSalad42',
    PC_CODE: '971',
    WPC_CODE: '971',
    phone: '501234567',
    whatsUpnumber: '501234567',
    browserId: newBrowserId(),
    ...overrides,
  };
}

export interface SignedUp {
  client: TestClient;
  userId: number;
  token: string;
  registration: Registration;
}

/** Signs a new customer up on a new socket. */
export async function signUp(env: AccountsTestServer, overrides: Partial<Registration> = {}): Promise<SignedUp> {
  const client = await env.connect();
  const registration = registrationData(overrides);
  const reply = await client.call('registration', 'set', registration);
  if (reply.type !== 'setOk') throw new Error(`sign-up failed: ${JSON.stringify(reply)}`);
  const data = reply.data as { user_id: number; token: string };
  return { client, userId: data.user_id, token: data.token, registration };
}

export async function outboxFor(env: AccountsTestServer, to: string): Promise<OutboxMessage[]> {
  return (await env.services.outbox.list()).filter((message) => message.to === to);
}

/** The first URL in the newest message to this recipient. */
export async function latestLink(env: AccountsTestServer, to: string): Promise<URL> {
  const [message] = await outboxFor(env, to);
  const link = message?.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no link mailed to ${to}`);
  return new URL(link);
}

/** The login set data a customer sends from the browser they signed up in. */
export function passwordSignIn(user: SignedUp) {
  const { email, password, browserId } = user.registration;
  return { email, password, browserId, app: 'customer' as const };
}
