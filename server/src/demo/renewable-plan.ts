// A renewable plan for an existing customer (the end-to-end tests' renewal, /renewplan): the demo plan (paid, 20
// delivery days, every dish chosen) placed so that it started about three weeks ago and ends within the renewal window
// (HEADER_RENEW_DAYS), i.e. plan state 'renewable'. Development and tests only: served by a test fixture route.
import { HEADER_RENEW_DAYS } from '@mealplan/shared/domain';
import { addDays, today } from '@mealplan/shared/time';
import { findUserByEmail } from '../accounts/users';
import type { Db } from '../db';
import { buildDemoPlan } from './demo-plan';
import { insertPaidDemoPlan, NO_PREFS } from './paid-demo-plan';

/** The demo plan as if seeded this many days ago: it ends a few days from today. */
const SEEDED_DAYS_AGO = 18;

/** Gives the customer the plan; answers its order id, or undefined when no customer has the email. */
export async function giveRenewablePlan(
  db: Db,
  email: string,
  now: number,
): Promise<{ userId: number; orderId: number; endDate: number } | undefined> {
  const user = await findUserByEmail(db, email);
  if (!user) return undefined;
  const plan = buildDemoPlan(addDays(now, -SEEDED_DAYS_AGO), NO_PREFS);
  const endDate = plan.days.at(-1)!;
  if (endDate < today(now) || endDate > addDays(today(now), HEADER_RENEW_DAYS))
    throw new Error('The demo plan does not end within the renewal window');
  const orderId = await insertPaidDemoPlan(db, user.id, plan);
  return { userId: user.id, orderId, endDate };
}
