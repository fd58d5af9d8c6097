import type { Dish, DishFeedback, GeneralFeedback } from '@mealplan/shared/protocol';
import { referenceStore, sessionStore, socketClient } from '@mealplan/shared/session';
import type { DeliveredDish, DishFeedbackApi, DishFeedbackDraft } from '../pages/dish/dishFeedbackStore';
import { NOTIFICATION_TYPE, notifyTeam } from './planRequestApi';

type FeedbackRecord = Pick<DishFeedback, 'rating' | 'feedback'>;

/** The catalogue fields a feedback card shows (a dish of the `products` reference list). */
export type CatalogDish = Pick<Dish, 'id' | 'title' | 'preview' | 'image' | 'calories' | 'fat' | 'protein' | 'carb' | 'type'>;

/** The general feedback form: the protocol's shape (getTotalRating answers it, setTotalRating saves it). */
export type GeneralFeedbackValues = GeneralFeedback;

/** Joins the delivered dish ids with the catalog (products) for the cards. */
export function toDeliveredDishes(feedback: Record<string, FeedbackRecord | null>, catalog: readonly CatalogDish[]): DeliveredDish[] {
  const byId = new Map(catalog.map((dish) => [dish.id, dish]));
  return Object.entries(feedback).flatMap(([key, record]) => {
    const dish = byId.get(Number(key));
    if (!dish) return [];
    return [
      {
        id: dish.id,
        title: dish.title,
        preview: dish.preview || dish.image || '',
        calories: dish.calories,
        fat: dish.fat,
        protein: dish.protein,
        carb: dish.carb,
        types: dish.type,
        rating: record?.rating ?? 0,
        feedback: record?.feedback ?? '',
      },
    ];
  });
}

export const dishFeedbackApi: DishFeedbackApi = {
  async getDishes() {
    const [reply] = await Promise.all([socketClient.call('rating', 'getDishes', {}), referenceStore.ensure(['products', 'typeList'])]);
    return { dishes: toDeliveredDishes(reply.dishes, referenceStore.get('products') ?? []), types: reply.types };
  },
  async saveDishFeedback(dishId: number, draft: DishFeedbackDraft) {
    const reply = await socketClient.call('rating', 'setDishRating', {
      feedbackData: { user_id: sessionStore.user_id ?? undefined, dish_id: dishId, ...draft },
    });
    notifyTeam(NOTIFICATION_TYPE.feedback, `Dish ${dishId} rated ${draft.rating}`).catch((error: unknown) => console.error(error));
    return reply.message;
  },
};

/** Meal-type titles for the dish-type tabs. */
export function typeTitle(typeId: number): string {
  return referenceStore.get('typeList')?.find((type) => type.id === typeId)?.title ?? '';
}

export function getGeneralFeedback(): Promise<GeneralFeedbackValues> {
  return socketClient.call('rating', 'getTotalRating', {});
}

export async function saveGeneralFeedback(values: GeneralFeedbackValues): Promise<string> {
  const reply = await socketClient.call('rating', 'setTotalRating', {
    feedbackData: { user_id: sessionStore.user_id ?? undefined, ...values },
  });
  notifyTeam(NOTIFICATION_TYPE.feedback, 'General feedback updated').catch((error: unknown) => console.error(error));
  return reply.message;
}
