// Per-day prices in fils for every diet x plan x meal type the diet offers: a base price per meal type,
// a diet factor, and a discount that grows with the length of the plan; rounded to whole dirhams.
import type { PriceRow } from '@mealplan/shared/domain';
import { FILS_PER_AED } from '@mealplan/shared/units';
import { diets } from './diets';
import { plans } from './plans';

const BASE_FILS_PER_DAY: Record<number, number> = {
  1: 3900,
  2: 2100,
  3: 5900,
  4: 2100,
  5: 5400,
  6: 900,
  7: 1200,
  8: 1200,
};

const DIET_FACTOR: Record<number, number> = { 30: 1, 4: 1.08, 12: 1.18, 22: 1.15, 18: 0.95, 26: 1.1 };

/** Day-count ranges of the price grid (planDayRange); longer plans cost less per day. */
export const PLAN_DAY_RANGES: { id: number; from: number; to: number; factor: number }[] = [
  { id: 1, from: 5, to: 6, factor: 1 },
  { id: 2, from: 7, to: 19, factor: 0.97 },
  { id: 3, from: 20, to: 29, factor: 0.92 },
  { id: 4, from: 30, to: 39, factor: 0.88 },
  { id: 5, from: 40, to: 59, factor: 0.86 },
  { id: 6, from: 60, to: 90, factor: 0.82 },
];

function lengthFactor(days: number): number {
  return PLAN_DAY_RANGES.find((range) => days >= range.from && days <= range.to)?.factor ?? 1;
}

export function dayPrice(dietId: number, mealTypeId: number, days: number): number {
  const base = BASE_FILS_PER_DAY[mealTypeId] ?? 0;
  const raw = base * (DIET_FACTOR[dietId] ?? 1) * lengthFactor(days);
  return Math.round(raw / FILS_PER_AED) * FILS_PER_AED;
}

/** The price list in the one shape of a price row (the wire's, read by the shared price rules). */
export const prices: PriceRow[] = diets.flatMap((diet) =>
  plans.flatMap((plan) =>
    diet.mealTypes.map((mealTypeId) => ({
      diet_id: diet.id,
      mealPlan_id: plan.id,
      mealType_id: mealTypeId,
      value: dayPrice(diet.id, mealTypeId, plan.daysCount),
    })),
  ),
);
