import { referenceStore, sessionStore, socketClient } from '@mealplan/shared/session';
import type { DeliveredDish, DishFeedbackApi, DishFeedbackDraft } from '../pages/dish/dishFeedbackStore';
import { NOTIFICATION_TYPE, notifyTeam } from './planRequestApi';

interface FeedbackRecord {
  rating: number;
  feedback: string;
}

export interface CatalogDish {
  id: number;
  title: string;
  preview: string;
  image: string;
  calories: number;
  fat: number;
  protein: number;
  carb: number;
  type: number[];
}

export interface NamedType {
  id: number;
  title: string;
}

export interface GeneralFeedbackValues {
  feedback: string;
  rating: number | null;
  rating2: number | null;
  rating3: number | null;
  rating4: number | null;
}

/** Joins the delivered dish ids with the catalog (products) for the cards. */
export function toDeliveredDishes(feedback: Record<string, FeedbackRecord | null>, catalog: CatalogDish[]): DeliveredDish[] {
  const byId = new Map(catalog.map((dish) => [dish.id, dish]));
  return Object.entries(feedback).flatMap(([key, record]) => {
    const dish = byId.get(Number(key));
    if (!dish) return [];
    return [{
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
    }];
  });
}

export const dishFeedbackApi: DishFeedbackApi = {
  async getDishes() {
    const [reply] = await Promise.all([
      socketClient.request<{ dishes: Record<string, FeedbackRecord | null>; types: number[] }>('rating', 'getDishes', {}),
      referenceStore.ensure(['products', 'typeList']),
    ]);
    return { dishes: toDeliveredDishes(reply.dishes, referenceStore.get<CatalogDish[]>('products') ?? []), types: reply.types };
  },
  async saveDishFeedback(dishId: number, draft: DishFeedbackDraft) {
    const reply = await socketClient.request<{ message: string }>('rating', 'setDishRating', {
      feedbackData: { user_id: sessionStore.user_id ?? undefined, dish_id: dishId, ...draft },
    });
    notifyTeam(NOTIFICATION_TYPE.feedback, `Dish ${dishId} rated ${draft.rating}`).catch((error: unknown) => console.error(error));
    return reply.message;
  },
};

/** Meal-type titles for the dish-type tabs. */
export function typeTitle(typeId: number): string {
  return referenceStore.get<NamedType[]>('typeList')?.find((type) => type.id === typeId)?.title ?? '';
}

export function getGeneralFeedback(): Promise<GeneralFeedbackValues> {
  return socketClient.request<GeneralFeedbackValues>('rating', 'getTotalRating', {});
}

export async function saveGeneralFeedback(values: GeneralFeedbackValues): Promise<string> {
  const reply = await socketClient.request<{ message: string }>('rating', 'setTotalRating', {
    feedbackData: { user_id: sessionStore.user_id ?? undefined, ...values },
  });
  notifyTeam(NOTIFICATION_TYPE.feedback, 'General feedback updated').catch((error: unknown) => console.error(error));
  return reply.message;
}
