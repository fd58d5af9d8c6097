// Test support for online payment: customers, the sandbox's hosted payment page driven over HTTP as a browser would.
import type { Db } from '../../src/db';
import { SANDBOX_TEST_CARDS } from '../../src/adapters/telr/sandbox';

/** A customer row (payments name their customer; nothing else of the account matters here). */
export async function insertCustomer(db: Db, label: string): Promise<number> {
  const row = await db.one<{ id: number }>('INSERT INTO users (email, registered_at) VALUES ($1, $2) RETURNING id', [
    `${label}-${Date.now()}-${Math.random()}@payments.test`,
    Math.floor(Date.now() / 1000),
  ]);
  return row!.id;
}

/** The return URLs of decision 3: every gateway return goes to the success page, with a hint for the text. */
export const returnUrlsFor = (orderId: number) => ({
  authorised: `/checkout/success/telr?checkoutId=${orderId}`,
  declined: `/checkout/success/telr?checkoutId=${orderId}&result=declined`,
  cancelled: `/checkout/success/telr?checkoutId=${orderId}&result=cancelled`,
});

export const AUTHORISED_CARD = { number: '4111 1111 1111 1111', expiry: '12/39', cvv: '123', name: 'Layla Nasser' };
export const DECLINED_CARD = { ...AUTHORISED_CARD, number: '4000 0000 0000 0002' };
export { SANDBOX_TEST_CARDS };

/** The order ref in a hosted payment page URL. */
export const refOf = (url: string) => new URL(url).searchParams.get('o') ?? '';

/** Submits the hosted payment page's form (Pay with a card, or Cancel) and answers the response (redirects not followed). */
export function submitPaymentPage(pageUrl: string, action: 'pay' | 'cancel', card = AUTHORISED_CARD): Promise<Response> {
  const form = new URLSearchParams({ o: refOf(pageUrl), action, ...(action === 'pay' ? card : {}) });
  return fetch(new URL('/sandbox/telr/gateway/process.html', pageUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    redirect: 'manual',
  });
}

/** Records every onPaid call. */
export function paidRecorder() {
  const calls: Array<[number, number]> = [];
  return {
    calls,
    handler: ({ userId, orderId }: { userId: number; orderId: number }) => {
      calls.push([userId, orderId]);
      return Promise.resolve();
    },
  };
}
