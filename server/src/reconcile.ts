// The money reconciliation (issue 37): per customer and in total, captured = placed orders' amounts + refunds + money
// on hold, from the payments ledger (payments module) and the orders placed from its captures (orders module). Every
// difference is listed: a customer whose sum does not hold, an order placed from a capture of another amount. Noted
// apart (money on hold, no difference): refunds still due, and orders marked paid online without a recorded capture
// (seeded or older data).
import type { Db } from './db';
import { paidOnlineOrders } from './orders/money/checkout-payment';
import { moneyByCustomer } from './payments';

export interface CustomerReconciliation {
  userId: number;
  captured: number;
  placedOrders: number;
  refunded: number;
  onHold: number;
  couponsIssued: number;
  couponsSpent: number;
  /** captured - (placedOrders + refunded + onHold): 0 when the customer's money balances. */
  difference: number;
  problems: string[];
  notes: string[];
}

export interface Reconciliation {
  customers: CustomerReconciliation[];
  total: Omit<CustomerReconciliation, 'userId' | 'problems' | 'notes'>;
  /** Every problem, each naming its customer. */
  differences: string[];
}

const aed = (fils: number) => `AED ${(fils / 100).toFixed(2)}`;

export async function reconcile(db: Db, userId?: number): Promise<Reconciliation> {
  const [money, orders] = await Promise.all([moneyByCustomer(db, userId), paidOnlineOrders(db, userId)]);
  const ordersById = new Map(orders.map((order) => [order.id, order]));
  const placedFromCapture = new Set<number>();
  const customers = money.map((customer): CustomerReconciliation => {
    const problems: string[] = [];
    let placedOrders = 0;
    const seen = new Set<number>();
    for (const placed of customer.placed) {
      placedFromCapture.add(placed.orderId);
      const order = ordersById.get(placed.orderId);
      if (seen.has(placed.orderId)) problems.push(`order #${placed.orderId} was placed from more than one capture`);
      seen.add(placed.orderId);
      if (!order) {
        problems.push(`order #${placed.orderId} was placed from a capture of ${aed(placed.capturedFils)} but is not marked paid online`);
        continue;
      }
      placedOrders += order.amountDue;
      if (order.amountDue !== placed.capturedFils) {
        problems.push(`order #${placed.orderId} costs ${aed(order.amountDue)} but was placed from a capture of ${aed(placed.capturedFils)}`);
      }
    }
    const notes: string[] = [];
    for (const refund of customer.refundsOpen) {
      notes.push(
        `payment ${refund.paymentId} of order #${refund.orderId}: ${aed(refund.amountFils)} to refund (${refund.state}, ${refund.tries} tries${refund.note ? `: ${refund.note}` : ''})`,
      );
    }
    const difference = customer.captured - (placedOrders + customer.refunded + customer.onHold);
    if (difference !== 0) problems.unshift(`captured ${aed(customer.captured)} differs by ${aed(difference)}`);
    return {
      userId: customer.userId,
      captured: customer.captured,
      placedOrders,
      refunded: customer.refunded,
      onHold: customer.onHold,
      couponsIssued: customer.couponsIssued,
      couponsSpent: customer.couponsSpent,
      difference,
      problems,
      notes,
    };
  });
  const byUser = new Map(customers.map((customer) => [customer.userId, customer]));
  for (const order of orders) {
    if (placedFromCapture.has(order.id)) continue;
    const customer = byUser.get(order.userId);
    const note = `order #${order.id} (${order.status}) is marked paid online without a recorded capture`;
    if (customer) customer.notes.push(note);
  }
  const sum = (pick: (customer: CustomerReconciliation) => number) => customers.reduce((total, customer) => total + pick(customer), 0);
  return {
    customers,
    total: {
      captured: sum((customer) => customer.captured),
      placedOrders: sum((customer) => customer.placedOrders),
      refunded: sum((customer) => customer.refunded),
      onHold: sum((customer) => customer.onHold),
      couponsIssued: sum((customer) => customer.couponsIssued),
      couponsSpent: sum((customer) => customer.couponsSpent),
      difference: sum((customer) => customer.difference),
    },
    differences: customers.flatMap((customer) => customer.problems.map((problem) => `customer #${customer.userId}: ${problem}`)),
  };
}

/** The reconciliation as the script prints it. */
export function reconciliationText(result: Reconciliation): string {
  const line = (label: string, row: Omit<CustomerReconciliation, 'userId' | 'problems' | 'notes'>) =>
    `${label.padEnd(14)} captured ${aed(row.captured)} = placed orders ${aed(row.placedOrders)} + refunds ${aed(row.refunded)} + on hold ${aed(row.onHold)}` +
    `${row.difference === 0 ? '' : `  DIFFERENCE ${aed(row.difference)}`}  (coupons issued ${aed(row.couponsIssued)}, spent ${aed(row.couponsSpent)})`;
  const lines = result.customers.flatMap((customer) => [
    line(`customer #${customer.userId}`, customer),
    ...customer.problems.map((problem) => `  ! ${problem}`),
    ...customer.notes.map((note) => `  - ${note}`),
  ]);
  lines.push(line('total', result.total));
  lines.push(result.differences.length ? `${result.differences.length} difference(s):` : 'No differences.');
  lines.push(...result.differences.map((difference) => `  ${difference}`));
  return lines.join('\n');
}
