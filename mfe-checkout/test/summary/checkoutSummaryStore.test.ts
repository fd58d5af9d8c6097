/** @jest-environment node */
// The /checkout/summary store: the pending plan, cutlery and bag deposit, coupon and voucher (doc 2 §5.3) with the
// shared price rule, and 'Proceed to Pay' (update → createTelrSession → leave), sent once however often it is clicked.
import { DAYS_MISMATCH_MESSAGE, domainCatalogues, WRONG_VOUCHER_MESSAGE } from '@mealplan/shared/domain';
import type { Voucher } from '@mealplan/shared/protocol';
import { RequestError } from '@mealplan/shared/session';
import { fakeCallClient, type AnswerCall } from '@mealplan/shared/stores/testing';
import { parseIsoDate } from '@mealplan/shared/time';
import { CheckoutSummaryStore, type CheckoutPlanParams } from '../../src/features/summary/checkoutSummaryStore';

const english = domainCatalogues.en as Record<string, string>;
const PLAN_DAYS = ['2026-11-29', '2026-11-30', '2026-12-01'].map((iso) => parseIsoDate(iso)!);
const PAY_URL = 'https://secure.telr.test/gateway/process.html?o=ABC';

// The spec's checkout plan params; the server's reply may carry more fields.
function planParams(extra: Partial<CheckoutPlanParams> = {}): CheckoutPlanParams {
  return {
    id: 77,
    diet_id: 30,
    days_count: 3,
    mealTypes: [1, 3],
    exclude_week_day: [],
    cutlery: 1,
    bag_price: 18000,
    start_date: PLAN_DAYS[0]!,
    end_date: PLAN_DAYS[2]!,
    isRenew: false,
    mealPlan_id: 9,
    emirate: 1,
    slot_id: 2,
    price: 100000,
    ...extra,
  } as CheckoutPlanParams;
}

const coupons: Voucher[] = [
  { id: 5, type: 'fixed', value: 20000, code: 'GIFT200' },
  { type: 'percent', value: 50, code: 'NOID' },
];

function setup(options: { params?: CheckoutPlanParams | null; answers?: Record<string, unknown> | AnswerCall } = {}) {
  const params = options.params === undefined ? planParams() : options.params;
  const mealPlan = Object.fromEntries(PLAN_DAYS.map((d) => [String(d), { 1: 11, 3: 12 }]));
  const answers =
    typeof options.answers === 'function'
      ? options.answers
      : {
          'mobile_checkout getPending': { planParams: params, mealPlan: params ? mealPlan : {} },
          'mobile_checkout update': { checkoutId: 77 },
          'mobile_checkout createTelrSession': { response: { order: { url: PAY_URL } } },
          'order checkVoucher': (data: { code: string }) => {
            if (data.code !== 'SAVE10') throw new RequestError('Wrong voucher code', 'checkVoucherErr', {}, {}, { messageId: 'voucher.wrong' });
            return { voucher_id: 3, type: 'percent', value: 10 };
          },
          ...options.answers,
        };
  const fake = fakeCallClient(answers);
  const left: string[] = [];
  const store = new CheckoutSummaryStore({ client: fake.client, coupons: () => coupons, leave: (url) => left.push(url) });
  return { store, calls: fake.calls, left };
}

async function loaded(options: Parameters<typeof setup>[0] = {}) {
  const made = setup(options);
  await made.store.load();
  return made;
}

describe('loading', () => {
  it('takes cutlery and the bag deposit from the pending plan', async () => {
    const { store } = await loaded();
    expect(store.state).toBe('ready');
    expect(store.cutlery).toBe(true);
    expect(store.bagPrice).toBe(18000);
    expect(store.canSkipBagDeposit).toBe(false);
    expect(store.redirect).toBeNull();
  });

  it('preselects the renewal choice when the server prepared no bag deposit', async () => {
    const { store } = await loaded({ params: planParams({ bag_price: 0, isRenew: true, cutlery: 0 }) });
    expect(store.bagPrice).toBe(0);
    expect(store.canSkipBagDeposit).toBe(true);
    expect(store.cutlery).toBe(false);
  });

  it('sends a visit without a checkout plan to /checkout', async () => {
    const { store } = await loaded({ params: null });
    expect(store.redirect).toBe('/checkout');
  });
});

describe('price data (shared price rule, fils)', () => {
  it('adds the 180 AED bag deposit, which a new plan cannot leave out', async () => {
    const { store } = await loaded();
    expect(store.totals).toMatchObject({ price: 100000, bagDeposit: 18000, savedAmount: 0, amountDue: 118000 });
    store.setBagPrice(0);
    expect(store.bagPrice).toBe(18000);
    expect(store.totals).toMatchObject({ bagDeposit: 18000, amountDue: 118000 });
  });

  it('charges no deposit with the renewal choice of a renewed plan', async () => {
    const { store } = await loaded({ params: planParams({ isRenew: true }) });
    store.setBagPrice(0);
    expect(store.totals).toMatchObject({ bagDeposit: 0, amountDue: 100000 });
    store.setBagPrice(18000);
    expect(store.totals).toMatchObject({ bagDeposit: 18000, amountDue: 118000 });
  });

  it('offers only the coupons that have an id', async () => {
    const { store } = await loaded();
    expect(store.coupons.map((coupon) => coupon.code)).toEqual(['GIFT200']);
  });
});

