/** @jest-environment node */
// The /checkout/summary store (issue 37): the choices — cutlery, bag deposit, coupon or voucher (doc 2 §5.3) — live on
// the server: each is sent as it is made and the plan read again, so a new visit (after a declined card, a reload,
// another tab) shows them, and the total is the server's. 'Proceed to Pay' (update → createTelrSession → leave) is sent
// once however often it is clicked.
import { applyDiscount, DAYS_MISMATCH_MESSAGE, domainCatalogues, NO_VOUCHER_CONDITIONS, WRONG_VOUCHER_MESSAGE } from '@mealplan/shared/domain';
import type { Voucher } from '@mealplan/shared/protocol';
import { RequestError } from '@mealplan/shared/session';
import { fakeCallClient, type AskedCall } from '@mealplan/shared/stores/testing';
import { parseIsoDate } from '@mealplan/shared/time';
import { CheckoutSummaryStore, type CheckoutPlanParams } from '../../src/features/summary/checkoutSummaryStore';

const english = domainCatalogues.en as Record<string, string>;
const PLAN_DAYS = ['2026-11-29', '2026-11-30', '2026-12-01'].map((iso) => parseIsoDate(iso)!);
const PAY_URL = 'https://secure.telr.test/gateway/process.html?o=ABC';
const SAVE10_CONDITIONS = { ...NO_VOUCHER_CONDITIONS, minPlanDays: 3 };
const PLAN_TOO_SHORT = 'This voucher is for plans of 30 days or more';

const coupons: Voucher[] = [
  { id: 5, type: 'fixed', value: 20000, code: 'GIFT200' },
  { type: 'percent', value: 50, code: 'NOID' },
];

interface Details {
  cutlery: boolean;
  bag_price: number;
  voucher_id?: number | null;
  voucher_code?: string;
  coupon_id?: number | null;
}

/**
 * A server holding one checkout plan as mobile_checkout does: update checks the code (SAVE10 is known, SAVE30 asks for
 * 30 days), stores the choices and the server's amounts; getPending answers them. A refused update changes nothing.
 */
function fakeServer(extra: Partial<CheckoutPlanParams> = {}) {
  const price = 100000;
  const plan = {
    id: 77,
    diet_id: 30,
    days_count: 3,
    mealTypes: [1, 3],
    exclude_week_day: [],
    cutlery: 0,
    bag_price: 18000,
    start_date: PLAN_DAYS[0]!,
    end_date: PLAN_DAYS[2]!,
    isRenew: false,
    mealPlan_id: 9,
    emirate: 1,
    slot_id: 2,
    price,
    voucher_id: null,
    coupon_id: null,
    voucher: null,
    discount_price: price,
    new_voucher: 0,
    amount_due: price + 18000,
    shipping: 0,
    daysMatch: true,
    ...extra,
  } as CheckoutPlanParams;
  const state = { plan: extra === null ? null : plan, refuseCreate: false, refuseSave10: false };
  const update = ({ details }: { details: Details }) => {
    const code = details.voucher_code;
    if (code !== undefined && code !== 'SAVE10' && code !== 'SAVE30') {
      throw new RequestError('Wrong voucher code', 'updateErr', {}, { voucher_code: 'Wrong voucher code' }, { messageId: WRONG_VOUCHER_MESSAGE });
    }
    if (code === 'SAVE30' || (code === 'SAVE10' && state.refuseSave10)) {
      throw new RequestError(
        PLAN_TOO_SHORT,
        'updateErr',
        {},
        { voucher_code: PLAN_TOO_SHORT },
        { messageId: 'voucher.refused.minDays', values: { days: 30 } },
      );
    }
    const coupon = coupons.find((item) => item.id === details.coupon_id);
    const discount = code ? ({ type: 'percent', value: 10 } as const) : coupon ? { type: coupon.type, value: coupon.value } : null;
    const amounts = applyDiscount(price, discount);
    Object.assign(state.plan!, {
      cutlery: details.cutlery ? 1 : 0,
      bag_price: details.bag_price,
      voucher_id: code ? 3 : null,
      coupon_id: coupon?.id ?? null,
      voucher: code ? { id: 3, code, type: 'percent', value: 10, conditions: SAVE10_CONDITIONS } : null,
      discount_price: amounts.discountPrice,
      new_voucher: amounts.newVoucher,
      amount_due: amounts.discountPrice + details.bag_price,
      priceDatas: {
        price,
        discountPrice: amounts.discountPrice,
        savedAmount: amounts.savedAmount,
        discountPer: 0,
        discountType: null,
        voucher_id: null,
      },
    });
    return { checkoutId: 77 };
  };
  const answer = ({ key, data }: AskedCall) => {
    const mealPlan = Object.fromEntries(PLAN_DAYS.map((d) => [String(d), { 1: 11, 3: 12 }]));
    if (key === 'getPending') return { planParams: state.plan && structuredClone(state.plan), mealPlan: state.plan ? mealPlan : {} };
    if (key === 'update') return update(data as { details: Details });
    if (key === 'createTelrSession') {
      if (state.refuseCreate) throw new RequestError('Payment service unavailable', 'createTelrSessionErr');
      return { response: { order: { url: PAY_URL } } };
    }
    throw new Error(`unexpected call ${key}`);
  };
  return { state, answer };
}

