// Online payment end to end on the sandbox gateway (doc 2 §7 createTelrSession / checkTelrStatus, decision 2 and 3 of
// the checkout): an attempt per payment, the hosted page authorising, declining or cancelling, the browser sent to
// the return URL, the transaction advice verified by asking the gateway, onPaid told once per order.
import { SANDBOX_ADVICE_SECRET, SANDBOX_STORE_ID, adviceCheck } from '../../src/adapters/telr';
import { decideSandboxOrder } from '../../src/adapters/telr/sandbox';
import { ClientError } from '../../src/errors';
import { closeOpenAttempts, countPaymentsByOutcome } from '../../src/payments';
import { PAYMENT_MESSAGES } from '../../src/payments/messages';
import { createPaymentService, type PaymentService } from '../../src/payments/service';
import { startTestServer, type TestServer } from '../support/harness';
import { availableEngines } from '../support/database';
import { AUTHORISED_CARD, DECLINED_CARD, insertCustomer, paidRecorder, refOf, returnUrlsFor, submitPaymentPage } from './support';

// The payments module alone: the orders side's handlers (which place or give back a payment of an order row) are not
// registered here; placing.test.ts and money.test.ts run both sides together.
jest.mock('../../src/orders/checkout/place-checkout', () => ({
  ...jest.requireActual<object>('../../src/orders/checkout/place-checkout'),
  wirePaymentHandlers: () => () => undefined,
}));

let nextOrderId = 500_000 + Math.floor(Math.random() * 100_000);
const newOrderId = () => nextOrderId++;

const refusal = (id: string) => expect.objectContaining({ text: { id } });

