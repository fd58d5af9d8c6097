// Money you can trust (issue 37), end to end through mobile_checkout on the local Telr sandbox gateway: a payment pays
// for what it was opened for, a capture that cannot place its order is refunded through the gateway exactly once and
// told (the payment result's refunds, the placing refusal, the customer's and the team's mail), and the ledger holds
// every capture and refund.
import { DEFAULT_TEAM_EMAIL } from '../../src/adapters';
import type { ServerMessageId } from '../../src/i18n';
import { issueCoupon } from '../../src/orders/money/coupons';
import { CHECKOUT_MESSAGES } from '../../src/orders/messages';
import { reconcile, reconciliationText } from '../../src/reconcile';
import { ACCOUNT_TEST_TIMEOUT_MS, outboxFor, signUp, type AccountsTestServer, type SignedUp } from '../accounts/support';
import { english } from '../support/english';
import { card, checkoutCall as call, paymentPage, planParams, renewablePlan, saveCheckout, startCheckoutServer } from './support';

jest.setTimeout(ACCOUNT_TEST_TIMEOUT_MS);

const AUTHORISED = '4111 1111 1111 1111';
const aed = (fils: number) => (fils / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

describe('mobile_checkout: a payment pays for what it was opened for, money taken by mistake is given back', () => {
  let env: AccountsTestServer;
  beforeAll(async () => {
    env = await startCheckoutServer();
  });
  afterAll(() => env.close());
  afterEach(() => jest.restoreAllMocks());

  const db = () => env.server.db;
  const now = () => env.clock.now;

  const checkout = (customer: SignedUp, params = planParams(now())) => saveCheckout(customer, params);

  /** The customer pays on the sandbox's hosted page: the gateway posts its advice, then sends the browser back. */
  async function pay(page: URL): Promise<void> {
    const form = new URLSearchParams({ o: page.searchParams.get('o')!, ...card(AUTHORISED), action: 'pay' });
    const response = await fetch(page, { method: 'POST', body: form, redirect: 'manual' });
    expect(response.status).toBe(303);
  }

  const amountDue = async (customer: SignedUp) =>
    ((await call(customer, 'getPending', {})).data as { planParams: { amount_due: number } }).planParams.amount_due;
  const placeTelr = (customer: SignedUp, checkoutId: number) =>
    call(customer, 'placeneworder', { checkoutId, action: 'newPlan', paymentMethod: 'telr' });
  const orderRow = (orderId: number) =>
    db().one<{ status: string; paid: boolean; amount_due: number; days_count: number }>(
      'SELECT status, paid, amount_due, days_count FROM orders WHERE id = $1',
      [orderId],
    );
  const attempts = (orderId: number) =>
    db().query<{ status: string; amount: number; refund_state: string | null; refund_reason: string | null }>(
      'SELECT status, amount, refund_state, refund_reason FROM payments WHERE order_id = $1 ORDER BY id',
      [orderId],
    );
  const ledger = (userId: number) =>
    db().query<{ kind: string; amount: number; order_id: number }>(
      'SELECT kind, amount::int AS amount, order_id FROM payment_ledger WHERE user_id = $1 ORDER BY id',
      [userId],
    );
  const sandboxRefunds = (orderId: number) =>
    db().query<{ amount_fils: number }>(
      `SELECT r.amount_fils::int AS amount_fils FROM telr_sandbox_refunds r JOIN payments p ON p.cart_id = r.cart_id WHERE p.order_id = $1`,
      [orderId],
    );
  const teamNotices = async (orderId: number) =>
    (await outboxFor(env, DEFAULT_TEAM_EMAIL)).filter((message) => (message.subject ?? '').includes(`order #${orderId}`));
  const refundMessage = (id: ServerMessageId, fils: number) => ({
    message: english({ id, values: { amount: aed(fils) } }),
    messageId: id,
    values: { amount: aed(fils) },
  });

  it('pays for a small plan, then the plan is changed: the old page closes, its capture is refunded, the new plan is paid at its own price', async () => {
    const customer = await signUp(env);
    const checkoutId = await checkout(customer, planParams(now(), { daysCount: 20 }));
    const small = await amountDue(customer);
    const smallPage = await paymentPage(customer, checkoutId);
    // A larger plan on the same checkout while the page is open: the page is closed for placing.
    await checkout(customer, { ...planParams(now(), { daysCount: 30 }), id: checkoutId } as ReturnType<typeof planParams>);
    const large = await amountDue(customer);
    expect(large).toBeGreaterThan(small);
    expect(await attempts(checkoutId)).toEqual([expect.objectContaining({ status: 'closed', amount: small })]);

    await pay(smallPage);
    // Nothing placed: the small payment is given back, once, through the gateway.
    expect(await orderRow(checkoutId)).toMatchObject({ status: 'checkout', paid: false });
    expect(await attempts(checkoutId)).toEqual([{ status: 'duplicate', amount: small, refund_state: 'done', refund_reason: 'changed' }]);
    expect(await sandboxRefunds(checkoutId)).toEqual([{ amount_fils: small }]);
    expect(await call(customer, 'checkTelrStatus', { checkoutId })).toEqual({
      type: 'checkTelrStatusOk',
      data: { status: false, refunds: [{ amount: small, currency: 'AED', reason: 'changed', refunded: true }] },
    });
    expect(await placeTelr(customer, checkoutId)).toEqual({
      type: 'placeneworderErr',
      data: refundMessage(CHECKOUT_MESSAGES.refundChanged, small),
    });
    expect(await teamNotices(checkoutId)).toHaveLength(1);

    // The plan as it is now is paid at its price and placed.
    await pay(await paymentPage(customer, checkoutId));
    expect(await orderRow(checkoutId)).toMatchObject({ status: 'active', paid: true, amount_due: large, days_count: 30 });
    expect(await placeTelr(customer, checkoutId)).toMatchObject({ type: 'placeneworderOk' });
    expect(await ledger(customer.userId)).toEqual([
      { kind: 'capture', amount: small, order_id: checkoutId },
      { kind: 'refund', amount: small, order_id: checkoutId },
      { kind: 'capture', amount: large, order_id: checkoutId },
    ]);
    expect(await sandboxRefunds(checkoutId)).toHaveLength(1);
  });

  it('two tabs both pay (the second after Resume editing dropped the voucher): one order, the other payment refunded as a double payment', async () => {
    const customer = await signUp(env);
    const checkoutId = await checkout(customer);
    expect(await call(customer, 'update', { checkoutId, details: { cutlery: 0, bag_price: 18_000, voucher_code: 'WELCOME10' } })).toMatchObject({
      type: 'updateOk',
    });
    const withVoucher = await amountDue(customer);
    const tabA = await paymentPage(customer, checkoutId);
    // Tab B: 'Resume editing the menu' saves the plan again (the voucher is gone) and pays.
    await checkout(customer, { ...planParams(now()), id: checkoutId } as ReturnType<typeof planParams>);
    const full = await amountDue(customer);
    expect(full).toBeGreaterThan(withVoucher);
    await pay(await paymentPage(customer, checkoutId));
    expect(await orderRow(checkoutId)).toMatchObject({ status: 'active', paid: true, amount_due: full });
    // Back in tab A, Pay: taken, and given back.
    await pay(tabA);
    expect(await attempts(checkoutId)).toEqual([
      { status: 'duplicate', amount: withVoucher, refund_state: 'done', refund_reason: 'twice' },
      { status: 'paid', amount: full, refund_state: null, refund_reason: null },
    ]);
    expect(await call(customer, 'checkTelrStatus', { checkoutId })).toEqual({
      type: 'checkTelrStatusOk',
      data: { status: true, refunds: [{ amount: withVoucher, currency: 'AED', reason: 'twice', refunded: true }] },
    });
    expect(await placeTelr(customer, checkoutId)).toMatchObject({ type: 'placeneworderOk', data: { orderId: checkoutId } });
    expect(await sandboxRefunds(checkoutId)).toEqual([{ amount_fils: withVoucher }]);
    const [notice] = await teamNotices(checkoutId);
    expect(notice?.text).toContain(`AED ${aed(withVoucher)}`);
    expect(notice?.text).toContain('paid twice');
    // The customer's mail: one receipt of the capture that placed the order, one of the refund.
    const mails = await outboxFor(env, customer.registration.email);
    const receipts = mails.filter((mail) => /receipt|refund/i.test(mail.subject ?? ''));
    expect(receipts.map((mail) => mail.subject).sort()).toEqual([
      `Your MealPlan receipt for order #${checkoutId}`,
      `Your MealPlan refund: AED ${aed(withVoucher)}`,
    ]);
    expect(receipts.find((mail) => mail.subject?.includes('receipt'))?.text).toContain(`AED ${aed(full)}`);
    expect(receipts.find((mail) => mail.subject?.includes('refund'))?.text).toContain(
      `You paid twice: AED ${aed(withVoucher)} is being refunded to your card.`,
    );
  });

  it('the summary changed while the page is open (a voucher added), or a renewal prepared again: the page is closed and its capture refunded', async () => {
    const customer = await signUp(env);
    const checkoutId = await checkout(customer);
    const full = await amountDue(customer);
    const page = await paymentPage(customer, checkoutId);
    // Cutlery alone changes nothing paid for: the page stays open.
    expect(await call(customer, 'update', { checkoutId, details: { cutlery: 1, bag_price: 18_000 } })).toMatchObject({ type: 'updateOk' });
    expect(await attempts(checkoutId)).toEqual([expect.objectContaining({ status: 'pending' })]);
    expect(await call(customer, 'update', { checkoutId, details: { cutlery: 1, bag_price: 18_000, voucher_code: 'WELCOME10' } })).toMatchObject({
      type: 'updateOk',
    });
    expect(await attempts(checkoutId)).toEqual([expect.objectContaining({ status: 'closed', amount: full })]);
    await pay(page);
    expect(await attempts(checkoutId)).toEqual([{ status: 'duplicate', amount: full, refund_state: 'done', refund_reason: 'changed' }]);
    expect(await orderRow(checkoutId)).toMatchObject({ status: 'checkout', paid: false });

    const renewing = await signUp(env);
    await renewablePlan(db(), renewing.userId, now());
    const renewal = ((await call(renewing, 'renew', { action: 'samemenu' })).data as { checkoutId: number }).checkoutId;
    const renewalPage = await paymentPage(renewing, renewal);
    expect(await call(renewing, 'renew', { action: 'defaultmenu' })).toMatchObject({ type: 'renewOk', data: { checkoutId: renewal } });
    // The same plan, days and price again (only the dishes differ): what was paid for is unchanged, the page stays open.
    expect(await attempts(renewal)).toEqual([expect.objectContaining({ status: 'pending' })]);
    await pay(renewalPage);
    expect(await orderRow(renewal)).toMatchObject({ status: 'active', paid: true });
  });

  it('a plan whose days changed while its page was open (not closed) is not placed from it: refunded on placing', async () => {
    const customer = await signUp(env);
    const checkoutId = await checkout(customer);
    const amount = await amountDue(customer);
    const page = await paymentPage(customer, checkoutId);
    const { mealPlan } = (await call(customer, 'getPending', {})).data as { mealPlan: Record<string, unknown> };
    const days = Object.keys(mealPlan).map(Number);
    expect(await call(customer, 'skipTheDay', { skip_date: days[10], new_date: days[10], planId: checkoutId })).toMatchObject({
      type: 'skipTheDayOk',
    });
    await pay(page);
    expect(await orderRow(checkoutId)).toMatchObject({ status: 'checkout', paid: false });
    expect(await attempts(checkoutId)).toEqual([{ status: 'duplicate', amount, refund_state: 'done', refund_reason: 'changed' }]);
    expect(await placeTelr(customer, checkoutId)).toMatchObject({ type: 'placeneworderErr', data: { messageId: CHECKOUT_MESSAGES.refundChanged } });
    expect(await sandboxRefunds(checkoutId)).toEqual([{ amount_fils: amount }]);
  });

  it('a capture of another amount than asked is refunded, never placed', async () => {
    const customer = await signUp(env);
    const checkoutId = await checkout(customer);
    const amount = await amountDue(customer);
    const page = await paymentPage(customer, checkoutId);
    // The gateway's order holds another amount (what it captures and reports).
    await db().query("UPDATE telr_sandbox_orders SET amount = '1.00' WHERE ref = $1", [page.searchParams.get('o')]);
    await pay(page);
    expect(await orderRow(checkoutId)).toMatchObject({ status: 'checkout', paid: false });
    expect(await attempts(checkoutId)).toEqual([{ status: 'duplicate', amount, refund_state: 'done', refund_reason: 'amount' }]);
    expect(await sandboxRefunds(checkoutId)).toEqual([{ amount_fils: 100 }]);
    expect(await placeTelr(customer, checkoutId)).toEqual({
      type: 'placeneworderErr',
      data: refundMessage(CHECKOUT_MESSAGES.refundAmount, 100),
    });
  });

  it('a page paid after its order was cancelled, or after the checkout was removed, is refunded', async () => {
    const customer = await signUp(env);
    const checkoutId = await checkout(customer);
    expect(await placeTelr(customer, checkoutId)).toMatchObject({ type: 'placeneworderErr' });
    expect(await call(customer, 'placeneworder', { checkoutId, action: 'newPlan', paymentMethod: 'Not Paid' })).toMatchObject({
      type: 'placeneworderOk',
    });
    const page = await paymentPage(customer, checkoutId);
    const { amount_due: amount } = (await orderRow(checkoutId))!;
    await db().query("UPDATE orders SET status = 'cancelled' WHERE id = $1", [checkoutId]);
    await pay(page);
    expect(await orderRow(checkoutId)).toMatchObject({ status: 'cancelled', paid: false });
    expect(await attempts(checkoutId)).toEqual([{ status: 'duplicate', amount, refund_state: 'done', refund_reason: 'cancelled' }]);
    expect(await sandboxRefunds(checkoutId)).toEqual([{ amount_fils: amount }]);

    const other = await signUp(env);
    const removedId = await checkout(other);
    const removedPage = await paymentPage(other, removedId);
    expect(await call(other, 'remove', { checkoutId: removedId })).toMatchObject({ type: 'removeOk' });
    await pay(removedPage);
    expect(await attempts(removedId)).toEqual([expect.objectContaining({ status: 'duplicate', refund_state: 'done' })]);
    expect(await sandboxRefunds(removedId)).toHaveLength(1);
  });

  it('a page paid after the order was paid otherwise (by the team) is refunded as a double payment, the order left as it is', async () => {
    const customer = await signUp(env);
    const checkoutId = await checkout(customer);
    expect(await call(customer, 'placeneworder', { checkoutId, action: 'newPlan', paymentMethod: 'Not Paid' })).toMatchObject({
      type: 'placeneworderOk',
    });
    const page = await paymentPage(customer, checkoutId);
    const { amount_due: amount } = (await orderRow(checkoutId))!;
    await db().query("UPDATE orders SET status = 'active', paid = true, payment_method = 'cash' WHERE id = $1", [checkoutId]);
    await pay(page);
    expect(await db().one('SELECT status, paid, payment_method FROM orders WHERE id = $1', [checkoutId])).toEqual({
      status: 'active',
      paid: true,
      payment_method: 'cash',
    });
    expect(await attempts(checkoutId)).toEqual([{ status: 'duplicate', amount, refund_state: 'done', refund_reason: 'twice' }]);
    expect(await sandboxRefunds(checkoutId)).toEqual([{ amount_fils: amount }]);
  });

  it('a refund the gateway cannot take now stays due and is retried on the next check, exactly once', async () => {
    const customer = await signUp(env);
    const checkoutId = await checkout(customer);
    const tabA = await paymentPage(customer, checkoutId);
    await checkout(customer, { ...planParams(now(), { daysCount: 30 }), id: checkoutId } as ReturnType<typeof planParams>);
    const realFetch = globalThis.fetch;
    const remote = jest.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      if (String(input instanceof Request ? input.url : input).includes('remote.xml')) return Promise.reject(new TypeError('fetch failed'));
      return realFetch(input, init);
    });
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await pay(tabA);
    expect(await attempts(checkoutId)).toEqual([expect.objectContaining({ status: 'duplicate', refund_state: 'due', refund_reason: 'changed' })]);
    expect(await sandboxRefunds(checkoutId)).toEqual([]);
    // Still unreachable on the page's check: still due, told as being refunded.
    expect(await call(customer, 'checkTelrStatus', { checkoutId })).toMatchObject({ data: { refunds: [{ reason: 'changed', refunded: false }] } });
    // The team heard of it once (the first try), not of every retry.
    const notYet = (await teamNotices(checkoutId)).filter((mail) => mail.subject?.includes('not made yet'));
    expect(notYet).toHaveLength(1);
    expect(notYet[0]?.text).toContain('fetch failed');
    remote.mockRestore();
    // Reachable again: the next check gives it back; later checks and sweeps never again.
    const checks = await Promise.all(Array.from({ length: 5 }, () => call(customer, 'checkTelrStatus', { checkoutId })));
    for (const reply of checks) expect(reply.type).toBe('checkTelrStatusOk');
    expect(await env.server.payments.sweepRefunds(db())).toBe(0);
    expect(await attempts(checkoutId)).toEqual([expect.objectContaining({ refund_state: 'done' })]);
    expect(await sandboxRefunds(checkoutId)).toHaveLength(1);
    expect((await ledger(customer.userId)).filter((row) => row.kind === 'refund')).toHaveLength(1);
    expect((await teamNotices(checkoutId)).map((mail) => mail.subject?.includes('not made yet')).sort()).toEqual([false, true]);
  });

  it('coupons issued and spent are rows of the same ledger', async () => {
    const customer = await signUp(env);
    const checkoutId = await checkout(customer);
    const code = await issueCoupon(db(), customer.userId, checkoutId, 50_000, now());
    const coupon = await db().one<{ id: number }>('SELECT id FROM user_vouchers WHERE code = $1', [code]);
    expect(await call(customer, 'update', { checkoutId, details: { cutlery: 0, bag_price: 18_000, coupon_id: coupon!.id } })).toMatchObject({
      type: 'updateOk',
    });
    expect(await call(customer, 'placeneworder', { checkoutId, action: 'newPlan', paymentMethod: 'Not Paid' })).toMatchObject({
      type: 'placeneworderOk',
    });
    expect(await ledger(customer.userId)).toEqual([
      { kind: 'coupon_issued', amount: 50_000, order_id: checkoutId },
      { kind: 'coupon_spent', amount: 50_000, order_id: checkoutId },
    ]);
  });

  it('the reconciliation balances every customer of the tests, in total, and lists an order placed for another amount than captured', async () => {
    const all = await reconcile(db());
    expect(all.differences).toEqual([]);
    expect(all.total.difference).toBe(0);
    expect(all.total.captured).toBe(all.total.placedOrders + all.total.refunded + all.total.onHold);
    expect(reconciliationText(all)).toContain('No differences.');

    // The bug of the issue: an order placed from a capture of less than its price.
    const customer = await signUp(env);
    const checkoutId = await checkout(customer);
    await pay(await paymentPage(customer, checkoutId));
    const { amount_due: price } = (await orderRow(checkoutId))!;
    expect((await reconcile(db(), customer.userId)).differences).toEqual([]);
    await db().query('UPDATE orders SET amount_due = amount_due + 100000 WHERE id = $1', [checkoutId]);
    const result = await reconcile(db(), customer.userId);
    expect(result.customers).toEqual([
      expect.objectContaining({
        userId: customer.userId,
        captured: price,
        placedOrders: price + 100_000,
        refunded: 0,
        onHold: 0,
        difference: -100_000,
      }),
    ]);
    expect(result.differences).toEqual([
      `customer #${customer.userId}: captured AED ${(price / 100).toFixed(2)} differs by AED -1000.00`,
      `customer #${customer.userId}: order #${checkoutId} costs AED ${((price + 100_000) / 100).toFixed(2)} but was placed from a capture of AED ${(price / 100).toFixed(2)}`,
    ]);
    expect(reconciliationText(result)).toContain('1 difference'.replace('1', '2'));
    await db().query('UPDATE orders SET amount_due = amount_due - 100000 WHERE id = $1', [checkoutId]);
  });

  it("refunds are another customer's business to nobody: a stranger and a guest cannot check or place another's checkout", async () => {
    const owner = await signUp(env);
    const checkoutId = await checkout(owner);
    const tabA = await paymentPage(owner, checkoutId);
    await checkout(owner, { ...planParams(now(), { daysCount: 30 }), id: checkoutId } as ReturnType<typeof planParams>);
    await pay(tabA);
    const stranger = await signUp(env);
    const notFound = { message: english(CHECKOUT_MESSAGES.notFound), messageId: CHECKOUT_MESSAGES.notFound };
    expect(await call(stranger, 'checkTelrStatus', { checkoutId })).toEqual({ type: 'checkTelrStatusErr', data: notFound });
    expect(await call(stranger, 'placeneworder', { checkoutId, action: 'newPlan', paymentMethod: 'telr' })).toEqual({
      type: 'placeneworderErr',
      data: notFound,
    });
    expect(await call(stranger, 'createTelrSession', { checkoutId })).toEqual({ type: 'createTelrSessionErr', data: notFound });
    const guest = await env.connect();
    for (const type of ['checkTelrStatus', 'createTelrSession'])
      expect(await guest.call('mobile_checkout', type, { checkoutId })).toMatchObject({ type: `${type}Err`, data: { message: 'Please sign in' } });
    expect(await attempts(checkoutId)).toEqual([expect.objectContaining({ status: 'duplicate', refund_state: 'done' })]);
  });
});
