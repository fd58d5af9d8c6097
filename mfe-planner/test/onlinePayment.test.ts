// A wizard order paid online (doc 2 §4.4, checkout decision 3): the payment page of the placed order is asked with the
// checkout's createTelrSession, the order id standing as checkoutId.
import { fakeCallClient } from '@mealplan/shared/stores/testing';
import { OnlinePayment } from '../src/common/onlinePayment';

it("asks createTelrSession for the order and answers the gateway's page", async () => {
  const url = 'http://127.0.0.1:8080/sandbox/telr/pay/abc';
  const { client, calls } = fakeCallClient({ 'mobile_checkout createTelrSession': { response: { order: { url } } } });
  expect(await new OnlinePayment(client).pageUrl(314)).toBe(url);
  expect(calls).toEqual([{ channel: 'mobile_checkout', key: 'createTelrSession', data: { checkoutId: 314 } }]);
});

it("rejects with the server's refusal (the thank page shows it and offers the page again)", async () => {
  const { client } = fakeCallClient({
    'mobile_checkout createTelrSession': () => {
      throw new Error('Online payment is not available.');
    },
  });
  await expect(new OnlinePayment(client).pageUrl(314)).rejects.toThrow('Online payment is not available.');
});
