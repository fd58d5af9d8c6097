// Paying for and placing a checkout plan (doc 2 §4.5, §9; issue 19 decisions 1–3): createTelrSession starts a payment
// of the server's amount, checkTelrStatus asks the gateway, placeneworder turns the checkout row into the order
// ('active' and paid for 'telr' once the gateway says paid; 'pending' unpaid for 'Not Paid'), and the gateway's
// notification (payments.onPaid) places it the same way. A wizard order placed unpaid is paid through the same calls.
// Exactly once: every placing runs under the customer's row lock and re-reads the row's status, so twenty tabs and the
// notification together make one order; placing an order already placed answers its id.
import { deliveryDays, startAfterPayment } from '@mealplan/shared/domain';
import { userViewChanged } from '../accounts/user-view';
import { lockUserRow } from '../accounts/users';
import { planCalendar } from '../catalog/lookups';
import type { Db } from '../db';
import { ClientError } from '../errors';
import type { PaymentService } from '../payments/service';
import { checkoutAmounts, ownOrder, planDays, refuse, refuseDaysMismatch, type CheckoutRow } from './checkout-row';
import { currentPlan } from './current-plan';
import type { OrderDeps } from './deps';
import { CHECKOUT_MESSAGES, ORDER_MESSAGES } from './messages';
import { issueNewVoucher, useCoupon } from './offers';
import { mealPlanOf } from './order-view';
import { insertOrderMenu } from './order-menu';

/** What paying needs besides the order core's deps: the payment service (start, check). */
export interface CheckoutPaymentDeps extends OrderDeps {
  payments: Pick<PaymentService, 'start' | 'check'>;
}

/**
 * Every gateway return goes to the success page, which asks checkTelrStatus (issue 19 decision 3). An order placed
 * unpaid ('Pay now', issue 37) is marked `order=placed`: only which text the page shows and where it goes when unpaid.
 */
export function checkoutReturnUrls(checkoutId: number, placedUnpaid = false) {
  const page = `/checkout/success/telr?checkoutId=${checkoutId}${placedUnpaid ? '&order=placed' : ''}`;
  return { authorised: page, declined: `${page}&result=declined`, cancelled: `${page}&result=cancelled` };
}

/** A checkout plan, or an order placed unpaid ('pending', not paid): what may be paid online. */
async function payableOrder(db: Db, userId: number, orderId: number): Promise<CheckoutRow> {
  const row = await ownOrder(db, userId, orderId, ['checkout', 'pending', 'active']);
  if (!row) return refuse(CHECKOUT_MESSAGES.notFound);
  if (row.paid) return refuse(CHECKOUT_MESSAGES.notPayable);
  return row;
}

/** createTelrSession: the hosted payment page for exactly the server's amount (the summary showed the same). */
export async function startCheckoutPayment(
  deps: CheckoutPaymentDeps,
  userId: number,
  checkoutId: number,
): Promise<{ response: { order: { url: string } } }> {
  const row = await payableOrder(deps.db, userId, checkoutId);
  if (row.status === 'checkout') await refuseDaysMismatch(deps.db, row);
  const amountFils = row.amount_due ?? checkoutAmounts(row.price, row.bag_price, null).amountDue;
  const { url } = await deps.payments.start(deps.db, userId, {
    orderId: row.id,
    amountFils,
    description: `Meal plan ${row.days_count} days #${row.id}`,
    returnUrls: checkoutReturnUrls(row.id, row.status !== 'checkout'),
  });
  return { response: { order: { url } } };
}

/** checkTelrStatus: whether the gateway says the order is paid (never what the browser's return URL says). */
export async function checkCheckoutPayment(deps: CheckoutPaymentDeps, userId: number, checkoutId: number): Promise<{ status: boolean }> {
  const row = await ownOrder(deps.db, userId, checkoutId, ['checkout', 'pending', 'active']);
  if (!row) return refuse(CHECKOUT_MESSAGES.notFound);
  if (row.paid) return { status: true };
  return { status: (await deps.payments.check(deps.db, userId, row.id)) === 'paid' };
}

export interface PlacedCheckout {
  message: string;
  orderId: number;
}

const placedReply = (orderId: number): PlacedCheckout => ({ message: CHECKOUT_MESSAGES.placed, orderId });

/** Delivery starts no earlier than 2 days after the payment: the days move forward in order, each keeping its dishes. */
async function startAfterPaid(tx: Db, row: CheckoutRow, paidAt: number): Promise<void> {
  const calendar = await planCalendar(tx, { id: row.plan_id, days_count: row.days_count, exclude_week_day: row.exclude_week_day });
  const start = startAfterPayment(row.start_date, paidAt, calendar);
  if (start === row.start_date) return;
  const [days, menu] = await Promise.all([planDays(tx, row.id), mealPlanOf(tx, row.id)]);
  const moved = deliveryDays(start, days.length, calendar);
  const movedMenu = Object.fromEntries(days.flatMap((day, index) => (menu[day] ? [[moved[index]!, menu[day]]] : [])));
  await tx.query('DELETE FROM order_dishes WHERE order_id = $1', [row.id]);
  await tx.query('DELETE FROM order_days WHERE order_id = $1', [row.id]);
  await insertOrderMenu(tx, row.id, moved, movedMenu);
  await tx.query('UPDATE orders SET start_date = $2, end_date = $3 WHERE id = $1', [row.id, moved[0], moved.at(-1)]);
}

