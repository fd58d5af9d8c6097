// Live sync across server processes (issue 20, contract 2): two socket servers on one database, each with its own
// socket.io Redis adapter and read cache on REDIS_URL. A save on a socket of process A pushes order/orderChanged to
// the same customer's socket on process B, whose `order get` then shows the change; another customer's socket on B
// hears nothing. Needs Redis: skipped, with its reason, only when REDIS_URL is unset (CI sets it).
import type { TestClient } from '../support/harness';
import { MANY_SIGN_UPS, signUp, startCustomerServer, type AccountsTestServer, type SignedUp } from '../support/customers';
import { ACCOUNT_TEST_TIMEOUT_MS } from '../accounts/support';
import { modifyRequest, placePlan } from './support';

jest.setTimeout(ACCOUNT_TEST_TIMEOUT_MS);

const REDIS_URL = process.env.REDIS_URL;
/** Skipped only without Redis: the push crosses processes through the socket.io Redis adapter. */
const describeWithRedis = REDIS_URL ? describe : describe.skip;

describeWithRedis('order channel: orderChanged crosses two server processes sharing Redis (needs REDIS_URL)', () => {
  let processA: AccountsTestServer;
  let processB: AccountsTestServer;
  beforeAll(async () => {
    processA = await startCustomerServer({ callLimits: MANY_SIGN_UPS, redisUrl: REDIS_URL! });
    processB = await startCustomerServer({ callLimits: MANY_SIGN_UPS, redisUrl: REDIS_URL!, db: processA.server.db, seed: false });
  });
  afterAll(async () => {
    await processB?.close();
    await processA?.close();
  });

  /** The customer signed in on a new socket to process B (their other tab or device), with the same session token. */
  async function tabOnB(customer: SignedUp): Promise<TestClient> {
    const socket = await processB.connect();
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

  it('a setCutlery and a modify on process A reach the customer’s socket on process B, and no other customer’s', async () => {
    const customer = await signUp(processA);
    const plan = await placePlan(processA, customer, true);
    const tab = await tabOnB(customer);
    const stranger = await signUp(processB);
    expect(stranger.client.socket.connected).toBe(true);
    const tabPushes = pushes(tab);
    const strangerPushes = pushes(stranger.client);
    const cutleryOnB = async () => {
      const got = await tab.call('order', 'get', { orderType: 'active' });
      expect(got.type).toBe('getOk');
      return (got.data as { planParams: { cutlery: unknown } }).planParams.cutlery;
    };
    const before = await cutleryOnB();
    const flipped = before === 1 || before === true ? 0 : 1;

    const changed = tab.next('order');
    expect((await customer.client.call('order', 'setCutlery', { orderId: plan.orderId, cutlery: flipped })).type).toBe('setCutleryOk');
    expect(await changed).toEqual({ type: 'orderChanged', data: { orderId: plan.orderId } });
    // Process B's cached reads of the customer were dropped through Redis: its reply shows the change.
    expect(Boolean(await cutleryOnB())).toBe(Boolean(flipped));

    const day = plan.fixture.days[3]!;
    const dishes = { 1: plan.fixture.dishes[1]![1]!, 3: plan.fixture.dishes[3]![0]! };
    const modified = tab.next('order');
    expect((await customer.client.call('order', 'modify', modifyRequest(plan, { [day]: dishes }))).type).toBe('modifyOk');
    expect(await modified).toEqual({ type: 'orderChanged', data: { orderId: plan.orderId } });
    const got = await tab.call('order', 'get', { orderType: 'active' });
    expect((got.data as { mealPlan: Record<string, Record<string, unknown>> }).mealPlan[String(day)]).toMatchObject({
      '1': dishes[1],
      '3': dishes[3],
    });

    // A refused change on A pushes nothing on B; the other customer on B never hears of this order.
    expect((await customer.client.call('order', 'setCutlery', { orderId: plan.orderId + 100_000, cutlery: 1 })).type).toBe('setCutleryErr');
    await settle();
    expect(tabPushes).toHaveLength(2);
    expect(strangerPushes).toEqual([]);
  });
});
