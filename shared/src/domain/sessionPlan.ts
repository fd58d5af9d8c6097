// What a page can tell of the customer's plan from the session's user (doc 1 §3 "User session": hasPlan, renewPlan,
// canBeRenewed, and planEndDate), which the server makes from the plan's state (planState.ts): the session, the
// shell's route conditions and header, and the home page ask these rules instead of keeping a copy of their own.
// The shell imports this file directly (not the domain index, nor planState.ts and its pause rules) to keep its
// first page small.
import { daysLeft, pastLastDay, showHeaderRenewLink } from './startDates';

/** The plan flags of the protocol's User (server/src/accounts/user-view.ts sends them). */
export interface SessionPlan {
  /** A plan is held: paid and confirmed, not ended. */
  hasPlan: boolean;
  /** The plan ends within the header-link window (HEADER_RENEW_DAYS). */
  renewPlan: boolean;
  /** The plan has not been renewed yet. */
  canBeRenewed: boolean;
}

/** Plan state "renewable" as the session tells it (doc 1 §4 "Home button": renewPlan and canBeRenewed both true). */
export function canRenewPlan(plan: SessionPlan): boolean {
  return plan.renewPlan && plan.canBeRenewed;
}

/** Who may build a plan at /menu (doc 2 §2.1): a customer with no plan, or with a renewable one. */
export function mayBuildPlan(plan: SessionPlan): boolean {
  return !plan.hasPlan || canRenewPlan(plan);
}

/**
 * The days left the header's renew link shows (doc 1 §2 "Header navigation", §9: "when the plan ends within 16 days"), or null when it
 * is not shown: no plan, a plan awaiting payment (renewPlan is false until it is paid: it has not started, so there is
 * nothing to renew yet, issue 39), no end date, or the last day has gone by (a session read before midnight).
 */
export function headerRenewDaysLeft(plan: Pick<SessionPlan, 'hasPlan' | 'renewPlan'> & { planEndDate: number | null }, now: number): number | null {
  const end = plan.planEndDate;
  if (!plan.hasPlan || !plan.renewPlan || end === null || pastLastDay(end, now) || !showHeaderRenewLink(end, now)) return null;
  return daysLeft(end, now);
}
