// order get: the plan params and meal plan of the customer's own order ('active': the current one, 'future': one
// that starts after today, e.g. a renewal). Orders are looked up by the session's user id only.
import type { OrderPlan, PlanParams } from '@mealplan/shared/protocol';
import { today } from '@mealplan/shared/time';
import type { Db } from '../db';
import { ClientError } from '../errors';
import type { OrderDeps } from './deps';
import { ORDER_MESSAGES } from './messages';

interface OrderRow {
  id: number;
  plan_id: number;
  diet_id: number;
  meal_types: number[];
  start_date: number;
  end_date: number;
  slot_id: number | null;
  cutlery: number;
  exclude_week_day: number[];
  days_count: number;
  coupon_id: number | null;
  price: number;
  paid: boolean;
  modified: boolean;
  renew_status: number;
  build: 'new' | 'renew' | null;
}

const SELECT_ORDER = `SELECT id, plan_id, diet_id, meal_types, start_date, end_date, slot_id, cutlery, exclude_week_day, days_count,
  coupon_id, price, paid, modified, renew_status, build FROM orders WHERE user_id = $1 AND status IN ('pending', 'active')`;

async function findOrder(db: Db, userId: number, orderType: 'active' | 'future', now: number): Promise<OrderRow | undefined> {
  const day = today(now);
  if (orderType === 'future') return db.one<OrderRow>(`${SELECT_ORDER} AND start_date > $2 ORDER BY start_date DESC LIMIT 1`, [userId, day]);
  return db.one<OrderRow>(`${SELECT_ORDER} AND end_date >= $2 ORDER BY start_date LIMIT 1`, [userId, day]);
}

/** Day -> meal type -> dish id; side types map side slot -> dish id. */
export async function mealPlanOf(db: Db, orderId: number): Promise<OrderPlan['mealPlan']> {
  const rows = await db.query<{ day: number; meal_type_id: number; side_slot: number; dish_id: number }>(
    'SELECT day, meal_type_id, side_slot, dish_id FROM order_dishes WHERE order_id = $1 ORDER BY day, meal_type_id, side_slot',
    [orderId],
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

function planParamsOf(order: OrderRow): PlanParams {
  return {
    id: order.id,
    ...(order.build ? { build: order.build } : {}),
    mealType: order.meal_types,
    mealPlan: order.plan_id,
    diet: order.diet_id,
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

export async function orderPlan({ db, now }: Pick<OrderDeps, 'db' | 'now'>, userId: number, orderType: 'active' | 'future'): Promise<OrderPlan> {
  const order = await findOrder(db, userId, orderType, now());
  if (!order) throw new ClientError(ORDER_MESSAGES.noOrder);
  return { planParams: planParamsOf(order), mealPlan: await mealPlanOf(db, order.id) };
}

/** The id of the customer's own order `order get` answers with ('active': the current one, 'future': a renewal), or undefined. */
export async function orderIdOf(
  { db, now }: Pick<OrderDeps, 'db' | 'now'>,
  userId: number,
  orderType: 'active' | 'future',
): Promise<number | undefined> {
  return (await findOrder(db, userId, orderType, now()))?.id;
}
