// Dish and general feedback, stored per user; a user only ever reads and writes their own. What was delivered is the
// orders module's to say, what a dish is the catalogue's.
import type { DishFeedback, DishReview, GeneralFeedback } from '@mealplan/shared/protocol';
import { today } from '@mealplan/shared/time';
import { mealTypesOfDishes } from '../catalog/lookups';
import type { Db } from '../db';
import { batchedWrite } from '../db/write-batch';
import { dishesDeliveredBefore } from '../orders/reads/deliveries';

export interface DeliveredDishes {
  dishes: Record<string, DishFeedback | null>;
  types: number[];
}

/**
 * The dishes delivered to the user before today (Dubai) with the user's feedback on each (or null) and the meal types
 * they came as.
 */
export async function deliveredDishesWithFeedback(db: Db, userId: number, now: number): Promise<DeliveredDishes> {
  const dishIds = await dishesDeliveredBefore(db, userId, today(now));
  const [feedback, types] = await Promise.all([dishFeedbackOf(db, userId, dishIds), mealTypesOfDishes(db, dishIds)]);
  return {
    dishes: Object.fromEntries(dishIds.map((dishId) => [String(dishId), feedback.get(dishId) ?? null])),
    types,
  };
}

/** The user's feedback on the given dishes, by dish id. */
async function dishFeedbackOf(db: Db, userId: number, dishIds: readonly number[]): Promise<Map<number, DishFeedback>> {
  if (dishIds.length === 0) return new Map();
  const rows = await db.query<{ dish_id: number; rating: number; feedback: string }>(
    'SELECT dish_id, rating, feedback FROM dish_feedback WHERE user_id = $1 AND dish_id = ANY($2::int[])',
    [userId, dishIds],
  );
  return new Map(rows.map((row) => [row.dish_id, { dish_id: row.dish_id, user_id: userId, rating: row.rating, feedback: row.feedback }]));
}

export async function saveDishFeedback(db: Db, userId: number, input: Omit<DishFeedback, 'user_id'>, now: number): Promise<void> {
  await db.query(
    `INSERT INTO dish_feedback (user_id, dish_id, rating, feedback, updated_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (user_id, dish_id) DO UPDATE SET rating = EXCLUDED.rating, feedback = EXCLUDED.feedback, updated_at = EXCLUDED.updated_at`,
    [userId, input.dish_id, input.rating, input.feedback.trim(), now],
  );
}

/** dish id -> the user's stars. */
export async function dishRatings(db: Db, userId: number): Promise<Record<string, number>> {
  const rows = await db.query<{ dish_id: number; rating: number }>('SELECT dish_id, rating FROM dish_feedback WHERE user_id = $1', [userId]);
  return Object.fromEntries(rows.map((row) => [String(row.dish_id), row.rating]));
}

export const MAX_REVIEWS = 50;

/** Newest reviews of a dish, signed with the reviewer's first name and last initial. */
export async function dishReviews(db: Db, dishId: number): Promise<DishReview[]> {
  const rows = await db.query<{ first_name: string | null; last_name: string | null; rating: number; feedback: string }>(
    `SELECT u.first_name, u.last_name, f.rating, f.feedback FROM dish_feedback f JOIN users u ON u.id = f.user_id
     WHERE f.dish_id = $1 AND NOT u.banned ORDER BY f.updated_at DESC LIMIT ${MAX_REVIEWS}`,
    [dishId],
  );
  return rows.map((row) => ({
    username: [row.first_name ?? '', row.last_name ? `${row.last_name.charAt(0)}.` : ''].filter(Boolean).join(' ') || 'Customer',
    rating: row.rating,
    feedback: row.feedback,
  }));
}

const EMPTY_GENERAL: GeneralFeedback = { feedback: '', rating: null, rating2: null, rating3: null, rating4: null };

export async function generalFeedbackOf(db: Db, userId: number): Promise<GeneralFeedback> {
  const row = await db.one<GeneralFeedback>('SELECT feedback, rating, rating2, rating3, rating4 FROM general_feedback WHERE user_id = $1', [userId]);
  return row ?? EMPTY_GENERAL;
}

export interface CompleteGeneralFeedback {
  feedback: string;
  rating: number;
  rating2: number;
  rating3: number;
  rating4: number;
}

interface GeneralFeedbackRow extends CompleteGeneralFeedback {
  userId: number;
  now: number;
}

/** Saves of the same turn are one upsert (group commit: server/src/db/write-batch.ts); the latest per customer wins. */
const upsertGeneralFeedback = batchedWrite<GeneralFeedbackRow>(
  async (db, rows) => {
    const params: unknown[] = [];
    const tuples = rows.map((row) => {
      params.push(row.userId, row.feedback.trim(), row.rating, row.rating2, row.rating3, row.rating4, row.now);
      const first = params.length - 6;
      return `($${first}::int, $${first + 1}::text, $${first + 2}::int, $${first + 3}::int, $${first + 4}::int, $${first + 5}::int, $${first + 6}::bigint)`;
    });
    await db.query(
      `INSERT INTO general_feedback (user_id, feedback, rating, rating2, rating3, rating4, updated_at)
     VALUES ${tuples.join(', ')}
     ON CONFLICT (user_id) DO UPDATE SET feedback = EXCLUDED.feedback, rating = EXCLUDED.rating, rating2 = EXCLUDED.rating2,
       rating3 = EXCLUDED.rating3, rating4 = EXCLUDED.rating4, updated_at = EXCLUDED.updated_at`,
      params,
    );
  },
  (row) => String(row.userId),
);

export function saveGeneralFeedback(db: Db, userId: number, input: CompleteGeneralFeedback, now: number): Promise<void> {
  return upsertGeneralFeedback(db, { ...input, userId, now });
}
