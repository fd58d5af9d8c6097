// The checks a plan action makes of one day of the customer's order before it changes what comes that day (sides,
// cart): the day is one of the plan's, not skipped, and open for changes by the shared day rule (not within the
// 48-hour lock or the 3-day buffer, not paused, not an additional delivery); and the main dish the change goes with
// is the one chosen that day for the side type's main meal.
import { dayChangeBlockReason } from '@mealplan/shared/domain';
import type { Db } from '../../db';
import { ClientError } from '../../errors';
import type { ServerMessageId } from '../../i18n';
import { sideTypesOf, type SideType } from '../../catalog/sides';
import { ACTION_MESSAGES } from '../action-messages';
import type { CheckoutRow } from '../checkout/checkout-row';
import { insidePause, pausesOf, planDaysOf, type PlanDay } from './plan-rows';

/** The day of the order, refused with the rule's message when it may not change. */
export async function openDay(db: Db, orderId: number, day: number, now: number): Promise<PlanDay> {
  const [days, pauses] = await Promise.all([planDaysOf(db, orderId), pausesOf(db, orderId)]);
  const found = days.find((row) => row.day === day);
  if (!found || found.skippedTo !== null) throw new ClientError(ACTION_MESSAGES.dayNotInPlan);
  const blocked = dayChangeBlockReason({
    day,
    now,
    mealTypes: [],
    paused: pauses.some((pause) => insidePause(day, pause)),
    additional: found.kind === 'additional',
  });
  if (blocked) throw new ClientError(blocked as ServerMessageId);
  return found;
}

/** A side type under one of the order's main meals; 'not offered' otherwise. */
export async function orderSideType(db: Db, order: CheckoutRow, sideTypeId: number): Promise<SideType> {
  const sideType = (await sideTypesOf(db, order.meal_types)).find((type) => type.id === sideTypeId);
  if (!sideType) throw new ClientError(ACTION_MESSAGES.sideNotOffered);
  return sideType;
}

/** The main dish chosen that day for the meal type is `dishId`; refused otherwise. */
export async function requireDayDish(db: Db, orderId: number, day: number, mealTypeId: number, dishId: number): Promise<void> {
  const row = await db.one(
    'SELECT 1 AS found FROM order_dishes WHERE order_id = $1 AND day = $2 AND meal_type_id = $3 AND side_slot = 0 AND dish_id = $4',
    [orderId, day, mealTypeId, dishId],
  );
  if (!row) throw new ClientError(ACTION_MESSAGES.dishNotOnDay);
}
