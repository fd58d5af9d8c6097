// The dashboard's plan reads (spec 3 §2 Dashboard, §7 Channel profile get, getCheckout, getFutureStart, getMealplan):
// the current order's plan params, the checkout plan to resume, the start of a renewed plan, and an order's plan
// params and meal plan with today's meals. Every order is looked up by the session's user id: another customer's order id is not found.
import type { DeliveryDish, OrderPlan, PlanParams } from '@mealplan/shared/protocol';
import { today } from '@mealplan/shared/time';
import { dishCards } from '../../catalog/lookups';
import { ClientError } from '../../errors';
import { ownOrder, pendingCheckout } from '../checkout/checkout-row';
import type { OrderDeps } from '../deps';
import { ORDER_MESSAGES } from '../messages';
import { mealPlanOf, orderPlan, planParamsOf } from './order-view';
import { firstStartAfter } from '../store/orders-table';

type Deps = Pick<OrderDeps, 'db' | 'now'>;

/** The active order's plan params, or null without one. */
export async function dashboardPlanParams(deps: Deps, userId: number): Promise<PlanParams | null> {
  try {
    return (await orderPlan(deps, userId, 'active')).planParams;
  } catch (error) {
    if (error instanceof ClientError) return null;
    throw error;
  }
}

/** The customer's checkout plan waiting to be paid ('Resume editing the menu'), or null. */
export async function checkoutToResume(deps: Deps, userId: number): Promise<number | null> {
  return (await pendingCheckout(deps.db, userId))?.id ?? null;
}

/** The first day of a plan that starts after today (a renewal), or null. */
export async function futureStart(deps: Deps, userId: number): Promise<number | null> {
  return firstStartAfter(deps.db, userId, today(deps.now()));
}

/**
 * getMealplan (doc 2 §7): one of the customer's own orders (placed, paid or not, or finished) with its plan params and
 * meal plan, and today's dishes of it (main dishes in meal-type order; none on a skipped or paused day), which the
 * dashboard shows. Another customer's order id is not found.
 */
export async function orderMealPlan(
  deps: Deps,
  userId: number,
  orderId: number,
): Promise<{ planParams: PlanParams; mealPlan: OrderPlan['mealPlan']; date: number; dishes: DeliveryDish[] }> {
  const order = await ownOrder(deps.db, userId, orderId, ['pending', 'active', 'finished']);
  if (!order) throw new ClientError(ORDER_MESSAGES.noOrder);
  const day = today(deps.now());
  const [mealPlan, dishes] = await Promise.all([mealPlanOf(deps.db, orderId), mainDishesOn(deps, orderId, day)]);
  return { planParams: planParamsOf(order), mealPlan, date: day, dishes };
}

async function mainDishesOn(deps: Deps, orderId: number, day: number): Promise<DeliveryDish[]> {
  const rows = await deps.db.query<{ meal_type_id: number; dish_id: number }>(
    `SELECT x.meal_type_id, x.dish_id FROM order_dishes x JOIN order_days d ON d.order_id = x.order_id AND d.day = x.day
     WHERE x.order_id = $1 AND x.day = $2 AND x.side_slot = 0 AND d.skipped_to IS NULL
       AND NOT EXISTS (SELECT 1 FROM pauses p WHERE p.order_id = x.order_id AND p.start_date <= x.day AND (p.end_date IS NULL OR x.day < p.end_date))
     ORDER BY x.meal_type_id`,
    [orderId, day],
  );
  const cards = await dishCards(
    deps.db,
    rows.map((row) => row.dish_id),
  );
  return rows.flatMap((row) => {
    const card = cards.get(row.dish_id);
    return card ? [{ ...card, title_ar: card.title_ar ?? '', mealType_id: row.meal_type_id }] : [];
  });
}
