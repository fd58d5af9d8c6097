// order get: the plan params and meal plan of the customer's own order ('active': the current one, 'future': one
// that starts after today, e.g. a renewal), with what /modify shows beyond them (issue 20): whether it awaits payment
// (placed in the wizard, not yet paid: editable like a future plan), whether a renewed plan exists, each day's status
// by the shared rules, the diet changes and the additional-delivery days. Orders are looked up by the session's user
// id only.
import type { MealPlan } from '@mealplan/shared/domain';
import type { ModifyOrderPlan, PlanParams } from '@mealplan/shared/protocol';
import { today } from '@mealplan/shared/time';
import { ClientError } from '../../errors';
import { type CheckoutRow } from '../checkout/checkout-row';
import type { OrderDeps } from '../deps';
import { ORDER_MESSAGES } from '../messages';
import { additionalDays, dayViews, dietIdsOf, orderDaysOf, planChangesOf, skippedOf, type OrderDays } from '../plan-changes/order-days';
import { mealPlanOf, mealPlanOfRows } from '../store/order-menu';
import { currentAndFutureOrderIds, orderPlanRow } from '../store/orders-table';

export { mealPlanOf };

export type OrderType = 'active' | 'future';

/** The plan params of an order (spec 3 §3), with its skipped days and diet changes when its days are known. */
export function planParamsOf(order: CheckoutRow, days?: OrderDays): PlanParams {
  const changes = days ? planChangesOf(days) : [];
  return {
    id: order.id,
    ...(order.build ? { build: order.build } : {}),
    mealType: order.meal_types,
    mealPlan: order.plan_id,
    diet: order.diet_id,
    ...(days ? { dietIds: dietIdsOf(days), skipped: skippedOf(days) } : {}),
    ...(changes.length ? { dietChanges: Object.fromEntries(changes.map((change) => [String(change.day), change.toDiet])) } : {}),
    date: Number(order.start_date),
    end_date: Number(order.end_date),
    deliverySlot: order.slot_id,
    slot_id: order.slot_id,
    cutlery: order.cutlery === 1 ? 1 : 0,
    exclude_week_day: order.exclude_week_day,
    days_count: order.days_count,
    coupon: order.coupon_id,
    price: order.price,
    payed: order.paid,
    modified: order.modified,
    renew_status: order.renew_status,
  };
}

/** The whole view of one of the customer's orders (order get, and the answer after a change) from its days and dishes. */
export function orderViewOf(days: OrderDays, allMeals: MealPlan, orderType: OrderType, hasRenewal: boolean, now: number): ModifyOrderPlan {
  const { order } = days;
  const additional = new Set(additionalDays(days).map(String));
  const mealPlan: ModifyOrderPlan['mealPlan'] = {};
  const customMealPlan: ModifyOrderPlan['mealPlan'] = {};
  for (const [day, meals] of Object.entries(allMeals)) (additional.has(day) ? customMealPlan : mealPlan)[day] = meals;
  return {
    planParams: planParamsOf(order, days),
    mealPlan,
    orderType,
    awaitingPayment: order.status === 'pending' || !order.paid,
    hasRenewal,
    days: dayViews(days, allMeals, now),
    planChanges: planChangesOf(days),
    customMealPlan,
  };
}

/**
 * order get: the customer's current or renewed order with its days, pauses and dishes, and whether the other one
 * exists, in one statement (the order ids as findOrderIds finds them).
 */
export async function orderPlan({ db, now }: Pick<OrderDeps, 'db' | 'now'>, userId: number, orderType: OrderType): Promise<ModifyOrderPlan> {
  const at = now();
  const row = await orderPlanRow(db, userId, today(at), orderType);
  if (!row || row.id === null || row.id === undefined) throw new ClientError(ORDER_MESSAGES.noOrder);
  const { active, future, day_rows, pause_rows, menu_rows, ...order } = row;
  const hasRenewal = active !== null && future !== null && active !== future;
  return orderViewOf(orderDaysOf(order as CheckoutRow, { day_rows, pause_rows }), mealPlanOfRows(menu_rows), orderType, hasRenewal, at);
}

/** The id of the customer's own order `order get` answers with ('active': the current one, 'future': a renewal), or undefined. */
export async function orderIdOf({ db, now }: Pick<OrderDeps, 'db' | 'now'>, userId: number, orderType: OrderType): Promise<number | undefined> {
  return (await currentAndFutureOrderIds(db, userId, today(now())))[orderType];
}
