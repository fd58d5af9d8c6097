// The starter shared by the channel tests that need customers: a server with the account channels (plus a test's
// own), its own outbox, a clock tests move, and customers signed up on sockets of their own.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createAccountServices, type AccountServices, type AccountServicesOptions } from '../../src/adapters';
import clientCheck from '../../src/channels/client_check';
import confirmation from '../../src/channels/confirmation';
import login from '../../src/channels/login';
import order from '../../src/channels/order';
import profile from '../../src/channels/profile';
import rating from '../../src/channels/rating';
import registration from '../../src/channels/registration';
import restorePassword from '../../src/channels/restore_password';
import type { Db } from '../../src/db';
import type { HttpRoute } from '../../src/http/route';
import { createCallLimiter, scaledCallLimitRules, type CallLimiterOptions } from '../../src/realtime/call-limits';
import type { ChannelDefinition } from '../../src/realtime/channel';
import { connectClient, startTestServer, type TestClient, type TestServer } from './harness';

export const ACCOUNT_CHANNELS = [clientCheck, confirmation, login, order, profile, rating, registration, restorePassword];

/** For a file whose many customers sign up from 127.0.0.1: the per-address sign-up limit is tested in test/security. */
export const MANY_SIGN_UPS = scaledCallLimitRules(20);

export interface AccountsTestServer {
  server: TestServer;
  services: AccountServices;
  /** Unix seconds the server sees; tests move it forward. */
  clock: { now: number };
  /** A new socket; from the given loopback address (127.x.y.z) when one is named. */
  connect(opts?: { localAddress?: string }): Promise<TestClient>;
  close(): Promise<void>;
}

export interface CustomerServerOptions {
  /** Channels served beside the account channels. */
  channels?: ChannelDefinition[];
  /** The HTTP routes (default: the server's own). */
  routes?: (env: { clock: { now: number }; services: AccountServices }) => HttpRoute[];
  /** Services beside the account services and the call limiter. */
  services?: Record<string, unknown>;
  /** Options of the account services besides their outbox and public origin (env defaults to empty). */
  accounts?: Omit<AccountServicesOptions, 'outboxDir' | 'publicOrigin'>;
  /** Rules of the per-call limits (server/src/realtime/call-limits.ts); default the server's own. */
  callLimits?: CallLimiterOptions['rules'];
  /** Seed the catalog and demo customers (default true), or start from a migrated, empty database. */
  seed?: boolean;
  /** Another server's database (a second process of the same site; pass seed: false) instead of a fresh one. */
  db?: Db;
  /** The socket.io Redis adapter and read cache on this Redis (several processes serving one site). */
  redisUrl?: string;
}

export async function startCustomerServer(opts: CustomerServerOptions = {}): Promise<AccountsTestServer> {
  const outboxDir = mkdtempSync(path.join(tmpdir(), 'mealplan-outbox-'));
  const services = await createAccountServices({ env: {}, ...opts.accounts, outboxDir, publicOrigin: 'http://mealplan.test' });
  const clock = { now: Math.floor(Date.now() / 1000) };
  const server = await startTestServer({
    services: {
      accounts: services,
      ...(opts.callLimits ? { callLimits: createCallLimiter({ rules: opts.callLimits }) } : {}),
      ...opts.services,
    },
    channels: [...ACCOUNT_CHANNELS, ...(opts.channels ?? [])],
    ...(opts.routes ? { routes: opts.routes({ clock, services }) } : {}),
    now: () => clock.now,
    ...(opts.seed === false ? { seed: false as const } : {}),
    ...(opts.db ? { db: opts.db } : {}),
    ...(opts.redisUrl ? { redisUrl: opts.redisUrl } : {}),
  });
  const clients: TestClient[] = [];
  return {
    server,
    services,
    clock,
    async connect(connectOpts = {}) {
      const client = await connectClient(server, connectOpts);
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

/** Signs a new customer up on a new socket, then signs in on it with the new password (a sign-up signs nobody in). */
export async function signUp(env: AccountsTestServer, overrides: Partial<Registration> = {}): Promise<SignedUp> {
  const client = await env.connect();
  const registration = registrationData(overrides);
  const reply = await client.call('registration', 'set', registration);
  if (reply.type !== 'setOk') throw new Error(`sign-up failed: ${JSON.stringify(reply)}`);
  const { email, password, browserId } = registration;
  const signedIn = await client.call('login', 'set', { email, password, browserId, app: 'customer' });
  if (signedIn.type !== 'setOk') throw new Error(`sign-in after sign-up failed: ${JSON.stringify(signedIn)}`);
  const data = signedIn.data as { user_id: number; token: string };
  return { client, userId: data.user_id, token: data.token, registration };
}
