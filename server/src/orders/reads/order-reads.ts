// The reads of /modify besides order get (doc 3 §7, doc 1 §7): the dishes the day editor offers for the order's
// diets and meal types (getDietProducts), the additional-delivery days with their dishes (getCustomDays), and the
// customer's remaining delivery days (remainingDeliveries: the header's "N days left" and the renewal banner).
import { today } from '@mealplan/shared/time';
import { mainMealTypeIds, offeredDishIds } from '../../catalog/lookups';
import type { OrderDeps } from '../deps';
import { dietIdsOf, ownOrderDays } from '../plan-changes/order-days';
import { mealPlanOf, planParamsOf } from './order-view';
import { remainingDeliveryDays } from '../store/orders-table';

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
  const days = await remainingDeliveryDays(db, userId, today(now()));
  return { count: days.length, days };
}
