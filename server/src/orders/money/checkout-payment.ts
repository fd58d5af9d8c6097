// What a payment pays for (issue 37): the amount and the fingerprint of a checkout plan or an unpaid order, computed
// from its rows by one function, handed to payments.start when a payment page opens and compared with the rows when
// the order is placed; the checkout's write paths close the payment pages opened for what it was before (one line
// each), and the coupons issued and spent are written to the payments ledger where they are issued and used.
import { createHash } from 'node:crypto';
import type { Db } from '../../db';
import { closeOpenAttempts, recordLedger } from '../../payments';
import { checkoutAmounts, ownOrder, planDays, type CheckoutRow } from '../checkout/checkout-row';
import { orderDiscountPrice } from '../store/orders-table';

export { paidOnlineOrders } from '../store/orders-table';

/** What the customer pays for the row: a placed order's amount due, or the checkout's amounts from its price data. */
export function amountToPay(row: CheckoutRow): number {
  if (row.status !== 'checkout' && row.amount_due !== null) return row.amount_due;
  const discount = row.discount_type ? { type: row.discount_type, value: row.discount_value ?? 0 } : null;
  return checkoutAmounts(row.price, row.bag_price, discount).amountDue;
}

/**
 * The payment fingerprint of a checkout plan or order: a stable hash of what a payment for it pays for (the plan, its
 * days and dates, meal types and excluded weekdays, the bag deposit, the offer, the renewal, the price and the amount).
 * The dishes, the slot and cutlery are not in it: they may change while a payment page is open.
 */
export async function paymentFingerprint(db: Db, row: CheckoutRow): Promise<string> {
  const days = await planDays(db, row.id);
  const paidFor = {
    order: row.id,
    diet: row.diet_id,
    plan: row.plan_id,
    daysCount: row.days_count,
    days,
    mealTypes: [...row.meal_types].sort((a, b) => a - b),
    excludeWeekDay: [...row.exclude_week_day].sort((a, b) => a - b),
    bagPrice: row.bag_price,
    price: row.price,
    offer: { voucher: row.voucher_id, coupon: row.coupon_id, type: row.discount_type, value: row.discount_value },
    renewal: { build: row.build, from: row.renewed_from },
    amount: amountToPay(row),
  };
  return createHash('sha256').update(JSON.stringify(paidFor)).digest('base64url');
}

/**
 * After a change to the customer's checkout (set, update, remove, renew): its payment pages opened for something
 * else are closed for placing (a later capture of one is refunded). Run inside the change's transaction.
 */
export async function closeChangedPayments(db: Db, userId: number, checkoutId: number, now: number): Promise<void> {
  const row = await ownOrder(db, userId, checkoutId, ['checkout', 'pending']);
  await closeOpenAttempts(db, userId, checkoutId, row ? await paymentFingerprint(db, row) : undefined, now);
}

/** The ledger's row of a coupon spent on an order (its value when fixed; a percent coupon's value is its discount). */
export async function ledgerCouponSpent(
  db: Db,
  userId: number,
  couponId: number,
  orderId: number,
  now = Math.floor(Date.now() / 1000),
): Promise<void> {
  const coupon = await db.one<{ type: string; value: number; code: string }>(
    'SELECT type, value, code FROM user_vouchers WHERE id = $1 AND user_id = $2',
    [couponId, userId],
  );
  const order = await orderDiscountPrice(db, orderId);
  if (!coupon) return;
  const amountFils = coupon.type === 'fixed' ? coupon.value : (order?.discount_price ?? 0);
  await recordLedger(db, { kind: 'coupon_spent', userId, orderId, couponId, code: coupon.code, amountFils, now });
}

/** The ledger's row of a coupon issued (a cancelled plan's value, a discount above the price). */
export async function ledgerCouponIssued(db: Db, userId: number, orderId: number, code: string, amountFils: number, now: number): Promise<void> {
  await recordLedger(db, { kind: 'coupon_issued', userId, orderId, code, amountFils, now });
}
