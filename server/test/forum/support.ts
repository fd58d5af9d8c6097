// Test support for the forum channel: a seeded server (forum categories, demo customers) with the account channels
// to sign customers up, and a raised per-call limit (a file here adds many threads from one customer).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createAccountServices } from '../../src/adapters';
import forum from '../../src/channels/forum';
import { createCallLimiter } from '../../src/realtime/call-limits';
import { ACCOUNT_CHANNELS, MANY_SIGN_UPS, registrationData, type AccountsTestServer } from '../accounts/support';
import { connectClient, startTestServer, type TestClient } from '../support/harness';

export async function startForumServer(): Promise<AccountsTestServer> {
  const outboxDir = mkdtempSync(path.join(tmpdir(), 'mealplan-forum-outbox-'));
  const services = await createAccountServices({ env: {}, outboxDir, publicOrigin: 'http://mealplan.test' });
  const clock = { now: Math.floor(Date.now() / 1000) };
  const server = await startTestServer({
    services: { accounts: services, callLimits: createCallLimiter({ rules: MANY_SIGN_UPS }) },
    channels: [...ACCOUNT_CHANNELS, forum],
    routes: [],
    now: () => clock.now,
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

export interface Customer {
  client: TestClient;
  userId: number;
}

/** A new customer signed up on a socket of its own. */
export async function newCustomer(env: AccountsTestServer, firstName = 'Layla'): Promise<Customer> {
  const client = await env.connect();
  const reply = await client.call('registration', 'set', registrationData({ first_name: firstName }));
  if (reply.type !== 'setOk') throw new Error(`sign-up failed: ${JSON.stringify(reply)}`);
  return { client, userId: (reply.data as { user_id: number }).user_id };
}

export const threadData = (overrides: Partial<{ title: string; category_id: number | string; text: string }> = {}) => ({
  title: 'Low-carb snacks for the office',
  category_id: 1,
  text: '<p>What do you <strong>snack</strong> on?</p><ul><li>Nuts</li><li>Hummus</li></ul>',
  ...overrides,
});
