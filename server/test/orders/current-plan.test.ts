// Issue 18 point 4: the customer's current plan has one definition (orders/store/current-plan.ts with the shared planState),
// read by the order core (may a new plan or a renewal be placed?) and by the session check (hasPlan, renewPlan,
// canBeRenewed): an order waiting for the manager blocks a second plan and is held (hasPlan, issue 20), not renewable.
import type { User } from '@mealplan/shared/protocol';
import { addDays, today } from '@mealplan/shared/time';
import { ORDER_MESSAGES } from '../../src/orders/messages';
import type { ServerMessageId } from '../../src/i18n';
import { english } from '../support/english';
import { ACCOUNT_TEST_TIMEOUT_MS, MANY_SIGN_UPS, signUp, startAccountsServer, type AccountsTestServer, type SignedUp } from '../accounts/support';
import { orderFixture, orderRequest, type OrderFixture } from './support';

jest.setTimeout(ACCOUNT_TEST_TIMEOUT_MS);

describe("the customer's current plan, one rule for the order core and the session", () => {
  let env: AccountsTestServer;
  let fixture: OrderFixture;

  beforeAll(async () => {
    env = await startAccountsServer({ seed: true, callLimits: MANY_SIGN_UPS });
    fixture = await orderFixture(env.server.db, env.clock.now);
  });
  afterAll(() => env.close());

  const db = () => env.server.db;

  /** The session check of a new socket (read from the database, not from a signed-in socket's cache). */
  async function sessionUser(customer: SignedUp): Promise<User> {
    const socket = await env.connect();
    const reply = await socket.call('client_check', 'get', { token: customer.token, browserId: customer.registration.browserId });
    expect(reply.type).toBe('setUser');
    return reply.data as User;
  }

  async function placeRefused(customer: SignedUp, build: 'new' | 'renew', messageId: ServerMessageId) {
    expect(await customer.client.call('order', 'set', orderRequest(fixture, { build }))).toMatchObject({
      type: 'setErr',
      data: { message: english(messageId), messageId },
    });
  }

  it('an order waiting for the manager blocks a second plan: the customer holds it, and may renew it only once paid and active', async () => {
    const customer = await signUp(env);
    const placed = await customer.client.call('order', 'set', orderRequest(fixture));
    expect(placed.type).toBe('setOk');
    expect(await sessionUser(customer)).toMatchObject({ hasPlan: true, renewPlan: false, canBeRenewed: false, planEndDate: fixture.days.at(-1) });
    await placeRefused(customer, 'new', ORDER_MESSAGES.alreadyHasPlan);
    await placeRefused(customer, 'renew', ORDER_MESSAGES.notRenewable);

    const { orderId } = placed.data as { orderId: number };
    await db().query(`UPDATE orders SET status = 'active', paid = true WHERE id = $1`, [orderId]);
    expect(await sessionUser(customer)).toMatchObject({ hasPlan: true, canBeRenewed: true, alreadyRenewed: false, planEndDate: fixture.days.at(-1) });
  });

  it('a paid plan ending within 16 days is renewable, paused or not, until a renewal is placed', async () => {
    const customer = await signUp(env);
    const end = addDays(today(env.clock.now), 10);
    const row = await db().one<{ id: number }>(
      `INSERT INTO orders (user_id, status, paid, diet_id, plan_id, days_count, meal_types, start_date, end_date, price, full_price, created_at)
       VALUES ($1, 'active', true, 30, 20, 20, '{1,3}', $2, $3, 100000, 118000, $4) RETURNING id`,
      [customer.userId, addDays(end, -27), end, env.clock.now],
    );
    await db().query('INSERT INTO pauses (order_id, start_date, end_date, created_at) VALUES ($1, $2, NULL, $2)', [row!.id, env.clock.now - 60]);
    expect(await sessionUser(customer)).toMatchObject({ hasPlan: true, renewPlan: true, canBeRenewed: true, alreadyRenewed: false });
    await placeRefused(customer, 'new', ORDER_MESSAGES.alreadyHasPlan);

    const renewal = await orderFixture(db(), env.clock.now, undefined, undefined, end);
    expect((await customer.client.call('order', 'set', orderRequest(renewal, { build: 'renew' }))).type).toBe('setOk');
    expect(await sessionUser(customer)).toMatchObject({
      hasPlan: true,
      renewPlan: true,
      canBeRenewed: false,
      alreadyRenewed: true,
      planEndDate: end,
    });
    await placeRefused(customer, 'renew', ORDER_MESSAGES.notRenewable);
  });
});
