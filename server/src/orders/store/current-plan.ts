// The customer's current plan, the one definition the order core and the session view share: among the orders not
// ended, the paid and confirmed one ending last, else an order placed in the wizard and waiting for the manager.
// Its state is the shared rule (shared/src/domain/planState.ts); a plan paused without an end date holds its days past
// its last planned day.
import { HELD_PLAN_STATES, planState, type PlanStateFacts, type PlanState } from '@mealplan/shared/domain';
import { today } from '@mealplan/shared/time';
import type { Db } from '../../db';

export interface CurrentPlan {
  orderId: number;
  endDate: number;
  state: PlanState;
  /** renew_status 1, or a renewal order placed and not cancelled. */
  renewed: boolean;
}

interface CurrentPlanRow {
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
  const row = await db.one<CurrentPlanRow>(
    `SELECT o.id, o.status, o.paid, o.start_date, o.end_date, o.renew_status,
       EXISTS (SELECT 1 FROM orders r WHERE r.renewed_from = o.id AND r.status NOT IN ('cancelled', 'checkout')) AS renewed,
       p.start_date AS pause_start, p.end_date AS pause_end
     FROM orders o
     LEFT JOIN LATERAL (SELECT start_date, end_date FROM pauses WHERE order_id = o.id ORDER BY start_date DESC, id DESC LIMIT 1) p ON true
     WHERE o.user_id = $1 AND o.status IN ('pending', 'active')
       AND (o.end_date >= $2 OR EXISTS (SELECT 1 FROM pauses h WHERE h.order_id = o.id AND h.end_date IS NULL))
     ORDER BY (o.status = 'active' AND o.paid) DESC, o.end_date DESC LIMIT 1`,
    [userId, today(now)],
  );
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
