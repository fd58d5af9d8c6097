// skipTheDay on /modify (doc 3 §4 "Skip", irreversible): the day leaves the plan and the next delivery day after its
// end joins it with the default dishes (the shared skip rule, the checkout's default menu). The skipped day stays in
// the order with the day it moved to (plan params `skipped`). A paused, locked or additional-delivery day is refused
// and nothing changes; new_date is the page's guess, the server's is answered.
import { skipDay } from '@mealplan/shared/domain';
import type { RequestData } from '@mealplan/shared/protocol';
import { lockUserRow } from '../../accounts/users';
import { planCalendar } from '../../catalog/lookups';
import type { ServerMessageId } from '../../i18n';
import { defaultCheckoutMenu } from '../checkout/checkout-menu';
import { refuse } from '../checkout/checkout-row';
import type { DayEditingDeps } from './day-editing';
import { dayBlockReason, dietOn, isDayPaused, ownOrderDays, regularDays } from './order-days';
import { orderChanged } from '../order-events';
import { insertOrderMenu } from '../store/order-menu';
import { mealPlanOf } from '../reads/order-view';
import { setModifiedPlanDates } from '../store/orders-table';

type SkipRequest = RequestData<'order', 'skipTheDay'>;

export async function skipOrderDay(deps: DayEditingDeps, userId: number, request: SkipRequest) {
  const now = deps.now();
  const result = await deps.db.tx(async (tx) => {
    await lockUserRow(tx, userId);
    const days = await ownOrderDays(tx, userId, request.planId, true);
    const { order } = days;
    const blocked = dayBlockReason(days, request.skip_date, now, 'refuse');
    if (blocked) refuse(blocked, 'skip_date');
    const calendar = await planCalendar(tx, { id: order.plan_id, days_count: order.days_count, exclude_week_day: order.exclude_week_day });
    const skipped = skipDay({
      days: regularDays(days),
      skipDate: request.skip_date,
      calendar,
      now,
      paused: isDayPaused(days, request.skip_date),
      taken: days.rows.map((row) => row.day),
    });
    if (!skipped.ok) return refuse(skipped.message as ServerMessageId, 'skip_date');
    const newMenu = await defaultCheckoutMenu(tx, userId, {
      dietId: dietOn(days, skipped.newDate),
      mealTypes: order.meal_types,
      days: [skipped.newDate],
    });
    await tx.query('DELETE FROM order_dishes WHERE order_id = $1 AND day = $2', [order.id, skipped.skipDate]);
    await tx.query('UPDATE order_days SET skipped_to = $3 WHERE order_id = $1 AND day = $2', [order.id, skipped.skipDate, skipped.newDate]);
    await insertOrderMenu(tx, order.id, [skipped.newDate], newMenu);
    await setModifiedPlanDates(tx, order.id, skipped.days[0], skipped.days.at(-1));
    return { orderId: order.id, skipDate: skipped.skipDate, newDate: skipped.newDate, newMealplan: await mealPlanOf(tx, order.id, 'regular') };
  });
  await orderChanged(deps.services, userId, result.orderId);
  return { skipDate: result.skipDate, newDate: result.newDate, newMealplan: result.newMealplan };
}
