// Test support for the progress channel: a seeded server with the account channels and progress, a movable clock,
// and customers signed up at a chosen moment (so their registration lies days back).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createAccountServices } from '../../src/adapters';
import progress from '../../src/channels/progress';
import { createCallLimiter } from '../../src/realtime/call-limits';
import { connectClient, startTestServer, type TestClient, type TestServer } from '../support/harness';
import { ACCOUNT_CHANNELS, MANY_SIGN_UPS, registrationData } from '../accounts/support';

export interface ProgressTestServer {
  server: TestServer;
  clock: { now: number };
  connect(): Promise<TestClient>;
  close(): Promise<void>;
}

export async function startProgressServer(): Promise<ProgressTestServer> {
  const outboxDir = mkdtempSync(path.join(tmpdir(), 'mealplan-outbox-'));
  const services = await createAccountServices({ env: {}, outboxDir, publicOrigin: 'http://mealplan.test' });
  const clock = { now: Math.floor(Date.now() / 1000) };
  const server = await startTestServer({
    services: { accounts: services, callLimits: createCallLimiter({ rules: MANY_SIGN_UPS }) },
    channels: [...ACCOUNT_CHANNELS, progress],
    now: () => clock.now,
  });
  const clients: TestClient[] = [];
  return {
    server,
    clock,
    async connect() {
      const client = await connectClient(server);
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
  call(type: string, data?: unknown): ReturnType<TestClient['call']>;
}

/** Signs a customer up and moves the registration back to `registeredAt` (a session does not live that long). */
export async function signUpAt(env: ProgressTestServer, registeredAt: number): Promise<Customer> {
  const client = await env.connect();
  const reply = await client.call('registration', 'set', registrationData());
  if (reply.type !== 'setOk') throw new Error(`sign-up failed: ${JSON.stringify(reply)}`);
  const { user_id: userId } = reply.data as { user_id: number };
  await env.server.db.query('UPDATE users SET registered_at = $2 WHERE id = $1', [userId, registeredAt]);
  return { client, userId, call: (type, data = {}) => client.call('progress', type, data) };
}
