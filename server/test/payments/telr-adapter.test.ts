// The Telr Hosted Payment Page adapter speaks the gateway's format (order.json 'create' and 'check', error objects,
// amounts in major units, the transaction advice's check hash), shown against the local sandbox over HTTP; and the
// Remote API's refund (remote.xml, XML in and out) on a captured transaction, which the sandbox's payment page lists.
import { createHash } from 'node:crypto';
import {
  adviceCheck,
  adviceSigned,
  createTelrClient,
  filsOfTelrAmount,
  SANDBOX_AUTH_KEY,
  SANDBOX_STORE_ID,
  telrAmount,
  telrEndpoints,
  telrMode,
  TelrError,
  TELR_ORDER_URL,
  TELR_REMOTE_URL,
  type TelrClient,
  type TelrEndpoints,
} from '../../src/adapters/telr';
import { telrCredentials } from '../../src/config';
import { reportOf } from '../../src/payments/service';
import { startTestServer, type TestServer } from '../support/harness';
import { DECLINED_CARD, submitPaymentPage } from './support';

const RETURNS = {
  authorised: 'http://127.0.0.1/checkout/success/telr?checkoutId=1',
  declined: 'http://127.0.0.1/checkout/success/telr?checkoutId=1&result=declined',
  cancelled: 'http://127.0.0.1/checkout/success/telr?checkoutId=1&result=cancelled',
};

const uniqueCart = () => `test-${Date.now()}-${Math.random().toString(16).slice(2)}`;

describe('Telr amounts and modes', () => {
  it('writes fils as major units with two decimals and reads them back', () => {
    expect(telrAmount(12_345)).toBe('123.45');
    expect(telrAmount(100)).toBe('1.00');
    expect(telrAmount(5)).toBe('0.05');
    expect(telrAmount(1_234_500)).toBe('12345.00');
    expect(() => telrAmount(0)).toThrow(RangeError);
    expect(() => telrAmount(12.5)).toThrow(RangeError);
    expect(filsOfTelrAmount('123.45')).toBe(12_345);
    expect(filsOfTelrAmount('7.5')).toBe(750);
    expect(filsOfTelrAmount('12')).toBe(1200);
    expect(filsOfTelrAmount(99.99)).toBe(9999);
    expect(filsOfTelrAmount('1,00')).toBeUndefined();
    expect(filsOfTelrAmount(undefined)).toBeUndefined();
  });

  it('uses the real gateway with credentials, the sandbox without them, and nothing in production without them', () => {
    const real = { TELR_STORE_ID: '12345', TELR_AUTH_KEY: 'key' };
    expect(telrMode(real)).toBe('real');
    expect(telrEndpoints({ ...real, NODE_ENV: 'production' }, 'http://127.0.0.1:1')).toMatchObject({
      mode: 'real',
      storeId: '12345',
      orderUrl: TELR_ORDER_URL,
      remoteUrl: TELR_REMOTE_URL,
      remoteKey: 'key',
      test: false,
      adviceSecret: undefined,
    });
    expect(telrEndpoints({ ...real, TELR_TEST: '1', TELR_ADVICE_SECRET: 's' }, 'x')).toMatchObject({ test: true, adviceSecret: 's' });
    // Telr may give the Remote API (refunds) a key of its own.
    expect(telrEndpoints({ ...real, TELR_REMOTE_KEY: 'remote' }, 'x')).toMatchObject({ authKey: 'key', remoteKey: 'remote' });
    expect(() => telrCredentials({ ...real, TELR_TEST: 'yes' })).toThrow(/TELR_TEST/);
    expect(telrMode({ TELR_STORE_ID: '12345' })).toBe('sandbox');
    expect(telrEndpoints({}, 'http://127.0.0.1:9')).toMatchObject({
      mode: 'sandbox',
      orderUrl: 'http://127.0.0.1:9/sandbox/telr/gateway/order.json',
      remoteUrl: 'http://127.0.0.1:9/sandbox/telr/gateway/remote.xml',
      test: true,
    });
    expect(telrMode({ NODE_ENV: 'production' })).toBe('off');
    expect(telrEndpoints({ NODE_ENV: 'production' }, 'http://127.0.0.1:9')).toBeUndefined();
  });

  it("maps Telr's order status codes: only 3 is paid", () => {
    const status = (code: number) => reportOf({ ref: 'R', cartId: 'c', amountFils: 100, currency: 'AED', code, text: '' }).status;
    expect([3, 2, 1, -1, -2, -3].map(status)).toEqual(['paid', 'pending', 'pending', 'expired', 'cancelled', 'declined']);
  });

  it('signs the transaction advice as SHA-1 of the secret and the tran_* fields joined with colons', () => {
    const fields = new URLSearchParams({
      tran_store: '15996',
      tran_type: 'sale',
      tran_class: 'ecom',
      tran_test: '1',
      tran_ref: '040023303844',
      tran_currency: 'AED',
      tran_amount: '123.45',
      tran_cartid: 'mp7-abc',
      tran_desc: 'Meal plan',
      tran_status: 'A',
      tran_authcode: '123456',
      tran_authmessage: 'Authorised',
      card_number: '1111',
    });
    const text = 'secret:15996:sale:ecom:1:040023303844:::AED:123.45:mp7-abc:Meal plan:A:123456:Authorised';
    expect(adviceCheck('secret', fields)).toBe(createHash('sha1').update(text).digest('hex'));
    fields.set('tran_check', adviceCheck('secret', fields).toUpperCase());
    expect(adviceSigned('secret', fields)).toBe(true);
    expect(adviceSigned('another secret', fields)).toBe(false);
    fields.set('tran_status', 'D');
    expect(adviceSigned('secret', fields)).toBe(false);
  });
});

