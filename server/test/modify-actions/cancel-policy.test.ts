// Cancelling under the published Refunds & Cancellation Policy (issue 37 item 6; doc 3 §2 "Cancel modal", §4 "Cancel",
// §9 "Policies"): order cancelQuote shows the fee, the day the cancellation takes effect, the days still delivered and
// the coupon or refund before the customer confirms; order cancel applies exactly that. The days up to the effective
// date stay (in the plan, on the delivery lists), the later ones go; the policy page is written from the same settings.
import { parseIsoDate } from '@mealplan/shared/time';
import { ACCOUNT_TEST_TIMEOUT_MS, signUp, type AccountsTestServer, type SignedUp } from '../accounts/support';
import { english } from '../support/english';
import { ACTION_MESSAGES } from '../../src/orders/action-messages';
import type { CancelQuote } from '../../src/orders/plan-changes/cancel';
import { nextDelivery } from '../../src/orders/reads/deliveries';
import { readMigrations } from '../../src/db/migrate';
import { findStaticPage } from '../../src/catalog/static-pages';
import { paidPlan, snapshot, startActionsServer } from './support';

jest.setTimeout(ACCOUNT_TEST_TIMEOUT_MS);

const dayOf = (iso: string) => parseIsoDate(iso)!;
/** Monday 11 January 2027, 10:00 in Dubai (no holiday in the next three weeks). */
const MONDAY_10AM = dayOf('2027-01-11') + 10 * 3600;
const THURSDAY_10AM = dayOf('2027-01-14') + 10 * 3600;
const BAG = 18_000;