function setup(extra: Partial<CheckoutPlanParams> = {}, server = fakeServer(extra)) {
  const fake = fakeCallClient(server.answer);
  const left: string[] = [];
  const store = new CheckoutSummaryStore({ client: fake.client, coupons: () => coupons, leave: (url) => left.push(url) });
  return { store, calls: fake.calls, left, server };
}

async function loaded(extra: Partial<CheckoutPlanParams> = {}, server?: ReturnType<typeof fakeServer>) {
  const made = setup(extra, server);
  await made.store.load();
  return made;
}

const updates = (calls: AskedCall[]) => calls.filter((call) => call.key === 'update').map((call) => (call.data as { details: Details }).details);

describe('loading: what the server keeps on the checkout', () => {
  it('shows the cutlery, the bag deposit, the voucher typed (with its conditions) and the amounts the server holds', async () => {
    const first = await loaded();
    await first.store.setCutlery(true);
    await first.store.applyVoucher('save10');
    // A new visit (a reload, the summary after a declined card, another tab) reads the same.
    const { store } = await loaded({}, first.server);
    expect(store.cutlery).toBe(true);
    expect(store.bagPrice).toBe(18000);
    expect(store.offer.voucher).toEqual({ id: 3, code: 'SAVE10', type: 'percent', value: 10, conditions: SAVE10_CONDITIONS });
    expect(store.offer.code).toBe('SAVE10');
    expect(store.totals).toMatchObject({ price: 100000, savedAmount: 10000, bagDeposit: 18000, amountDue: 108000 });
    expect(store.redirect).toBeNull();
  });

  it('shows the coupon the checkout holds', async () => {
    const { store } = await loaded({ coupon_id: 5 });
    expect(store.offer.couponId).toBe(5);
    expect(store.offer.coupon?.code).toBe('GIFT200');
  });

  it('preselects the renewal choice when the server prepared no bag deposit', async () => {
    const { store } = await loaded({ bag_price: 0, isRenew: true });
    expect(store.bagPrice).toBe(0);
    expect(store.canSkipBagDeposit).toBe(true);
    expect(store.cutlery).toBe(false);
  });

  it('sends a visit without a checkout plan to /checkout', async () => {
    const server = fakeServer();
    server.state.plan = null;
    const { store } = await loaded({}, server);
    expect(store.redirect).toBe('/checkout');
  });
});

describe('each choice is kept on the server as it is made', () => {
  it('sends the cutlery at once and shows the server’s answer', async () => {
    const { store, calls, server } = await loaded();
    expect(await store.setCutlery(true)).toBeNull();
    expect(updates(calls)).toEqual([{ cutlery: true, bag_price: 18000, voucher_id: null, coupon_id: null }]);
    expect(server.state.plan!.cutlery).toBe(1);
    expect(calls.map((call) => call.key)).toEqual(['getPending', 'update', 'getPending']);
  });

  it('keeps the 180 AED deposit of a new plan and sends the renewal choice of a renewed one', async () => {
    const fresh = await loaded();
    await fresh.store.setBagPrice(0);
    expect(fresh.store.bagPrice).toBe(18000);
    expect(updates(fresh.calls)).toEqual([]);
    const renewed = await loaded({ isRenew: true });
    await renewed.store.setBagPrice(0);
    expect(renewed.store.totals).toMatchObject({ bagDeposit: 0, amountDue: 100000 });
  });

  it('offers only the coupons that have an id', async () => {
    const { store } = await loaded();
    expect(store.offer.coupons.map((coupon) => coupon.code)).toEqual(['GIFT200']);
  });
});

