// The customer's current plan, the one definition the order core and the session view share: among the orders not
// ended, the paid and confirmed one ending last, else an order placed in the wizard and waiting for the manager.
// Its state is the shared rule (shared/src/domain/planState.ts); a plan paused without an end date holds its days past
// its last planned day.
import { HELD_PLAN_STATES, planState, type PlanStateFacts, type PlanState } from '@mealplan/shared/domain';
import { today } from '@mealplan/shared/time';
import type { Db } from '../../db';
import { currentPlanRow } from './orders-table';

export interface CurrentPlan {
  orderId: number;
  endDate: number;
  state: PlanState;
  /** renew_status 1, or a renewal order placed and not cancelled. */
  renewed: boolean;
}

export interface CurrentPlanRow {
  id: number;
  status: PlanStateFacts['status'];
  paid: boolean;
  start_date: number;
  end_date: number;
  renew_status: number;
  renewed: boolean;
  pause_start: number | null;
  pause_end: number | null;
}

export async function currentPlan(db: Db, userId: number, now: number): Promise<CurrentPlan | undefined> {
  const row = await currentPlanRow(db, userId, today(now));
  if (!row) return undefined;
  const renewed = row.renewed || row.renew_status === 1;
  const facts: PlanStateFacts = {
    status: row.status,
    paid: row.paid,
    startDate: Number(row.start_date),
    endDate: Number(row.end_date),
    pause: row.pause_start === null ? null : { startDate: Number(row.pause_start), endDate: row.pause_end === null ? null : Number(row.pause_end) },
    renewed,
  };
  return { orderId: row.id, endDate: facts.endDate, state: planState(facts, now), renewed };
}

/** The customer holds the plan (not ended: paid and confirmed, or placed and awaiting payment): the session's hasPlan. */
export const isHeldPlan = (plan: CurrentPlan | undefined): plan is CurrentPlan => plan !== undefined && HELD_PLAN_STATES.includes(plan.state);
