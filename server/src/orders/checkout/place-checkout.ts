// Paying for and placing a checkout plan (doc 2 §4.5, §9; issue 19 decisions 1–3): createTelrSession starts a payment
// of the server's amount, checkTelrStatus asks the gateway, placeneworder turns the checkout row into the order
// ('active' and paid for 'telr' once the gateway says paid; 'pending' unpaid for 'Not Paid'), and the gateway's
// notification (payments.onPaid) places it the same way. A wizard order placed unpaid is paid through the same calls.
// Exactly once: every placing runs under the customer's row lock and re-reads the row's status, so twenty tabs and the
// notification together make one order; placing an order already placed answers its id.
// Issue 37: a payment pays for what it was opened for. createTelrSession hands the payment the fingerprint of the rows
// (checkout-payment.ts); an order is placed only from the order's paid attempt (payments checked the captured amount
// and currency) whose fingerprint equals the rows at placing, under the lock; any other capture is given back (the
// payments module refunds it once and tells payment-notices.ts, which mails the customer and the team).
import { deliveryDays, startAfterPayment } from '@mealplan/shared/domain';
import { filsToAed, formatNumber } from '@mealplan/shared/units';
import { customerChanged } from '../order-events';
import { lockUserRow } from '../../accounts/users';
import { planCalendar } from '../../catalog/lookups';
import type { Db } from '../../db';
import { ClientError } from '../../errors';
import type { ServerMessageId } from '../../i18n';
import { log } from '../../ops/log';
import type { PaidPayment, PaidVerdict, PaymentService, RefundInfo, RefundReason } from '../../payments/service';
import { amountToPay, paymentFingerprint } from '../money/checkout-payment';
import { REFUND_SWEEP_MS, tellCapturePlaced, tellRefunded, type PaymentNoticeDeps } from '../mail/payment-notices';
import { checkoutAmounts, ownOrder, planDays, refuse, refuseDaysMismatch, type CheckoutRow } from './checkout-row';
import { currentPlan } from '../store/current-plan';
import type { OrderDeps } from '../deps';
import { CHECKOUT_MESSAGES, ORDER_MESSAGES } from '../messages';
import { issueNewVoucher, useCoupon } from '../money/offers';
import { mealPlanOf } from '../reads/order-view';
import { insertOrderMenu } from '../store/order-menu';
import { markPaidByTelr, placeCheckoutRow, setPlanDates } from '../store/orders-table';

/** The payment service as placing uses it. */
export type PlacingPayments = Pick<PaymentService, 'start' | 'check' | 'paidPayment' | 'markPlaced' | 'markRefundDue' | 'settleRefunds' | 'refunds'>;

/** What paying needs besides the order core's deps: the payment service, and the mail of the receipt after a capture. */
export interface CheckoutPaymentDeps extends OrderDeps {
  payments: PlacingPayments;
  /** The mail services (the customer's receipt once a capture placed an order); no receipt without. */
  mail?: PaymentNoticeDeps['mail'];
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
  const { url } = await deps.payments.start(deps.db, userId, {
    orderId: row.id,
    amountFils: amountToPay(row),
    fingerprint: await paymentFingerprint(deps.db, row),
    description: `Meal plan ${row.days_count} days #${row.id}`,
    returnUrls: checkoutReturnUrls(row.id, row.status !== 'checkout'),
  });
  return { response: { order: { url } } };
}

/** A capture given back, as the payment result page shows it (its text is the page's, in the customer's language). */
export interface RefundShown {
  amount: number;
  currency: string;
  reason: RefundReason;
  refunded: boolean;
}

const shownRefunds = (refunds: RefundInfo[]): RefundShown[] =>
  refunds.map((refund) => ({ amount: refund.amountFils, currency: refund.currency, reason: refund.reason, refunded: refund.state === 'done' }));

/**
 * checkTelrStatus: whether the gateway says the order is paid (never what the browser's return URL says), and the
 * order's captures being given back (a second payment, a page opened for a plan since changed).
 */
