// The reads of /modify besides order get (doc 3 §7, doc 1 §7): the dishes the day editor offers for the order's
// diets and meal types (getDietProducts), the additional-delivery days with their dishes (getCustomDays), and the
// customer's remaining delivery days (remainingDeliveries: the header's "N days left" and the renewal banner).
import { today } from '@mealplan/shared/time';
import { mainMealTypeIds, offeredDishIds } from '../../catalog/lookups';
import type { OrderDeps } from '../deps';
import { dietIdsOf, ownOrderDays } from '../plan-changes/order-days';
import { mealPlanOf, planParamsOf } from './order-view';

type ReadDeps = Pick<OrderDeps, 'db' | 'now'>;

/** getDietProducts: the dish ids offered for the order's diets (its own and those it changes to) and meal types. */
export async function dietProducts({ db }: ReadDeps, userId: number, orderId: number): Promise<{ products: number[] }> {
  const [days, mains] = await Promise.all([ownOrderDays(db, userId, orderId), mainMealTypeIds(db)]);
  const types = days.order.meal_types;
  const products = await offeredDishIds(
    db,
    dietIdsOf(days),
    types.filter((type) => mains.has(type)),
    types.filter((type) => !mains.has(type)),
  );
  return { products };
}

/** getCustomDays: the additional-delivery days' dishes, and the order's plan params (null without such days). */
export async function customDays({ db }: ReadDeps, userId: number, orderId: number) {
  const days = await ownOrderDays(db, userId, orderId);
  const hasCustomDays = days.rows.some((row) => row.kind === 'additional');
  const mealPlan = hasCustomDays ? await mealPlanOf(db, orderId, 'additional') : {};
  return { mealPlan, planParams: hasCustomDays ? { ...planParamsOf(days.order, days), customMealPlan: true } : null };
}

/**
 * remainingDeliveries: the customer's delivery days from today on, of every order placed and not ended (awaiting
 * payment, active, renewed): regular and additional days, not skipped, not inside a pause.
 */
export async function remainingDeliveries({ db, now }: ReadDeps, userId: number): Promise<{ count: number; days: number[] }> {
  const rows = await db.query<{ day: number }>(
    `SELECT DISTINCT od.day::float8 AS day FROM order_days od JOIN orders o ON o.id = od.order_id
     WHERE o.user_id = $1 AND o.status IN ('pending', 'active') AND od.day >= $2 AND od.skipped_to IS NULL
       AND NOT EXISTS (SELECT 1 FROM pauses p WHERE p.order_id = o.id AND p.start_date <= od.day AND (p.end_date IS NULL OR od.day < p.end_date))
     ORDER BY day`,
    [userId, today(now())],
  );
  return { count: rows.length, days: rows.map((row) => row.day) };
}
