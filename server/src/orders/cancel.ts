// order cancel (doc 3 §2 "Cancel modal", §4 "Cancel", §6 "Cancel with coupon only for paid orders"): the customer's own
// placed plan is cancelled; 'Cancel and receive coupon' (makeCoupon), only for a paid plan, also gives the customer a
// coupon (a fixed user voucher, shown on /my-credit and usable at checkout) worth the unused part of what was paid for
// the plan: the paid plan value times the share of its delivery days still open for changes (not past, not within the
// 48-hour lock or the 3-day buffer, not inside a pause). A future plan's cancel (a renewal not started) gives the
// renewal back: the plan it renewed is renewable again (renewPlan and canBeRenewed true, alreadyRenewed false).
import { isLockedDay, SHIPPING_FILS } from '@mealplan/shared/domain';
import { today } from '@mealplan/shared/time';
import { lockUserRow } from '../accounts/users';
import { ClientError } from '../errors';
import { ACTION_MESSAGES } from './action-messages';
import type { CheckoutRow } from './checkout-row';
import type { OrderDeps } from './deps';
import { issueCoupon } from './coupons';
import { deliveryDaysOf, ownPlacedOrder, pausesOf, planDaysOf } from './plan-rows';

/** What the customer paid for the plan itself (fils): what was due less the bag deposit and the delivery fee. */
export function paidPlanValue(order: Pick<CheckoutRow, 'amount_due' | 'price' | 'discount_price' | 'bag_price'>): number {
  if (order.amount_due !== null) return Math.max(0, order.amount_due - order.bag_price - SHIPPING_FILS);
  return Math.max(0, order.price - order.discount_price);
}

/** The unused value of a paid plan (fils, rounded down): its paid value times unused days over its days. */
export function unusedValue(paidValue: number, unusedDays: number, daysCount: number): number {
  if (daysCount <= 0) return 0;
  return Math.floor((paidValue * Math.min(unusedDays, daysCount)) / daysCount);
}

export interface Cancelled {
  message: string;
  itWasFuture: boolean;
  /** The coupon given, fils, or 0. */
  couponValue: number;
  /** The plan the cancelled renewal renewed, when it was one. */
  renewedFrom: number | null;
}

export async function cancelOrder(deps: OrderDeps, userId: number, request: { orderId: number; makeCoupon: boolean }): Promise<Cancelled> {
  const now = deps.now();
  return deps.db.tx(async (tx) => {
    await lockUserRow(tx, userId);
    const order = await ownPlacedOrder(tx, userId, request.orderId);
    const itWasFuture = order.start_date > today(now);
    let couponValue = 0;
    if (request.makeCoupon) {
      if (!order.paid) throw new ClientError(ACTION_MESSAGES.couponNeedsPayment);
      const [days, pauses] = await Promise.all([planDaysOf(tx, order.id), pausesOf(tx, order.id)]);
      const unusedDays = deliveryDaysOf(days, pauses).filter((day) => !isLockedDay(day, now)).length;
      couponValue = unusedValue(paidPlanValue(order), unusedDays, order.days_count);
      if (couponValue === 0) throw new ClientError(ACTION_MESSAGES.nothingUnused);
    }
    await tx.query(`UPDATE orders SET status = 'cancelled' WHERE id = $1`, [order.id]);
    await tx.query('DELETE FROM cart_items WHERE order_id = $1', [order.id]);
    if (itWasFuture && order.renewed_from !== null) await tx.query('UPDATE orders SET renew_status = 0 WHERE id = $1', [order.renewed_from]);
    if (couponValue > 0) await issueCoupon(tx, userId, order.id, couponValue, now);
    return {
      message: couponValue > 0 ? ACTION_MESSAGES.cancelledWithCoupon : ACTION_MESSAGES.cancelled,
      itWasFuture,
      couponValue,
      renewedFrom: itWasFuture ? order.renewed_from : null,
    };
  });
}
