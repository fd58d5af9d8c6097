import {
  applyDiscount,
  applyVoucherCode,
  bagDeposit,
  checkoutTotals,
  dayPrice,
  normaliseVoucherCode,
  planPrice,
  selectCoupon,
  WRONG_VOUCHER_MESSAGE,
} from '../../src/domain';
import { english } from './english';

const rows = [
  { diet_id: 30, mealPlan_id: 20, mealType_id: 1, value: 3500 },
  { diet_id: 30, mealPlan_id: 20, mealType_id: 3, value: 5500 },
  { diet_id: 30, mealPlan_id: 24, mealType_id: 1, value: 3300 },
  { diet_id: 4, mealPlan_id: 20, mealType_id: 1, value: 9900 },
];

describe('plan price', () => {
  it('sums the per-day prices of the chosen meal types times the day count', () => {
    expect(planPrice({ rows, dietId: 30, planId: 20, mealTypeIds: [1, 3], dayCount: 20 })).toBe((3500 + 5500) * 20);
    expect(planPrice({ rows, dietId: 30, planId: 24, mealTypeIds: [1], dayCount: 24 })).toBe(3300 * 24);
  });
  it('prices one day of the chosen meal types', () => {
    expect(dayPrice(rows, 30, 20, [1, 3])).toBe(3500 + 5500);
    expect(dayPrice(rows, 4, 20, [1, 3])).toBeNull();
  });
  it('has no price when a row is missing', () => {
    expect(planPrice({ rows, dietId: 30, planId: 24, mealTypeIds: [1, 3], dayCount: 24 })).toBeNull();
  });
});

describe('discounts', () => {
  it('takes a percent of the subtotal or a fixed amount', () => {
    expect(applyDiscount(100000, { type: 'percent', value: 10 })).toEqual({
      price: 100000,
      discountAmount: 10000,
      discountPrice: 90000,
      savedAmount: 10000,
      newVoucher: 0,
    });
    expect(applyDiscount(100000, { type: 'fixed', value: 13800 }).discountPrice).toBe(86200);
    expect(applyDiscount(100000, null).discountPrice).toBe(100000);
  });
  it('floors the total at 0 and keeps the excess as a new voucher', () => {
    expect(applyDiscount(50000, { type: 'fixed', value: 80000 })).toEqual({
      price: 50000,
      discountAmount: 80000,
      discountPrice: 0,
      savedAmount: 50000,
      newVoucher: 30000,
    });
  });
  it('charges the 180 AED bag deposit except on renewal, shipping free', () => {
    expect(bagDeposit(false)).toBe(18000);
    expect(bagDeposit(true)).toBe(0);
    expect(checkoutTotals(100000, { type: 'percent', value: 10 }, false)).toMatchObject({
      discountPrice: 90000,
      bagDeposit: 18000,
      shipping: 0,
      amountDue: 108000,
    });
    expect(checkoutTotals(100000, null, true).amountDue).toBe(100000);
  });
});

describe('vouchers and coupons', () => {
  const vouchers = [{ id: 9, code: 'Welcome10', type: 'percent' as const, value: 10 }];
  it('upper-cases and cuts codes at 10 characters', () => {
    expect(normaliseVoucherCode(' welcome10xyz ')).toBe('WELCOME10X');
  });
  it('matches case-insensitively and clears the coupon', () => {
    const result = applyVoucherCode('welcome10', vouchers, { couponId: 4, voucherId: null });
    expect(result).toEqual({ ok: true, offer: { couponId: null, voucherId: 9 }, voucher: vouchers[0] });
  });
  it("answers 'Wrong voucher code' and clears the voucher", () => {
    expect(applyVoucherCode('nope', vouchers, { couponId: null, voucherId: 9 })).toEqual({
      ok: false,
      offer: { couponId: null, voucherId: null },
      message: WRONG_VOUCHER_MESSAGE,
    });
    expect(english(WRONG_VOUCHER_MESSAGE)).toBe('Wrong voucher code');
  });
  it('selecting a coupon clears the voucher', () => {
    expect(selectCoupon(4)).toEqual({ couponId: 4, voucherId: null });
  });
});