describe('order cancelQuote and cancel under the published policy', () => {
  let env: AccountsTestServer;
  beforeAll(async () => {
    env = await startActionsServer();
    env.clock.now = MONDAY_10AM;
  });
  afterAll(() => env.close());
  afterEach(() => {
    env.clock.now = MONDAY_10AM;
  });

  const db = () => env.server.db;
  const now = () => env.clock.now;
  const quoteOf = async (customer: SignedUp, orderId: number): Promise<CancelQuote> => {
    const reply = await customer.client.call('order', 'cancelQuote', { orderId });
    expect(reply.type).toBe('cancelQuoteOk');
    return reply.data as CancelQuote;
  };
  const cancel = (customer: SignedUp, data: Record<string, unknown>) => customer.client.call('order', 'cancel', { terms: true, ...data });
  /** A paid 20-day plan (no Fridays and Saturdays) started 5 days ago, paid AED price + the bag deposit. */
  const paidPlanOf = async (customer: SignedUp) => {
    const plan = await paidPlan(db(), customer.userId, now());
    await db().query('UPDATE orders SET amount_due = $2 WHERE id = $1', [plan.orderId, plan.price + BAG]);
    return plan;
  };
  const orderDays = async (orderId: number) =>
    (await db().query<{ day: number }>('SELECT day::float8 AS day FROM order_days WHERE order_id = $1 ORDER BY day', [orderId])).map(
      (row) => row.day,
    );
  const dishDays = async (orderId: number) =>
    (await db().query<{ day: number }>('SELECT DISTINCT day::float8 AS day FROM order_dishes WHERE order_id = $1 ORDER BY day', [orderId])).map(
      (row) => row.day,
    );
  const teamMails = async (customer: SignedUp) =>
    (await env.services.outbox.list()).filter((mail) => mail.kind === 'mail' && (mail.subject ?? '').includes(`customer #${customer.userId}`));

  it('quotes a Monday cancel: effective Thursday after the locked days, 3 days still delivered, 20% of the unused value kept', async () => {
    const customer = await signUp(env);
    const { orderId, days, price } = await paidPlanOf(customer);
    const effectiveDate = dayOf('2027-01-14');
    const delivered = days.filter((day) => day < effectiveDate).length;
    const unusedDays = 20 - delivered;
    const unusedValue = Math.floor((price * unusedDays) / 20);
    const fee = Math.round(unusedValue * 0.2);
    expect(await quoteOf(customer, orderId)).toEqual({
      paid: true,
      itIsFuture: false,
      effectiveDate,
      stillDelivered: [dayOf('2027-01-11'), dayOf('2027-01-12'), dayOf('2027-01-13')],
      unusedDays,
      unusedValue,
      feePercent: 20,
      fee,
      value: unusedValue - fee,
      refundWeeks: 2,
      bankDaysMin: 10,
      bankDaysMax: 45,
    });
    expect(fee).toBeGreaterThan(0);
  });

  it('on a Thursday the 3 business days reach past the weekend: days open for changes are still delivered', async () => {
    env.clock.now = THURSDAY_10AM;
    const customer = await signUp(env);
    const { orderId } = await paidPlanOf(customer);
    const quote = await quoteOf(customer, orderId);
    expect(quote.effectiveDate).toBe(dayOf('2027-01-19'));
    // Friday and Saturday are not delivery days of this plan; Sunday 17 and Monday 18 are no longer locked but still delivered.
    expect(quote.stillDelivered).toEqual([dayOf('2027-01-14'), dayOf('2027-01-17'), dayOf('2027-01-18')]);
  });

  it('cancel with a coupon applies the quote: the days before the effective date stay and are delivered, the coupon is the value', async () => {
    const customer = await signUp(env);
    const { orderId, days } = await paidPlanOf(customer);
    const quote = await quoteOf(customer, orderId);
    const reply = await cancel(customer, { orderId, makeCoupon: true, quote: { effectiveDate: quote.effectiveDate, value: quote.value } });
    expect(reply.type).toBe('cancelOk');
    const aed = (fils: number) => (fils / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    expect(reply.data).toEqual({
      message:
        `Your meal plan is cancelled from Thursday, 14 January 2027; the meals until then are delivered as planned. A coupon of AED ${aed(quote.value)} ` +
        `(the unused value less the AED ${aed(quote.fee)} cancellation fee) is waiting for you in My Credit.`,
      itWasFuture: false,
      effectiveDate: quote.effectiveDate,
      couponValue: quote.value,
      refundValue: 0,
    });
    const kept = days.filter((day) => day < quote.effectiveDate);
    expect(await orderDays(orderId)).toEqual(kept);
    expect(await dishDays(orderId)).toEqual(kept);
    expect(
      await db().one(
        'SELECT status, end_date::float8 AS end_date, cancel_effective_date::float8 AS effective, cancel_fee FROM orders WHERE id = $1',
        [orderId],
      ),
    ).toEqual({
      status: 'cancelled',
      end_date: dayOf('2027-01-13'),
      effective: quote.effectiveDate,
      cancel_fee: quote.fee,
    });
    expect(await db().query('SELECT value, source_order_id FROM user_vouchers WHERE user_id = $1', [customer.userId])).toEqual([
      { value: quote.value, source_order_id: orderId },
    ]);
    // Still on the delivery lists: today's and the next two days' deliveries, nothing from the effective date on.
    expect((await nextDelivery(db(), customer.userId, dayOf('2027-01-11')))?.day).toBe(dayOf('2027-01-11'));
    expect((await nextDelivery(db(), customer.userId, dayOf('2027-01-13')))?.day).toBe(dayOf('2027-01-13'));
    expect(await nextDelivery(db(), customer.userId, quote.effectiveDate)).toBeNull();
    expect(await teamMails(customer)).toEqual([]);
  });

  it('a plain cancel of a paid plan tells the refund and its processing time, and the team gets a notice to refund', async () => {
    const customer = await signUp(env);
    const { orderId } = await paidPlanOf(customer);
    const quote = await quoteOf(customer, orderId);
    const reply = await cancel(customer, { orderId, makeCoupon: false });
    expect(reply).toMatchObject({ type: 'cancelOk', data: { couponValue: 0, refundValue: quote.value, effectiveDate: quote.effectiveDate } });
    const message = (reply.data as { message: string }).message;
    expect(message).toContain('will be refunded to your card within 2 weeks of that date; your bank may take 10 to 45 days to show it.');
    expect(message).toContain(`AED ${(quote.value / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
    expect(await db().one('SELECT cancel_refund_due FROM orders WHERE id = $1', [orderId])).toEqual({ cancel_refund_due: quote.value });
    expect(await db().query('SELECT 1 FROM user_vouchers WHERE user_id = $1', [customer.userId])).toEqual([]);
    const mails = await teamMails(customer);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Refund to make for a cancelled meal plan from customer #${customer.userId}`);
    expect(mails[0]!.text).toContain(`Meal plan #${orderId} was cancelled; it takes effect on Thursday, 14 January 2027.`);
    expect(mails[0]!.text).toContain(`20% cancellation fee`);
  });

  it('answers the cancel in Arabic on an Arabic socket', async () => {
    const customer = await signUp(env);
    const { orderId } = await paidPlanOf(customer);
    expect((await customer.client.call('profile', 'set', { scenario: 'language', language: 'ar' })).type).toBe('setOk');
    const reply = await cancel(customer, { orderId, makeCoupon: true });
    expect((reply.data as { message: string }).message).toMatch(/^تم إلغاء خطة وجباتك اعتبارًا من .*2027/);
  });

  it('refuses a cancel whose confirmed quote is no longer the rule’s answer, changing nothing', async () => {
    const customer = await signUp(env);
    const { orderId } = await paidPlanOf(customer);
    const quote = await quoteOf(customer, orderId);
    const before = await snapshot(db(), customer.userId);
    env.clock.now = THURSDAY_10AM;
    const reply = await cancel(customer, { orderId, makeCoupon: true, quote: { effectiveDate: quote.effectiveDate, value: quote.value } });
    expect(reply).toMatchObject({
      type: 'cancelErr',
      data: { message: english(ACTION_MESSAGES.cancelQuoteChanged), messageId: ACTION_MESSAGES.cancelQuoteChanged },
    });
    expect(await snapshot(db(), customer.userId)).toBe(before);
  });

  it('an unpaid plan: nothing to give back, ends today, no coupon, no refund notice', async () => {
    const customer = await signUp(env);
    const { orderId, days } = await paidPlanOf(customer);
    await db().query(`UPDATE orders SET status = 'pending', paid = false WHERE id = $1`, [orderId]);
    const quote = await quoteOf(customer, orderId);
    expect(quote).toMatchObject({ paid: false, effectiveDate: dayOf('2027-01-11'), stillDelivered: [], fee: 0, value: 0 });
    const before = await snapshot(db(), customer.userId);
    expect(await cancel(customer, { orderId, makeCoupon: true })).toMatchObject({
      type: 'cancelErr',
      data: { message: english(ACTION_MESSAGES.couponNeedsPayment) },
    });
    expect(await snapshot(db(), customer.userId)).toBe(before);
    expect(await cancel(customer, { orderId, makeCoupon: false })).toEqual({
      type: 'cancelOk',
      data: { message: 'Your meal plan has been cancelled.', itWasFuture: false, effectiveDate: dayOf('2027-01-11'), couponValue: 0, refundValue: 0 },
    });
    expect(await orderDays(orderId)).toEqual(days.filter((day) => day < dayOf('2027-01-11')));
    expect(await teamMails(customer)).toEqual([]);
  });

  it('refuses the quote and the cancel to another customer and to a guest, changing nothing', async () => {
    const alice = await signUp(env);
    const bob = await signUp(env);
    const { orderId } = await paidPlanOf(alice);
    const before = await snapshot(db(), alice.userId);
    expect(await bob.client.call('order', 'cancelQuote', { orderId })).toMatchObject({
      type: 'cancelQuoteErr',
      data: { message: english(ACTION_MESSAGES.noOrder) },
    });
    expect(await cancel(bob, { orderId, makeCoupon: true })).toMatchObject({
      type: 'cancelErr',
      data: { message: english(ACTION_MESSAGES.noOrder) },
    });
    const guest = await env.connect();
    expect(await guest.call('order', 'cancelQuote', { orderId })).toMatchObject({ type: 'cancelQuoteErr' });
    expect(await guest.call('order', 'cancel', { orderId, makeCoupon: true, terms: true })).toMatchObject({ type: 'cancelErr' });
    expect(await bob.client.call('order', 'cancelQuote', { orderId: 'x' })).toMatchObject({ type: 'cancelQuoteErr' });
    expect(await snapshot(db(), alice.userId)).toBe(before);
  });

  it('the policy page and the rule read the same settings; a database seeded before gets the page’s new text', async () => {
    const customer = await signUp(env);
    const { orderId } = await paidPlanOf(customer);
    const settings = { cancellation_fee_percent: 10, cancellation_business_days: 5, refund_processing_weeks: 3 };
    const saved = await db().query<{ alias: string; value: unknown }>('SELECT alias, value FROM settings WHERE alias = ANY($1::text[])', [
      Object.keys(settings),
    ]);
    expect(saved).toHaveLength(3);
    // An existing database: the refunds page as it was seeded before migration 0093, then the migration.
    const oldParagraphs = [
      '<p>Approved refunds are returned to the original payment method. Depending on your bank, a refund takes between 10 and 45 days to reach your account.</p>',
      '<p>You may cancel your meal plan at any time by contacting our team. A cancellation takes effect in 3 business days; meals scheduled before then will be prepared and delivered.</p>',
      '<p>A cancellation fee of 20% applies to the value of the remaining days. The remaining balance is processed within 2 weeks of the cancellation taking effect, and is then refunded as described above, or issued as a credit voucher if you choose "Cancel and receive coupon".</p>',
    ];
    const seeded = (await db().one<{ content: string }>(`SELECT content FROM static_pages WHERE alias = 'refunds'`))!.content;
    try {
      // The seeded page with its three policy paragraphs as they were (the second was one paragraph, now two).
      const oldPage = seeded
        .split('\n')
        .flatMap((line) =>
          line.includes('{{refund_bank_days_min}}')
            ? [oldParagraphs[0]!]
            : line.startsWith('<p>You may cancel')
              ? [oldParagraphs[1]!]
              : line.includes('{{cancellation_business_days}}')
                ? []
                : line.includes('{{cancellation_fee_percent}}')
                  ? [oldParagraphs[2]!]
                  : [line],
        )
        .join('\n');
      expect(oldPage).not.toContain('{{');
      await db().query(`UPDATE static_pages SET content = $1 WHERE alias = 'refunds'`, [oldPage]);
      await db().exec(readMigrations().find((migration) => migration.version === 93)!.sql);
      const migrated = (await db().one<{ content: string }>(`SELECT content FROM static_pages WHERE alias = 'refunds'`))!.content;
      expect(migrated).toContain('{{cancellation_fee_percent}}%');
      expect(migrated).toBe(seeded);
      for (const [alias, value] of Object.entries(settings))
        await db().query('UPDATE settings SET value = $2::jsonb WHERE alias = $1', [alias, JSON.stringify(value)]);
      // The page as the static_pages channel serves it (its call decodes nothing else).
      const { content } = await findStaticPage(db(), 'refunds');
      expect(content).toContain('A cancellation takes effect in 5 business days (Monday to Friday, public holidays excluded');
      expect(content).toContain('A cancellation fee of 10% applies');
      expect(content).toContain('processed within 3 weeks');
      expect(content).toContain('between 10 and 45 days');
      expect(content).not.toContain('{{');
      const quote = await quoteOf(customer, orderId);
      expect(quote).toMatchObject({ feePercent: 10, refundWeeks: 3, effectiveDate: dayOf('2027-01-18') });
      expect(quote.fee).toBe(Math.round(quote.unusedValue * 0.1));
    } finally {
      for (const row of saved) await db().query('UPDATE settings SET value = $2::jsonb WHERE alias = $1', [row.alias, JSON.stringify(row.value)]);
      await db().query(`UPDATE static_pages SET content = $1 WHERE alias = 'refunds'`, [seeded]);
    }
  });
});