describe.each(availableEngines())('online payment on the sandbox gateway (%s)', (engine) => {
  let server: TestServer;
  let payments: PaymentService;
  let sara: number;
  let omar: number;
  const paid = paidRecorder();
  const db = () => server.db;

  beforeAll(async () => {
    server = await startTestServer({ engine, seed: false, channels: [] });
    payments = server.payments;
    payments.onPaid(paid.handler);
    [sara, omar] = [await insertCustomer(db(), 'sara'), await insertCustomer(db(), 'omar')];
  });
  afterAll(() => server.close());

  const start = (userId: number, orderId: number, amountFils = 187_550, fingerprint = 'plan-a') =>
    payments.start(db(), userId, { orderId, amountFils, fingerprint, description: 'Meal plan 20 days', returnUrls: returnUrlsFor(orderId) });
  const attempts = (orderId: number) =>
    db().query<{ status: string; amount: number; user_id: number; gateway_ref: string | null }>(
      'SELECT status, amount, user_id, gateway_ref FROM payments WHERE order_id = $1 ORDER BY id',
      [orderId],
    );
  const callsFor = (orderId: number) => paid.calls.filter(([, order]) => order === orderId);
  const postAdvice = (fields: URLSearchParams) =>
    fetch(`${server.url}/payments/telr/advice`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: fields.toString(),
    });

  it('authorised: the hosted page takes the test card, sends the browser back, the advice confirms, onPaid is told once', async () => {
    const orderId = newOrderId();
    expect(await payments.check(db(), sara, orderId)).toBe('none');
    const { url } = await start(sara, orderId);
    // The page is on the site's public origin (this server, by whichever loopback name it is reached).
    const publicOrigin = new URL(url).origin;
    expect(new URL(url).port).toBe(String(server.port));
    expect(new URL(url).pathname).toBe('/sandbox/telr/gateway/process.html');
    expect(await payments.check(db(), sara, orderId)).toBe('pending');

    const page = await fetch(url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('AED 1875.50');
    for (const field of ['name', 'number', 'expiry', 'cvv'])
      expect(html).toMatch(new RegExp(`<label for="${field}">[^<]+<input id="${field}" name="${field}"`));
    expect(html).toContain('>Cancel</button>');
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self'");

    const back = await submitPaymentPage(url, 'pay', AUTHORISED_CARD);
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(new URL(returnUrlsFor(orderId).authorised, publicOrigin).href);
    // The advice was posted before the browser was sent back: the payment is recorded and the orders side told.
    expect(callsFor(orderId)).toEqual([[sara, orderId]]);
    expect(await attempts(orderId)).toEqual([expect.objectContaining({ status: 'paid', amount: 187_550, user_id: sara })]);
    expect(await payments.check(db(), sara, orderId)).toBe('paid');
    // The page is closed; a second payment of the order is refused.
    expect((await submitPaymentPage(url, 'pay', AUTHORISED_CARD)).status).toBe(409);
    await expect(start(sara, orderId)).rejects.toEqual(refusal(PAYMENT_MESSAGES.alreadyPaid));
    expect(callsFor(orderId)).toHaveLength(1);
  });

  it('declined: the browser goes to the declined return URL, the check says declined, onPaid is not told', async () => {
    const orderId = newOrderId();
    const { url } = await start(sara, orderId);
    const wrongCard = await submitPaymentPage(url, 'pay', { ...AUTHORISED_CARD, number: '5555 5555 5555 4444' });
    expect(wrongCard.status).toBe(422);
    expect(await wrongCard.text()).toContain('This sandbox takes its test cards only');
    const back = await submitPaymentPage(url, 'pay', DECLINED_CARD);
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toMatch(/\/checkout\/success\/telr\?checkoutId=\d+&result=declined$/);
    expect(await payments.check(db(), sara, orderId)).toBe('declined');
    expect(await attempts(orderId)).toEqual([expect.objectContaining({ status: 'declined' })]);
    expect(callsFor(orderId)).toEqual([]);
    // A declined attempt is closed: the customer's next try opens a new attempt, which can be paid.
    const retry = await start(sara, orderId);
    expect(retry.url).not.toBe(url);
    await submitPaymentPage(retry.url, 'pay', AUTHORISED_CARD);
    expect(await payments.check(db(), sara, orderId)).toBe('paid');
    expect((await attempts(orderId)).map((row) => row.status)).toEqual(['declined', 'paid']);
    expect(callsFor(orderId)).toEqual([[sara, orderId]]);
  });

  it('cancelled: the Cancel button sends the browser to the cancelled return URL', async () => {
    const orderId = newOrderId();
    const { url } = await start(sara, orderId);
    const back = await submitPaymentPage(url, 'cancel');
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toMatch(/\/checkout\/success\/telr\?checkoutId=\d+&result=cancelled$/);
    expect(await payments.check(db(), sara, orderId)).toBe('cancelled');
    expect(callsFor(orderId)).toEqual([]);
  });

  const refundRows = (orderId: number) =>
    db().query<{ status: string; refund_state: string | null; refund_reason: string | null; captured_amount: number | null }>(
      'SELECT status, refund_state, refund_reason, captured_amount FROM payments WHERE order_id = $1 ORDER BY id',
      [orderId],
    );
  const ledger = (orderId: number) =>
    db().query<{ kind: string; amount: number }>('SELECT kind, amount::int AS amount FROM payment_ledger WHERE order_id = $1 ORDER BY id', [orderId]);

  it('reuses the open attempt for the same amount and fingerprint, and opens a new one when either changed', async () => {
    const orderId = newOrderId();
    const first = await start(sara, orderId);
    expect(await start(sara, orderId)).toEqual(first);
    expect(await attempts(orderId)).toEqual([expect.objectContaining({ status: 'pending', amount: 187_550 })]);
    // Same amount, another plan: a new page.
    const otherPlan = await start(sara, orderId, 187_550, 'plan-b');
    expect(otherPlan.url).not.toBe(first.url);
    const changed = await start(sara, orderId, 150_000, 'plan-c');
    expect(changed.url).not.toBe(otherPlan.url);
    expect((await attempts(orderId)).map((row) => [row.status, row.amount])).toEqual([
      ['superseded', 187_550],
      ['superseded', 187_550],
      ['pending', 150_000],
    ]);
  });

  it('a superseded page paid in an old tab does not pay the order: the capture is refunded once, the order not told', async () => {
    const orderId = newOrderId();
    const first = await start(sara, orderId);
    const changed = await start(sara, orderId, 150_000, 'plan-b');
    // The old page, still open in another tab, is paid: the money is taken, but it paid for another plan.
    expect((await submitPaymentPage(first.url, 'pay', AUTHORISED_CARD)).status).toBe(303);
    expect(await payments.check(db(), sara, orderId)).toBe('pending');
    expect(await refundRows(orderId)).toEqual([
      { status: 'duplicate', refund_state: 'done', refund_reason: 'changed', captured_amount: 187_550 },
      expect.objectContaining({ status: 'pending', refund_state: null }),
    ]);
    expect(callsFor(orderId)).toEqual([]);
    expect(await payments.refunds(db(), sara, orderId)).toEqual([{ amountFils: 187_550, currency: 'AED', reason: 'changed', state: 'done' }]);
    expect(await payments.refunds(db(), omar, orderId)).toEqual([]);
    // The current page pays the order; the ledger holds both captures and the one refund.
    await submitPaymentPage(changed.url, 'pay', AUTHORISED_CARD);
    expect(await payments.check(db(), sara, orderId)).toBe('paid');
    expect(callsFor(orderId)).toEqual([[sara, orderId]]);
    expect(await ledger(orderId)).toEqual([
      { kind: 'capture', amount: 187_550 },
      { kind: 'refund', amount: 187_550 },
      { kind: 'capture', amount: 150_000 },
    ]);
    // Checked again and again: never refunded twice.
    expect(await payments.check(db(), sara, orderId)).toBe('paid');
    expect(await payments.sweepRefunds(db())).toBe(0);
    expect((await ledger(orderId)).filter((row) => row.kind === 'refund')).toHaveLength(1);
  });

  it('a page closed for placing (the checkout changed) is refunded when paid; paying twice is refunded as a double payment', async () => {
    const orderId = newOrderId();
    const first = await start(sara, orderId);
    expect(await closeOpenAttempts(db(), sara, orderId, 'plan-b', 0)).toBe(1);
    // Another customer's close touches nothing of Sara's.
    expect(await closeOpenAttempts(db(), omar, orderId, undefined, 0)).toBe(0);
    const second = await start(sara, orderId, 187_550, 'plan-b');
    await submitPaymentPage(second.url, 'pay', AUTHORISED_CARD);
    expect(await payments.check(db(), sara, orderId)).toBe('paid');
    await submitPaymentPage(first.url, 'pay', AUTHORISED_CARD);
    expect(await payments.check(db(), sara, orderId)).toBe('paid');
    expect((await refundRows(orderId)).map((row) => [row.status, row.refund_state, row.refund_reason])).toEqual([
      ['duplicate', 'done', 'twice'],
      ['paid', null, null],
    ]);
    expect(callsFor(orderId)).toEqual([[sara, orderId]]);
  });

  it('a second capture of a paid order (two pages of one plan) is refunded as a double payment', async () => {
    const orderId = newOrderId();
    const first = await start(sara, orderId);
    // The first page's attempt expired at our side (over 20 minutes): a new one opens for the same plan.
    await db().query("UPDATE payments SET status = 'superseded' WHERE order_id = $1", [orderId]);
    const second = await start(sara, orderId);
    await submitPaymentPage(second.url, 'pay', AUTHORISED_CARD);
    await submitPaymentPage(first.url, 'pay', AUTHORISED_CARD);
    expect((await refundRows(orderId)).map((row) => [row.status, row.refund_reason])).toEqual([
      ['duplicate', 'twice'],
      ['paid', null],
    ]);
  });

  it('parallel starts of one order open one attempt: each answers its page or asks to wait', async () => {
    const orderId = newOrderId();
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => start(sara, orderId)));
    const urls = new Set(results.flatMap((result) => (result.status === 'fulfilled' ? [result.value.url] : [])));
    expect(urls.size).toBe(1);
    for (const result of results) if (result.status === 'rejected') expect(result.reason).toEqual(refusal(PAYMENT_MESSAGES.busy));
    expect(await attempts(orderId)).toEqual([expect.objectContaining({ status: 'pending' })]);
    // Once open, the next start answers the same page.
    expect(await start(sara, orderId)).toEqual({ url: [...urls][0] });
  });

  it("keeps to the customer's own payments: another customer's order id answers none and cannot be started", async () => {
    const orderId = newOrderId();
    await start(sara, orderId);
    expect(await payments.check(db(), omar, orderId)).toBe('none');
    await expect(start(omar, orderId)).rejects.toEqual(refusal(PAYMENT_MESSAGES.notFound));
    expect(await attempts(orderId)).toEqual([expect.objectContaining({ user_id: sara })]);
  });

  it('trusts nothing an advice says: a forged one is ignored, a signed one for an unpaid order changes nothing', async () => {
    const orderId = newOrderId();
    const { url } = await start(sara, orderId);
    const [attempt] = await db().query<{ cart_id: string }>('SELECT cart_id FROM payments WHERE order_id = $1', [orderId]);
    const advice = new URLSearchParams({
      tran_store: SANDBOX_STORE_ID,
      tran_type: 'sale',
      tran_class: 'ecom',
      tran_test: '1',
      tran_ref: '999999999999',
      tran_currency: 'AED',
      tran_amount: '1875.50',
      tran_cartid: attempt!.cart_id,
      tran_desc: 'Meal plan 20 days',
      tran_status: 'A',
      tran_authcode: '123456',
      tran_authmessage: 'Authorised',
    });
    // Wrong check hash: ignored (answered 200, as any advice, so a forger learns nothing).
    const forged = new URLSearchParams(advice);
    forged.set('tran_check', 'f'.repeat(40));
    expect((await postAdvice(forged)).status).toBe(200);
    // A correct hash (the secret leaked) for an order the customer has not paid: the gateway says pending.
    advice.set('tran_check', adviceCheck(SANDBOX_ADVICE_SECRET, advice));
    expect((await postAdvice(advice)).status).toBe(200);
    // Another store, an unknown cart: ignored.
    expect((await postAdvice(new URLSearchParams({ ...Object.fromEntries(advice), tran_store: '1' }))).status).toBe(200);
    expect((await postAdvice(new URLSearchParams({ ...Object.fromEntries(advice), tran_cartid: 'nope' }))).status).toBe(200);
    expect(await attempts(orderId)).toEqual([expect.objectContaining({ status: 'pending' })]);
    expect(callsFor(orderId)).toEqual([]);
    expect(await payments.check(db(), sara, orderId)).toBe('pending');
    // The real payment then goes through.
    await submitPaymentPage(url, 'pay', AUTHORISED_CARD);
    expect(callsFor(orderId)).toEqual([[sara, orderId]]);
  });

  it('20 parallel checks and the advice at once: one paid row, onPaid told once', async () => {
    const orderId = newOrderId();
    const { url } = await start(sara, orderId);
    // The customer pays at the gateway; its advice is held back and sent together with the page's checks.
    const decision = await decideSandboxOrder(db(), refOf(url), { action: 'pay', card: AUTHORISED_CARD });
    if (decision.kind !== 'done' || !decision.advice) throw new Error('the sandbox did not take the test card');
    const advice = decision.advice;
    const results = await Promise.all([
      ...Array.from({ length: 20 }, () => payments.check(db(), sara, orderId)),
      postAdvice(advice).then((response) => response.status),
      postAdvice(advice).then((response) => response.status),
    ]);
    expect(results.slice(0, 20)).toEqual(Array(20).fill('paid'));
    expect(results.slice(20)).toEqual([200, 200]);
    expect(await attempts(orderId)).toEqual([expect.objectContaining({ status: 'paid' })]);
    expect(callsFor(orderId)).toEqual([[sara, orderId]]);
    // The gateway sends it again later: still once.
    expect((await postAdvice(advice)).status).toBe(200);
    expect(callsFor(orderId)).toHaveLength(1);
  });

  it('counts payments by outcome', async () => {
    const counts = await countPaymentsByOutcome(db());
    const rows = await db().query<{ status: string; n: number }>('SELECT status, count(*)::int AS n FROM payments GROUP BY status');
    const byStatus = Object.fromEntries(rows.map((row) => [row.status, row.n]));
    expect(counts).toEqual({
      open: (byStatus.pending ?? 0) + (byStatus.created ?? 0),
      paid: byStatus.paid ?? 0,
      declined: byStatus.declined ?? 0,
      cancelled: byStatus.cancelled ?? 0,
      expired: 0,
      failed: 0,
      superseded: byStatus.superseded ?? 0,
      closed: byStatus.closed ?? 0,
      duplicate: byStatus.duplicate ?? 0,
    });
    expect(counts.paid).toBeGreaterThanOrEqual(4);
    expect(counts.declined).toBeGreaterThanOrEqual(1);
    expect(counts.cancelled).toBeGreaterThanOrEqual(1);
    expect(counts.duplicate).toBe(3);
  });
});

