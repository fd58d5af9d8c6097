/** @jest-environment node */
// The offer rule of both payment summaries (doc 2 §5.3): a coupon or a voucher, never both.
import fc from 'fast-check';
import { WRONG_VOUCHER_MESSAGE } from '../../src/domain';
import { RequestError } from '../../src/session/RequestError';
import { OfferStore, type AppliedVoucher } from '../../src/stores/offerStore';
import type { Voucher } from '../../src/protocol';

const coupons: Voucher[] = [
  { id: 5, type: 'fixed', value: 20000, code: 'GIFT200' },
  { type: 'percent', value: 5, code: 'NOID' },
];
const save10: AppliedVoucher = { id: 3, code: 'SAVE10', type: 'percent', value: 10 };
const accepts = (code: string) => Promise.resolve({ ...save10, code });

describe('OfferStore', () => {
  it('lists the coupons that can be chosen and gives the chosen one as the discount and the order fields', () => {
    const offer = new OfferStore(() => coupons);
    expect(offer.coupons.map((coupon) => coupon.code)).toEqual(['GIFT200']);
    offer.chooseCoupon(5);
    expect(offer.discount).toEqual({ type: 'fixed', value: 20000 });
    expect(offer.choice).toEqual({ coupon_id: 5, voucher_id: null });
  });

  it('applying a voucher clears the coupon; selecting a coupon clears the voucher and its code', async () => {
    const offer = new OfferStore(() => coupons);
    offer.chooseCoupon(5);
    offer.setCode(' save10 ');
    expect(await offer.applyVoucher(accepts)).toBeNull();
    expect(offer.couponId).toBeNull();
    expect(offer.discount).toEqual({ type: 'percent', value: 10 });
    expect(offer.choice).toEqual({ coupon_id: null, voucher_id: 3, voucher_code: 'SAVE10' });
    offer.chooseCoupon(5);
    expect([offer.voucher, offer.code, offer.couponId]).toEqual([null, '', 5]);
  });

  it("an empty code is 'Wrong voucher code' without asking the server, and clears the voucher", async () => {
    const offer = new OfferStore(() => coupons);
    offer.setCode('SAVE10');
    await offer.applyVoucher(accepts);
    const check = jest.fn(accepts);
    offer.setCode('   ');
    expect(await offer.applyVoucher(check)).toBe(WRONG_VOUCHER_MESSAGE);
    expect(check).not.toHaveBeenCalled();
    expect([offer.voucher, offer.voucherError]).toEqual([null, WRONG_VOUCHER_MESSAGE]);
  });

  it("a refused code shows the server's refusal, by id, and clears the voucher; the coupon stays as it was", async () => {
    const offer = new OfferStore(() => coupons);
    offer.chooseCoupon(5);
    offer.setCode('SAVE30');
    const refusal = RequestError.fromReply('checkVoucherErr', {
      message: 'For plans of 30 days or more',
      messageId: 'voucher.refused.minDays',
      values: { days: 30 },
    });
    const shown = await offer.applyVoucher(() => Promise.reject(refusal));
    expect(shown).toEqual({ message: 'For plans of 30 days or more', messageId: 'voucher.refused.minDays', values: { days: 30 } });
    expect([offer.voucher, offer.voucherError, offer.couponId, offer.checking]).toEqual([null, shown, 5, false]);
    expect(await offer.applyVoucher(() => Promise.resolve({ refused: WRONG_VOUCHER_MESSAGE }))).toBe(WRONG_VOUCHER_MESSAGE);
  });

  it('never holds a coupon and a voucher at once, whatever the customer does', async () => {
    const action = fc.oneof(
      fc.record({ kind: fc.constant('coupon' as const), id: fc.constantFrom(5, null) }),
      fc.record({ kind: fc.constant('apply' as const), code: fc.constantFrom('', 'SAVE10', 'NOPE') }),
      fc.record({ kind: fc.constant('remove' as const) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(action, { maxLength: 12 }), async (actions) => {
        const offer = new OfferStore(() => coupons);
        for (const step of actions) {
          if (step.kind === 'coupon') offer.chooseCoupon(step.id);
          else if (step.kind === 'remove') offer.removeVoucher();
          else {
            offer.setCode(step.code);
            await offer.applyVoucher((code) => (code === 'SAVE10' ? accepts(code) : Promise.reject(new RequestError('Wrong voucher code', 'err'))));
          }
          expect(offer.couponId !== null && offer.voucher !== null).toBe(false);
          expect(offer.choice.coupon_id !== null && offer.choice.voucher_id !== null).toBe(false);
        }
      }),
    );
  });
});
