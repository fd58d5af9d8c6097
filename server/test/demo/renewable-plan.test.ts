// The renewal fixture of the end-to-end tests (POST /dev/fixtures/renewable-plan): a customer given the plan holds it,
// and it is renewable (renewPlan and canBeRenewed) by the same rule the order core and the session use.
import type { User } from '@mealplan/shared/protocol';
import { addDays, today } from '@mealplan/shared/time';
import { giveRenewablePlan } from '../../src/demo/renewable-plan';
import { planFixturesRoute } from '../../src/http/routes/plan-fixtures';
import { currentPlan } from '../../src/orders/store/current-plan';
import { ACCOUNT_TEST_TIMEOUT_MS, signUp, startAccountsServer, type AccountsTestServer } from '../accounts/support';
import { startTestServer, type TestServer } from '../support/harness';

jest.setTimeout(ACCOUNT_TEST_TIMEOUT_MS);

describe('a renewable plan for the end-to-end tests', () => {
  let env: AccountsTestServer;
  beforeAll(async () => {
    env = await startAccountsServer({ seed: true });
  });
  afterAll(() => env.close());

  it('gives a running paid plan that ends within the renewal window; the session offers its renewal', async () => {
    const customer = await signUp(env);
    const now = env.clock.now;
    const given = await giveRenewablePlan(env.server.db, customer.registration.email, now);
    expect(given?.userId).toBe(customer.userId);
    const plan = await currentPlan(env.server.db, customer.userId, now);
    expect(plan).toMatchObject({ orderId: given!.orderId, state: 'renewable', endDate: given!.endDate });
    expect(given!.endDate).toBeGreaterThanOrEqual(today(now));
    expect(given!.endDate).toBeLessThanOrEqual(addDays(today(now), 16));

    const socket = await env.connect();
    const check = await socket.call('client_check', 'get', { token: customer.token, browserId: customer.registration.browserId });
    expect(check.data as User).toMatchObject({ hasPlan: true, renewPlan: true, canBeRenewed: true });
  });

  it('answers undefined for an unknown email', async () => {
    expect(await giveRenewablePlan(env.server.db, 'nobody.here@example.ae', env.clock.now)).toBeUndefined();
  });
});

describe('POST /dev/fixtures/renewable-plan', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ channels: [], routes: [planFixturesRoute({ env: { TEST_FIXTURES: '1', NODE_ENV: 'test' } })] });
  });
  afterAll(() => server.close());

  const post = (body: unknown) =>
    fetch(`${server.url}/dev/fixtures/renewable-plan`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('gives the plan to the customer with the email', async () => {
    const response = await post({ email: 'OMAR.KHALIL@example.com' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ userId: expect.any(Number), orderId: expect.any(Number), endDate: expect.any(Number) });
  });

  it('refuses a malformed body and an unknown email', async () => {
    expect((await post({ email: 'someone@example.ae', extra: 1 })).status).toBe(400);
    expect((await post({})).status).toBe(400);
    expect((await post({ email: 'nobody.here@example.ae' })).status).toBe(404);
  });
});
