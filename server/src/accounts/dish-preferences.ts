// A dish liked or disliked from the plan page (doc 3 §4 "Dish selection": sent at once; §7 profile setDishlike): the
// dish joins one list of the customer's dish preferences and leaves the other.
import type { Db } from '../db';

export type DishPreference = 'like' | 'dislike';

/** Adds the dish to the customer's dish likes or dislikes (once) and removes it from the other list, in one statement. */
export async function setDishPreference(db: Db, userId: number, dishId: number, preference: DishPreference): Promise<void> {
  const [add, remove] = preference === 'like' ? ['dish_likes', 'dish_dislikes'] : ['dish_dislikes', 'dish_likes'];
  await db.query(
    `UPDATE users SET ${add} = array_append(array_remove(coalesce(${add}, '{}'), $2::int), $2::int),
       ${remove} = array_remove(coalesce(${remove}, '{}'), $2::int)
     WHERE id = $1`,
    [userId, dishId],
  );
}
