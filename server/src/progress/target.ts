// The daily calorie target drawn on the calories chart (beyond the spec): the shared rule (shared/domain/nutrition)
// with the customer's body data, the latest weight they entered (page.ts reads it) and their activity level. The
// calories do not depend on the diet's macro split, so none is passed.
import { dailyTargets, type ActivityLevel, type BodyData } from '@mealplan/shared/domain';

/** kcal per day, or null while weight, height, birthday or gender is missing. */
export function calorieTargetOf(body: BodyData, activity: ActivityLevel | null, now: number): number | null {
  const targets = dailyTargets(body, activity, null, now);
  return targets ? Math.min(100_000, targets.calories) : null;
}
