// Start dates of new and renewed plans (doc 2 §4.5, §5.1, §5.6, §9) and the renewal prompts (doc 1 §6, doc 3 §4).
import { addDays, addMonths, daysBetween, today } from '../time';
import { deliveryDays, isDeliveryDay, nextDeliveryDay } from './calendar';
import type { DeliveryCalendar } from './types';

export const NEW_PLAN_LEAD_DAYS = 3;
export const CHECKOUT_START_WINDOW_MONTHS = 3;
export const PAYMENT_LEAD_DAYS = 2;
export const RENEWAL_BANNER_DAYS = 5;
export const HEADER_RENEW_DAYS = 16;

/** Earliest start: 3 days from today for a new plan, 1 day after the previous end for a renewal. */
export function earliestStart(now: number, previousEnd?: number | null): number {
  return previousEnd ? addDays(previousEnd, 1) : addDays(today(now), NEW_PLAN_LEAD_DAYS);
}

/** The wizard calendar enables a day from the earliest start on that is a delivery day. */
export function isStartSelectable(day: number, now: number, calendar: DeliveryCalendar, previousEnd?: number | null): boolean {
  return day >= earliestStart(now, previousEnd) && isDeliveryDay(day, calendar);
}

/** Checkout start range: 3 days to 3 months ahead, and after the end of an existing plan. */
export function checkoutStartRange(now: number, existingEnd?: number | null): { min: number; max: number } {
  const min = Math.max(addDays(today(now), NEW_PLAN_LEAD_DAYS), existingEnd ? addDays(existingEnd, 1) : 0);
  return { min, max: addMonths(today(now), CHECKOUT_START_WINDOW_MONTHS) };
}

/** A chosen skipped weekday (or holiday) moves forward to the next delivery day. */
export function adjustStartDate(day: number, calendar: DeliveryCalendar): number {
  return nextDeliveryDay(day, calendar);
}

/** Delivery starts no earlier than 2 days after the payment date. */
export function startAfterPayment(start: number, paidAt: number, calendar: DeliveryCalendar): number {
  return nextDeliveryDay(Math.max(start, addDays(today(paidAt), PAYMENT_LEAD_DAYS)), calendar);
}

/** Renewal start: the first delivery day on or after the day after the old end date. */
export function renewalStart(oldEnd: number, calendar: DeliveryCalendar): number {
  return nextDeliveryDay(addDays(oldEnd, 1), calendar);
}

/** Renewal days: days_count delivery days from the renewal start. */
export function renewalDays(oldEnd: number, daysCount: number, calendar: DeliveryCalendar): number[] {
  return deliveryDays(renewalStart(oldEnd, calendar), daysCount, calendar);
}

const DROPPED_ON_RENEWAL = ['id', 'checkout_id', 'status', 'payment_method_id', 'payment_data', 'detailedPrices'];

/** The existing plan copied for renewal, without its id, status and payment fields. */
export function renewedPlanParams<T extends object>(existing: T): Partial<T> {
  return Object.fromEntries(Object.entries(existing).filter(([key]) => !DROPPED_ON_RENEWAL.includes(key))) as Partial<T>;
}

/** The plan's last day has gone by (the last day itself still counts). */
export function pastLastDay(end: number, now: number): boolean {
  return end < today(now);
}

/** Whole days from today to the plan's last day (0 on the last day). */
export function daysLeft(end: number, now: number): number {
  return Math.max(0, daysBetween(today(now), end));
}

export interface RenewalBannerInput {
  hasPlan: boolean;
  alreadyRenewed: boolean;
  paused: boolean;
  renewStatus: number;
  end: number;
  now: number;
}

/** Banner when a plan exists, not renewed, at most 5 days left, not paused and renew_status is not 1. */
export function showRenewalBanner(input: RenewalBannerInput): boolean {
  return input.hasPlan && !input.alreadyRenewed && !input.paused && input.renewStatus !== 1 && daysLeft(input.end, input.now) <= RENEWAL_BANNER_DAYS;
}

/** The header renew link appears when the plan ends within 16 days. */
export function showHeaderRenewLink(end: number, now: number): boolean {
  return daysLeft(end, now) <= HEADER_RENEW_DAYS;
}
