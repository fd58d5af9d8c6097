// Live sync (issue 20, contract 2): a change saved on one socket pushes order/orderChanged to every other socket of
// the same customer, and to no other customer's socket; a refused call pushes nothing.
import { ACCOUNT_TEST_TIMEOUT_MS, MANY_SIGN_UPS, signUp, startAccountsServer, type AccountsTestServer, type SignedUp } from '../accounts/support';
import type { TestClient } from '../support/harness';
import { modifyRequest, placePlan } from './support';

jest.setTimeout(ACCOUNT_TEST_TIMEOUT_MS);

describe('order channel: orderChanged reaches the customer’s other sockets', () => {
  let env: AccountsTestServer;
  beforeAll(async () => {
    env = await startAccountsServer({ seed: true, callLimits: MANY_SIGN_UPS });
  });
  afterAll(() => env.close());

  /** A second socket of the customer, signed in with the same session token (another tab or device). */
  async function secondTab(customer: SignedUp): Promise<TestClient> {
    const socket = await env.connect();
    const reply = await socket.call('client_check', 'get', { token: customer.token, browserId: customer.registration.browserId });
    expect(reply.type).toBe('setUser');
    return socket;
  }

  /** Every order push the socket receives. */
  function pushes(socket: TestClient): unknown[] {
    const received: unknown[] = [];
    socket.socket.on('order', (payload: unknown) => received.push(payload));
    return received;
  }

  const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

  it('a save on one socket pushes orderChanged to the other socket of the same user, not to another user', async () => {
    const customer = await signUp(env);
    const plan = await placePlan(env, customer, true);
    const tab = await secondTab(customer);
    const stranger = await signUp(env);
    const strangerPushes = pushes(stranger.client);
    const tabPushes = pushes(tab);

    const changed = tab.next('order');
    expect((await customer.client.call('order', 'setCutlery', { orderId: plan.orderId, cutlery: 1 })).type).toBe('setCutleryOk');
    expect(await changed).toEqual({ type: 'orderChanged', data: { orderId: plan.orderId } });

    const day = plan.fixture.days[3]!;
    const dishes = { 1: plan.fixture.dishes[1]![1]!, 3: plan.fixture.dishes[3]![0]! };
    const modified = tab.next('order');
    expect((await customer.client.call('order', 'modify', modifyRequest(plan, { [day]: dishes }))).type).toBe('modifyOk');
    expect(await modified).toEqual({ type: 'orderChanged', data: { orderId: plan.orderId } });

    const skipped = tab.next('order');
    const skip = await customer.client.call('order', 'skipTheDay', {
      skip_date: plan.fixture.days[4]!,
      new_date: plan.fixture.days[4]!,
      planId: plan.orderId,
    });
    expect(skip).toMatchObject({ type: 'skipTheDayOk' });
    expect(await skipped).toEqual({ type: 'orderChanged', data: { orderId: plan.orderId } });

    // A refused change pushes nothing; the stranger never hears of the customer's order.
    expect((await customer.client.call('order', 'setCutlery', { orderId: plan.orderId + 100_000, cutlery: 1 })).type).toBe('setCutleryErr');
    await settle();
    expect(tabPushes).toHaveLength(3);
    expect(strangerPushes).toEqual([]);
    tab.close();
  });
});
