// order get: the plan params and meal plan of the customer's own order ('active': the current one, 'future': one
// that starts after today, e.g. a renewal), with what /modify shows beyond them (issue 20): whether it awaits payment
// (placed in the wizard, not yet paid: editable like a future plan), whether a renewed plan exists, each day's status
// by the shared rules, the diet changes and the additional-delivery days. Orders are looked up by the session's user
// id only.
import type { MealPlan } from '@mealplan/shared/domain';
import type { ModifyOrderPlan, OrderPlan, PlanParams } from '@mealplan/shared/protocol';
import { today } from '@mealplan/shared/time';
import type { Db } from '../db';
import { ClientError } from '../errors';
import type { CheckoutRow } from './checkout-row';
import type { OrderDeps } from './deps';
import { ORDER_MESSAGES } from './messages';
import { dayViews, dietIdsOf, loadOrderDays, ownPlanOrder, planChangesOf, skippedOf, type OrderDays } from './order-days';

export type OrderType = 'active' | 'future';

const SELECT_ORDER_ID = `SELECT id FROM orders WHERE user_id = $1 AND status IN ('pending', 'active')`;

async function findOrderId(db: Db, userId: number, orderType: OrderType, now: number): Promise<number | undefined> {
  const day = today(now);
  const row =
    orderType === 'future'
      ? await db.one<{ id: number }>(`${SELECT_ORDER_ID} AND start_date > $2 ORDER BY start_date DESC LIMIT 1`, [userId, day])
      : await db.one<{ id: number }>(`${SELECT_ORDER_ID} AND end_date >= $2 ORDER BY start_date LIMIT 1`, [userId, day]);
  return row?.id;
}

/**
 * Day -> meal type -> dish id; side types map side slot -> dish id. `kind`: only the regular days or only the
 * additional deliveries (order get keeps them apart); all the order's dishes without it.
 */
export async function mealPlanOf(db: Db, orderId: number, kind?: 'regular' | 'additional'): Promise<OrderPlan['mealPlan']> {
  const rows = await db.query<{ day: number; meal_type_id: number; side_slot: number; dish_id: number }>(
    kind
      ? `SELECT x.day, x.meal_type_id, x.side_slot, x.dish_id FROM order_dishes x
         JOIN order_days d ON d.order_id = x.order_id AND d.day = x.day
         WHERE x.order_id = $1 AND d.kind = $2 ORDER BY x.day, x.meal_type_id, x.side_slot`
      : 'SELECT day, meal_type_id, side_slot, dish_id FROM order_dishes WHERE order_id = $1 ORDER BY day, meal_type_id, side_slot',
    kind ? [orderId, kind] : [orderId],
  );
  const mealPlan: OrderPlan['mealPlan'] = {};
  for (const row of rows) {
    const meals = (mealPlan[String(row.day)] ??= {});
    const type = String(row.meal_type_id);
    if (row.side_slot === 0) meals[type] = row.dish_id;
    else {
      const slots = meals[type];
      meals[type] = { ...(typeof slots === 'object' ? slots : {}), [String(row.side_slot)]: row.dish_id };
    }
  }
  return mealPlan;
}

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

/** The whole view of one of the customer's orders (order get, and the answer after a change). */
export async function orderViewOf(db: Db, order: CheckoutRow, orderType: OrderType, hasRenewal: boolean, now: number): Promise<ModifyOrderPlan> {
  const [days, mealPlan, customMealPlan] = await Promise.all([
    loadOrderDays(db, order),
    mealPlanOf(db, order.id, 'regular'),
    mealPlanOf(db, order.id, 'additional'),
  ]);
  const allMeals: MealPlan = { ...mealPlan, ...customMealPlan };
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

export async function orderPlan({ db, now }: Pick<OrderDeps, 'db' | 'now'>, userId: number, orderType: OrderType): Promise<ModifyOrderPlan> {
  const at = now();
  const [orderId, activeId, futureId] = await Promise.all([
    findOrderId(db, userId, orderType, at),
    findOrderId(db, userId, 'active', at),
    findOrderId(db, userId, 'future', at),
  ]);
  if (orderId === undefined) throw new ClientError(ORDER_MESSAGES.noOrder);
  const hasRenewal = activeId !== undefined && futureId !== undefined && activeId !== futureId;
  return orderViewOf(db, await ownPlanOrder(db, userId, orderId), orderType, hasRenewal, at);
}

/** The id of the customer's own order `order get` answers with ('active': the current one, 'future': a renewal), or undefined. */
export async function orderIdOf({ db, now }: Pick<OrderDeps, 'db' | 'now'>, userId: number, orderType: OrderType): Promise<number | undefined> {
  return findOrderId(db, userId, orderType, now());
}
