// The wizard's online payment (issue 37, item 4): 'Online payment by card' places nothing before the gateway says
// paid. The plan is held as the customer's checkout plan (its days, dishes, offer and cutlery), paid and placed through
// the checkout's own calls; a cancelled or declined payment leaves it there to pay again. A plan placed unpaid (cash,
// 'pending') is paid with the same calls ('Pay now'). Another customer's ids and guests are refused.
import { addDays, today } from '@mealplan/shared/time';
import { SANDBOX_TEST_CARDS } from '../../src/adapters/telr/sandbox';
import { CHECKOUT_MESSAGES, ORDER_MESSAGES } from '../../src/orders/messages';
import { ACCOUNT_TEST_TIMEOUT_MS, signUp, type AccountsTestServer, type SignedUp } from '../accounts/support';
import { startCheckoutServer } from '../checkout/support';
import { english } from '../support/english';
import { orderFixture, orderRequest, wizardDraft, type OrderFixture, type OrderOptions } from './support';

jest.setTimeout(ACCOUNT_TEST_TIMEOUT_MS);

const card = (number: string) => ({ number, expiry: '12/39', cvv: '123', name: 'Layla Nasser' });

type Placed = { message: string; orderId: number; total: number; discount: number; bagDeposit: number; awaitingPayment?: boolean };

