// Who hears of money taken and given back (issue 37): the payments module tells the orders side through its handlers
// (onPaid: place the order, or give the capture back; onRefund: a refund the gateway approved), and this file turns
// them into the customer's receipt (in their language) and the team's notice. A periodic sweep retries refunds that
// did not go through (wirePaymentHandlers in place-checkout.ts).
import { filsToAed, formatNumber } from '@mealplan/shared/units';
import type { PaidPayment, RefundNotice, RefundReason } from '../../payments/service';
import type { OrderDeps } from '../deps';
import { sendReceipt, type ReceiptMailDeps, type ReceiptReason } from './receipts';
import { sendTeamMail, type TeamMailDeps } from './team-mail';

export type PaymentNoticeDeps = OrderDeps & { mail: TeamMailDeps['mail'] & ReceiptMailDeps['mail'] };

/** How often refunds still due are tried again. */
export const REFUND_SWEEP_MS = 10 * 60 * 1000;

const REASON_TEXT: Record<RefundReason, string> = {
  twice: 'paid twice (the order was already paid)',
  changed: 'the plan or its price changed after the payment page opened',
  amount: 'the gateway captured another amount or currency than asked',
  cancelled: 'the order was cancelled or removed before the payment arrived',
};

const aed = (fils: number) => `AED ${formatNumber(filsToAed(fils), 2)}`;

/** After a capture placed (or paid) an order: the customer's receipt. */
export async function tellCapturePlaced(deps: PaymentNoticeDeps, userId: number, orderId: number, payment: PaidPayment): Promise<void> {
  await sendReceipt(deps, userId, orderId, { kind: 'capture', amountFils: payment.amountFils, paymentReference: payment.transactionRef ?? '-' });
}

const RECEIPT_REASON: Record<RefundReason, ReceiptReason> = {
  twice: 'paidTwice',
  changed: 'planChanged',
  amount: 'amountMismatch',
  cancelled: 'orderClosed',
};

/** A refund the gateway approved: the customer's receipt and the team's notice; a refund not made yet: the team's. */
export async function tellRefunded(deps: PaymentNoticeDeps, notice: RefundNotice): Promise<void> {
  if (notice.outcome === 'failed') {
    await sendTeamMail(deps, notice.userId, {
      subject: `Refund of ${aed(notice.amountFils)} for order #${notice.orderId} not made yet`,
      lines: [
        `Order #${notice.orderId}: ${aed(notice.amountFils)} (${notice.currency}) is to be refunded to the card, but the gateway did not take the refund.`,
        `Why it is refunded: ${REASON_TEXT[notice.reason]}.`,
        `Gateway: ${notice.note ?? '-'}`,
        `Payment reference: ${notice.paymentReference}`,
        'It is tried again every 10 minutes; npm run reconcile --workspace server lists it until it goes through.',
      ],
    });
    return;
  }
  await sendReceipt(deps, notice.userId, notice.orderId, {
    kind: 'refund',
    amountFils: notice.amountFils,
    paymentReference: notice.paymentReference,
    refundReference: notice.refundReference,
    reason: RECEIPT_REASON[notice.reason],
  });
  await sendTeamMail(deps, notice.userId, {
    subject: `Refund of ${aed(notice.amountFils)} for order #${notice.orderId}`,
    lines: [
      `Order #${notice.orderId}: ${aed(notice.amountFils)} (${notice.currency}) refunded to the card automatically.`,
      `Why: ${REASON_TEXT[notice.reason]}.`,
      `Payment reference: ${notice.paymentReference}`,
      `Refund reference: ${notice.refundReference ?? '-'}`,
    ],
  });
}
