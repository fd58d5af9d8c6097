// The rating channel's calls (spec 1 §7 Feedback): the delivered dishes with their feedback, a dish's rating, and the
// general feedback; each save also notifies the team. Made per page visit with the page services' client and session.
import type { Dish, DishFeedback, GeneralFeedback } from '@mealplan/shared/protocol';
import type { ReferenceStore, SessionStore, SocketClient } from '@mealplan/shared/session';
import type { DeliveredDish, DishFeedbackApi, DishFeedbackDraft } from './dishFeedbackStore';
import { NOTIFICATION_TYPE, TeamNotices } from './teamNotices';

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

export class RatingStore implements DishFeedbackApi {
  private readonly team: TeamNotices;

  constructor(
    private readonly client: Pick<SocketClient, 'call'>,
    private readonly session: Pick<SessionStore, 'user_id'>,
    private readonly reference: Pick<ReferenceStore, 'ensure' | 'get'>,
  ) {
    this.team = new TeamNotices(client, session);
  }

  async getDishes(): Promise<{ dishes: DeliveredDish[]; types: number[] }> {
    const [reply] = await Promise.all([this.client.call('rating', 'getDishes', {}), this.reference.ensure(['products', 'typeList'])]);
    return { dishes: toDeliveredDishes(reply.dishes, this.reference.get('products') ?? []), types: reply.types };
  }

  async saveDishFeedback(dishId: number, draft: DishFeedbackDraft): Promise<string> {
    const reply = await this.client.call('rating', 'setDishRating', {
      feedbackData: { user_id: this.session.user_id ?? undefined, dish_id: dishId, ...draft },
    });
    this.notifyTeam(`Dish ${dishId} rated ${draft.rating}`);
    return reply.message;
  }

  getGeneralFeedback(): Promise<GeneralFeedbackValues> {
    return this.client.call('rating', 'getTotalRating', {});
  }

  async saveGeneralFeedback(values: GeneralFeedbackValues): Promise<string> {
    const reply = await this.client.call('rating', 'setTotalRating', {
      feedbackData: { user_id: this.session.user_id ?? undefined, ...values },
    });
    this.notifyTeam('General feedback updated');
    return reply.message;
  }

  /** The team's notification is a side note: its failure is logged, the save still succeeded. */
  private notifyTeam(changes: string): void {
    this.team.notify(NOTIFICATION_TYPE.feedback, changes).catch((error: unknown) => console.error(error));
  }
}
