// A plan that delivers today for an existing customer (the end-to-end tests of the dashboard's today's meals, whatever
// weekday or holiday today is): the demo plan's dishes on the 30-day plan, which skips no weekday, started a few days
// ago and laid out without holidays, so today is one of its delivery days. Development and tests only: served by a
// test fixture route.
import { BAG_DEPOSIT_FILS, SHIPPING_FILS, type UserPrefs } from '@mealplan/shared/domain';
import { addDays, today } from '@mealplan/shared/time';
import { findUserByEmail } from '../accounts/users';
import { deliverySlots, DUBAI_EMIRATE_ID } from '../catalog/seed/geography';
import type { Db } from '../db';
import { insertPaidOrder } from '../orders/seeded-order';
import { buildDemoPlan } from './demo-plan';

const NO_PREFS: UserPrefs = { allergies: [], dislikes: [], dishDislikes: [], eliminateGroups: [] };
const DUBAI_SLOT_ID = deliverySlots.find((slot) => slot.emirateId === DUBAI_EMIRATE_ID)!.id;
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
  const paidAt = addDays(plan.days[0]!, -3);
  const orderId = await insertPaidOrder(db, user.id, {
    ...plan,
    slotId: DUBAI_SLOT_ID,
    emirateId: DUBAI_EMIRATE_ID,
    bagPrice: BAG_DEPOSIT_FILS,
    fullPrice: plan.price + BAG_DEPOSIT_FILS + SHIPPING_FILS,
    createdAt: addDays(paidAt, -1),
    paidAt,
  });
  return { userId: user.id, orderId, today: today(now) };
}
