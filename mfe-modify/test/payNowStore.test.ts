// 'Pay now' (issue 37): the unpaid order's payment page is asked with the checkout's createTelrSession, the order id
// standing as checkoutId, and the browser leaves for it; a refusal is kept to show, and the button works again.
import { RequestError } from '@mealplan/shared/session';
import { fakeCallClient } from '@mealplan/shared/stores/testing';
import { PayNowStore } from '../src/common/pay-now/payNowStore';

const url = 'http://127.0.0.1:8080/sandbox/telr/pay?o=abc';

it("asks createTelrSession for the order and leaves for the gateway's page, staying busy meanwhile", async () => {
  const { client, calls } = fakeCallClient({ 'mobile_checkout createTelrSession': { response: { order: { url } } } });
  const leave = jest.fn();
  const store = new PayNowStore(client, leave);
  const paying = store.pay(77);
  expect(store.opening).toBe(true);
  await paying;
  await store.pay(77);
  expect(calls).toEqual([{ channel: 'mobile_checkout', key: 'createTelrSession', data: { checkoutId: 77 } }]);
  expect(leave).toHaveBeenCalledWith(url);
  expect(store.opening).toBe(true);
  expect(store.error).toBeNull();
});

it("keeps the server's refusal (its catalogue id) and lets the customer try again", async () => {
  let refuse = true;
  const { client, calls } = fakeCallClient({
    'mobile_checkout createTelrSession': () => {
      if (refuse)
        throw new RequestError('This plan cannot be paid online.', 'createTelrSessionErr', undefined, {}, { messageId: 'checkout.notPayable' });
      return { response: { order: { url } } };
    },
  });
  const leave = jest.fn();
  const store = new PayNowStore(client, leave);
  await store.pay(77);
  expect(store.error).toMatchObject({ message: 'This plan cannot be paid online.', messageId: 'checkout.notPayable' });
  expect(store.opening).toBe(false);
  expect(leave).not.toHaveBeenCalled();
  refuse = false;
  await store.pay(77);
  expect(store.error).toBeNull();
  expect(leave).toHaveBeenCalledWith(url);
  expect(calls).toHaveLength(2);
});
