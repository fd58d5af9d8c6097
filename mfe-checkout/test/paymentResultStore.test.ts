// The success page's store (doc 2 §2.3 "Success page", §4.5 "Summary", §8): what it asks the server, in which order,
// and where the page goes. The gateway's return hint never decides: only checkTelrStatus does.
import { fakeCallClient, type AskedCall } from '@mealplan/shared/stores/testing';
import { PaymentResultStore } from '../src/features/payment-result/paymentResultStore';

const session = { user_id: 12 };

/** Answers by call key; a key not listed is refused like the server's `<key>Err`. */
function fakeServer(replies: Record<string, unknown>) {
  return fakeCallClient((call) => {
    const reply = replies[call.key];
    if (reply === undefined) throw Object.assign(new Error(`${call.key}Err`), { messageId: 'server.refused' });
    return typeof reply === 'function' ? (reply as (call: AskedCall) => unknown)(call) : reply;
  });
}

function quietly<T>(run: () => Promise<T>): Promise<T> {
  const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  return run().finally(() => log.mockRestore());
}

const placed = { message: 'Order placed', orderId: 40 };

describe('telr: the gateway return', () => {
  it('asks the server whether the gateway says paid, and only then places the order with telr', async () => {
    const { client, calls } = fakeServer({ checkTelrStatus: { status: true }, placeneworder: placed });
    const store = new PaymentResultStore(client, session);
    expect(store.result).toEqual({ kind: 'processing' });
    await store.start('telr', { checkoutId: '40', result: null });
    expect(calls).toEqual([
      { channel: 'mobile_checkout', key: 'checkTelrStatus', data: { checkoutId: 40 } },
      { channel: 'mobile_checkout', key: 'placeneworder', data: { checkoutId: 40, action: 'newPlan', paymentMethod: 'telr' } },
    ]);
    expect(store.result).toEqual({ kind: 'placed', orderId: 40 });
  });

  it.each([
    ['declined', 'declined'],
    ['cancelled', 'cancelled'],
    [null, 'notPaid'],
    ['authorised', 'notPaid'],
  ] as const)('a payment the gateway did not confirm (return hint %s) places nothing and goes to /checkout (%s)', async (hint, problem) => {
    const { client, calls } = fakeServer({ checkTelrStatus: { status: false }, placeneworder: placed });
    const store = new PaymentResultStore(client, session);
    await store.start('telr', { checkoutId: '40', result: hint });
    expect(calls.map((call) => call.key)).toEqual(['checkTelrStatus']);
    expect(store.result).toEqual({ kind: 'leave', to: '/checkout', problem });
  });

  it('a status check that fails places nothing and goes to /checkout, saying the payment could not be checked', async () => {
    const { client, calls } = fakeServer({ placeneworder: placed });
    const store = new PaymentResultStore(client, session);
    await quietly(() => store.start('telr', { checkoutId: '40', result: null }));
    expect(calls.map((call) => call.key)).toEqual(['checkTelrStatus']);
    expect(store.result).toEqual({ kind: 'leave', to: '/checkout', problem: 'checkFailed' });
  });
});

describe('paylater', () => {
  it("places the order as 'Not Paid' without asking the gateway", async () => {
    const { client, calls } = fakeServer({ placeneworder: { message: 'Order placed', orderId: 7 } });
    const store = new PaymentResultStore(client, session);
    await store.start('paylater', { checkoutId: '7', result: null });
    expect(calls).toEqual([
      { channel: 'mobile_checkout', key: 'placeneworder', data: { checkoutId: 7, action: 'newPlan', paymentMethod: 'Not Paid' } },
    ]);
    expect(store.result).toEqual({ kind: 'placed', orderId: 7 });
  });
});

describe('what to place', () => {
  it.each([undefined, '', 'cash', 'TELR'])('any other action (%s) goes to / and asks nothing', async (action) => {
    const { client, calls } = fakeServer({});
    const store = new PaymentResultStore(client, session);
    await store.start(action, { checkoutId: '40', result: null });
    expect(calls).toEqual([]);
    expect(store.result).toEqual({ kind: 'leave', to: '/' });
  });

  it.each([null, '', 'abc', '0', '-3', '4.5', '99999999999'])(
    'without a usable checkoutId (%s) the pending plan is asked for',
    async (checkoutId) => {
      const { client, calls } = fakeServer({
        getPending: { planParams: { id: 51 }, mealPlan: {} },
        checkTelrStatus: { status: true },
        placeneworder: { message: 'Order placed', orderId: 51 },
      });
      const store = new PaymentResultStore(client, session);
      await store.start('telr', { checkoutId, result: null });
      expect(calls[0]).toEqual({ channel: 'mobile_checkout', key: 'getPending', data: { user_id: 12 } });
      expect(calls[1]).toEqual({ channel: 'mobile_checkout', key: 'checkTelrStatus', data: { checkoutId: 51 } });
      expect(store.result).toEqual({ kind: 'placed', orderId: 51 });
    },
  );

  it.each([
    ['no pending plan', { getPending: { planParams: null, mealPlan: {} } }],
    ['the pending plan cannot be read', {}],
  ])('with %s the page goes to / and places nothing', async (_case, replies) => {
    const { client, calls } = fakeServer(replies);
    const store = new PaymentResultStore(client, session);
    await quietly(() => store.start('paylater', { checkoutId: null, result: null }));
    expect(calls.map((call) => call.key)).toEqual(['getPending']);
    expect(store.result).toEqual({ kind: 'leave', to: '/' });
  });
});

