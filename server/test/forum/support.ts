// Test support for the forum channel: the shared customer server, seeded (forum categories, demo customers), with
// the forum channel and a raised per-call limit (a file here adds many threads from one customer).
import forum from '../../src/channels/forum';
import type { TestClient } from '../support/harness';
import { MANY_SIGN_UPS, signUp, startCustomerServer, type AccountsTestServer } from '../support/customers';

export const startForumServer = (): Promise<AccountsTestServer> =>
  startCustomerServer({ channels: [forum], routes: () => [], callLimits: MANY_SIGN_UPS });

export interface Customer {
  client: TestClient;
  userId: number;
}

/** A new customer signed up on a socket of its own. */
export async function newCustomer(env: AccountsTestServer, firstName = 'Layla'): Promise<Customer> {
  const { client, userId } = await signUp(env, { first_name: firstName });
  return { client, userId };
}

export const threadData = (overrides: Partial<{ title: string; category_id: number | string; text: string }> = {}) => ({
  title: 'Low-carb snacks for the office',
  category_id: 1,
  text: '<p>What do you <strong>snack</strong> on?</p><ul><li>Nuts</li><li>Hummus</li></ul>',
  ...overrides,
});
