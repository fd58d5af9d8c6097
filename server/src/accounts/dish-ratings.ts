// A dish's average rating (doc 2 §3 "Product (dish): ... rating"; doc 1 §2 dish cards show it read-only): the mean of
// the stars its customers gave (rating setDishRating, profile setDishRatingNew), the same customers whose words the
// dish's reviews list (banned users left out), to one decimal. A dish nobody rated has none.
import type { Db } from '../db';

export async function dishAverageRatings(db: Db): Promise<Map<number, number>> {
  const rows = await db.query<{ dish_id: number; rating: string }>(
    `SELECT f.dish_id, ROUND(AVG(f.rating)::numeric, 1)::text AS rating FROM dish_feedback f JOIN users u ON u.id = f.user_id
     WHERE NOT u.banned GROUP BY f.dish_id`,
  );
  return new Map(rows.map((row) => [row.dish_id, Number(row.rating)]));
}
