// order cancel and cancelQuote (doc 3 §2 "Cancel modal", §4 "Cancel", §6 "Cancel with coupon only for paid orders",
// §9 "Policies"; issue 37 item 6): the customer's own placed plan is cancelled under the published Refunds &
// Cancellation Policy, whose numbers are settings the policy page is written from too (catalog/cancellation-policy.ts).
// The shared rule (shared/src/domain/cancellation.ts) decides, the same for the quote the dialog shows and the cancel:
// - the cancellation takes effect after the days already locked and after N business days (3); the plan's delivery
//   days before that date are still prepared and delivered (they stay in the plan and on the delivery lists), its
//   days from that date go, and the plan ends on its last delivered day;
// - what was paid for the plan (the amount due less the bag deposit and the delivery fee) times the share of its days
//   not delivered is the unused value; the fee (20 %) is kept; the rest is the coupon ('Cancel and receive coupon',
//   only for a paid plan) or, with a plain cancel of a paid plan, the refund the team makes (it gets a notice) and the
//   customer is told about with its processing time. An unpaid plan is not prepared: it ends today, nothing owed.
// A future plan's cancel (a renewal not started) also gives the renewal back: the plan it renewed is renewable again
// (renewPlan and canBeRenewed true, alreadyRenewed false).
import { paidPlanFils, quoteCancellation, SHIPPING_FILS, type CancellationQuote } from '@mealplan/shared/domain';
import { intlLocale, type Locale } from '@mealplan/shared/i18n/locale';
import { today } from '@mealplan/shared/time';
import { toDubai } from '@mealplan/shared/time/dateTime';
import { filsToAed, formatNumber, formatAed } from '@mealplan/shared/units';
import { lockUserRow } from '../../accounts/users';
import { policyNumbers, type PolicyNumbers } from '../../catalog/cancellation-policy';
import type { Db } from '../../db';
import { ClientError } from '../../errors';
import { formatServerText, serverText, type ServerMessageId } from '../../i18n';
import { ACTION_MESSAGES } from '../action-messages';
import type { CheckoutRow } from '../checkout/checkout-row';
import type { OrderDeps } from '../deps';
import { issueCoupon } from '../money/coupons';
import { isRegularDay, ownPlacedOrder, pausesOf, planDaysOf } from './plan-rows';
import { sendTeamMail, type TeamMailDeps } from '../mail/team-mail';
import { orderChanged } from '../order-events';
import { markOrderCancelled, reopenRenewal } from '../store/orders-table';

/** What the customer paid for the plan itself (fils): what was due less the bag deposit and the delivery fee. */
export function paidPlanValue(order: Pick<CheckoutRow, 'amount_due' | 'price' | 'discount_price' | 'bag_price'>): number {
  if (order.amount_due !== null) return paidPlanFils({ amountDue: order.amount_due, bagDeposit: order.bag_price, deliveryFee: SHIPPING_FILS });
  return Math.max(0, order.price - order.discount_price);
}

export interface CancelQuote {
  paid: boolean;
  itIsFuture: boolean;
  effectiveDate: number;
  stillDelivered: number[];
  unusedDays: number;
  unusedValue: number;
  feePercent: number;
  fee: number;
  value: number;
  refundWeeks: number;
  bankDaysMin: number;
  bankDaysMax: number;
}

/** The rule applied to the order as it is now. */
async function ruleQuote(db: Db, order: CheckoutRow, numbers: PolicyNumbers, now: number): Promise<CancellationQuote> {
  const [days, pauses] = await Promise.all([planDaysOf(db, order.id), pausesOf(db, order.id)]);
  return quoteCancellation({
    days: days.filter(isRegularDay).map((day) => day.day),
    pauses,
    daysCount: order.days_count,
    paid: order.paid,
    paidFils: paidPlanValue(order),
    policy: numbers.policy,
    now,
  });
}

const wireQuote = (order: CheckoutRow, quote: CancellationQuote, numbers: PolicyNumbers, now: number): CancelQuote => ({
  paid: order.paid,
  itIsFuture: order.start_date > today(now),
  effectiveDate: quote.effectiveDate,
  stillDelivered: quote.stillDelivered,
  unusedDays: quote.unusedDays,
  unusedValue: quote.unusedValue,
  feePercent: quote.feePercent,
  fee: quote.fee,
  value: quote.value,
  refundWeeks: numbers.refundWeeks,
  bankDaysMin: numbers.bankDaysMin,
  bankDaysMax: numbers.bankDaysMax,
});

/** cancelQuote: what cancelling the customer's own placed plan now would do; 'No meal plan found' for any other id. */
export async function quoteCancel({ db, now }: Pick<OrderDeps, 'db' | 'now'>, userId: number, orderId: number): Promise<CancelQuote> {
  const numbers = await policyNumbers(db);
  const order = await ownPlacedOrder(db, userId, orderId);
  const at = now();
  return wireQuote(order, await ruleQuote(db, order, numbers, at), numbers, at);
}

/** The cancel's message: its id and values (a date as a day, amounts in fils), rendered in the caller's language. */
export interface CancelMessage {
  id: ServerMessageId;
  effectiveDate: number;
  amount: number;
  fee: number;
  refundWeeks: number;
  bankDaysMin: number;
  bankDaysMax: number;
}

export interface Cancelled {
  message: CancelMessage;
  itWasFuture: boolean;
  effectiveDate: number;
  /** The coupon given, fils, or 0. */
  couponValue: number;
  /** The refund owed to the customer's card (the team makes it), fils, or 0. */
  refundValue: number;
  /** The plan the cancelled renewal renewed, when it was one. */
  renewedFrom: number | null;
}

