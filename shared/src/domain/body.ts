// Body measures (doc 3 §2 Body Analysis, §5, §9): BMI, age, body fat mass, ideal body weight, body-fat grade.
import { dubaiDate } from '../time';
import { gramsToKg } from '../units';
import type { Gender } from './types';

export const NORMAL_BMI_MIN = 18.5;
export const NORMAL_BMI_MAX = 24.9;

/** Weight (grams) / height (m) squared, to one decimal; null without a height. */
export function bmi(weightGrams: number, heightCm: number): number | null {
  if (heightCm <= 0) return null;
  const meters = heightCm / 100;
  return Math.round((gramsToKg(weightGrams) / (meters * meters)) * 10) / 10;
}

export type BmiLabel = 'Normal' | 'Over';

/** 'Normal' from 18.5 to 24.9, otherwise 'Over'. */
export function bmiLabel(value: number): BmiLabel {
  return value >= NORMAL_BMI_MIN && value <= NORMAL_BMI_MAX ? 'Normal' : 'Over';
}

/** Years between the birthday and now, minus one while the birth month has not yet come this year. */
export function ageFromBirthday(birthday: number, now: number): number {
  const born = dubaiDate(birthday);
  const current = dubaiDate(now);
  return current.year - born.year - (current.month < born.month ? 1 : 0);
}

/** ceil(1.2 x BMI + 0.23 x age - 5.4) for women, with 16.2 in place of 5.4 for men. */
export function bodyFatMass(bmiValue: number, age: number, gender: Gender): number {
  const constant = gender === 'male' ? 16.2 : 5.4;
  return Math.ceil(1.2 * bmiValue + 0.23 * age - constant);
}

/** ceil(45.5 + 0.91 x (height_cm - 152.4)) for women, base 50 for men. */
export function idealBodyWeight(heightCm: number, gender: Gender): number {
  const base = gender === 'male' ? 50 : 45.5;
  return Math.ceil(base + 0.91 * (heightCm - 152.4));
}

export type BodyFatGrade = 'Underfat' | 'Healthy' | 'Overweight' | 'Obese';

interface GradeBand {
  /** Age band [minAge, maxAge): 20-40, 40-60, 60-80 (the spec's last band is 60-79). */
  minAge: number;
  maxAge: number;
  gender: Gender;
  /** Upper bounds (inclusive) of Underfat, Healthy and Overweight; above the last is Obese. */
  limits: readonly [number, number, number];
}

/**
 * Fat-percent thresholds by age band and gender. The 20-40 bands are the spec's (§5). The spec names the 40-60 and
 * 60-79 bands without their figures; those come from the published body-fat ranges the 20-40 figures follow
 * (Gallagher et al., Am J Clin Nutr 2000, as printed on body-composition scales).
 */
const GRADE_BANDS: readonly GradeBand[] = [
  { minAge: 20, maxAge: 40, gender: 'male', limits: [8, 19, 25] },
  { minAge: 40, maxAge: 60, gender: 'male', limits: [11, 22, 28] },
  { minAge: 60, maxAge: 80, gender: 'male', limits: [13, 25, 30] },
  { minAge: 20, maxAge: 40, gender: 'female', limits: [21, 33, 39] },
  { minAge: 40, maxAge: 60, gender: 'female', limits: [23, 34, 40] },
  { minAge: 60, maxAge: 80, gender: 'female', limits: [24, 36, 42] },
];
const GRADES: readonly BodyFatGrade[] = ['Underfat', 'Healthy', 'Overweight', 'Obese'];

/** Grade of a body-fat percentage for an age (20 to 79) and gender; null outside the bands (under 20, 80 and over). */
export function bodyFatGrade(fatPercent: number, age: number, gender: Gender): BodyFatGrade | null {
  const band = GRADE_BANDS.find((b) => b.gender === gender && age >= b.minAge && age < b.maxAge);
  if (!band) return null;
  const index = band.limits.findIndex((limit) => fatPercent <= limit);
  return GRADES[index === -1 ? GRADES.length - 1 : index] ?? null;
}

/** A measured body fat mass (kg) as a percentage of the body weight (kg), to one decimal; null without a weight. */
export function bodyFatPercent(fatMassKg: number, weightKg: number): number | null {
  if (!(weightKg > 0)) return null;
  return Math.round((fatMassKg / weightKg) * 1000) / 10;
}
