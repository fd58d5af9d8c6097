// Live sync of the plan actions (issue 20, contract 2): a pause, a resume, a side choice and a cancel saved on one
// socket push order/orderChanged to the customer's other socket; a refused action pushes nothing.
import { ACCOUNT_TEST_TIMEOUT_MS, signUp, type AccountsTestServer, type SignedUp } from '../accounts/support';
import type { TestClient } from '../support/harness';
import { isLockedDay } from '@mealplan/shared/domain';
import { dashboard, deliveryDayIn, paidPlan, startActionsServer } from './support';

jest.setTimeout(ACCOUNT_TEST_TIMEOUT_MS);

describe('plan actions: orderChanged reaches the customer’s other sockets', () => {
  let env: AccountsTestServer;
  beforeAll(async () => {
    env = await startActionsServer();
  });
  afterAll(() => env.close());

  async function secondTab(customer: SignedUp): Promise<TestClient> {
    const socket = await env.connect();
    expect((await socket.call('client_check', 'get', { token: customer.token, browserId: customer.registration.browserId })).type).toBe('setUser');
    return socket;
  }

  it('pushes after a pause, a resume, sides and a cancel, and not after a refusal', async () => {
    const customer = await signUp(env);
    const now = env.clock.now;
    const plan = await paidPlan(env.server.db, customer.userId, now, { mealTypes: [1, 3, 7] });
    const tab = await secondTab(customer);
    const received: unknown[] = [];
    tab.socket.on('order', (payload: unknown) => received.push(payload));
    const pushed = { type: 'orderChanged', data: { orderId: plan.orderId } };
    const pause = (fields: Record<string, unknown>) => customer.client.call('profile', 'getForDashboard', dashboard('savePauseInfo', fields));

    const startDate = deliveryDayIn(now, 5, plan.calendar);
    let next = tab.next('order');
    expect((await pause({ startDate, endDate: null })).type).toBe('savePauseInfoOk');
    expect(await next).toEqual(pushed);

    next = tab.next('order');
    const endDate = deliveryDayIn(now, 9, plan.calendar);
    expect((await pause({ startDate, endDate })).type).toBe('savePauseInfoOk');
    expect(await next).toEqual(pushed);

    // A day still open and after the pause (the first open day may be the pause's first, by the day of the week).
    const day = plan.days.find((candidate) => !isLockedDay(candidate, now) && candidate > endDate)!;
    next = tab.next('order');
    const sides = { orderId: plan.orderId, userId: 1, date: day, dishId: plan.menu[day]![3], sidetype: 7, sides: [] };
    expect((await customer.client.call('order', 'saveUserSides', sides)).type).toBe('saveUserSidesOk');
    expect(await next).toEqual(pushed);

    expect((await pause({ startDate: 0, endDate: null })).type).toBe('savePauseInfoErr');
    expect((await customer.client.call('order', 'cancel', { orderId: plan.orderId + 100_000, makeCoupon: false, terms: true })).type).toBe(
      'cancelErr',
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received).toHaveLength(3);

    next = tab.next('order');
    expect((await customer.client.call('order', 'cancel', { orderId: plan.orderId, makeCoupon: false, terms: true })).type).toBe('cancelOk');
    expect(await next).toEqual(pushed);
  });
});