/** The checkout row becomes the order: the coupon is used, a discount above the price becomes a new voucher. */
async function placeRow(tx: Db, userId: number, row: CheckoutRow, paid: boolean, now: number): Promise<void> {
  // A paid plan was checked when its payment started (createTelrSession); what the customer paid for is placed.
  if (!paid) await refuseDaysMismatch(tx, row);
  const amounts = checkoutAmounts(row.price, row.bag_price, row.discount_type ? { type: row.discount_type, value: row.discount_value ?? 0 } : null);
  await tx.query(`UPDATE orders SET status = $2, paid = $3, payment_method = $4, paid_at = $5, amount_due = $6, created_at = $7 WHERE id = $1`, [
    row.id,
    paid ? 'active' : 'pending',
    paid,
    paid ? 'telr' : 'Not Paid',
    paid ? now : null,
    amounts.amountDue,
    now,
  ]);
  if (row.coupon_id !== null) await useCoupon(tx, userId, row.coupon_id, row.id);
  if (amounts.newVoucher > 0) await issueNewVoucher(tx, userId, row.id, amounts.newVoucher, now);
  if (paid) await startAfterPaid(tx, row, now);
}

/**
 * Places the customer's checkout plan, or marks their unpaid order paid, once. `paid`: the gateway said paid (asked
 * by the caller outside the lock, or told by its notification). An order already placed answers its id.
 */
async function placeOnce(deps: OrderDeps, userId: number, orderId: number, paid: boolean): Promise<PlacedCheckout> {
  const now = deps.now();
  try {
    const placed = await deps.db.tx(async (tx) => {
      await lockUserRow(tx, userId);
      const row = await ownOrder(tx, userId, orderId, ['checkout', 'pending', 'active'], true);
      if (!row) return refuse(CHECKOUT_MESSAGES.notFound);
      if (row.status === 'checkout') {
        // Unpaid, a new plan must still be the customer's only one (a paid plan is placed whatever happened meanwhile).
        if (!paid && row.build === 'new' && (await currentPlan(tx, userId, now))) refuse(ORDER_MESSAGES.alreadyHasPlan);
        await placeRow(tx, userId, row, paid, now);
        return true;
      }
      if (paid && !row.paid) {
        await tx.query(`UPDATE orders SET status = 'active', paid = true, payment_method = 'telr', paid_at = $2 WHERE id = $1`, [row.id, now]);
        await startAfterPaid(tx, row, now);
        return true;
      }
      return false;
    });
    // The plan state of the session check changed.
    if (placed) await userViewChanged(deps.services, userId);
    return placedReply(orderId);
  } catch (error) {
    // The backstop of one voucher use per customer (another order took it meanwhile).
    if ((error as { code?: unknown }).code === '23505' && String((error as Error).message).includes('orders_user_voucher_once')) {
      throw new ClientError(ORDER_MESSAGES.voucherUsed);
    }
    throw error;
  }
}

/**
 * placeneworder: 'telr' asks the gateway first (outside the lock) and places only when it says paid; 'Not Paid' places
 * the plan unpaid ('pending'). The same call again answers the same orderId (= checkoutId).
 */
export async function placeCheckoutOrder(
  deps: CheckoutPaymentDeps,
  userId: number,
  request: { checkoutId: number; paymentMethod: 'telr' | 'Not Paid' },
): Promise<PlacedCheckout> {
  const row = await ownOrder(deps.db, userId, request.checkoutId, ['checkout', 'pending', 'active']);
  if (!row) return refuse(CHECKOUT_MESSAGES.notFound);
  if (request.paymentMethod === 'Not Paid') return row.status === 'checkout' ? placeOnce(deps, userId, row.id, false) : placedReply(row.id);
  if (row.paid) return placedReply(row.id);
  if ((await deps.payments.check(deps.db, userId, row.id)) !== 'paid') return refuse(CHECKOUT_MESSAGES.paymentNotConfirmed);
  return placeOnce(deps, userId, row.id, true);
}

/**
 * payments.onPaid: the gateway's server-to-server notification confirmed the order's payment. A payment of no checkout
 * plan or order of the customer (removed, cancelled) has nothing to place here: it stays recorded by the payments
 * module (to refund), and the notification is not asked for again.
 */
export async function placePaidOrder(deps: OrderDeps, userId: number, orderId: number): Promise<void> {
  if (!(await ownOrder(deps.db, userId, orderId, ['checkout', 'pending', 'active']))) return;
  await placeOnce(deps, userId, orderId, true);
}
