// A demo plan placed as a paid order for a customer (the test fixtures' plans): Dubai's slot, the bag deposit and
// shipping in the full price, paid three days before its first delivery and created the day before that.
import { BAG_DEPOSIT_FILS, SHIPPING_FILS, type UserPrefs } from '@mealplan/shared/domain';
import { addDays } from '@mealplan/shared/time';
import { deliverySlots, DUBAI_EMIRATE_ID } from '../catalog/seed/geography';
import type { Db } from '../db';
import { insertPaidOrder } from '../orders/store/seeded-order';
import type { DemoPlan } from './demo-plan';

/** A fixture customer's preferences: none, so every demo dish is allowed. */
export const NO_PREFS: UserPrefs = { allergies: [], dislikes: [], dishDislikes: [], eliminateGroups: [] };
/** Dubai's first delivery slot, the demo customers' and the fixtures' slot. */
export const DUBAI_SLOT_ID = deliverySlots.find((slot) => slot.emirateId === DUBAI_EMIRATE_ID)!.id;

/** Inserts `plan` as the customer's paid order; answers its id. */
export async function insertPaidDemoPlan(db: Db, userId: number, plan: DemoPlan): Promise<number> {
  const paidAt = addDays(plan.days[0]!, -3);
  return insertPaidOrder(db, userId, {
    ...plan,
    slotId: DUBAI_SLOT_ID,
    emirateId: DUBAI_EMIRATE_ID,
    bagPrice: BAG_DEPOSIT_FILS,
    fullPrice: plan.price + BAG_DEPOSIT_FILS + SHIPPING_FILS,
    createdAt: addDays(paidAt, -1),
    paidAt,
  });
}
