// The daily calorie target drawn on the calories chart (beyond the spec): the shared rule (shared/domain/nutrition)
// with the customer's body data, the latest weight they entered and their activity level. The calories do not depend
// on the diet's macro split, so none is passed.
import { dailyTargets, type ActivityLevel } from '@mealplan/shared/domain';
import type { Db } from '../db';
import { allWeights } from './entries';

interface BodyRow {
  weight_g: number | null;
  height_cm: number | null;
  birthday: number | null;
  gender: string | null;
  activity_level: ActivityLevel | null;
}

/** kcal per day, or null while weight, height, birthday or gender is missing. */
export async function calorieTarget(db: Db, userId: number, now: number): Promise<number | null> {
  const row = await db.one<BodyRow>('SELECT weight_g, height_cm, birthday, gender, activity_level FROM users WHERE id = $1', [userId]);
  if (!row) return null;
  const weights = [...(await allWeights(db, userId))];
  const latest = weights[weights.length - 1]?.[1] ?? row.weight_g;
  const gender = row.gender === 'male' || row.gender === 'female' ? row.gender : null;
  const targets = dailyTargets({ weightGrams: latest, heightCm: row.height_cm, birthday: row.birthday, gender }, row.activity_level, null, now);
  return targets ? Math.min(100_000, targets.calories) : null;
}
