// The customer's current plan as the order core sees it: any order not cancelled that has not ended (a paid
// active plan, or one placed in the wizard and waiting for the manager), and whether it may be renewed now.
import { showHeaderRenewLink } from '@mealplan/shared/domain';
import { today } from '@mealplan/shared/time';
import type { Db } from '../db';

export interface CurrentPlan {
  orderId: number;
  endDate: number;
  /** renewPlan and canBeRenewed (doc 2 §2.1): a paid active plan ending soon, not renewed yet. */
  renewable: boolean;
}

export async function currentPlan(db: Db, userId: number, now: number): Promise<CurrentPlan | undefined> {
  const row = await db.one<{ id: number; end_date: number; status: string; paid: boolean; renew_status: number; renewed: boolean }>(
    `SELECT o.id, o.end_date, o.status, o.paid, o.renew_status,
       EXISTS (SELECT 1 FROM orders r WHERE r.renewed_from = o.id AND r.status <> 'cancelled') AS renewed
     FROM orders o
     WHERE o.user_id = $1 AND o.status IN ('pending', 'active') AND o.end_date >= $2
     ORDER BY o.end_date DESC LIMIT 1`,
    [userId, today(now)],
  );
  if (!row) return undefined;
  const renewable = row.status === 'active' && row.paid && !row.renewed && row.renew_status !== 1 && showHeaderRenewLink(row.end_date, now);
  return { orderId: row.id, endDate: Number(row.end_date), renewable };
}