describe('once', () => {
  it('a second start in the same visit asks nothing more', async () => {
    const { client, calls } = fakeServer({ checkTelrStatus: { status: true }, placeneworder: placed });
    const store = new PaymentResultStore(client, session);
    await Promise.all([store.start('telr', { checkoutId: '40', result: null }), store.start('telr', { checkoutId: '40', result: null })]);
    await store.start('telr', { checkoutId: '40', result: null });
    expect(calls.map((call) => call.key)).toEqual(['checkTelrStatus', 'placeneworder']);
  });

  it('a reload (a new visit) shows the same order: the server answers the placed order again', async () => {
    const placedIds: number[] = [];
    const { client } = fakeServer({
      checkTelrStatus: { status: true },
      placeneworder: ({ data }: AskedCall) => {
        placedIds.push(data.checkoutId as number);
        return { message: 'Order placed', orderId: data.checkoutId };
      },
    });
    for (const store of [new PaymentResultStore(client, session), new PaymentResultStore(client, session)]) {
      await store.start('telr', { checkoutId: '40', result: null });
      expect(store.result).toEqual({ kind: 'placed', orderId: 40 });
    }
    expect(placedIds).toEqual([40, 40]);
  });

  it("a refused placing shows the server's message; Try again asks again", async () => {
    let refuse = true;
    const { client, calls } = fakeServer({
      checkTelrStatus: { status: true },
      placeneworder: () => {
        if (refuse) throw Object.assign(new Error('The plan could not be placed'), { messageId: 'orders.notPlaced' });
        return placed;
      },
    });
    const store = new PaymentResultStore(client, session);
    await quietly(() => store.start('telr', { checkoutId: '40', result: null }));
    expect(store.result).toEqual({ kind: 'failed', message: { message: 'The plan could not be placed', messageId: 'orders.notPlaced' } });
    refuse = false;
    await store.retry();
    expect(store.result).toEqual({ kind: 'placed', orderId: 40 });
    // The payment is not checked again: it was confirmed; placing is what is retried.
    expect(calls.map((call) => call.key)).toEqual(['checkTelrStatus', 'placeneworder', 'placeneworder']);
  });

  it('Try again does nothing unless placing failed', async () => {
    const { client, calls } = fakeServer({ checkTelrStatus: { status: true }, placeneworder: placed });
    const store = new PaymentResultStore(client, session);
    await store.retry();
    await store.start('telr', { checkoutId: '40', result: null });
    await store.retry();
    expect(calls.map((call) => call.key)).toEqual(['checkTelrStatus', 'placeneworder']);
  });
});

describe('payments given back (issue 37)', () => {
  it('paid twice: the order is placed and the refund of the other payment is told', async () => {
    const { client } = fakeServer({
      checkTelrStatus: { status: true, refunds: [{ amount: 307_000, currency: 'AED', reason: 'twice', refunded: true }] },
      placeneworder: placed,
    });
    const store = new PaymentResultStore(client, session);
    await store.start('telr', { checkoutId: '40', result: null });
    expect(store.result).toEqual({ kind: 'placed', orderId: 40 });
    expect(store.refunds).toEqual([{ amount: 307_000, reason: 'twice' }]);
  });

  it('a payment of a plan changed since is given back: nothing is placed, the page says so and stays', async () => {
    const { client, calls } = fakeServer({
      checkTelrStatus: { status: false, refunds: [{ amount: 67_000, currency: 'AED', reason: 'changed', refunded: false }] },
      placeneworder: placed,
    });
    const store = new PaymentResultStore(client, session);
    await store.start('telr', { checkoutId: '40', result: null });
    expect(calls.map((call) => call.key)).toEqual(['checkTelrStatus']);
    expect(store.result).toEqual({ kind: 'refunded' });
    expect(store.refunds).toEqual([{ amount: 67_000, reason: 'changed' }]);
  });

  it('no refunds: nothing more is told', async () => {
    const { client } = fakeServer({ checkTelrStatus: { status: true, refunds: [] }, placeneworder: placed });
    const store = new PaymentResultStore(client, session);
    await store.start('telr', { checkoutId: '40', result: null });
    expect(store.refunds).toEqual([]);
  });
});
