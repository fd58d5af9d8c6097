// The success page's return from paying an order placed unpaid ('Pay now', issue 37): the server marks its return
// `order=placed`. Unpaid, the order stays placed, so the page goes to the dashboard (its 'Pay now') with a text that
// says so, not to an empty new checkout saying no order was placed. Paid, it is marked paid like any checkout.
import { fakeCallClient } from '@mealplan/shared/stores/testing';
import { PaymentResultStore } from '../src/features/payment-result/paymentResultStore';

const session = { user_id: 12 };

function fakeServer(replies: Record<string, unknown>) {
  return fakeCallClient((call) => {
    const reply = replies[call.key];
    if (reply === undefined) throw Object.assign(new Error(`${call.key}Err`), { messageId: 'server.refused' });
    return reply;
  });
}

it.each([
  ['declined', 'unpaidDeclined'],
  ['cancelled', 'unpaidCancelled'],
  [null, 'unpaidNotPaid'],
] as const)('an unpaid placed order (return hint %s) places nothing and goes to the dashboard (%s)', async (hint, problem) => {
  const { client, calls } = fakeServer({ checkTelrStatus: { status: false, refunds: [] }, placeneworder: { message: 'Order placed', orderId: 40 } });
  const store = new PaymentResultStore(client, session);
  await store.start('telr', { checkoutId: '40', result: hint, order: 'placed' });
  expect(calls.map((call) => call.key)).toEqual(['checkTelrStatus']);
  expect(store.result).toEqual({ kind: 'leave', to: '/', problem });
});

it('a status check that fails for a placed order goes to the dashboard, saying it could not be checked and the plan stays placed', async () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { client } = fakeServer({});
  const store = new PaymentResultStore(client, session);
  await store.start('telr', { checkoutId: '40', result: null, order: 'placed' }).finally(() => log.mockRestore());
  expect(store.result).toEqual({ kind: 'leave', to: '/', problem: 'unpaidCheckFailed' });
});

it('paid, the placed order is marked paid through placeneworder like a checkout plan', async () => {
  const { client, calls } = fakeServer({ checkTelrStatus: { status: true, refunds: [] }, placeneworder: { message: 'Order placed', orderId: 40 } });
  const store = new PaymentResultStore(client, session);
  await store.start('telr', { checkoutId: '40', result: null, order: 'placed' });
  expect(calls.map((call) => call.key)).toEqual(['checkTelrStatus', 'placeneworder']);
  expect(store.result).toEqual({ kind: 'placed', orderId: 40 });
});

it('a checkout plan (no marker) still goes back to /checkout, where it is kept', async () => {
  const { client } = fakeServer({ checkTelrStatus: { status: false, refunds: [] } });
  const store = new PaymentResultStore(client, session);
  await store.start('telr', { checkoutId: '40', result: 'cancelled' });
  expect(store.result).toEqual({ kind: 'leave', to: '/checkout', problem: 'cancelled' });
});
