// The state of a customer's plan (doc 2 §2.1: "a renewable one, i.e. renewPlan and canBeRenewed both true"; doc 3 §3
// "Pause" entity: paused from its start until its end; doc 3 §4 "View mode" (active and future plans), "Cancel",
// "Renewal banner"): one rule for the server's current plan and the session view made of it (the pages read its flags).
import { today } from '../time';
import { isPaused, type Pause } from './pause';
import { pastLastDay, showHeaderRenewLink } from './startDates';

/**
 * pending: placed in the wizard, not yet paid and confirmed; future: a paid plan starting after today (a renewal);
 * renewable: running and ending within the header-link window, not renewed yet; paused: running inside a pause;
 * active: running; ended: cancelled, finished or past its last day.
 */
export type PlanState = 'pending' | 'active' | 'paused' | 'future' | 'renewable' | 'ended';

/** What the order tells about its plan. */
export interface PlanStateFacts {
  status: 'pending' | 'active' | 'cancelled' | 'finished';
  paid: boolean;
  /** First and last delivery day (Dubai day starts). */
  startDate: number;
  endDate: number;
  /** The plan's latest pause, if any. */
  pause: Pause | null;
  /** renew_status 1, or a renewal order placed and not cancelled. */
  renewed: boolean;
}

/**
 * The customer holds the plan (hasPlan): not ended, paid and confirmed or placed in the wizard and awaiting payment
 * (issue 20: a pending order shows on /modify, and the customer is not offered a second plan).
 */
export const HELD_PLAN_STATES: readonly PlanState[] = ['pending', 'active', 'paused', 'future', 'renewable'];

/**
 * A pause without an end date ('I don't know the end date') holds the plan's remaining days until the customer resumes
 * (doc 3 §3 "no end date means indefinite"): such a plan has not ended when its last planned day goes by.
 */
export function holdsDays(pause: Pause | null): boolean {
  return pause !== null && pause.endDate === null;
}

export function planState(plan: PlanStateFacts, now: number): PlanState {
  if (plan.status === 'cancelled' || plan.status === 'finished') return 'ended';
  if (pastLastDay(plan.endDate, now)) {
    if (!holdsDays(plan.pause)) return 'ended';
    return plan.status === 'pending' || !plan.paid ? 'pending' : 'paused';
  }
  if (plan.status === 'pending' || !plan.paid) return 'pending';
  if (plan.startDate > today(now)) return 'future';
  // A paused plan near its end may still be renewed (the header link and /menu do not look at the pause; only the
  // dashboard's renewal banner does, showRenewalBanner).
  if (!plan.renewed && showHeaderRenewLink(plan.endDate, now)) return 'renewable';
  return isPaused(plan.pause, now) ? 'paused' : 'active';
}
