// Cancelling a plan under the published Refunds & Cancellation Policy (doc 3 §2 "Cancel modal", §4 "Cancel", §6
// "Cancel with coupon only for paid orders", §9 "Policies": "meal-plan cancellation takes effect in 3 business days;
// 20% cancellation fee"; issue 37 item 6). The numbers are settings the policy page is written from too.
// - An unpaid plan (awaiting payment) is not prepared: its cancellation takes effect today, with nothing to give back.
// - The cancellation takes effect on its effective date: N business days after today, and never before the first day
//   still open for changes (the days within the 48-hour lock and the 3-day buffer are being prepared). Delivery days
//   before it are still delivered; the plan's days from it on are cancelled.
// - The unused value is what was paid for the plan times the share of its days not delivered (days count less the
//   days delivered or still delivered), in fils rounded down; the fee is the fee percent of it, rounded to the fils;
//   the coupon or refund is the unused value less the fee.
import { addDays, toIsoDate, today, weekday } from '../time';
import { isLockedDay } from './dayStatus';
import type { Pause } from './pause';

export interface CancellationPolicy {
  /** The fee, percent of the unused value (0 to 100). */
  feePercent: number;
  /** Business days from today until the cancellation takes effect. */
  businessDays: number;
  /** The weekdays that are business days (0 = Sunday). */
  businessWeekDays: readonly number[];
  /** Public holidays, "YYYY-MM-DD": not business days. */
  holidays: readonly string[];
}

/** The published policy's numbers (doc 3 §9), the settings' defaults. Business days: Monday to Friday. */
export const DEFAULT_CANCELLATION_POLICY: CancellationPolicy = { feePercent: 20, businessDays: 3, businessWeekDays: [1, 2, 3, 4, 5], holidays: [] };

/** A weekday of the business week that is not a holiday. */
export function isBusinessDay(day: number, policy: Pick<CancellationPolicy, 'businessWeekDays' | 'holidays'>): boolean {
  return policy.businessWeekDays.includes(weekday(day)) && !policy.holidays.includes(toIsoDate(day));
}

/** The `count`-th business day after `from` (a day start); `from` itself for 0. */
export function addBusinessDays(from: number, count: number, policy: Pick<CancellationPolicy, 'businessWeekDays' | 'holidays'>): number {
  if (count <= 0) return from;
  if (!policy.businessWeekDays.length) throw new Error('No weekday is a business day');
  let day = from;
  for (let found = 0; found < count;) {
    day = addDays(day, 1);
    if (isBusinessDay(day, policy)) found++;
  }
  return day;
}

/** The first day from today on that is not locked (48-hour cut-off, 3-day buffer). */
export function firstOpenDay(now: number): number {
  let day = today(now);
  while (isLockedDay(day, now)) day = addDays(day, 1);
  return day;
}

/** The day a cancellation asked for at `now` takes effect: the first day not delivered. */
export function cancellationEffectiveDate(now: number, policy: CancellationPolicy): number {
  return Math.max(firstOpenDay(now), addBusinessDays(today(now), policy.businessDays, policy));
}

/** What the customer paid for the plan itself (fils): the amount due less the bag deposit and the delivery fee. */
export function paidPlanFils(order: { amountDue: number; bagDeposit: number; deliveryFee: number }): number {
  return Math.max(0, order.amountDue - order.bagDeposit - order.deliveryFee);
}

export interface CancellationInput {
  /** The plan's regular days, not skipped (a day inside a pause is not delivered). */
  days: readonly number[];
  pauses: readonly Pause[];
  /** The plan's number of days (what was paid for). */
  daysCount: number;
  /** Whether the plan was paid: an unpaid plan is not prepared, so it ends today, with nothing to give back. */
  paid: boolean;
  /** What was paid for the plan, fils. */
  paidFils: number;
  policy: CancellationPolicy;
  now: number;
}

export interface CancellationQuote {
  /** The first day not delivered (a day start). */
  effectiveDate: number;
  /** Delivery days from today until the effective date: still prepared and delivered. */
  stillDelivered: number[];
  /** The plan's last delivery day that stays (past or still delivered), or null when none does. */
  lastDeliveredDay: number | null;
  /** The plan's days from the effective date on: they go. */
  cancelledDays: number[];
  /** Days paid for and not delivered. */
  unusedDays: number;
  /** Fils. */
  unusedValue: number;
  feePercent: number;
  /** Fils. */
  fee: number;
  /** The coupon or refund, fils: the unused value less the fee. */
  value: number;
}

const insidePause = (day: number, pause: Pause) => day >= pause.startDate && (pause.endDate === null || day < pause.endDate);

export function quoteCancellation({ days, pauses, daysCount, paid, paidFils, policy, now }: CancellationInput): CancellationQuote {
  const effectiveDate = paid ? cancellationEffectiveDate(now, policy) : today(now);
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  const delivered = sorted.filter((day) => day < effectiveDate && !pauses.some((pause) => insidePause(day, pause)));
  const count = Math.max(0, daysCount);
  const unusedDays = Math.max(0, count - delivered.length);
  const unusedValue = count === 0 || !paid ? 0 : Math.floor((Math.max(0, paidFils) * unusedDays) / count);
  const feePercent = Math.min(100, Math.max(0, policy.feePercent));
  const fee = Math.round((unusedValue * feePercent) / 100);
  return {
    effectiveDate,
    stillDelivered: delivered.filter((day) => day >= today(now)),
    lastDeliveredDay: delivered.at(-1) ?? null,
    cancelledDays: sorted.filter((day) => day >= effectiveDate),
    unusedDays,
    unusedValue,
    feePercent,
    fee,
    value: unusedValue - fee,
  };
}