export async function checkCheckoutPayment(
  deps: CheckoutPaymentDeps,
  userId: number,
  checkoutId: number,
): Promise<{ status: boolean; refunds: RefundShown[] }> {
  const row = await ownOrder(deps.db, userId, checkoutId, ['checkout', 'pending', 'active']);
  if (!row) return refuse(CHECKOUT_MESSAGES.notFound);
  const status = (await deps.payments.check(deps.db, userId, row.id)) === 'paid' || row.paid;
  return { status, refunds: shownRefunds(await deps.payments.refunds(deps.db, userId, row.id)) };
}

const REFUND_MESSAGES: Record<RefundReason, ServerMessageId> = {
  twice: CHECKOUT_MESSAGES.refundTwice,
  changed: CHECKOUT_MESSAGES.refundChanged,
  amount: CHECKOUT_MESSAGES.refundAmount,
  cancelled: CHECKOUT_MESSAGES.refundCancelled,
};

/** The refusal telling the customer their payment is given back, and why. */
function refuseRefunded(reason: RefundReason, amountFils: number): never {
  throw new ClientError({ id: REFUND_MESSAGES[reason], values: { amount: formatNumber(filsToAed(amountFils), 2) } });
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
  await setPlanDates(tx, row.id, moved[0], moved.at(-1));
}

/** The checkout row becomes the order: the coupon is used, a discount above the price becomes a new voucher. */
async function placeRow(tx: Db, userId: number, row: CheckoutRow, paid: boolean, now: number): Promise<void> {
  // A paid plan was checked when its payment started (createTelrSession); what the customer paid for is placed.
  if (!paid) await refuseDaysMismatch(tx, row);
  const amounts = checkoutAmounts(row.price, row.bag_price, row.discount_type ? { type: row.discount_type, value: row.discount_value ?? 0 } : null);
  await placeCheckoutRow(tx, row.id, paid, amounts.amountDue, now);
  if (row.coupon_id !== null) await useCoupon(tx, userId, row.coupon_id, row.id);
  if (amounts.newVoucher > 0) await issueNewVoucher(tx, userId, row.id, amounts.newVoucher, now);
  if (paid) await startAfterPaid(tx, row, now);
}

/** What placing made of the call: placed now, placed before, or the payment is given back (and why). */
type Placing = { placed: boolean } | { refund: RefundReason };

/** Under the lock: whether the paid attempt may place the row (its fingerprint equals the rows now, not placed otherwise). */
async function verdictOf(tx: Db, row: CheckoutRow | undefined, payment: PaidPayment): Promise<'place' | 'placed' | RefundReason> {
  if (!row) return 'cancelled';
  if (row.paid) return payment.placed ? 'placed' : 'twice';
  if ((await paymentFingerprint(tx, row)) !== payment.fingerprint) return 'changed';
  return 'place';
}

/**
 * Places the customer's checkout plan, or marks their unpaid order paid, once. `payment`: the order's paid attempt
 * (asked by the caller outside the lock, or told by the gateway's notification), placed from only when it pays for
 * the rows as they are; else it is marked to give back in the same transaction. Unpaid (null): 'Not Paid'.
 */
