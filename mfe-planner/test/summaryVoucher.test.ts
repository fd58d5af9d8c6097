/** @jest-environment node */
// The wizard summary's voucher (issue 37 item 5): the plan's days go with the code, so a plan too short for the voucher
// is refused at once with the condition's message; the answer carries the conditions shown beside the code.
import { NO_VOUCHER_CONDITIONS } from '@mealplan/shared/domain';
import { RequestError } from '@mealplan/shared/session';
import { fakeCallClient } from '@mealplan/shared/stores/testing';
import { SummaryStore } from '../src/features/summary/summaryStore';

describe('the wizard summary’s voucher', () => {
  it('sends the plan’s days with the code and answers the voucher’s conditions', async () => {
    const found = { voucher_id: 3, type: 'fixed', value: 13_800, conditions: { ...NO_VOUCHER_CONDITIONS, minPlanDays: 30 } };
    const { client, calls } = fakeCallClient({ 'order checkVoucher': found });
    await expect(new SummaryStore(client).checkVoucher('SAVE138', 30)).resolves.toEqual(found);
    expect(calls).toEqual([{ channel: 'order', key: 'checkVoucher', data: { code: 'SAVE138', days_count: 30 } }]);
  });

  it('rejects with the condition the plan fails', async () => {
    const refusal = new RequestError('This voucher is for plans of 30 days or more', 'checkVoucherErr');
    const { client } = fakeCallClient({
      'order checkVoucher': () => {
        throw refusal;
      },
    });
    await expect(new SummaryStore(client).checkVoucher('SAVE138', 5)).rejects.toBe(refusal);
  });

  it('sends the code alone before a plan is chosen', async () => {
    const { client, calls } = fakeCallClient({
      'order checkVoucher': { voucher_id: 1, type: 'percent', value: 10, conditions: NO_VOUCHER_CONDITIONS },
    });
    await new SummaryStore(client).checkVoucher('WELCOME10');
    expect(calls[0]!.data).toEqual({ code: 'WELCOME10' });
  });

  it('applying a voucher clears the chosen coupon and discounts the order; a refused one shows the refusal by id', async () => {
    let refuse = false;
    const { client } = fakeCallClient({
      'order checkVoucher': () => {
        if (refuse)
          throw RequestError.fromReply('checkVoucherErr', { message: 'For plans of 30 days or more', messageId: 'voucher.refused.minDays' });
        return { voucher_id: 3, type: 'percent', value: 10, conditions: NO_VOUCHER_CONDITIONS };
      },
    });
    const store = new SummaryStore(client, () => [{ id: 5, type: 'fixed', value: 20_000, code: 'GIFT200' }]);
    store.offer.chooseCoupon(5);
    store.offer.setCode('save10');
    expect(await store.applyVoucher(20)).toBeNull();
    expect(store.offer.couponId).toBeNull();
    expect(store.offer.discount).toEqual({ type: 'percent', value: 10 });
    expect(store.offer.choice).toEqual({ coupon_id: null, voucher_id: 3, voucher_code: 'SAVE10' });
    refuse = true;
    store.offer.setCode('SAVE30');
    expect(await store.applyVoucher(20)).toEqual({ message: 'For plans of 30 days or more', messageId: 'voucher.refused.minDays' });
    expect(store.offer.choice).toEqual({ coupon_id: null, voucher_id: null });
  });
});
