// 'Remove from skipped' (doc 3 §4 "Skip", §7 order modify's `skipped`): a skipped day of the order that the modify
// call leaves out of its `skipped` map comes back as a regular day with the default dishes (the skip rule's default
// menu), and the day its delivery moved to leaves the plan with its dishes and side choices. Both days must be open
// (shared dayChangeBlockReason: not within 48 hours or the 3-day buffer, not paused); otherwise the call is refused
// with the rule's message. A day that modify's map adds to `skipped` is not skipped here: skipping is skipTheDay's.
// Runs inside modify's transaction, on the order's locked row, so a refusal changes nothing.
import { dayChangeBlockReason } from '@mealplan/shared/domain';
import type { Db } from '../../db';
import type { ServerMessageId } from '../../i18n';
import { defaultCheckoutMenu } from '../checkout/checkout-menu';
import { refuse } from '../checkout/checkout-row';
import { replaceDayDishes } from '../store/order-menu';
import { dayBlockReason, dietOn, isDayPaused, regularDays, type OrderDays } from './order-days';
import { setModifiedPlanDates } from '../store/orders-table';

interface UndoneSkip {
  day: number;
  movedTo: number;
}

/** The order's skipped days that `skipped` (modify's map: skipped day -> day it moved to) no longer lists. */
export function skipsLeftOut(days: OrderDays, skipped: Record<string, number>): UndoneSkip[] {
  return days.rows.flatMap((row) => (row.skipped_to === null || String(row.day) in skipped ? [] : [{ day: row.day, movedTo: row.skipped_to }]));
}

/** Why the skip cannot be undone now (the skipped day or the day it moved to is not open), or null. */
function undoBlockReason(days: OrderDays, { day, movedTo }: UndoneSkip, now: number): ServerMessageId | null {
  const skippedDayBlock = dayChangeBlockReason({ day, now, mealTypes: [], paused: isDayPaused(days, day), additional: false });
  return (skippedDayBlock as ServerMessageId | null) ?? dayBlockReason(days, movedTo, now, 'refuse');
}

/**
 * Undoes the skips that modify's `skipped` leaves out; answers the days that changed (restored and dropped) so that
 * modify does not also write the dishes it was sent for them. Refuses (changing nothing) when one cannot be undone.
 */
export async function undoLeftOutSkips(tx: Db, userId: number, days: OrderDays, skipped: Record<string, number>, now: number): Promise<UndoneSkip[]> {
  const undone = skipsLeftOut(days, skipped);
  for (const undo of undone) {
    const blocked = undoBlockReason(days, undo, now);
    if (blocked) refuse(blocked, 'skipped');
  }
  if (!undone.length) return undone;
  const { order } = days;
  for (const { day, movedTo } of undone) {
    const menu = await defaultCheckoutMenu(tx, userId, { dietId: dietOn(days, day), mealTypes: order.meal_types, days: [day] });
    await tx.query('DELETE FROM order_dishes WHERE order_id = $1 AND day = $2', [order.id, movedTo]);
    await tx.query('DELETE FROM user_sides WHERE order_id = $1 AND day = $2', [order.id, movedTo]);
    await tx.query('DELETE FROM cart_items WHERE order_id = $1 AND day = $2', [order.id, movedTo]);
    await tx.query('DELETE FROM order_days WHERE order_id = $1 AND day = $2', [order.id, movedTo]);
    await tx.query('UPDATE order_days SET skipped_to = NULL WHERE order_id = $1 AND day = $2', [order.id, day]);
    await replaceDayDishes(tx, order.id, { [day]: menu[day] ?? {} });
  }
  const moved = new Set(undone.map((undo) => undo.movedTo));
  const planDays = [...regularDays(days).filter((day) => !moved.has(day)), ...undone.map((undo) => undo.day)].sort((a, b) => a - b);
  await setModifiedPlanDates(tx, order.id, planDays[0], planDays.at(-1));
  return undone;
}
