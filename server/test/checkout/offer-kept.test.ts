// The offer belongs to the checkout on the server (issue 37 item 3) and voucher conditions are data (item 5): the
// summary's update keeps the voucher the customer typed, the cutlery and the bag deposit on the checkout row, and
// getPending answers them after a declined card or a Cancel on the payment page, in another tab or on another device;
// the code goes back to the customer who typed it only. Each condition of a voucher (minimum plan days, valid periods,
// first order only, uses per customer, uses in total) refuses with its own message on voucher_code, in English and
// Arabic; the seeded vouchers encode their texts.
import { parseIsoDate } from '@mealplan/shared/time';
import { decideSandboxOrder, SANDBOX_TEST_CARDS } from '../../src/adapters/telr/sandbox';
import { CHECKOUT_MESSAGES, ORDER_MESSAGES } from '../../src/orders/messages';
import { ACCOUNT_TEST_TIMEOUT_MS, passwordSignIn, signUp, type AccountsTestServer, type SignedUp } from '../accounts/support';
import { english } from '../support/english';
import { orderFixture, orderRequest } from '../orders/support';
import { card, checkoutCall as call, paymentPage, planParams, planPriceOf, saveCheckout, startCheckoutServer } from './support';

jest.setTimeout(ACCOUNT_TEST_TIMEOUT_MS);

/** Noon in Dubai on an ISO date (unix seconds). */
const noonOf = (iso: string) => parseIsoDate(iso)! + 12 * 3600;

interface Pending {
  planParams: {
    id: number;
    cutlery: number;
    bag_price: number;
    voucher_id: number | null;
    coupon_id: number | null;
    amount_due: number;
    discount_price: number;
    voucher?: { id: number; code: string; type: string; value: number; conditions: Record<string, unknown> } | null;
  } | null;
}

