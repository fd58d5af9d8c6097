// Plan requests (guest and customer), stored and mailed to the team, and customer notifications.
import { ACCOUNT_MESSAGES, isValidEmail } from '@mealplan/shared/account';
import type { RequestData } from '@mealplan/shared/protocol';
import type { Db } from '../db';
import { ClientError } from '../errors';
import { planRequestEmail, teamEmail, type PlanRequestDetails } from './emails';
import { consumeOrRefuse } from './limits';
import type { AccountDeps } from './deps';
import { findUserById } from './users';

type PlanRequestDeps = Pick<AccountDeps, 'db' | 'now' | 'services' | 'ip'>;

export async function addNotification(db: Db, userId: number, thetype: number, changes: string, now: number): Promise<void> {
  await db.query('INSERT INTO notifications (user_id, thetype, changes, created_at) VALUES ($1, $2, $3, $4)', [userId, thetype, changes, now]);
}

async function submitPlanRequest(deps: PlanRequestDeps, request: PlanRequestDetails): Promise<void> {
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

/** A signed-in customer's request: contact fields left out come from the customer's profile. */
export async function submitCustomerPlanRequest(
  deps: PlanRequestDeps,
  userId: number,
  data: RequestData<'profile', 'getForDashboard:planRequest'>,
): Promise<{ message: string }> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new ClientError(ACCOUNT_MESSAGES.sessionExpired);
  const firstName = data.firstName ?? user.first_name ?? '';
  const lastName = data.lastName ?? user.last_name ?? '';
  await submitPlanRequest(deps, {
    kind: 'customer',
    userId,
    name: `${firstName} ${lastName}`.trim(),
    email: data.email ?? user.email,
    phone: data.phone ?? (user.phone ? `+${user.phone_code ?? ''}${user.phone}` : ''),
    notes: data.notes ?? '',
  });
  return { message: ACCOUNT_MESSAGES.planRequestSent };
}

/** A guest's request: an email is required. */
export async function submitGuestPlanRequest(
  deps: PlanRequestDeps,
  { email, name, phone }: RequestData<'profile', 'guestplanRequest'>,
): Promise<{ message: string }> {
  if (!email.trim()) throw new ClientError(ACCOUNT_MESSAGES.guestEmailRequired, { email: ACCOUNT_MESSAGES.guestEmailRequired });
  if (!isValidEmail(email)) throw new ClientError(ACCOUNT_MESSAGES.emailInvalid, { email: ACCOUNT_MESSAGES.emailInvalid });
  await submitPlanRequest(deps, { kind: 'guest', userId: null, name: name ?? '', email: email.trim(), phone: phone ?? '', notes: '' });
  return { message: ACCOUNT_MESSAGES.planRequestSent };
}
