// Issue 39, "Arabic everywhere": the payment page speaks the customer's language. The payment asks Telr for its hosted
// page in the customer's language (order.json create's `language`), and the sandbox gateway, as Telr's page does,
// shows that page in Arabic, right to left, to a customer who reads the site in Arabic.
import { createTelrClient, telrEndpoints } from '../../src/adapters/telr';
import type { PaymentService } from '../../src/payments/service';
import { startTestServer, type TestServer } from '../support/harness';
import { insertCustomer, returnUrlsFor } from './support';

jest.mock('../../src/orders/checkout/place-checkout', () => ({
  ...jest.requireActual<object>('../../src/orders/checkout/place-checkout'),
  wirePaymentHandlers: () => () => undefined,
}));

let nextOrderId = 700_000 + Math.floor(Math.random() * 100_000);

describe("the payment page in the customer's language", () => {
  let server: TestServer;
  let payments: PaymentService;
  beforeAll(async () => {
    server = await startTestServer({ seed: false, channels: [] });
    payments = server.payments;
  });
  afterAll(() => server.close());

  async function customerSpeaking(language: string | null): Promise<number> {
    const userId = await insertCustomer(server.db, `telr-${language}`);
    await server.db.query('UPDATE users SET language = $1 WHERE id = $2', [language, userId]);
    return userId;
  }
  async function paymentPage(userId: number): Promise<string> {
    const orderId = nextOrderId++;
    const { url } = await payments.start(server.db, userId, {
      orderId,
      amountFils: 187_550,
      fingerprint: 'plan-a',
      description: 'Meal plan 20 days',
      returnUrls: returnUrlsFor(orderId),
    });
    return (await fetch(url)).text();
  }

  it('an Arabic customer pays on an Arabic page, right to left', async () => {
    const html = await paymentPage(await customerSpeaking('ar'));
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<h1>دفع آمن</h1>');
    expect(html).toMatch(/<label for="number">رقم البطاقة<input/);
    expect(html).toContain('>إلغاء</button>');
    expect(html).not.toContain('Secure payment');
  });

  it('an English customer, or one with no language kept, pays on an English page', async () => {
    for (const language of ['en', null]) {
      const html = await paymentPage(await customerSpeaking(language));
      expect(html).toContain('<html lang="en" dir="ltr">');
      expect(html).toContain('<h1>Secure payment</h1>');
    }
  });

  it("the Telr client sends the page's language in order.json create", async () => {
    const endpoints = telrEndpoints({}, `http://127.0.0.1:${server.port}`)!;
    const sent: unknown[] = [];
    const realFetch = global.fetch;
    const spy = jest.spyOn(global, 'fetch').mockImplementation((input, init) => {
      sent.push(JSON.parse(typeof init?.body === 'string' ? init.body : '{}'));
      return realFetch(input, init);
    });
    try {
      const back = 'http://127.0.0.1/checkout/success/telr';
      const returnUrls = { authorised: back, declined: back, cancelled: back };
      const order = { cartId: `lang-${Date.now()}`, amountFils: 1_000, description: 'Meal plan', returnUrls };
      const created = await createTelrClient(endpoints).create({ ...order, language: 'ar' });
      expect(sent[0]).toMatchObject({ method: 'create', language: 'ar' });
      expect(new URL(created.url).searchParams.get('l')).toBe('ar');
    } finally {
      spy.mockRestore();
    }
  });
});
