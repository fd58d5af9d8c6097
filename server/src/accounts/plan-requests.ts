// Plan requests (guest and customer), stored and mailed to the team, and customer notifications.
import type { Db } from '../db';
import type { CallContext } from '../realtime/channel';
import { planRequestEmail, teamEmail, type PlanRequestDetails } from './emails';
import { consumeOrRefuse } from './limits';
import { accountServices } from './services';

export async function addNotification(db: Db, userId: number, thetype: number, changes: string, now: number): Promise<void> {
  await db.query('INSERT INTO notifications (user_id, thetype, changes, created_at) VALUES ($1, $2, $3, $4)', [userId, thetype, changes, now]);
}

export async function submitPlanRequest(ctx: CallContext, request: PlanRequestDetails): Promise<void> {
  const services = await accountServices(ctx);
  await consumeOrRefuse(services.limits, 'planRequestIp', ctx.ip);
  const now = ctx.now();
  await ctx.db.query('INSERT INTO plan_requests (user_id, name, email, phone, notes, created_at) VALUES ($1, $2, $3, $4, $5, $6)', [
    request.userId,
    request.name || null,
    request.email,
    request.phone || null,
    request.notes || null,
    now,
  ]);
  const to = await teamEmail(ctx.db, services.fallbackTeamEmail);
  await services.mailer.send(planRequestEmail(to, request));
}
