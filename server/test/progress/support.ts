// Test support for the progress channel: the shared customer server, seeded, with the progress channel, and
// customers signed up at a chosen moment (so their registration lies days back).
import progress from '../../src/channels/progress';
import type { TestClient } from '../support/harness';
import { MANY_SIGN_UPS, signUp, startCustomerServer, type AccountsTestServer } from '../support/customers';

export type ProgressTestServer = AccountsTestServer;

export const startProgressServer = (): Promise<ProgressTestServer> => startCustomerServer({ channels: [progress], callLimits: MANY_SIGN_UPS });

export interface Customer {
  client: TestClient;
  userId: number;
  call(type: string, data?: unknown): ReturnType<TestClient['call']>;
}

/** Signs a customer up and moves the registration back to `registeredAt` (a session does not live that long). */
export async function signUpAt(env: ProgressTestServer, registeredAt: number): Promise<Customer> {
  const { client, userId } = await signUp(env);
  await env.server.db.query('UPDATE users SET registered_at = $2 WHERE id = $1', [userId, registeredAt]);
  return { client, userId, call: (type, data = {}) => client.call('progress', type, data) };
}
