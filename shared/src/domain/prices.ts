// Plan prices, discounts, bag deposit and the voucher / coupon offer (doc 2 §3, §5.3, §9). All amounts in fils.
import { WRONG_VOUCHER_MESSAGE } from './messages';
import type { PriceRow } from './types';

export const BAG_DEPOSIT_FILS = 18000;
export const SHIPPING_FILS = 0;
export const VOUCHER_CODE_MAX_LENGTH = 10;

export interface PlanPriceInput {
  rows: readonly PriceRow[];
  dietId: number;
  planId: number;
  mealTypeIds: readonly number[];
  dayCount: number;
}

/** Per-day price of one meal type for a diet and plan, or null when the price list has no such row. */
export function dailyPrice(rows: readonly PriceRow[], dietId: number, planId: number, mealTypeId: number): number | null {
  const row = rows.find((r) => r.diet_id === dietId && r.mealPlan_id === planId && r.mealType_id === mealTypeId);
  return row ? row.value : null;
}

/** Price of one day with the chosen meal types on a diet and plan; null when a price is missing. */
export function dayPrice(rows: readonly PriceRow[], dietId: number, planId: number, mealTypeIds: readonly number[]): number | null {
  let perDay = 0;
  for (const mealTypeId of mealTypeIds) {
    const price = dailyPrice(rows, dietId, planId, mealTypeId);
    if (price === null) return null;
    perDay += price;
  }
  return perDay;
}

/** Sum over the chosen meal types of the per-day price x the plan's day count; null when a price is missing. */
export function planPrice({ rows, dietId, planId, mealTypeIds, dayCount }: PlanPriceInput): number | null {
  const perDay = dayPrice(rows, dietId, planId, mealTypeIds);
  return perDay === null ? null : perDay * dayCount;
}

export type DiscountType = 'percent' | 'fixed';

export interface Discount {
  type: DiscountType;
  /** Percent (0-100) or fils. */
  value: number;
}

export interface DiscountedPrice {
  price: number;
  discountAmount: number;
  discountPrice: number;
  savedAmount: number;
  /** The part of a discount above the subtotal, shown as 'New voucher'. */
  newVoucher: number;
}

/** Percent of the subtotal or a fixed amount; the total is floored at 0 and the excess kept as a new voucher. */
export function applyDiscount(subtotal: number, discount?: Discount | null): DiscountedPrice {
  const discountAmount = !discount ? 0 : discount.type === 'percent' ? Math.round((subtotal * discount.value) / 100) : discount.value;
  const discountPrice = Math.max(0, subtotal - discountAmount);
  return {
    price: subtotal,
    discountAmount,
    discountPrice,
    savedAmount: subtotal - discountPrice,
    newVoucher: Math.max(0, discountAmount - subtotal),
  };
}

/** Bag deposit: 180 AED, not charged on renewal. */
export function bagDeposit(isRenew: boolean): number {
  return isRenew ? 0 : BAG_DEPOSIT_FILS;
}

export interface CheckoutTotals extends DiscountedPrice {
  bagDeposit: number;
  shipping: number;
  amountDue: number;
}

export function checkoutTotals(subtotal: number, discount: Discount | null, isRenew: boolean): CheckoutTotals {
  const discounted = applyDiscount(subtotal, discount);
  const deposit = bagDeposit(isRenew);
  return {
    ...discounted,
    bagDeposit: deposit,
    shipping: SHIPPING_FILS,
    amountDue: discounted.discountPrice + deposit + SHIPPING_FILS,
  };
}

/** Upper-cased, trimmed, at most 10 characters. */
export function normaliseVoucherCode(code: string): string {
  return code.trim().toUpperCase().slice(0, VOUCHER_CODE_MAX_LENGTH);
}

export interface CommonVoucher extends Discount {
  id: number;
  code: string;
}

/** Coupon (user voucher) and common voucher are exclusive: at most one id is set. */
export interface Offer {
  couponId: number | null;
  voucherId: number | null;
}

/** Selecting a coupon clears the voucher. */
export function selectCoupon(couponId: number | null): Offer {
  return { couponId, voucherId: null };
}

export type VoucherResult = { ok: true; offer: Offer; voucher: CommonVoucher } | { ok: false; offer: Offer; message: string };

/** Applying a voucher clears the coupon; an unknown code is 'Wrong voucher code' and clears the voucher. */
export function applyVoucherCode(code: string, vouchers: readonly CommonVoucher[], current: Offer): VoucherResult {
  const wanted = normaliseVoucherCode(code);
  const voucher = vouchers.find((candidate) => candidate.code.toUpperCase() === wanted);
  if (!wanted || !voucher) return { ok: false, offer: { ...current, voucherId: null }, message: WRONG_VOUCHER_MESSAGE };
  return { ok: true, offer: { couponId: null, voucherId: voucher.id }, voucher };
}
