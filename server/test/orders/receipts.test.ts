// The receipt mailed after a capture or a refund (issue 37), on a real database and the dev outbox: the plan, its
// delivery dates, the amount, the offer, the bag deposit, the payment reference and the menu PDF link, in the
// customer's language (English and Arabic); a refund says what is refunded and why. A mail that fails never throws.
import { formatAed } from '@mealplan/shared/units';
import { ACCOUNT_TEST_TIMEOUT_MS, outboxFor, signUp, type AccountsTestServer, type SignedUp } from '../accounts/support';
import { paidPlan, startActionsServer } from '../modify-actions/support';
import { captureLog } from '../support/log-capture';
import type { Mailer } from '../../src/adapters/mail';
import { escapeHtml } from '../../src/content/escape';
import { MENU_LINK_LIFETIME_SECONDS, parseMenuLink, verifyMenuLink } from '../../src/menu-pdf/links';
import { sendReceipt, type Receipt, type ReceiptReason } from '../../src/orders/mail/receipts';

jest.setTimeout(ACCOUNT_TEST_TIMEOUT_MS);

const DAY = 86_400;

/** A Dubai day as a reader of that language writes it (Intl itself, not the module's formatter). */
const dateIn = (locale: 'en-AE' | 'ar-AE-u-nu-latn', day: number) =>
  new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Dubai', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(day * 1000));

