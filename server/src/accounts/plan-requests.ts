// Plan requests (guest and customer), stored and mailed to the team, and customer notifications.
import type { Db } from '../db';
import { planRequestEmail, teamEmail, type PlanRequestDetails } from './emails';
import { consumeOrRefuse } from './limits';
import type { AccountDeps } from './deps';

export async function addNotification(db: Db, userId: number, thetype: number, changes: string, now: number): Promise<void> {
  await db.query('INSERT INTO notifications (user_id, thetype, changes, created_at) VALUES ($1, $2, $3, $4)', [userId, thetype, changes, now]);
}

export async function submitPlanRequest(deps: Pick<AccountDeps, 'db' | 'now' | 'services' | 'ip'>, request: PlanRequestDetails): Promise<void> {
  const services = deps.services.accounts;
  await consumeOrRefuse(services.limits, 'planRequestIp', deps.ip);
  const now = deps.now();
  await deps.db.query('INSERT INTO plan_requests (user_id, name, email, phone, notes, created_at) VALUES ($1, $2, $3, $4, $5, $6)', [
    request.userId,
    request.name || null,
    request.email,
    request.phone || null,
    request.notes || null,
    now,
  ]);
  const to = await teamEmail(deps.db, services.fallbackTeamEmail);
  await services.mailer.send(planRequestEmail(to, request));
}
