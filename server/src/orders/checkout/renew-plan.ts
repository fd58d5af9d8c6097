// Renewal (doc 2 §4.5 "Renewal", issue 19 decision 4): /renewplan/{samemenu|defaultmenu} prepares the renewed plan as
// the customer's checkout plan. The current plan is copied without its id, status and payment fields; the start is the
// first allowed weekday after its end, the days are days_count allowed days, the dishes the previous ones by day of
// month ('samemenu') or the default dishes ('defaultmenu'), and no bag deposit is charged.
import { planPrice, renewalDays, type RenewalAction } from '@mealplan/shared/domain';
import { customerChanged } from '../order-events';
import { lockUserRow } from '../../accounts/users';
import { planCalendar, priceRows } from '../../catalog/lookups';
import { defaultCheckoutMenu } from './checkout-menu';
import { writeCheckoutPlan } from './checkout-plan';
import { ownOrder, refuse } from './checkout-row';
import { currentPlan } from '../store/current-plan';
import type { OrderDeps } from '../deps';
import { ORDER_MESSAGES } from '../messages';
import { mealPlanOf } from '../reads/order-view';

export async function renewPlan(deps: OrderDeps, userId: number, action: RenewalAction): Promise<{ checkoutId: number }> {
  const now = deps.now();
  const checkoutId = await deps.db.tx(async (tx) => {
    await lockUserRow(tx, userId);
    const current = await currentPlan(tx, userId, now);
    if (current?.state !== 'renewable') return refuse(ORDER_MESSAGES.notRenewable);
    const old = (await ownOrder(tx, userId, current.orderId, ['pending', 'active'])) ?? refuse(ORDER_MESSAGES.notRenewable);
    const calendar = await planCalendar(tx, { id: old.plan_id, days_count: old.days_count, exclude_week_day: old.exclude_week_day });
    const days = renewalDays(current.endDate, old.days_count, calendar);
    const price = planPrice({
      rows: await priceRows(tx, old.diet_id, old.plan_id),
      dietId: old.diet_id,
      planId: old.plan_id,
      mealTypeIds: old.meal_types,
      dayCount: old.days_count,
    });
    if (price === null || old.slot_id === null || old.emirate_id === null) return refuse(ORDER_MESSAGES.planNotOffered);
    const previous = action === 'samemenu' ? await mealPlanOf(tx, old.id) : undefined;
    const menu = await defaultCheckoutMenu(tx, userId, { dietId: old.diet_id, mealTypes: old.meal_types, days, previous });
    return writeCheckoutPlan(
      tx,
      userId,
      {
        dietId: old.diet_id,
        planId: old.plan_id,
        daysCount: old.days_count,
        mealTypes: old.meal_types,
        excludeWeekDay: old.exclude_week_day,
        slotId: old.slot_id,
        emirateId: old.emirate_id,
        cutlery: old.cutlery,
        bagPrice: 0,
        price,
        build: 'renew',
        renewedFrom: old.id,
        days,
        menu,
      },
      now,
    );
  });
  await customerChanged(deps.services, userId);
  return { checkoutId };
}