describe('receipts by mail', () => {
  let env: AccountsTestServer;
  beforeAll(async () => {
    env = await startActionsServer();
  });
  afterAll(() => env.close());

  const db = () => env.server.db;
  const deps = (mailer: Mailer = env.services.mailer) => ({
    db: db(),
    now: () => env.clock.now,
    services: {},
    mail: { mailer, publicOrigin: env.services.publicOrigin },
  });

  /** A customer with a paid 20-day plan (in Arabic when asked), and the diet's names. */
  async function customerWithPlan(language: 'en' | 'ar' = 'en') {
    const customer = await signUp(env);
    await db().query('UPDATE users SET language = $2 WHERE id = $1', [customer.userId, language]);
    const plan = await paidPlan(db(), customer.userId, env.clock.now);
    const diet = await db().one<{ name: string; name_ar: string }>(
      'SELECT d.name, d.name_ar FROM diets d JOIN orders o ON o.diet_id = d.id WHERE o.id = $1',
      [plan.orderId],
    );
    return { customer, ...plan, diet: diet! };
  }

  /** The receipts mailed to the customer, newest first (the sign-up's confirmation left out). */
  const receiptsOf = async (customer: SignedUp) =>
    (await outboxFor(env, customer.registration.email)).filter(
      (message) => message.kind === 'mail' && message.subject !== 'Confirm your email for MealPlan',
    );

  const send = (customer: SignedUp, orderId: number, receipt: Receipt) => sendReceipt(deps(), customer.userId, orderId, receipt);

  const menuLinkIn = (text: string) => {
    const url = text.match(/https?:\/\/\S+/)?.[0];
    return url ? new URL(url) : undefined;
  };

  it('mails the capture receipt in English: plan, dates, amount, offer, bag deposit, payment reference and a menu link that lasts', async () => {
    const { customer, orderId, days, diet } = await customerWithPlan('en');
    const voucher = await db().one<{ id: number; code: string }>('SELECT id, code FROM common_vouchers ORDER BY id LIMIT 1');
    await db().query('UPDATE orders SET voucher_id = $2, discount_price = 51000, bag_price = 18000 WHERE id = $1', [orderId, voucher!.id]);

    await send(customer, orderId, { kind: 'capture', amountFils: 307_000, paymentReference: '040023303844' });

    const [mail, ...others] = await receiptsOf(customer);
    expect(others).toEqual([]);
    expect(mail!.subject).toBe(`Your MealPlan receipt for order #${orderId}`);
    const lines = mail!.text.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Hello Layla,',
        `Thank you for your payment. This is your receipt for order #${orderId}.`,
        `Plan: ${diet.name}, 20 days`,
        `Delivery days: ${dateIn('en-AE', days[0]!)} to ${dateIn('en-AE', days.at(-1)!)}`,
        'Amount paid: AED 3,070.00',
        `Offer: ${voucher!.code} (AED 510.00 off)`,
        'Bag deposit: AED 180.00',
        'Payment reference: 040023303844',
        'Your menu (PDF, the link works for 30 days):',
        'MealPlan',
      ]),
    );
    expect(mail!.text).not.toMatch(/refund/i);
    expect(mail!.html).toContain('<div lang="en" dir="ltr">');
    expect(mail!.html).toContain('<li>Amount paid: AED 3,070.00</li>');

    // The link is the owner's menu PDF of this order in English, signed, and still works days later (not 10 minutes).
    const link = menuLinkIn(mail!.text)!;
    expect(`${link.origin}${link.pathname}`).toBe(`http://mealplan.test/api/menu-pdf/${orderId}`);
    expect(mail!.html).toContain(`href="${escapeHtml(link.href)}"`);
    const parsed = parseMenuLink(String(orderId), Object.fromEntries(link.searchParams));
    expect(parsed).toMatchObject({ userId: customer.userId, orderId, arabic: false });
    expect(await verifyMenuLink(db(), parsed!, env.clock.now + 7 * DAY)).toBe(true);
    expect(await verifyMenuLink(db(), parsed!, env.clock.now + 31 * DAY)).toBe(false);
    expect(await verifyMenuLink(db(), { ...parsed!, userId: parsed!.userId + 1 }, env.clock.now)).toBe(false);
    // And it opens the menu PDF on the site.
    const served = await fetch(new URL(`${link.pathname}${link.search}`, env.server.url));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    // Cached no longer than a page's link lives: the menu may change within the mailed link's 30 days.
    expect(served.headers.get('cache-control')).toMatch(/max-age=(\d+)/);
    expect(Number(/max-age=(\d+)/.exec(served.headers.get('cache-control')!)![1])).toBeLessThanOrEqual(MENU_LINK_LIFETIME_SECONDS);
  });

  it('mails the receipt in Arabic to a customer whose language is Arabic: the plan, dates and amounts, right to left', async () => {
    const { customer, orderId, days, diet } = await customerWithPlan('ar');
    await send(customer, orderId, { kind: 'capture', amountFils: 123_450, paymentReference: 'T-77' });
    const [mail] = await receiptsOf(customer);
    expect(mail!.subject).toBe(`إيصال MealPlan للطلب رقم ${orderId}`);
    expect(mail!.text.split('\n')).toEqual(
      expect.arrayContaining([
        'مرحباً Layla،',
        `شكراً لك على الدفع. هذا إيصال طلبك رقم ${orderId}.`,
        `الخطة: ${diet.name_ar}، 20 يوماً`,
        `أيام التوصيل: من ${dateIn('ar-AE-u-nu-latn', days[0]!)} إلى ${dateIn('ar-AE-u-nu-latn', days.at(-1)!)}`,
        'المبلغ المدفوع: 1,234.50 درهم',
        'العرض: لا يوجد',
        'تأمين الحقيبة: 180.00 درهم',
        'مرجع الدفع: T-77',
      ]),
    );
    expect(mail!.html).toContain('<div lang="ar" dir="rtl">');
    const link = menuLinkIn(mail!.text)!;
    expect(link.searchParams.get('l')).toBe('ar');
  });

  it('a refund for paying twice says so, in English and in Arabic, with the amount as the site writes it', async () => {
    const english = await customerWithPlan('en');
    await send(english.customer, english.orderId, {
      kind: 'refund',
      amountFils: 67_000,
      paymentReference: '040023303999',
      reason: 'paidTwice',
      refundReference: '040023304000',
    });
    const [mail] = await receiptsOf(english.customer);
    expect(mail!.subject).toBe('Your MealPlan refund: AED 670.00');
    expect(mail!.text).toContain(`You paid twice: ${formatAed(67_000)} is being refunded to your card`);
    expect(mail!.text).toContain('You paid twice: AED 670.00 is being refunded to your card.');
    expect(mail!.text.split('\n')).toEqual(
      expect.arrayContaining([
        `This is your refund receipt for order #${english.orderId}.`,
        'Your bank may take a few days to show the refund on your statement.',
        'Amount refunded: AED 670.00',
        'Payment reference: 040023303999',
        'Refund reference: 040023304000',
      ]),
    );
    expect(mail!.text).not.toContain('Amount paid');

    const arabic = await customerWithPlan('ar');
    await send(arabic.customer, arabic.orderId, {
      kind: 'refund',
      amountFils: 1_234_550,
      paymentReference: 'R-1',
      reason: 'paidTwice',
      refundReference: 'R-2',
    });
    const [arabicMail] = await receiptsOf(arabic.customer);
    expect(arabicMail!.subject).toBe('استرداد من MealPlan: 12,345.50 درهم');
    expect(arabicMail!.text).toContain('لقد دفعت مرتين: يجري رد مبلغ 12,345.50 درهم إلى بطاقتك.');
    expect(arabicMail!.text).toContain('المبلغ المسترد: 12,345.50 درهم');
    expect(arabicMail!.text).toContain('مرجع الاسترداد: R-2');
  });

  it('says why for every other reason; a refund of a plan no longer placed has no menu link', async () => {
    const { customer, orderId } = await customerWithPlan('en');
    const cases: Array<[ReceiptReason | undefined, string]> = [
      [
        'planChanged',
        'Your plan changed after the payment page was opened, so this payment did not place it: AED 10.00 is being refunded to your card.',
      ],
      ['amountMismatch', 'The amount taken did not match your plan, so this payment did not place it: AED 10.00 is being refunded to your card.'],
      ['orderClosed', 'This order was already closed when your payment arrived: AED 10.00 is being refunded to your card.'],
      ['cancelled', 'Your meal plan was cancelled: AED 10.00 is being refunded to your card.'],
      [undefined, 'AED 10.00 is being refunded to your card.'],
    ];
    for (const [reason, expected] of cases) {
      await send(customer, orderId, { kind: 'refund', amountFils: 1_000, paymentReference: 'P', ...(reason ? { reason } : {}) });
      const [mail] = await receiptsOf(customer);
      expect(mail!.text.split('\n')).toContain(expected);
      expect(menuLinkIn(mail!.text)).toBeDefined();
    }
    await db().query("UPDATE orders SET status = 'cancelled' WHERE id = $1", [orderId]);
    await send(customer, orderId, { kind: 'refund', amountFils: 1_000, paymentReference: 'P', reason: 'cancelled' });
    const [mail] = await receiptsOf(customer);
    expect(mail!.text).toContain('Your meal plan was cancelled: AED 10.00 is being refunded to your card.');
    expect(mail!.text).toContain('Plan: ');
    expect(menuLinkIn(mail!.text)).toBeUndefined();
    expect(mail!.html).not.toContain('<a ');
  });

  it("names a coupon's code as the offer", async () => {
    const { customer, orderId } = await customerWithPlan('en');
    const coupon = await db().one<{ id: number }>(
      `INSERT INTO user_vouchers (user_id, code, type, value, used_order_id, created_at) VALUES ($1, 'CPN-TEST-1', 'fixed', 25000, $2, $3) RETURNING id`,
      [customer.userId, orderId, env.clock.now],
    );
    await db().query('UPDATE orders SET coupon_id = $2, discount_price = 25000 WHERE id = $1', [orderId, coupon!.id]);
    await send(customer, orderId, { kind: 'capture', amountFils: 100_000, paymentReference: 'P' });
    const [mail] = await receiptsOf(customer);
    expect(mail!.text.split('\n')).toContain('Offer: CPN-TEST-1 (AED 250.00 off)');
  });

  it("never shows another customer's plan: an order id that is not the customer's gives a receipt without plan or menu link", async () => {
    const owner = await customerWithPlan('en');
    const other = await signUp(env);
    await sendReceipt(deps(), other.userId, owner.orderId, { kind: 'refund', amountFils: 5_000, paymentReference: 'X-1', reason: 'orderClosed' });
    const [mail] = await receiptsOf(other);
    expect(mail!.to).toBe(other.registration.email);
    expect(mail!.text).toContain('Amount refunded: AED 50.00');
    expect(mail!.text).toContain('Payment reference: X-1');
    expect(mail!.text).not.toMatch(/Plan:|Delivery days:|Offer:|Bag deposit:/);
    expect(menuLinkIn(mail!.text)).toBeUndefined();
    expect(await receiptsOf(owner.customer)).toEqual([]);
  });

  it('never fails the payment: a mail provider failing, email off or an unknown customer is logged, not thrown', async () => {
    const { customer, orderId } = await customerWithPlan('en');
    const log = captureLog();
    try {
      const failing: Mailer = { available: true, send: () => Promise.reject(new Error('SMTP down')) };
      await expect(
        sendReceipt(deps(failing), customer.userId, orderId, { kind: 'capture', amountFils: 100, paymentReference: 'P' }),
      ).resolves.toBeUndefined();
      const off: Mailer = { available: false, send: () => Promise.reject(new Error('off')) };
      await expect(
        sendReceipt(deps(off), customer.userId, orderId, { kind: 'refund', amountFils: 100, paymentReference: 'P' }),
      ).resolves.toBeUndefined();
      await expect(
        send(customer, orderId, { kind: 'capture', amountFils: 100, paymentReference: 'P' }).then(() => undefined),
      ).resolves.toBeUndefined();
      await expect(sendReceipt(deps(), 999_999_999, orderId, { kind: 'capture', amountFils: 100, paymentReference: 'P' })).resolves.toBeUndefined();
      const messages = log.entries().map((entry) => String(entry.msg));
      expect(messages).toContain(`orders: the capture receipt of order ${orderId} could not be sent`);
      expect(messages).toContain(`orders: no receipt of order ${orderId}: email is off`);
      expect(messages).toContain(`orders: no receipt of order ${orderId}: customer 999999999 not found`);
    } finally {
      log.restore();
    }
    // Only the working mailer's receipt reached the outbox.
    expect(await receiptsOf(customer)).toHaveLength(1);
  });
});
