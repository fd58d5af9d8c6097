// Dish likes and ratings from the plan page (doc 3 §4 "Dish selection": likes and dislikes are sent at once; §3
// "Ratings": the dish-rating call accepts 2 to 5 with optional feedback of at most 250 characters; §7 profile
// setDishlike, setDishRatingNew). The dish must be one served as the meal type named; a rating, as on the feedback
// page, is for a dish delivered to the customer before today. The preferences and the feedback are the accounts
// module's (accounts/dish-preferences.ts, accounts/feedback.ts).
import { today } from '@mealplan/shared/time';
import { setDishPreference, type DishPreference } from '../../accounts/dish-preferences';
import { saveDishFeedback } from '../../accounts/feedback';
import { dishesById } from '../../catalog/lookups';
import type { Db } from '../../db';
import { ClientError } from '../../errors';
import { ACTION_MESSAGES } from '../action-messages';
import { wasDishDeliveredBefore } from '../reads/deliveries';
import type { OrderDeps } from '../deps';
import { customerChanged, dishRated } from '../order-events';

async function requireDishOfMealType(db: Db, dishId: number, mealTypeId: number): Promise<void> {
  const dish = (await dishesById(db, [dishId])).get(dishId);
  if (!dish || !dish.mealTypes.includes(mealTypeId)) throw new ClientError(ACTION_MESSAGES.dishNotOffered);
}

export async function likeDish(
  { db, services }: Pick<OrderDeps, 'db' | 'services'>,
  userId: number,
  request: { dishId: number; action: DishPreference; meal_type: number },
): Promise<{ dishId: number; action: DishPreference }> {
  await requireDishOfMealType(db, request.dishId, request.meal_type);
  await setDishPreference(db, userId, request.dishId, request.action);
  await customerChanged(services, userId);
  return { dishId: request.dishId, action: request.action };
}

export async function rateDishOfPlan(
  { db, now, services }: OrderDeps,
  userId: number,
  request: { productId: number; rating: number; mealtype: number; feedback?: string | undefined },
): Promise<{ message: string }> {
  await requireDishOfMealType(db, request.productId, request.mealtype);
  if (!(await wasDishDeliveredBefore(db, userId, request.productId, today(now())))) throw new ClientError(ACTION_MESSAGES.dishNotDelivered);
  await saveDishFeedback(db, userId, { dish_id: request.productId, rating: request.rating, feedback: request.feedback ?? '' }, now());
  await dishRated(services, userId, request.productId);
  return { message: ACTION_MESSAGES.dishRated };
}