describe('the paid handler', () => {
  let server: TestServer;
  let sara: number;
  beforeAll(async () => {
    server = await startTestServer({ seed: false, channels: [] });
    sara = await insertCustomer(server.db, 'sara');
  });
  afterAll(() => server.close());

  it('is told again on the next advice when it failed, and then never again', async () => {
    const calls: number[] = [];
    let fail = true;
    server.payments.onPaid(({ orderId }) => {
      calls.push(orderId);
      return fail ? Promise.reject(new Error('placing failed')) : Promise.resolve();
    });
    const orderId = newOrderId();
    const { url } = await server.payments.start(server.db, sara, {
      orderId,
      amountFils: 1000,
      fingerprint: 'f',
      description: 'x',
      returnUrls: returnUrlsFor(orderId),
    });
    const decision = await decideSandboxOrder(server.db, refOf(url), { action: 'pay', card: AUTHORISED_CARD });
    if (decision.kind !== 'done' || !decision.advice) throw new Error('the sandbox did not take the test card');
    const post = () =>
      fetch(`${server.url}/payments/telr/advice`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: decision.advice!.toString(),
      });
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await post()).status).toBe(503);
    error.mockRestore();
    fail = false;
    expect((await post()).status).toBe(200);
    expect((await post()).status).toBe(200);
    expect(calls).toEqual([orderId, orderId]);
  });
});

describe('without a gateway', () => {
  it('in production without credentials payments are off with a clear refusal', async () => {
    const service = createPaymentService(
      { NODE_ENV: 'production' },
      { publicOrigin: 'https://meal.example', loopbackOrigin: 'http://127.0.0.1:1' },
      () => 0,
    );
    expect(service.mode).toBe('off');
    const server = await startTestServer({ seed: false, channels: [] });
    try {
      const userId = await insertCustomer(server.db, 'off');
      const attempt = service.start(server.db, userId, {
        orderId: 1,
        amountFils: 100,
        fingerprint: 'f',
        description: 'x',
        returnUrls: returnUrlsFor(1),
      });
      await expect(attempt).rejects.toBeInstanceOf(ClientError);
      await expect(attempt).rejects.toEqual(refusal(PAYMENT_MESSAGES.off));
      expect(await service.check(server.db, userId, 1)).toBe('none');
      expect(await service.handleAdvice(server.db, new URLSearchParams({ tran_cartid: 'x' }))).toBe('ignored');
    } finally {
      await server.close();
    }
  });
});