describe('the Telr client against the sandbox gateway over HTTP', () => {
  let server: TestServer;
  let endpoints: TelrEndpoints;
  beforeAll(async () => {
    server = await startTestServer({ seed: false, channels: [] });
    endpoints = telrEndpoints({}, `http://127.0.0.1:${server.port}`)!;
  });
  afterAll(() => server.close());

  it('creates an order (ref and payment page) and checks it: pending until the customer pays', async () => {
    const client = createTelrClient(endpoints);
    const cartId = uniqueCart();
    const created = await client.create({ cartId, amountFils: 187_550, description: 'Meal plan 20 days', returnUrls: RETURNS });
    expect(created.ref).toMatch(/^[0-9A-F]{64}$/);
    expect(new URL(created.url).pathname).toBe('/sandbox/telr/gateway/process.html');
    expect(new URL(created.url).searchParams.get('o')).toBe(created.ref);
    expect(await client.check(created.ref)).toEqual({
      ref: created.ref,
      cartId,
      amountFils: 187_550,
      currency: 'AED',
      code: 1,
      text: 'Pending',
    });
    // A client for the site's public origin hands out the same page there.
    const onPublic = await createTelrClient(endpoints, 'https://meal.example').create({
      cartId: uniqueCart(),
      amountFils: 100,
      description: 'x',
      returnUrls: RETURNS,
    });
    expect(onPublic.url).toMatch(/^https:\/\/meal\.example\/sandbox\/telr\/gateway\/process\.html\?o=[0-9A-F]{64}$/);
  });

  it("answers Telr's JSON: the create request and its answer, and error objects", async () => {
    const post = async (body: unknown) => {
      const response = await fetch(endpoints.orderUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(200);
      return (await response.json()) as Record<string, unknown>;
    };
    const cartid = uniqueCart();
    const request = {
      method: 'create',
      store: Number(SANDBOX_STORE_ID),
      authkey: SANDBOX_AUTH_KEY,
      framed: 0,
      order: { cartid, test: '1', amount: '10.50', currency: 'AED', description: 'Test' },
      return: RETURNS,
    };
    expect(await post(request)).toMatchObject({ method: 'create', order: { ref: expect.any(String), url: expect.any(String) } });
    expect(await post(request)).toEqual({ method: 'create', error: { message: 'E56:Duplicate transaction', note: 'Cart ID must be unique' } });
    expect(await post({ ...request, store: 1 })).toMatchObject({ error: { message: 'E04:Invalid store ID' } });
    expect(await post({ ...request, authkey: 'wrong' })).toMatchObject({ error: { message: 'E01:Invalid request' } });
    expect(await post({ ...request, order: { ...request.order, cartid: uniqueCart(), currency: 'USD' } })).toMatchObject({
      error: { message: 'E05:Transaction cost or currency not valid' },
    });
    expect(await post({ ...request, order: { ...request.order, cartid: uniqueCart(), test: '0' } })).toMatchObject({
      error: { message: 'E06:Invalid transaction mode' },
    });
    expect(await post({ ...request, order: { ...request.order, cartid: uniqueCart() }, return: { ...RETURNS, declined: 'nope' } })).toMatchObject({
      error: { message: 'E01:Invalid request' },
    });
    expect(await post({ method: 'check', store: SANDBOX_STORE_ID, authkey: SANDBOX_AUTH_KEY, order: { ref: 'UNKNOWN' } })).toMatchObject({
      method: 'check',
      error: { message: 'E01:Invalid request', note: 'Order not found' },
    });
  });

  it('turns error objects and unreachable gateways into TelrError', async () => {
    const client = createTelrClient(endpoints);
    const cartId = uniqueCart();
    await client.create({ cartId, amountFils: 100, description: 'x', returnUrls: RETURNS });
    await expect(client.create({ cartId, amountFils: 100, description: 'x', returnUrls: RETURNS })).rejects.toEqual(
      new TelrError('E56:Duplicate transaction', 'Cart ID must be unique'),
    );
    await expect(createTelrClient({ ...endpoints, authKey: 'wrong' }).check('X')).rejects.toBeInstanceOf(TelrError);
    const nowhere = createTelrClient({ ...endpoints, orderUrl: 'http://127.0.0.1:9/order.json' });
    await expect(nowhere.check('X')).rejects.toThrow(/gateway unreachable/);
  });
});

describe('Telr refunds (Remote API remote.xml) against the sandbox gateway over HTTP', () => {
  let server: TestServer;
  let endpoints: TelrEndpoints;
  let client: TelrClient;
  beforeAll(async () => {
    server = await startTestServer({ seed: false, channels: [] });
    endpoints = telrEndpoints({}, `http://127.0.0.1:${server.port}`)!;
    client = createTelrClient(endpoints);
  });
  afterAll(() => server.close());

  /** An order paid on the sandbox's payment page: its cart id, page and captured transaction's ref. */
  async function paidOrder(amountFils: number) {
    const cartId = uniqueCart();
    const { ref, url } = await client.create({ cartId, amountFils, description: 'Meal plan', returnUrls: RETURNS });
    expect((await submitPaymentPage(url, 'pay')).status).toBe(303);
    const status = await client.check(ref);
    expect(status.code).toBe(3);
    return { cartId, url, transactionRef: status.transaction!.ref };
  }

  const refundOf = (order: { cartId: string; transactionRef: string }, amountFils: number, description = 'Paid twice') =>
    client.refund({ transactionRef: order.transactionRef, cartId: order.cartId, amountFils, currency: 'AED', description });

  const pageText = async (url: string) => {
    const response = await fetch(url);
    expect(response.status).toBe(200);
    return response.text();
  };

  it('approves a refund of the captured amount: status A, its own transaction ref, and the payment page shows it', async () => {
    const order = await paidOrder(67_000);
    const before = await pageText(order.url);
    expect(before).toContain('AED 670.00');
    expect(before).toContain(order.transactionRef);
    expect(before).toContain('No refunds.');
    const result = await refundOf(order, 67_000);
    expect(result).toEqual({ approved: true, ref: expect.stringMatching(/^\d{12}$/), status: 'A', code: expect.any(String), message: 'Authorised' });
    expect(result.ref).not.toBe(order.transactionRef);
    const after = await pageText(order.url);
    expect(after).toContain('Refunded AED 670.00');
    expect(after).toContain(result.ref);
    expect(after).toContain('Paid twice');
    expect(after).not.toContain('No refunds.');
  });

  it('approves partial refunds adding up to the captured amount, then declines any more (D, with the amount left)', async () => {
    const order = await paidOrder(10_000);
    const first = await refundOf(order, 2_550, 'Plan changed');
    const second = await refundOf(order, 7_000, 'Order closed');
    expect([first.approved, second.approved]).toEqual([true, true]);
    const beyond = await refundOf(order, 451);
    expect(beyond).toMatchObject({ approved: false, status: 'D', message: expect.stringContaining('AED 4.50') });
    const rest = await refundOf(order, 450);
    expect(rest).toMatchObject({ approved: true, status: 'A' });
    expect(await refundOf(order, 1)).toMatchObject({ approved: false, status: 'D', message: expect.stringContaining('nothing') });
    const page = await pageText(order.url);
    for (const [refund, amount] of [
      [first, 'AED 25.50'],
      [second, 'AED 70.00'],
      [rest, 'AED 4.50'],
    ] as const) {
      expect(page).toContain(`Refunded ${amount}`);
      expect(page).toContain(refund.ref);
    }
    expect(page).not.toContain(beyond.ref);
    expect(page.match(/Refunded AED/g)).toHaveLength(3);
  });

  it('declines a refund beyond the captured amount and records nothing', async () => {
    const order = await paidOrder(5_000);
    expect(await refundOf(order, 5_001)).toMatchObject({ approved: false, status: 'D', code: '51' });
    expect(await pageText(order.url)).toContain('No refunds.');
    expect(await refundOf(order, 5_000)).toMatchObject({ approved: true });
  });

  it('refuses a wrong auth key or store (status E), an unknown transaction ref, and a transaction never captured', async () => {
    const order = await paidOrder(1_000);
    const request = { transactionRef: order.transactionRef, cartId: order.cartId, amountFils: 100, currency: 'AED', description: 'x' };
    expect(await createTelrClient({ ...endpoints, remoteKey: 'wrong' }).refund(request)).toMatchObject({
      approved: false,
      status: 'E',
      message: expect.stringContaining('authentication key'),
    });
    expect(await createTelrClient({ ...endpoints, storeId: '1' }).refund(request)).toMatchObject({ approved: false, status: 'E', code: 'E04' });
    expect(await createTelrClient({ ...endpoints, test: false }).refund(request)).toMatchObject({ approved: false, status: 'E', code: 'E06' });
    expect(await client.refund({ ...request, currency: 'USD' })).toMatchObject({ approved: false, status: 'E', code: 'E05' });
    expect(await client.refund({ ...request, transactionRef: '999999999999' })).toEqual({
      approved: false,
      ref: undefined,
      status: 'E',
      code: 'E01',
      message: 'Invalid request: transaction reference not found',
    });
    // A declined card's transaction has a ref too, but nothing was captured on it.
    const declined = await client.create({ cartId: uniqueCart(), amountFils: 1_000, description: 'x', returnUrls: RETURNS });
    await submitPaymentPage(declined.url, 'pay', DECLINED_CARD);
    const declinedRef = (await client.check(declined.ref)).transaction!.ref;
    expect(await client.refund({ ...request, transactionRef: declinedRef })).toMatchObject({ approved: false, status: 'D' });
    // None of them took anything: the whole amount can still be refunded.
    expect(await refundOf(order, 1_000)).toMatchObject({ approved: true });
  });

  it('speaks XML: the request as Telr documents it, and an auth answer with status, code, message and tranref', async () => {
    const order = await paidOrder(3_470);
    const post = (body: string) =>
      fetch(endpoints.remoteUrl, { method: 'POST', headers: { 'content-type': 'text/xml' }, body }).then(async (response) => {
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
        return response.text();
      });
    const answer = await post(`<?xml version="1.0" encoding="UTF-8"?>
<remote>
  <store>${SANDBOX_STORE_ID}</store>
  <key>${SANDBOX_AUTH_KEY}</key>
  <tran>
    <type>refund</type>
    <class>ecom</class>
    <cartid>${order.cartId}</cartid>
    <description>Refund &amp; thanks</description>
    <test>1</test>
    <currency>AED</currency>
    <amount>34.70</amount>
    <ref>${order.transactionRef}</ref>
  </tran>
</remote>`);
    expect(answer).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\s*<remote><auth><status>A<\/status><code>\d+<\/code><message>Authorised<\/message><tranref>\d{12}<\/tranref><cvv>X<\/cvv><avs>X<\/avs><trace>[^<]+<\/trace><\/auth><\/remote>$/,
    );
    expect(await pageText(order.url)).toMatch(/Refund &(amp|#38); thanks/);
    // Not a remote document, or one with a DTD: an error auth, nothing refunded.
    for (const body of [
      'not xml',
      '<remote><tran></remote>',
      `<!DOCTYPE remote [<!ENTITY k "${SANDBOX_AUTH_KEY}">]><remote><store>${SANDBOX_STORE_ID}</store><key>&k;</key><tran><type>refund</type></tran></remote>`,
    ]) {
      expect(await post(body)).toContain('<status>E</status><code>E01</code>');
    }
  });

  it('turns an unreachable gateway, an HTTP error and an answer that is not an auth into TelrError', async () => {
    const request = { transactionRef: '1', cartId: 'c', amountFils: 100, currency: 'AED', description: 'x' };
    const nowhere = createTelrClient({ ...endpoints, remoteUrl: 'http://127.0.0.1:9/remote.xml' });
    await expect(nowhere.refund(request)).rejects.toThrow(/gateway unreachable/);
    await expect(nowhere.refund(request)).rejects.toBeInstanceOf(TelrError);
    const notFound = createTelrClient({ ...endpoints, remoteUrl: `http://127.0.0.1:${server.port}/sandbox/telr/gateway/nothing.xml` });
    await expect(notFound.refund(request)).rejects.toThrow(/^gateway answered HTTP 4\d\d$/);
    // order.json answers JSON, not a remote.xml auth.
    const json = createTelrClient({ ...endpoints, remoteUrl: endpoints.orderUrl });
    await expect(json.refund(request)).rejects.toEqual(new TelrError('remote answered without an auth element'));
  });
});
