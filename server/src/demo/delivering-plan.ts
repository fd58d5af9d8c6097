// A plan that delivers today for an existing customer (the end-to-end tests of the dashboard's today's meals, whatever
// weekday or holiday today is): the demo plan's dishes on the 30-day plan, which skips no weekday, started a few days
// ago and laid out without holidays, so today is one of its delivery days. Development and tests only: served by a
// test fixture route.
import { today } from '@mealplan/shared/time';
import { findUserByEmail } from '../accounts/users';
import type { Db } from '../db';
import { buildDemoPlan } from './demo-plan';
import { insertPaidDemoPlan, NO_PREFS } from './paid-demo-plan';

/** The seeded plan of 30 delivery days with no weekday skipped. */
const EVERY_DAY_PLAN_ID = 30;

/** Gives the customer the plan; answers its order id and today, or undefined when no customer has the email. */
export async function givePlanDeliveringToday(
  db: Db,
  email: string,
  now: number,
): Promise<{ userId: number; orderId: number; today: number } | undefined> {
  const user = await findUserByEmail(db, email);
  if (!user) return undefined;
  const plan = buildDemoPlan(now, NO_PREFS, { planId: EVERY_DAY_PLAN_ID, holidays: [] });
  if (!plan.days.includes(today(now))) throw new Error('The plan does not deliver today');
  const orderId = await insertPaidDemoPlan(db, user.id, plan);
  return { userId: user.id, orderId, today: today(now) };
}