describe('wizard online payment: placed only once paid, an unpaid plan payable later', () => {
  let env: AccountsTestServer;
  let fixture: OrderFixture;
  beforeAll(async () => {
    env = await startCheckoutServer();
    fixture = await orderFixture(env.server.db, env.clock.now);
  });
  afterAll(() => env.close());

  const db = () => env.server.db;
  const checkout = (customer: SignedUp, type: string, data: unknown) => customer.client.call('mobile_checkout', type, data);

  /** order set from the wizard's summary with this payment method. */
  async function wizardOrder(customer: SignedUp, paymentMethod: 'cash' | 'telr', options: OrderOptions = {}): Promise<Placed> {
    const request = orderRequest(fixture, options);
    const reply = await customer.client.call('order', 'set', { ...request, orderData: { ...request.orderData, paymentMethod } });
    expect(reply.type).toBe('setOk');
    return reply.data as Placed;
  }

  async function paymentPage(customer: SignedUp, checkoutId: number): Promise<URL> {
    const reply = await checkout(customer, 'createTelrSession', { checkoutId });
    expect(reply.type).toBe('createTelrSessionOk');
    return new URL((reply.data as { response: { order: { url: string } } }).response.order.url);
  }

  /** The customer pays (or cancels) on the sandbox's hosted page; the gateway posts its advice and sends the browser back. */
  async function decide(page: URL, decision: { card: string } | 'cancel'): Promise<URL> {
    expect((await fetch(page)).status).toBe(200);
    const fields = decision === 'cancel' ? { action: 'cancel' } : { ...card(decision.card), action: 'pay' };
    const response = await fetch(page, {
      method: 'POST',
      body: new URLSearchParams({ o: page.searchParams.get('o')!, ...fields }),
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    return new URL(response.headers.get('location')!);
  }

  const orders = (userId: number) =>
    db().query<{ id: number; status: string; paid: boolean; payment_method: string | null; amount_due: number | null }>(
      'SELECT id, status, paid, payment_method, amount_due FROM orders WHERE user_id = $1 ORDER BY id',
      [userId],
    );
  const placeTelr = (customer: SignedUp, checkoutId: number) =>
    checkout(customer, 'placeneworder', { checkoutId, action: 'newPlan', paymentMethod: 'telr' });
  /** The session check of a new socket (read from the database): hasPlan. */
  const session = async (customer: SignedUp) => {
    const socket = await env.connect();
    const reply = await socket.call('client_check', 'get', { token: customer.token, browserId: customer.registration.browserId });
    expect(reply.type).toBe('setUser');
    return reply.data as { hasPlan?: boolean };
  };

  it('holds the plan as the checkout plan, unplaced, with its days, dishes, cutlery, voucher and amount', async () => {
    const customer = await signUp(env);
    expect(await customer.client.call('order', 'saveDraft', { draft: wizardDraft(fixture, 6) })).toMatchObject({ type: 'saveDraftOk' });
    const held = await wizardOrder(customer, 'telr', { cutlery: 1, voucherCode: 'WELCOME10' });
    const discount = Math.round(fixture.price / 10);
    expect(held).toMatchObject({
      message: english(ORDER_MESSAGES.heldForPayment),
      awaitingPayment: true,
      discount,
      bagDeposit: 18_000,
      total: fixture.price - discount + 18_000,
    });
    // Nothing placed: one row, the checkout plan; no current plan; the voucher is not used yet.
    expect(await orders(customer.userId)).toEqual([
      { id: held.orderId, status: 'checkout', paid: false, payment_method: null, amount_due: held.total },
    ]);
    expect(await session(customer)).toMatchObject({ hasPlan: false });
    expect(await customer.client.call('order', 'checkVoucher', { code: 'WELCOME10' })).toMatchObject({ type: 'checkVoucherOk' });
    // The checkout shows it (the dashboard's 'Resume editing the menu', /checkout) with the wizard's days and dishes.
    const pending = (await checkout(customer, 'getPending', {})).data as {
      planParams: Record<string, unknown>;
      mealPlan: Record<string, Record<string, number>>;
    };
    expect(pending.planParams).toMatchObject({
      id: held.orderId,
      cutlery: 1,
      bag_price: 18_000,
      amount_due: held.total,
      start_date: fixture.days[0],
      end_date: fixture.days.at(-1),
      daysMatch: true,
      // The summary shows the code the customer typed, with its conditions.
      voucher: { code: 'WELCOME10', type: 'percent', value: 10 },
    });
    expect(Object.keys(pending.mealPlan).map(Number)).toEqual(fixture.days);
    expect(pending.mealPlan[String(fixture.days[0])]).toEqual({ 1: fixture.dishes[1]![0], 3: fixture.dishes[3]![0] });
    // The plan lives in the checkout now: the wizard's saved draft is gone.
    expect(await customer.client.call('order', 'getDraft', {})).toEqual({ type: 'getDraftOk', data: { draft: null } });
  });

  it('paid: the plan is placed once, active and paid, for the held amount; the voucher is used then', async () => {
    const customer = await signUp(env);
    const held = await wizardOrder(customer, 'telr', { voucherCode: 'WELCOME10' });
    expect(await placeTelr(customer, held.orderId)).toMatchObject({ data: { message: english(CHECKOUT_MESSAGES.paymentNotConfirmed) } });
    const back = await decide(await paymentPage(customer, held.orderId), { card: SANDBOX_TEST_CARDS.authorised });
    expect(back.pathname + back.search).toBe(`/checkout/success/telr?checkoutId=${held.orderId}`);
    expect(await checkout(customer, 'checkTelrStatus', { checkoutId: held.orderId })).toMatchObject({
      type: 'checkTelrStatusOk',
      data: { status: true },
    });
    const placed = { type: 'placeneworderOk', data: { message: english(CHECKOUT_MESSAGES.placed), orderId: held.orderId } };
    expect(await placeTelr(customer, held.orderId)).toEqual(placed);
    expect(await placeTelr(customer, held.orderId)).toEqual(placed);
    expect(await orders(customer.userId)).toEqual([
      { id: held.orderId, status: 'active', paid: true, payment_method: 'telr', amount_due: held.total },
    ]);
    expect(await session(customer)).toMatchObject({ hasPlan: true });
    expect(await customer.client.call('order', 'checkVoucher', { code: 'WELCOME10' })).toMatchObject({
      data: { message: english(ORDER_MESSAGES.voucherUsed) },
    });
  });

  it('cancelled, then declined: nothing placed, the plan kept with its offer; paid later it is placed', async () => {
    const customer = await signUp(env);
    const held = await wizardOrder(customer, 'telr', { cutlery: 1, voucherCode: 'WELCOME10' });
    const cancelled = await decide(await paymentPage(customer, held.orderId), 'cancel');
    expect(cancelled.search).toBe(`?checkoutId=${held.orderId}&result=cancelled`);
    expect(await checkout(customer, 'checkTelrStatus', { checkoutId: held.orderId })).toMatchObject({
      type: 'checkTelrStatusOk',
      data: { status: false },
    });
    expect(await placeTelr(customer, held.orderId)).toMatchObject({ type: 'placeneworderErr' });
    const declined = await decide(await paymentPage(customer, held.orderId), { card: SANDBOX_TEST_CARDS.declined });
    expect(declined.search).toBe(`?checkoutId=${held.orderId}&result=declined`);
    expect(await placeTelr(customer, held.orderId)).toMatchObject({ type: 'placeneworderErr' });
    expect(await orders(customer.userId)).toEqual([
      { id: held.orderId, status: 'checkout', paid: false, payment_method: null, amount_due: held.total },
    ]);
    expect(await session(customer)).toMatchObject({ hasPlan: false });
    // Still the customer's checkout plan, the offer and cutlery kept: paying again places it.
    expect((await checkout(customer, 'getPending', {})).data).toMatchObject({
      planParams: { id: held.orderId, cutlery: 1, amount_due: held.total, voucher_id: expect.any(Number) },
    });
    await decide(await paymentPage(customer, held.orderId), { card: SANDBOX_TEST_CARDS.authorised });
    expect(await placeTelr(customer, held.orderId)).toMatchObject({ type: 'placeneworderOk', data: { orderId: held.orderId } });
    expect(await orders(customer.userId)).toEqual([
      { id: held.orderId, status: 'active', paid: true, payment_method: 'telr', amount_due: held.total },
    ]);
  });

  it("'Pay now' on a plan placed unpaid (cash): the payment page for the server's amount marks it paid on return", async () => {
    const customer = await signUp(env);
    const placed = await wizardOrder(customer, 'cash');
    expect(placed.awaitingPayment).toBeUndefined();
    expect(placed.message).toBe(english(ORDER_MESSAGES.placed));
    expect(await orders(customer.userId)).toEqual([
      { id: placed.orderId, status: 'pending', paid: false, payment_method: 'cash', amount_due: placed.total },
    ]);
    // /modify and the dashboard read it as awaiting payment.
    expect(await customer.client.call('order', 'get', { orderType: 'active' })).toMatchObject({
      data: { planParams: { id: placed.orderId, payed: false }, awaitingPayment: true },
    });
    // A cancel on the payment page changes nothing: still placed, unpaid, payable. The return says it is a placed order.
    const back = await decide(await paymentPage(customer, placed.orderId), 'cancel');
    expect(back.pathname + back.search).toBe(`/checkout/success/telr?checkoutId=${placed.orderId}&order=placed&result=cancelled`);
    expect(await orders(customer.userId)).toMatchObject([{ status: 'pending', paid: false }]);
    const page = await paymentPage(customer, placed.orderId);
    const sandboxOrder = await db().one<{ amount: string }>('SELECT amount::text AS amount FROM telr_sandbox_orders WHERE ref = $1', [
      page.searchParams.get('o'),
    ]);
    expect(Number(sandboxOrder!.amount)).toBe(placed.total / 100);
    await decide(page, { card: SANDBOX_TEST_CARDS.authorised });
    expect(await placeTelr(customer, placed.orderId)).toEqual({
      type: 'placeneworderOk',
      data: { message: english(CHECKOUT_MESSAGES.placed), orderId: placed.orderId },
    });
    expect(await orders(customer.userId)).toEqual([
      { id: placed.orderId, status: 'active', paid: true, payment_method: 'telr', amount_due: placed.total },
    ]);
    expect(await customer.client.call('order', 'get', { orderType: 'active' })).toMatchObject({ data: { awaitingPayment: false } });
    expect(await checkout(customer, 'createTelrSession', { checkoutId: placed.orderId })).toMatchObject({
      type: 'createTelrSessionErr',
      data: { message: english(CHECKOUT_MESSAGES.notPayable) },
    });
  });

  it('a plan placed from the wizard (cash) replaces a held checkout plan: no second plan can be paid for later', async () => {
    const customer = await signUp(env);
    const held = await wizardOrder(customer, 'telr');
    const placed = await wizardOrder(customer, 'cash');
    expect(await orders(customer.userId)).toEqual([
      { id: placed.orderId, status: 'pending', paid: false, payment_method: 'cash', amount_due: placed.total },
    ]);
    expect(await checkout(customer, 'createTelrSession', { checkoutId: held.orderId })).toMatchObject({
      type: 'createTelrSessionErr',
      data: { message: english(CHECKOUT_MESSAGES.notFound) },
    });
  });

  it('holding again replaces the held plan (same checkout id, the new choices)', async () => {
    const customer = await signUp(env);
    const first = await wizardOrder(customer, 'telr', { voucherCode: 'WELCOME10' });
    const second = await wizardOrder(customer, 'telr', { cutlery: 1 });
    expect(second.orderId).toBe(first.orderId);
    expect(second.total).toBe(fixture.price + 18_000);
    expect(await orders(customer.userId)).toEqual([
      { id: first.orderId, status: 'checkout', paid: false, payment_method: null, amount_due: second.total },
    ]);
    expect((await checkout(customer, 'getPending', {})).data).toMatchObject({ planParams: { cutlery: 1, voucher_id: null } });
  });

  it('a renewal paid online is held without the bag deposit and placed, once paid, as the renewal of the running plan', async () => {
    const customer = await signUp(env);
    const end = addDays(today(env.clock.now), 10);
    const running = await db().one<{ id: number }>(
      `INSERT INTO orders (user_id, status, paid, diet_id, plan_id, days_count, meal_types, start_date, end_date, price, full_price, created_at)
       VALUES ($1, 'active', true, 30, 20, 20, '{1,3}', $2, $3, 100000, 118000, $4) RETURNING id`,
      [customer.userId, addDays(end, -27), end, env.clock.now],
    );
    const renewal = await orderFixture(db(), env.clock.now, undefined, undefined, end);
    const request = orderRequest(renewal, { build: 'renew' });
    const reply = await customer.client.call('order', 'set', { ...request, orderData: { ...request.orderData, paymentMethod: 'telr' } });
    expect(reply).toMatchObject({ type: 'setOk', data: { awaitingPayment: true, bagDeposit: 0, total: renewal.price } });
    const held = reply.data as Placed;
    expect(await db().one('SELECT status, renewed_from, bag_price, build FROM orders WHERE id = $1', [held.orderId])).toEqual({
      status: 'checkout',
      renewed_from: running!.id,
      bag_price: 0,
      build: 'renew',
    });
    await decide(await paymentPage(customer, held.orderId), { card: SANDBOX_TEST_CARDS.authorised });
    expect(await placeTelr(customer, held.orderId)).toMatchObject({ type: 'placeneworderOk', data: { orderId: held.orderId } });
    expect(await db().one('SELECT status, paid, renewed_from, start_date::float8 AS start_date FROM orders WHERE id = $1', [held.orderId])).toEqual({
      status: 'active',
      paid: true,
      renewed_from: running!.id,
      start_date: renewal.days[0],
    });
    expect(await customer.client.call('order', 'get', { orderType: 'future' })).toMatchObject({
      data: { planParams: { id: held.orderId, payed: true } },
    });
  });

  it("refuses another customer's held plan or unpaid order, and guests", async () => {
    const owner = await signUp(env);
    const other = await signUp(env);
    const held = await wizardOrder(owner, 'telr');
    const unpaidOwner = await signUp(env);
    const unpaid = await wizardOrder(unpaidOwner, 'cash');
    const notFound = english(CHECKOUT_MESSAGES.notFound);
    for (const checkoutId of [held.orderId, unpaid.orderId]) {
      expect(await checkout(other, 'createTelrSession', { checkoutId })).toMatchObject({ type: 'createTelrSessionErr', data: { message: notFound } });
      expect(await checkout(other, 'checkTelrStatus', { checkoutId })).toMatchObject({ type: 'checkTelrStatusErr', data: { message: notFound } });
      expect(await placeTelr(other, checkoutId)).toMatchObject({ type: 'placeneworderErr', data: { message: notFound } });
    }
    const guest = await env.connect();
    for (const checkoutId of [held.orderId, unpaid.orderId]) {
      expect(await guest.call('mobile_checkout', 'createTelrSession', { checkoutId })).toMatchObject({
        type: 'createTelrSessionErr',
        data: { message: 'Please sign in' },
      });
      expect(await guest.call('mobile_checkout', 'placeneworder', { checkoutId, action: 'newPlan', paymentMethod: 'telr' })).toMatchObject({
        type: 'placeneworderErr',
        data: { message: 'Please sign in' },
      });
    }
    const request = orderRequest(fixture);
    expect(await guest.call('order', 'set', { ...request, orderData: { ...request.orderData, paymentMethod: 'telr' } })).toMatchObject({
      type: 'setErr',
      data: { message: 'Please sign in' },
    });
    // Nothing changed for the owners, and nothing was opened for the other customer.
    expect(await orders(owner.userId)).toMatchObject([{ status: 'checkout', paid: false }]);
    expect(await orders(unpaidOwner.userId)).toMatchObject([{ status: 'pending', paid: false }]);
    expect(await orders(other.userId)).toEqual([]);
  });
});
