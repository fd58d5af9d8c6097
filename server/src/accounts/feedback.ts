// Dish and general feedback, stored per user; a user only ever reads and writes their own.
import type { DishFeedback, DishReview, GeneralFeedback } from '@mealplan/shared/protocol';
import { today } from '@mealplan/shared/time';
import type { Db } from '../db';
import { batchedWrite } from '../db/write-batch';

/** Dish ids delivered to the user: dishes of the user's paid orders on days before today. */
export async function deliveredDishIds(db: Db, userId: number, now: number): Promise<number[]> {
  const rows = await db.query<{ dish_id: number }>(
    `SELECT DISTINCT d.dish_id FROM order_dishes d JOIN orders o ON o.id = d.order_id
     WHERE o.user_id = $1 AND o.paid AND d.day < $2 ORDER BY d.dish_id`,
    [userId, today(now)],
  );
  return rows.map((row) => row.dish_id);
}

export async function wasDelivered(db: Db, userId: number, dishId: number, now: number): Promise<boolean> {
  const row = await db.one<{ found: number }>(
    `SELECT 1 AS found FROM order_dishes d JOIN orders o ON o.id = d.order_id
     WHERE o.user_id = $1 AND o.paid AND d.day < $2 AND d.dish_id = $3 LIMIT 1`,
    [userId, today(now), dishId],
  );
  return row !== undefined;
}

export interface DeliveredDishes {
  dishes: Record<string, DishFeedback | null>;
  types: number[];
}

/** The delivered dishes with the user's feedback (null when none yet) and the meal types they came as. */
/** The delivered dishes with the user's feedback on each (or null) and their meal types, in one query. */
export async function deliveredDishesWithFeedback(db: Db, userId: number, now: number): Promise<DeliveredDishes> {
  const rows = await db.query<{ dish_id: number; rating: number | null; feedback: string | null; meal_types: number[] | null }>(
    `SELECT dl.dish_id, f.rating, f.feedback, di.meal_types
     FROM (SELECT DISTINCT d.dish_id FROM order_dishes d JOIN orders o ON o.id = d.order_id
           WHERE o.user_id = $1 AND o.paid AND d.day < $2) dl
     LEFT JOIN dish_feedback f ON f.user_id = $1 AND f.dish_id = dl.dish_id
     LEFT JOIN dishes di ON di.id = dl.dish_id
     ORDER BY dl.dish_id`,
    [userId, today(now)],
  );
  const types = new Set(rows.flatMap((row) => row.meal_types ?? []));
  return {
    dishes: Object.fromEntries(
      rows.map((row) => [
        String(row.dish_id),
        row.rating === null || row.feedback === null ? null : { dish_id: row.dish_id, user_id: userId, rating: row.rating, feedback: row.feedback },
      ]),
    ),
    types: [...types].sort((a, b) => a - b),
  };
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
