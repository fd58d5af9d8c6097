// Daily energy and macro targets (beyond the spec: issue 10 "Beyond the spec", reused by progress and modify).
// Resting energy by the Mifflin-St Jeor equation (Mifflin et al., Am J Clin Nutr 1990):
//   men   10 x weight(kg) + 6.25 x height(cm) - 5 x age + 5
//   women 10 x weight(kg) + 6.25 x height(cm) - 5 x age - 161
// times an activity factor the customer picks, split into protein, carbohydrate and fat by the diet's share of energy.
import { gramsToKg } from '../units';
import { ageFromBirthday } from './body';
import type { Gender } from './types';

export const ACTIVITY_LEVELS = ['sedentary', 'light', 'moderate', 'active', 'veryActive'] as const;
export type ActivityLevel = (typeof ACTIVITY_LEVELS)[number];

/** The usual multipliers of resting energy per activity level; sedentary (1.2) when the customer has not chosen. */
export const ACTIVITY_FACTORS: Readonly<Record<ActivityLevel, number>> = {
  sedentary: 1.2,
  light: 1.375,
  moderate: 1.55,
  active: 1.725,
  veryActive: 1.9,
};
export const DEFAULT_ACTIVITY_LEVEL: ActivityLevel = 'sedentary';

/** Percent of the day's energy from each macro; the three add up to 100. */
export interface MacroSplit {
  protein: number;
  carbs: number;
  fat: number;
}
/** A balanced split for diets the catalogue gives none. */
export const BALANCED_MACRO_SPLIT: MacroSplit = { protein: 25, carbs: 45, fat: 30 };

/** Energy per gram of each macro (Atwater factors), kcal. */
export const KCAL_PER_GRAM: Readonly<MacroSplit> = { protein: 4, carbs: 4, fat: 9 };

/** What the profile holds about the body; any part may be unknown. Weight in grams, birthday in unix seconds. */
export interface BodyData {
  weightGrams: number | null | undefined;
  heightCm: number | null | undefined;
  birthday: number | null | undefined;
  gender: Gender | null | undefined;
}

export type BodyField = 'weight' | 'height' | 'birthday' | 'gender';

/** The parts of the body data a target needs but the profile lacks (a weight or height of 0 counts as missing). */
export function missingBodyData(body: BodyData): BodyField[] {
  const missing: BodyField[] = [];
  if (!body.weightGrams) missing.push('weight');
  if (!body.heightCm) missing.push('height');
  if (body.birthday === null || body.birthday === undefined) missing.push('birthday');
  if (!body.gender) missing.push('gender');
  return missing;
}

/** Resting energy, kcal per day (unrounded). */
export function restingEnergy(weightKg: number, heightCm: number, age: number, gender: Gender): number {
  return 10 * weightKg + 6.25 * heightCm - 5 * age + (gender === 'male' ? 5 : -161);
}

export interface DailyTargets {
  /** kcal, rounded to whole kcal. */
  calories: number;
  /** grams, rounded to whole grams. */
  protein: number;
  carbs: number;
  fat: number;
  /** Resting energy before the activity factor, kcal. */
  restingEnergy: number;
  activityFactor: number;
}

/** The day's targets, or null when the profile lacks weight, height, birthday or gender. */
export function dailyTargets(
  body: BodyData,
  activity: ActivityLevel | null | undefined,
  split: MacroSplit | null | undefined,
  now: number,
): DailyTargets | null {
  const { weightGrams, heightCm, birthday, gender } = body;
  if (!weightGrams || !heightCm || birthday === null || birthday === undefined || !gender) return null;
  const resting = restingEnergy(gramsToKg(weightGrams), heightCm, ageFromBirthday(birthday, now), gender);
  const activityFactor = ACTIVITY_FACTORS[activity ?? DEFAULT_ACTIVITY_LEVEL];
  const calories = Math.max(0, resting * activityFactor);
  const shares = split ?? BALANCED_MACRO_SPLIT;
  const grams = (macro: keyof MacroSplit) => Math.round((calories * shares[macro]) / 100 / KCAL_PER_GRAM[macro]);
  return {
    calories: Math.round(calories),
    protein: grams('protein'),
    carbs: grams('carbs'),
    fat: grams('fat'),
    restingEnergy: Math.round(resting),
    activityFactor,
  };
}

/** A dish's nutrition as the catalogue stores it: thousandths of kcal and of grams. */
export interface DishNutrition {
  calories: number;
  protein: number;
  carb: number;
  fat: number;
}

export interface DayNutrition {
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
}

/** The sum of a day's dishes in kcal and grams (whole numbers). */
export function dayNutrition(dishes: readonly DishNutrition[]): DayNutrition {
  const sum = (pick: (dish: DishNutrition) => number) => Math.round(dishes.reduce((total, dish) => total + pick(dish), 0) / 1000);
  return { calories: sum((d) => d.calories), protein: sum((d) => d.protein), carbs: sum((d) => d.carb), fat: sum((d) => d.fat) };
}

/** How much of a target a value is, in whole percent (0 when the target is 0). */
export function percentOfTarget(value: number, target: number): number {
  return target > 0 ? Math.round((value / target) * 100) : 0;
}

/** What the daily target needs from the profile (shared/src/domain/nutrition.ts). */
export interface NutritionProfile {
  body: BodyData;
  activity: ActivityLevel | null | undefined;
}

/** The session user's body data and activity level (wire names at the edge), as the wizard and /modify read it. */
export function nutritionProfileOf(user: {
  weight?: number | null | undefined;
  height?: number | null | undefined;
  birthday?: number | null | undefined;
  gender?: 'male' | 'female' | null | undefined;
  activityLevel?: ActivityLevel | null | undefined;
}): NutritionProfile {
  return { body: { weightGrams: user.weight, heightCm: user.height, birthday: user.birthday, gender: user.gender }, activity: user.activityLevel };
}
