// The checkout plan's row (issue 19 decision 1): a row of orders with status 'checkout', one per customer; the owner
// check every checkout call makes (another customer's id is not found), its days, the §5.7 days check and its amounts.
import { applyDiscount, mealPlanDaysMismatch, SHIPPING_FILS, type Discount } from '@mealplan/shared/domain';
import type { Db } from '../../db';
import { ClientError } from '../../errors';
import type { ServerMessageId } from '../../i18n';
import { CHECKOUT_MESSAGES } from '../messages';
import type { Offer } from '../money/offers';
import { mealPlanOf } from '../store/order-menu';
import { ORDER_ROW_COLUMNS, ownOrder, pendingCheckout, writeOrderOffer } from '../store/orders-table';

export { ORDER_ROW_COLUMNS, ownOrder, pendingCheckout };

export const refuse = (message: ServerMessageId, field?: string): never => {
  throw new ClientError(message, field ? { [field]: message } : undefined);
};

/** A row of orders as the checkout reads it (the customer's checkout plan, or a placed order it pays for). */
export interface CheckoutRow {
  id: number;
  user_id: number;
  status: 'checkout' | 'pending' | 'active' | 'cancelled' | 'finished';
  paid: boolean;
  diet_id: number;
  plan_id: number;
  days_count: number;
  meal_types: number[];
  exclude_week_day: number[];
  start_date: number;
  end_date: number;
  slot_id: number | null;
  emirate_id: number | null;
  cutlery: number;
  bag_price: number;
  price: number;
  full_price: number;
  discount_price: number;
  amount_due: number | null;
  voucher_id: number | null;
  /** The code the customer typed for voucher_id (issue 37): answered to them alone. */
  voucher_code: string | null;
  coupon_id: number | null;
  discount_type: Discount['type'] | null;
  discount_value: number | null;
  build: 'new' | 'renew' | null;
  renewed_from: number | null;
  renew_status: number;
  modified: boolean;
}

/** The customer's checkout plan with this id; 'No checkout plan found' for any other id. */
export async function ownCheckout(db: Db, userId: number, checkoutId: number, forUpdate = false): Promise<CheckoutRow> {
  return (await ownOrder(db, userId, checkoutId, ['checkout'], forUpdate)) ?? refuse(CHECKOUT_MESSAGES.notFound);
}

/** The plan's days, in order. */
export async function planDays(db: Db, orderId: number): Promise<number[]> {
  const rows = await db.query<{ day: number }>('SELECT day::float8 AS day FROM order_days WHERE order_id = $1 ORDER BY day', [orderId]);
  return rows.map((row) => row.day);
}

/** §5.7: Continue to Checkout, update, Proceed to Pay and placing need days_count days in the meal plan. */
export async function refuseDaysMismatch(db: Db, row: CheckoutRow): Promise<void> {
  const mismatch = mealPlanDaysMismatch(await mealPlanOf(db, row.id), row.days_count);
  if (mismatch) refuse(CHECKOUT_MESSAGES.daysMismatch);
}

/** The amounts of a plan: the price after the discount, the deposit, what the customer pays, the new voucher. */
export interface CheckoutAmounts {
  discountPrice: number;
  savedAmount: number;
  newVoucher: number;
  fullPrice: number;
  amountDue: number;
}

export function checkoutAmounts(price: number, bagPrice: number, discount: Discount | null): CheckoutAmounts {
  const discounted = applyDiscount(price, discount);
  return {
    discountPrice: discounted.discountPrice,
    savedAmount: discounted.savedAmount,
    newVoucher: discounted.newVoucher,
    fullPrice: price + bagPrice + SHIPPING_FILS,
    amountDue: discounted.discountPrice + bagPrice + SHIPPING_FILS,
  };
}

/**
 * Writes the offer (the voucher or coupon, the code the customer typed, the discount) on an order row with the amounts
 * it gives against the price and bag deposit; answers those amounts.
 */
export async function writeOfferAmounts(db: Db, orderId: number, price: number, bagPrice: number, offer: Offer): Promise<CheckoutAmounts> {
  const amounts = checkoutAmounts(price, bagPrice, offer.discount);
  await writeOrderOffer(db, orderId, offer, amounts);
  return amounts;
}