describe('the offer kept on the checkout, and voucher conditions', () => {
  let env: AccountsTestServer;
  beforeAll(async () => {
    env = await startCheckoutServer();
  });
  afterAll(() => env.close());

  const db = () => env.server.db;
  const pending = async (customer: SignedUp) => (await call(customer, 'getPending', {})).data as Pending;

  /** A customer signed up with the clock at `iso` (noon in Dubai), with a saved checkout plan of `daysCount` days. */
  async function customerWithCheckout(iso: string | null, daysCount = 20): Promise<{ customer: SignedUp; checkoutId: number }> {
    if (iso) env.clock.now = noonOf(iso);
    const customer = await signUp(env);
    return { customer, checkoutId: await saveCheckout(customer, planParams(env.clock.now, { daysCount })) };
  }

  const update = (customer: SignedUp, checkoutId: number, details: Record<string, unknown>) =>
    call(customer, 'update', { checkoutId, details: { cutlery: 0, bag_price: 18_000, ...details } });

  async function expectVoucherRefused(customer: SignedUp, checkoutId: number, code: string, message: string) {
    expect(await update(customer, checkoutId, { voucher_code: code })).toMatchObject({
      type: 'updateErr',
      data: { message, errors: { voucher_code: message } },
    });
  }

  /** The customer pays (or cancels) on the sandbox's hosted page opened by createTelrSession. */
  async function onPaymentPage(customer: SignedUp, checkoutId: number, decision: { action: 'pay'; number: string } | { action: 'cancel' }) {
    const ref = (await paymentPage(customer, checkoutId)).searchParams.get('o')!;
    const row = await db().one<{ amount: string }>('SELECT amount FROM telr_sandbox_orders WHERE ref = $1', [ref]);
    const amount = Math.round(Number(row!.amount) * 100);
    if (decision.action === 'cancel') await decideSandboxOrder(db(), ref, { action: 'cancel' });
    else await decideSandboxOrder(db(), ref, { action: 'pay', card: card(decision.number) });
    return { amount };
  }

  /** A voucher of the test's own with these conditions (the columns of migration 0091). */
  async function testVoucher(id: number, code: string, conditions: Record<string, unknown>) {
    await db().query(
      `INSERT INTO common_vouchers (id, code, type, value, conditions, min_plan_days, valid_periods, first_order_only, uses_per_customer, total_uses)
       VALUES ($1, $2, 'percent', 5, '', $3, $4::text::jsonb, $5, $6, $7)`,
      [
        id,
        code,
        conditions.minPlanDays ?? null,
        JSON.stringify(conditions.periods ?? []),
        conditions.firstOrderOnly ?? false,
        conditions.usesPerCustomer ?? null,
        conditions.totalUses ?? null,
      ],
    );
  }

  /** Marks the customer's checkout plan placed (and paid), as placing it would, keeping its voucher. */
  const placeAsPaid = (checkoutId: number) => db().query("UPDATE orders SET status = 'active', paid = true WHERE id = $1", [checkoutId]);

  afterEach(() => {
    env.clock.now = Math.floor(Date.now() / 1000);
  });

  describe('kept on the server', () => {
    it('answers the voucher typed, the cutlery and the discounted amount after a declined card, then charges that amount', async () => {
      const { customer, checkoutId } = await customerWithCheckout(null);
      const price = await planPriceOf(db(), 20, [1, 3], 20);
      const discounted = price - Math.round(price / 10);
      expect(await update(customer, checkoutId, { cutlery: 1, voucher_code: ' welcome10 ' })).toEqual({ type: 'updateOk', data: { checkoutId } });
      const kept = {
        cutlery: 1,
        bag_price: 18_000,
        voucher_id: 1,
        coupon_id: null,
        amount_due: discounted + 18_000,
        voucher: {
          id: 1,
          code: 'WELCOME10',
          type: 'percent',
          value: 10,
          conditions: { minPlanDays: null, periods: [], firstOrderOnly: true, usesPerCustomer: 1, totalUses: null },
        },
      };
      expect((await pending(customer)).planParams).toMatchObject(kept);

      const declined = await onPaymentPage(customer, checkoutId, { action: 'pay', number: SANDBOX_TEST_CARDS.declined });
      expect(declined.amount).toBe(discounted + 18_000);
      expect((await pending(customer)).planParams).toMatchObject(kept);

      // The summary sends the choices again as they are: the code it was answered is the customer's own, not a guess.
      expect(await update(customer, checkoutId, { cutlery: 1, voucher_id: 1, voucher_code: 'WELCOME10' })).toMatchObject({ type: 'updateOk' });
      const paid = await onPaymentPage(customer, checkoutId, { action: 'pay', number: SANDBOX_TEST_CARDS.authorised });
      expect(paid.amount).toBe(discounted + 18_000);
      expect(await call(customer, 'placeneworder', { checkoutId, action: 'newPlan', paymentMethod: 'telr' })).toMatchObject({
        type: 'placeneworderOk',
      });
      expect(await db().one('SELECT status, paid, cutlery, voucher_id, amount_due FROM orders WHERE id = $1', [checkoutId])).toEqual({
        status: 'active',
        paid: true,
        cutlery: 1,
        voucher_id: 1,
        amount_due: discounted + 18_000,
      });
    });

    it('keeps the offer and the cutlery after a Cancel on the payment page, and in another tab', async () => {
      const { customer, checkoutId } = await customerWithCheckout(null);
      expect(await update(customer, checkoutId, { cutlery: 1, voucher_code: 'FIT2026' })).toMatchObject({ type: 'updateOk' });
      const before = (await pending(customer)).planParams;
      await onPaymentPage(customer, checkoutId, { action: 'cancel' });
      expect((await pending(customer)).planParams).toEqual(before);
      // Another tab: a new socket signed in with the same account reads the same offer.
      const other = await env.connect();
      expect((await other.call('login', 'set', passwordSignIn(customer))).type).toBe('setOk');
      expect(((await other.call('mobile_checkout', 'getPending', {})).data as Pending).planParams).toEqual(before);
      expect(before).toMatchObject({ cutlery: 1, voucher: { code: 'FIT2026', conditions: { minPlanDays: 20 } } });
    });

    it('keeps a coupon as the offer; removing the offer removes it on the server', async () => {
      const { customer, checkoutId } = await customerWithCheckout(null);
      const coupon = await db().one<{ id: number }>(
        "INSERT INTO user_vouchers (user_id, code, type, value, created_at) VALUES ($1, 'NVTEST01', 'fixed', 5000, $2) RETURNING id",
        [customer.userId, env.clock.now],
      );
      expect(await update(customer, checkoutId, { coupon_id: coupon!.id })).toMatchObject({ type: 'updateOk' });
      expect((await pending(customer)).planParams).toMatchObject({ coupon_id: coupon!.id, voucher_id: null, voucher: null });
      expect(await update(customer, checkoutId, {})).toMatchObject({ type: 'updateOk' });
      expect((await pending(customer)).planParams).toMatchObject({
        coupon_id: null,
        voucher_id: null,
        voucher: null,
        discount_price: expect.any(Number),
      });
    });

    it("never answers a voucher's code to another customer, nor lets them change or read another's checkout; guests are refused", async () => {
      const { customer: owner, checkoutId } = await customerWithCheckout(null);
      expect(await update(owner, checkoutId, { cutlery: 1, voucher_code: 'WELCOME10' })).toMatchObject({ type: 'updateOk' });
      const ownerBefore = (await pending(owner)).planParams;
      const stranger = await signUp(env);
      expect(await update(stranger, checkoutId, { cutlery: 0 })).toMatchObject({
        type: 'updateErr',
        data: { message: english(CHECKOUT_MESSAGES.notFound) },
      });
      expect(await pending(stranger)).toEqual({ planParams: null, mealPlan: {} });
      expect(JSON.stringify(await stranger.client.call('mobile_checkout', 'getPending', { user_id: owner.userId }))).not.toContain('WELCOME10');
      expect((await pending(owner)).planParams).toEqual(ownerBefore);

      const guest = await env.connect();
      const signIn = { message: 'Please sign in' };
      expect(await guest.call('mobile_checkout', 'getPending', {})).toMatchObject({ type: 'getPendingErr', data: signIn });
      expect(await guest.call('mobile_checkout', 'update', { checkoutId, details: { cutlery: 0, bag_price: 18_000 } })).toMatchObject({
        type: 'updateErr',
        data: signIn,
      });
      expect(await guest.call('order', 'checkVoucher', { code: 'WELCOME10', days_count: 30 })).toMatchObject({
        type: 'checkVoucherErr',
        data: signIn,
      });
      expect((await pending(owner)).planParams).toEqual(ownerBefore);
    });

    it('a code the checkout holds is no guess: sending it again does not count against the wrong-code limit', async () => {
      const { customer, checkoutId } = await customerWithCheckout(null);
      expect(await update(customer, checkoutId, { voucher_code: 'WELCOME10' })).toMatchObject({ type: 'updateOk' });
      for (let attempt = 0; attempt < 10; attempt++)
        await expectVoucherRefused(customer, checkoutId, `NOPE${attempt}`, english(ORDER_MESSAGES.wrongVoucher));
      // Limited now for new codes; the cutlery changes with the code the summary was answered.
      expect(await update(customer, checkoutId, { cutlery: 1, voucher_code: 'WELCOME10' })).toMatchObject({ type: 'updateOk' });
      expect((await pending(customer)).planParams).toMatchObject({ cutlery: 1, voucher: { code: 'WELCOME10' } });
    });
  });

  describe('voucher conditions', () => {
    it('SAVE138 is for plans of 30 days or more (English and Arabic); the unknown code stays "Wrong voucher code"', async () => {
      const short = await customerWithCheckout(null, 5);
      await expectVoucherRefused(short.customer, short.checkoutId, 'SAVE138', 'This voucher is for plans of 30 days or more');
      await expectVoucherRefused(short.customer, short.checkoutId, 'SAVE13', 'Wrong voucher code');
      expect(await short.customer.client.call('order', 'checkVoucher', { code: 'SAVE138', days_count: 5 })).toMatchObject({
        type: 'checkVoucherErr',
        data: { message: 'This voucher is for plans of 30 days or more', errors: { voucher_code: 'This voucher is for plans of 30 days or more' } },
      });
      expect((await short.customer.client.call('profile', 'set', { scenario: 'language', language: 'ar' })).type).toBe('setOk');
      await expectVoucherRefused(short.customer, short.checkoutId, 'SAVE138', 'هذه القسيمة للخطط التي مدتها 30 يومًا أو أكثر');
      expect((await pending(short.customer)).planParams).toMatchObject({ voucher_id: null, voucher: null });

      const long = await customerWithCheckout(null, 30);
      expect(await update(long.customer, long.checkoutId, { voucher_code: 'SAVE138' })).toMatchObject({ type: 'updateOk' });
      expect((await pending(long.customer)).planParams).toMatchObject({ voucher: { code: 'SAVE138', conditions: { minPlanDays: 30 } } });
    });

    it("the wizard's order set checks the same conditions against its plan (20 days)", async () => {
      const fixture = await orderFixture(db(), env.clock.now);
      const customer = await signUp(env);
      const refused = await customer.client.call('order', 'set', orderRequest(fixture, { voucherCode: 'SAVE138' }));
      expect(refused).toMatchObject({
        type: 'setErr',
        data: { message: 'This voucher is for plans of 30 days or more', errors: { voucher_code: 'This voucher is for plans of 30 days or more' } },
      });
      expect(await customer.client.call('order', 'set', orderRequest(fixture, { voucherCode: 'FIT2026' }))).toMatchObject({ type: 'setOk' });
    });

    it('RAMADAN is refused in November with the next holy month named, accepted during it', async () => {
      const november = await customerWithCheckout('2026-11-16');
      await expectVoucherRefused(november.customer, november.checkoutId, 'RAMADAN', 'This voucher is valid from 2027-02-08 to 2027-03-09');
      expect((await november.customer.client.call('profile', 'set', { scenario: 'language', language: 'ar' })).type).toBe('setOk');
      await expectVoucherRefused(november.customer, november.checkoutId, 'RAMADAN', 'هذه القسيمة صالحة من 2027-02-08 إلى 2027-03-09');

      const ramadan = await customerWithCheckout('2027-02-15');
      expect(await update(ramadan.customer, ramadan.checkoutId, { voucher_code: 'ramadan' })).toMatchObject({ type: 'updateOk' });
      expect((await pending(ramadan.customer)).planParams).toMatchObject({ voucher: { code: 'RAMADAN', type: 'percent', value: 20 } });
    });

    it('a voucher past its last period has expired', async () => {
      await testVoucher(901, 'OLDPROMO', { periods: [{ from: '2026-01-01', to: '2026-01-31' }] });
      const { customer, checkoutId } = await customerWithCheckout('2026-11-16');
      await expectVoucherRefused(customer, checkoutId, 'OLDPROMO', 'This voucher has expired');
      expect((await customer.client.call('profile', 'set', { scenario: 'language', language: 'ar' })).type).toBe('setOk');
      await expectVoucherRefused(customer, checkoutId, 'OLDPROMO', 'انتهت صلاحية هذه القسيمة');
    });

    it('WELCOME10 is for a first order only', async () => {
      const first = await customerWithCheckout(null);
      await placeAsPaid(first.checkoutId);
      const again = await call(first.customer, 'set', { checkoutPlanParams: planParams(env.clock.now), detailsData: [] });
      // A customer with a running plan cannot start another checkout: the condition is checked on a voucher of its own.
      expect(again.type).toBe('setErr');
      await testVoucher(902, 'HELLO1ST', { firstOrderOnly: true });
      const wizardRefusal = await first.customer.client.call('order', 'checkVoucher', { code: 'HELLO1ST' });
      expect(wizardRefusal).toMatchObject({ type: 'checkVoucherErr', data: { message: 'This voucher is for your first order only' } });
      expect((await first.customer.client.call('profile', 'set', { scenario: 'language', language: 'ar' })).type).toBe('setOk');
      expect(await first.customer.client.call('order', 'checkVoucher', { code: 'HELLO1ST' })).toMatchObject({
        data: { message: 'هذه القسيمة لطلبك الأول فقط', errors: { voucher_code: 'هذه القسيمة لطلبك الأول فقط' } },
      });
      // A cancelled order that was never paid is no order: the voucher is theirs again.
      await db().query("UPDATE orders SET status = 'cancelled', paid = false WHERE id = $1", [first.checkoutId]);
      expect(await first.customer.client.call('order', 'checkVoucher', { code: 'HELLO1ST' })).toMatchObject({ type: 'checkVoucherOk' });
    });

    it('FRIEND50 is one use per customer, also after a paid order holding it was cancelled', async () => {
      const { customer, checkoutId } = await customerWithCheckout(null);
      expect(await update(customer, checkoutId, { voucher_code: 'FRIEND50' })).toMatchObject({ type: 'updateOk' });
      await placeAsPaid(checkoutId);
      await db().query("UPDATE orders SET status = 'cancelled' WHERE id = $1", [checkoutId]);
      const next = await call(customer, 'set', { checkoutPlanParams: planParams(env.clock.now), detailsData: [] });
      expect(next.type).toBe('setOk');
      const nextId = (next.data as { checkoutId: number }).checkoutId;
      await expectVoucherRefused(customer, nextId, 'FRIEND50', 'You have already used this voucher code.');
      expect((await customer.client.call('profile', 'set', { scenario: 'language', language: 'ar' })).type).toBe('setOk');
      await expectVoucherRefused(customer, nextId, 'FRIEND50', 'لقد استخدمت رمز القسيمة هذا من قبل.');
    });

    it('uses per customer and uses in total are counted from placed orders', async () => {
      await testVoucher(903, 'TWICE', { usesPerCustomer: 2 });
      await testVoucher(904, 'ONLYONE', { totalUses: 1 });
      const { customer, checkoutId } = await customerWithCheckout(null);
      // A checkout holding a voucher has not used it.
      expect(await update(customer, checkoutId, { voucher_code: 'ONLYONE' })).toMatchObject({ type: 'updateOk' });
      const other = await customerWithCheckout(null);
      expect(await update(other.customer, other.checkoutId, { voucher_code: 'ONLYONE' })).toMatchObject({ type: 'updateOk' });
      await placeAsPaid(checkoutId);
      await expectVoucherRefused(other.customer, other.checkoutId, 'ONLYONE', 'This voucher has been used up');
      // Proceed to Pay sends the held code again: refused now, the offer on the server is unchanged (the page clears it).
      expect((await pending(other.customer)).planParams).toMatchObject({ voucher: { code: 'ONLYONE' } });
      expect((await other.customer.client.call('profile', 'set', { scenario: 'language', language: 'ar' })).type).toBe('setOk');
      await expectVoucherRefused(other.customer, other.checkoutId, 'ONLYONE', 'نفدت استخدامات هذه القسيمة');

      // Two uses per customer: a paid order cancelled since has spent one use, the running plan a second.
      await db().query(
        `INSERT INTO orders (user_id, status, paid, diet_id, plan_id, days_count, meal_types, start_date, end_date, price, full_price, voucher_id, created_at)
         SELECT user_id, 'cancelled', true, diet_id, plan_id, days_count, meal_types, start_date, end_date, price, full_price, 903, created_at FROM orders WHERE id = $1`,
        [checkoutId],
      );
      expect(await customer.client.call('order', 'checkVoucher', { code: 'TWICE' })).toMatchObject({ type: 'checkVoucherOk' });
      await db().query('UPDATE orders SET voucher_id = 903 WHERE id = $1', [checkoutId]);
      expect(await customer.client.call('order', 'checkVoucher', { code: 'TWICE' })).toMatchObject({
        data: { message: 'You have already used this voucher code 2 times, as often as it allows.' },
      });
    });
  });
});
