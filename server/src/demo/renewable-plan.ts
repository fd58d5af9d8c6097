// A renewable plan for an existing customer (the end-to-end tests' renewal, /renewplan): the demo plan (paid, 20
// delivery days, every dish chosen) placed so that it started about three weeks ago and ends within the renewal window
// (HEADER_RENEW_DAYS), i.e. plan state 'renewable'. Development and tests only: served by a test fixture route.
import { BAG_DEPOSIT_FILS, HEADER_RENEW_DAYS, SHIPPING_FILS, type UserPrefs } from '@mealplan/shared/domain';
import { addDays, today } from '@mealplan/shared/time';
import { findUserByEmail } from '../accounts/users';
import { deliverySlots, DUBAI_EMIRATE_ID } from '../catalog/seed/geography';
import type { Db } from '../db';
import { insertPaidOrder } from '../orders/seeded-order';
import { buildDemoPlan } from './demo-plan';

const NO_PREFS: UserPrefs = { allergies: [], dislikes: [], dishDislikes: [], eliminateGroups: [] };
const DUBAI_SLOT_ID = deliverySlots.find((slot) => slot.emirateId === DUBAI_EMIRATE_ID)!.id;
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
  return { userId: user.id, orderId, endDate };
}