describe('voucher and coupon (§5.3)', () => {
  it('checks a code with order checkVoucher, upper-cased, and applies its discount', async () => {
    const { store, calls } = await loaded();
    expect(await store.applyVoucher(' save10 ')).toBeNull();
    expect(calls.find((call) => call.key === 'checkVoucher')!.data).toEqual({ code: 'SAVE10' });
    expect(store.voucher).toEqual({ id: 3, code: 'SAVE10', type: 'percent', value: 10 });
    expect(store.totals).toMatchObject({ savedAmount: 10000, amountDue: 108000 });
  });

  it("answers 'Wrong voucher code' for an unknown code and clears the voucher", async () => {
    const { store } = await loaded();
    await store.applyVoucher('SAVE10');
    const shown = await store.applyVoucher('NOPE');
    expect(shown).toEqual({ message: 'Wrong voucher code', messageId: WRONG_VOUCHER_MESSAGE });
    expect(english[WRONG_VOUCHER_MESSAGE]).toBe('Wrong voucher code');
    expect(store.voucher).toBeNull();
    expect(store.voucherError).toEqual(shown);
  });

  it("answers 'Wrong voucher code' for an empty code without asking the server", async () => {
    const { store, calls } = await loaded();
    expect(await store.applyVoucher('   ')).toBe(WRONG_VOUCHER_MESSAGE);
    expect(calls.some((call) => call.key === 'checkVoucher')).toBe(false);
  });

  it('clears the coupon when a voucher applies, and the voucher when a coupon is chosen', async () => {
    const { store } = await loaded();
    store.chooseCoupon(5);
    expect(store.totals).toMatchObject({ savedAmount: 20000, amountDue: 98000 });
    await store.applyVoucher('SAVE10');
    expect(store.couponId).toBeNull();
    store.chooseCoupon(5);
    expect(store.voucher).toBeNull();
    expect(store.couponId).toBe(5);
  });
});

describe('Proceed to Pay', () => {
  it('sends update with the choices and the offer, then createTelrSession, then leaves for the payment page', async () => {
    const { store, calls, left } = await loaded();
    store.setCutlery(false);
    await store.applyVoucher('SAVE10');
    expect(await store.pay()).toEqual({ kind: 'left' });
    const keys = calls.map((call) => call.key);
    expect(keys.slice(keys.indexOf('update'))).toEqual(['update', 'createTelrSession']);
    expect(calls.find((call) => call.key === 'update')!.data).toEqual({
      checkoutId: 77,
      details: { cutlery: false, bag_price: 18000, voucher_id: 3, voucher_code: 'SAVE10', coupon_id: null },
    });
    expect(calls.find((call) => call.key === 'createTelrSession')!.data).toEqual({ checkoutId: 77 });
    expect(left).toEqual([PAY_URL]);
  });

  it('sends a chosen coupon and the renewal bag choice', async () => {
    const { store, calls } = await loaded({ params: planParams({ isRenew: true }) });
    store.chooseCoupon(5);
    store.setBagPrice(0);
    await store.pay();
    expect(calls.find((call) => call.key === 'update')!.data).toEqual({
      checkoutId: 77,
      details: { cutlery: true, bag_price: 0, voucher_id: null, coupon_id: 5 },
    });
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
    const { store, calls } = await loaded({ params: planParams({ days_count: 5 }) });
    expect(await store.pay()).toEqual({ kind: 'blocked', message: DAYS_MISMATCH_MESSAGE });
    expect(calls.map((call) => call.key)).toEqual(['getPending']);
    expect(store.paying).toBe(false);
  });

  it('answers a refusal and lets the customer try again', async () => {
    let refuse = true;
    const { store, calls, left } = await loaded({
      answers: {
        'mobile_checkout createTelrSession': () => {
          if (refuse) throw new RequestError('Payment service unavailable', 'createTelrSessionErr');
          return { response: { order: { url: PAY_URL } } };
        },
      },
    });
    expect(await store.pay()).toEqual({ kind: 'failed', message: { message: 'Payment service unavailable' } });
    expect(store.paying).toBe(false);
    expect(left).toEqual([]);
    refuse = false;
    expect(await store.pay()).toEqual({ kind: 'left' });
    expect(calls.filter((call) => call.key === 'update')).toHaveLength(2);
  });
});