/** The order's days from `from` on (with their dishes, side choices and cart items) go. */
async function dropDaysFrom(db: Db, orderId: number, from: number): Promise<void> {
  const params = [orderId, from];
  await db.query('DELETE FROM order_dishes WHERE order_id = $1 AND day >= $2', params);
  await db.query('DELETE FROM user_sides WHERE order_id = $1 AND day >= $2', params);
  await db.query('DELETE FROM cart_items WHERE order_id = $1 AND day >= $2', params);
  await db.query('DELETE FROM order_days WHERE order_id = $1 AND day >= $2', params);
}

/** "Thursday, 26 November 2026" (or its Arabic), the day in Dubai. */
const dayText = (day: number, locale: Locale) =>
  toDubai(day).setLocale(intlLocale(locale)).toLocaleString({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

function messageIdOf(couponValue: number, refundValue: number, quote: CancellationQuote): ServerMessageId {
  if (couponValue > 0) return ACTION_MESSAGES.cancelledWithCoupon;
  if (refundValue > 0) return ACTION_MESSAGES.cancelledWithRefund;
  return quote.stillDelivered.length > 0 ? ACTION_MESSAGES.cancelledFrom : ACTION_MESSAGES.cancelled;
}

async function cancelCommitted(
  deps: OrderDeps & TeamMailDeps,
  userId: number,
  request: { orderId: number; makeCoupon: boolean; quote?: { effectiveDate: number; value: number } | undefined },
): Promise<Cancelled> {
  const now = deps.now();
  const numbers = await policyNumbers(deps.db);
  const cancelled = await deps.db.tx(async (tx) => {
    await lockUserRow(tx, userId);
    const order = await ownPlacedOrder(tx, userId, request.orderId);
    const itWasFuture = order.start_date > today(now);
    const quote = await ruleQuote(tx, order, numbers, now);
    if (request.quote && (request.quote.effectiveDate !== quote.effectiveDate || request.quote.value !== quote.value)) {
      throw new ClientError(ACTION_MESSAGES.cancelQuoteChanged);
    }
    if (request.makeCoupon) {
      if (!order.paid) throw new ClientError(ACTION_MESSAGES.couponNeedsPayment);
      if (quote.value === 0) throw new ClientError(ACTION_MESSAGES.nothingUnused);
    }
    const couponValue = request.makeCoupon ? quote.value : 0;
    const refundValue = request.makeCoupon || !order.paid ? 0 : quote.value;
    await dropDaysFrom(tx, order.id, quote.effectiveDate);
    await markOrderCancelled(tx, order.id, { now, effectiveDate: quote.effectiveDate, fee: quote.fee, refundDue: refundValue });
    if (itWasFuture && order.renewed_from !== null) await reopenRenewal(tx, order.renewed_from);
    if (couponValue > 0) await issueCoupon(tx, userId, order.id, couponValue, now);
    const message: CancelMessage = {
      id: messageIdOf(couponValue, refundValue, quote),
      effectiveDate: quote.effectiveDate,
      amount: couponValue || refundValue,
      fee: quote.fee,
      refundWeeks: numbers.refundWeeks,
      bankDaysMin: numbers.bankDaysMin,
      bankDaysMax: numbers.bankDaysMax,
    };
    return {
      message,
      itWasFuture,
      effectiveDate: quote.effectiveDate,
      couponValue,
      refundValue,
      renewedFrom: itWasFuture ? order.renewed_from : null,
      quote,
    };
  });
  if (cancelled.refundValue > 0) {
    const { quote } = cancelled;
    await sendTeamMail(deps, userId, {
      subject: 'Refund to make for a cancelled meal plan',
      lines: [
        `Meal plan #${request.orderId} was cancelled; it takes effect on ${dayText(quote.effectiveDate, 'en')}.`,
        `Refund to the customer's card: ${formatAed(cancelled.refundValue)} (unused value ${formatAed(quote.unusedValue)} for ${quote.unusedDays} days, less the ${quote.feePercent}% cancellation fee of ${formatAed(quote.fee)}).`,
        `Please refund it within ${numbers.refundWeeks} weeks of the cancellation taking effect.`,
      ],
    });
  }
  return {
    message: cancelled.message,
    itWasFuture: cancelled.itWasFuture,
    effectiveDate: cancelled.effectiveDate,
    couponValue: cancelled.couponValue,
    refundValue: cancelled.refundValue,
    renewedFrom: cancelled.renewedFrom,
  };
}

/** The cancel's message in the caller's language. */
export function cancelMessageText(message: CancelMessage, locale: Locale): string {
  return formatServerText(
    serverText(message.id, {
      date: dayText(message.effectiveDate, locale),
      amount: formatNumber(filsToAed(message.amount), 2),
      fee: formatNumber(filsToAed(message.fee), 2),
      weeks: message.refundWeeks,
      bankMin: message.bankDaysMin,
      bankMax: message.bankDaysMax,
    }),
    locale,
  );
}

/** order cancel: cancels the customer's order and announces it (hasPlan, the renew flags and the coupons change with it). */
export async function cancelOrder(
  deps: OrderDeps & TeamMailDeps,
  userId: number,
  request: Parameters<typeof cancelCommitted>[2],
): Promise<Cancelled> {
  const cancelled = await cancelCommitted(deps, userId, request);
  await orderChanged(deps.services, userId, request.orderId);
  return cancelled;
}
