// Voucher conditions (doc 2 §5.3, §9; issue 37 item 5): what a common voucher asks of the order it is used on, as data
// (minimum plan days, the periods it is valid in, first order only, uses per customer, uses in total). One rule: the
// server decides with `voucherRefusal` when a code is applied and when an order is placed; the pages show the same
// conditions with `voucherConditionNotes` beside the code. Days are Dubai day starts (unix seconds), the clock is passed in.
import { message } from '../i18n/message';
import { toIsoDate, today } from '../time';
import type { DomainMessageId } from './catalogue';
import type { DomainMessage } from './messages';

/** A period a voucher is valid in: from its first to its last day, both included (Dubai day starts). */
export interface VoucherPeriod {
  firstDay: number;
  lastDay: number;
}

export interface VoucherConditions {
  /** The plan must have at least this many days; null: any plan. */
  minPlanDays: number | null;
  /** Valid on the days of these periods only; empty: any day. */
  periods: readonly VoucherPeriod[];
  /** Only for a customer who has never placed an order. */
  firstOrderOnly: boolean;
  /** How many orders of one customer may use it; null: no limit. */
  usesPerCustomer: number | null;
  /** How many orders of all customers together may use it; null: no limit. */
  totalUses: number | null;
}

/** A voucher that asks nothing. */
export const NO_VOUCHER_CONDITIONS: VoucherConditions = {
  minPlanDays: null,
  periods: [],
  firstOrderOnly: false,
  usesPerCustomer: null,
  totalUses: null,
};

/** A customer's own coupon (My Credit): any plan, any day, used once. */
export const COUPON_CONDITIONS: VoucherConditions = { ...NO_VOUCHER_CONDITIONS, totalUses: 1 };

/** What the order and the counts of earlier uses are when a voucher is applied. */
export interface VoucherUse {
  /** The plan's days; null when the plan is not chosen yet (the minimum is checked again when it is). */
  planDays: number | null;
  /** The customer's orders placed before (a pending checkout is not one; an unpaid cancelled order neither). */
  customerOrders: number;
  /** The customer's placed orders that used this voucher. */
  customerUses: number;
  /** All customers' placed orders that used this voucher. */
  totalUses: number;
}

export const VOUCHER_MIN_DAYS_MESSAGE = 'voucher.refused.minDays' satisfies DomainMessageId;
export const VOUCHER_NOT_YET_MESSAGE = 'voucher.refused.notYet' satisfies DomainMessageId;
export const VOUCHER_EXPIRED_MESSAGE = 'voucher.refused.expired' satisfies DomainMessageId;
export const VOUCHER_FIRST_ORDER_MESSAGE = 'voucher.refused.firstOrder' satisfies DomainMessageId;
export const VOUCHER_PER_CUSTOMER_MESSAGE = 'voucher.refused.perCustomer' satisfies DomainMessageId;
export const VOUCHER_USED_UP_MESSAGE = 'voucher.refused.usedUp' satisfies DomainMessageId;

/** The period `day` lies in, else the next one to come, else undefined (all are over, or there are none). */
export function currentOrNextPeriod(periods: readonly VoucherPeriod[], day: number): VoucherPeriod | undefined {
  return [...periods].sort((a, b) => a.firstDay - b.firstDay).find((period) => period.lastDay >= day);
}

/**
 * Why a voucher cannot be used on this order (the first condition it fails, as a message that names it), or null when
 * it can: the customer's own uses first (the most specific), then the plan, the day, first order, the uses of all. The
 * clock is passed in (`now`, unix seconds).
 */
export function voucherRefusal(conditions: VoucherConditions, use: VoucherUse, now: number): DomainMessage | null {
  if (conditions.usesPerCustomer !== null && use.customerUses >= conditions.usesPerCustomer) {
    return message(VOUCHER_PER_CUSTOMER_MESSAGE, { count: conditions.usesPerCustomer });
  }
  if (conditions.minPlanDays !== null && use.planDays !== null && use.planDays < conditions.minPlanDays) {
    return message(VOUCHER_MIN_DAYS_MESSAGE, { days: conditions.minPlanDays });
  }
  if (conditions.periods.length > 0) {
    const day = today(now);
    const period = currentOrNextPeriod(conditions.periods, day);
    if (!period) return message(VOUCHER_EXPIRED_MESSAGE);
    if (period.firstDay > day) return message(VOUCHER_NOT_YET_MESSAGE, { from: toIsoDate(period.firstDay), to: toIsoDate(period.lastDay) });
  }
  if (conditions.firstOrderOnly && use.customerOrders > 0) return message(VOUCHER_FIRST_ORDER_MESSAGE);
  if (conditions.totalUses !== null && use.totalUses >= conditions.totalUses) return message(VOUCHER_USED_UP_MESSAGE);
  return null;
}

/** A condition as a page shows it beside the code; a period's days are formatted by the page (its locale). */
export type VoucherConditionNote =
  | { kind: 'minDays'; days: number }
  | { kind: 'period'; firstDay: number; lastDay: number }
  | { kind: 'expired' }
  | { kind: 'firstOrder' }
  | { kind: 'perCustomer'; count: number }
  | { kind: 'totalUses'; count: number }
  | { kind: 'any' };

/** The catalogue id of each note (the period's text takes `from` and `to`, the page's formatted days). */
export const VOUCHER_CONDITION_TEXT = {
  minDays: 'voucher.condition.minDays',
  period: 'voucher.condition.period',
  expired: 'voucher.condition.expired',
  firstOrder: 'voucher.condition.firstOrder',
  perCustomer: 'voucher.condition.perCustomer',
  totalUses: 'voucher.condition.totalUses',
  any: 'voucher.condition.any',
} as const satisfies Record<VoucherConditionNote['kind'], DomainMessageId>;

/** The label before the notes. */
export const VOUCHER_CONDITIONS_LABEL = 'voucher.condition.label' satisfies DomainMessageId;

/** The conditions as notes, in the order the rule checks them; a voucher that asks nothing is 'Any plan'. */
export function voucherConditionNotes(conditions: VoucherConditions, now: number): VoucherConditionNote[] {
  const notes: VoucherConditionNote[] = [];
  if (conditions.minPlanDays !== null) notes.push({ kind: 'minDays', days: conditions.minPlanDays });
  if (conditions.periods.length > 0) {
    const period = currentOrNextPeriod(conditions.periods, today(now));
    notes.push(period ? { kind: 'period', firstDay: period.firstDay, lastDay: period.lastDay } : { kind: 'expired' });
  }
  if (conditions.firstOrderOnly) notes.push({ kind: 'firstOrder' });
  if (conditions.usesPerCustomer !== null) notes.push({ kind: 'perCustomer', count: conditions.usesPerCustomer });
  if (conditions.totalUses !== null) notes.push({ kind: 'totalUses', count: conditions.totalUses });
  return notes.length > 0 ? notes : [{ kind: 'any' }];
}