describe('voucher and coupon (§5.3)', () => {
  it('applies a code on the server, upper-cased, and shows the server’s discounted total', async () => {
    const { store, calls } = await loaded();
    store.offer.setCode(' save10 ');
    expect(await store.applyVoucher()).toBeNull();
    expect(updates(calls)).toEqual([{ cutlery: false, bag_price: 18000, voucher_id: null, voucher_code: 'SAVE10', coupon_id: null }]);
    expect(store.offer.voucher).toMatchObject({ id: 3, code: 'SAVE10', conditions: SAVE10_CONDITIONS });
    expect(store.totals).toMatchObject({ savedAmount: 10000, amountDue: 108000 });
  });

  it("answers 'Wrong voucher code' for an unknown code and clears the voucher on the server", async () => {
    const { store, server } = await loaded();
    await store.applyVoucher('SAVE10');
    const shown = await store.applyVoucher('NOPE');
    expect(shown).toEqual({ message: 'Wrong voucher code', messageId: WRONG_VOUCHER_MESSAGE });
    expect(english[WRONG_VOUCHER_MESSAGE]).toBe('Wrong voucher code');
    expect(store.offer.voucher).toBeNull();
    expect(store.offer.voucherError).toEqual(shown);
    expect(server.state.plan!.voucher_id).toBeNull();
    expect(store.totals.amountDue).toBe(118000);
    // The field keeps what the customer typed.
    expect(store.offer.code).toBe('NOPE');
  });

  it('answers the condition a voucher fails (its id and values, for the page’s language)', async () => {
    const { store } = await loaded();
    expect(await store.applyVoucher('SAVE30')).toEqual({ message: PLAN_TOO_SHORT, messageId: 'voucher.refused.minDays', values: { days: 30 } });
    expect(store.offer.voucher).toBeNull();
  });

  it("answers 'Wrong voucher code' for an empty code without asking the server", async () => {
    const { store, calls } = await loaded();
    expect(await store.applyVoucher('   ')).toBe(WRONG_VOUCHER_MESSAGE);
    expect(updates(calls)).toEqual([]);
  });

  it('clears the coupon when a voucher applies, and the voucher when a coupon is chosen', async () => {
    const { store, server } = await loaded();
    await store.chooseCoupon(5);
    expect(store.totals).toMatchObject({ savedAmount: 20000, amountDue: 98000 });
    await store.applyVoucher('SAVE10');
    expect(store.offer.couponId).toBeNull();
    await store.chooseCoupon(5);
    expect(store.offer.voucher).toBeNull();
    expect(store.offer.code).toBe('');
    expect(store.offer.couponId).toBe(5);
    expect(server.state.plan).toMatchObject({ coupon_id: 5, voucher_id: null });
    await store.removeVoucher();
    expect(server.state.plan).toMatchObject({ coupon_id: 5 });
  });
});

describe('Proceed to Pay', () => {
  it('sends update with the choices and the offer, then createTelrSession, then leaves for the payment page', async () => {
    const { store, calls, left } = await loaded();
    void store.setCutlery(true);
    await store.applyVoucher('SAVE10');
    expect(await store.pay()).toEqual({ kind: 'left' });
    const keys = calls.map((call) => call.key);
    expect(keys.slice(keys.lastIndexOf('update'))).toEqual(['update', 'createTelrSession']);
    expect(updates(calls).at(-1)).toEqual({ cutlery: true, bag_price: 18000, voucher_id: 3, voucher_code: 'SAVE10', coupon_id: null });
    expect(calls.find((call) => call.key === 'createTelrSession')!.data).toEqual({ checkoutId: 77 });
    expect(left).toEqual([PAY_URL]);
  });

  it('sends a chosen coupon and the renewal bag choice', async () => {
    const { store, calls } = await loaded({ isRenew: true });
    void store.chooseCoupon(5);
    void store.setBagPrice(0);
    await store.pay();
    expect(updates(calls).at(-1)).toEqual({ cutlery: false, bag_price: 0, voucher_id: null, coupon_id: 5 });
  });

  it('clears a voucher refused now (its condition no longer met) and shows the full total before another try', async () => {
    const { store, server, left } = await loaded();
    await store.applyVoucher('SAVE10');
    server.state.refuseSave10 = true;
    expect(await store.pay()).toEqual({
      kind: 'failed',
      message: { message: PLAN_TOO_SHORT, messageId: 'voucher.refused.minDays', values: { days: 30 } },
    });
    expect(store.offer.voucher).toBeNull();
    expect(store.totals.amountDue).toBe(118000);
    expect(left).toEqual([]);
  });

  it('sends nothing twice on a double click', async () => {
    const { store, calls, left } = await loaded();
    const [first, second] = await Promise.all([store.pay(), store.pay()]);
    expect(first).toEqual({ kind: 'left' });
    expect(second).toEqual({ kind: 'busy' });
    // A click after the browser was sent away sends nothing either.
    expect(await store.pay()).toEqual({ kind: 'busy' });
    expect(calls.filter((call) => call.key === 'update')).toHaveLength(1);
    expect(calls.filter((call) => call.key === 'createTelrSession')).toHaveLength(1);
    expect(left).toHaveLength(1);
  });

  it('is blocked by the days-count alert and sends nothing', async () => {
    const { store, calls } = await loaded({ days_count: 5 });
    expect(await store.pay()).toEqual({ kind: 'blocked', message: DAYS_MISMATCH_MESSAGE });
    expect(calls.map((call) => call.key)).toEqual(['getPending']);
    expect(store.paying).toBe(false);
  });

  it('answers a refusal and lets the customer try again', async () => {
    const { store, calls, left, server } = await loaded();
    server.state.refuseCreate = true;
    expect(await store.pay()).toEqual({ kind: 'failed', message: { message: 'Payment service unavailable' } });
    expect(store.paying).toBe(false);
    expect(left).toEqual([]);
    server.state.refuseCreate = false;
    expect(await store.pay()).toEqual({ kind: 'left' });
    expect(calls.filter((call) => call.key === 'update')).toHaveLength(2);
  });
});
