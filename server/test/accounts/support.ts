// Test support for the account channels: the shared customer server (../support/customers) with its own outbox,
// clock and rate limits, and the account tests' own look-ups.
import type { SocialVerifierOptions } from '../../src/adapters/social';
import type { OutboxMessage } from '../../src/adapters/outbox';
import type { RateLimitsOptions } from '../../src/adapters/rate-limits';
import type { CallLimiterOptions } from '../../src/realtime/call-limits';
import { socialSandbox } from '../../src/adapters/social';
import { outboxRoute } from '../../src/http/routes/outbox';
import { socialSandboxRoute } from '../../src/http/routes/social-sandbox';
import { testFixturesRoute } from '../../src/http/routes/test-fixtures';
import { startCustomerServer, type AccountsTestServer, type SignedUp } from '../support/customers';

export {
  ACCOUNT_CHANNELS,
  MANY_SIGN_UPS,
  newBrowserId,
  registrationData,
  signUp,
  type AccountsTestServer,
  type Registration,
  type SignedUp,
} from '../support/customers';

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
}

/** Password hashing is deliberately slow (scrypt, N=2^17): account tests get a long timeout. */
export const ACCOUNT_TEST_TIMEOUT_MS = 180_000;

export function startAccountsServer({
  limits,
  seed = false,
  fixturesEnv,
  env = {},
  social,
  callLimits,
}: AccountsServerOptions = {}): Promise<AccountsTestServer> {
  return startCustomerServer({
    accounts: { env, ...(social ? { social } : {}), ...(limits ? { limits } : {}) },
    ...(callLimits ? { callLimits } : {}),
    routes: ({ clock, services }) => [
      outboxRoute(services.outbox, {}),
      socialSandboxRoute(socialSandbox, {}),
      ...(fixturesEnv ? [testFixturesRoute({ env: fixturesEnv, now: () => clock.now })] : []),
    ],
    seed,
  });
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