async function placeOnce(deps: CheckoutPaymentDeps, userId: number, orderId: number, payment: PaidPayment | null): Promise<Placing> {
  const now = deps.now();
  const paid = payment !== null;
  try {
    const placing = await deps.db.tx(async (tx): Promise<Placing> => {
      await lockUserRow(tx, userId);
      const row = await ownOrder(tx, userId, orderId, ['checkout', 'pending', 'active'], true);
      if (payment) {
        // The common case in one statement: the rows are what was paid for, and the attempt is still free to place.
        const fresh = row && !row.paid && (await paymentFingerprint(tx, row)) === payment.fingerprint;
        if (!fresh || !(await deps.payments.markPlaced(tx, payment.attemptId))) {
          // Read again under the lock: another caller may have placed from it, or given it back, meanwhile.
          const current = await deps.payments.paidPayment(tx, userId, orderId);
          if (current?.attemptId !== payment.attemptId) {
            if (row?.paid) return { placed: false };
            return { refund: (await deps.payments.refunds(tx, userId, orderId)).at(-1)?.reason ?? 'changed' };
          }
          const verdict = await verdictOf(tx, row, current);
          if (verdict === 'placed') return { placed: false };
          if (verdict === 'place') return refuse(CHECKOUT_MESSAGES.paymentNotConfirmed);
          await deps.payments.markRefundDue(tx, payment.attemptId, verdict);
          return { refund: verdict };
        }
      }
      if (!row) return refuse(CHECKOUT_MESSAGES.notFound);
      if (row.status === 'checkout') {
        // Unpaid, a new plan must still be the customer's only one (a paid plan is placed whatever happened meanwhile).
        if (!paid && row.build === 'new' && (await currentPlan(tx, userId, now))) refuse(ORDER_MESSAGES.alreadyHasPlan);
        await placeRow(tx, userId, row, paid, now);
        return { placed: true };
      }
      if (paid && !row.paid) {
        await markPaidByTelr(tx, row.id, now);
        await startAfterPaid(tx, row, now);
        return { placed: true };
      }
      return { placed: false };
    });
    if ('refund' in placing) {
      await deps.payments.settleRefunds(deps.db, userId, orderId);
      return placing;
    }
    // The plan state of the session check changed.
    if (placing.placed) await customerChanged(deps.services, userId);
    if (placing.placed && payment && deps.mail) await tellCapturePlaced({ ...deps, mail: deps.mail }, userId, orderId, payment);
    return placing;
  } catch (error) {
    // The backstop of one voucher use per customer (another order took it meanwhile).
    const voucherUsed = (error as { code?: unknown }).code === '23505' && String((error as Error).message).includes('orders_user_voucher_once');
    // Paid, but the plan's offer was taken meanwhile: the payment cannot place it and is given back.
    if (payment && (voucherUsed || error instanceof ClientError) && (await deps.payments.markRefundDue(deps.db, payment.attemptId, 'changed'))) {
      await deps.payments.settleRefunds(deps.db, userId, orderId);
      return { refund: 'changed' };
    }
    if (voucherUsed) throw new ClientError(ORDER_MESSAGES.voucherUsed);
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
  if (request.paymentMethod === 'Not Paid') {
    if (row.status === 'checkout') await placeOnce(deps, userId, row.id, null);
    return placedReply(row.id);
  }
  if (row.paid) return placedReply(row.id);
  const state = await deps.payments.check(deps.db, userId, row.id);
  const payment = state === 'paid' ? await deps.payments.paidPayment(deps.db, userId, row.id) : undefined;
  if (!payment) {
    // The newest payment was taken but cannot place this plan: the customer is told it is given back.
    const refund = state === 'refund' ? (await deps.payments.refunds(deps.db, userId, row.id)).at(-1) : undefined;
    if (refund) refuseRefunded(refund.reason, refund.amountFils);
    return refuse(CHECKOUT_MESSAGES.paymentNotConfirmed);
  }
  const placing = await placeOnce(deps, userId, row.id, payment);
  if ('refund' in placing) refuseRefunded(placing.refund, payment.amountFils);
  return placedReply(row.id);
}

/**
 * payments.onPaid: the gateway's server-to-server notification confirmed the order's payment, placed when it pays for
 * the rows as they are. A payment of no checkout plan or order of the customer (removed, cancelled), of a plan changed
 * since, or of an order paid otherwise is given back (the verdict), and the notification is not asked for again.
 */
export async function placePaidOrder(deps: CheckoutPaymentDeps, payment: PaidPayment): Promise<PaidVerdict> {
  const placing = await placeOnce(deps, payment.userId, payment.orderId, payment);
  return 'refund' in placing ? { refund: placing.refund } : { placed: true };
}

/**
 * Registers the orders side's handlers on the payment service (the notification places the order or gives the capture
 * back; a refund approved mails the customer and the team) and starts the sweep retrying refunds still due; answers the
 * function that stops the sweep (on close).
 */
export function wirePaymentHandlers(payments: PaymentService, deps: PaymentNoticeDeps): () => void {
  const placingDeps: CheckoutPaymentDeps = { ...deps, payments };
  payments.onPaid((payment) => placePaidOrder(placingDeps, payment));
  payments.onRefund((notice) => tellRefunded(deps, notice));
  const sweep = setInterval(() => {
    payments.sweepRefunds(deps.db).catch((error: unknown) => log().error({ err: error }, 'payments: the refund sweep failed'));
  }, REFUND_SWEEP_MS);
  sweep.unref();
  return () => clearInterval(sweep);
}
