import { dailyPrice, MIN_WIZARD_MEAL_TYPES, type PriceRow } from '@mealplan/shared/domain';

export interface PlanItem {
  id: number;
  title: string;
  count: number;
  /** Weekdays without delivery (0 = Sunday). */
  excludeWeekDay?: number[];
}

export interface DietItem {
  id: number;
  name: string;
  name_ar?: string;
  mealtypes: number[];
}

export interface PlanHighlight {
  id: number;
  title: string;
  days: number;
  excludeWeekDay: number[];
  /** The cheapest day a customer can buy on this plan (the fewest meal types allowed, the cheapest ones), in fils. */
  fromFilsPerDay: number;
}

/** The plan lengths the landing page features, when the catalog offers them. */
export const FEATURED_PLAN_DAYS = [5, 20, 30, 60] as const;

/**
 * The cheapest day of a diet on a plan (issue 39: 'from AED X a day' is a price a customer can really pay): the
 * cheapest meal types of the diet, as few as the wizard allows (doc 2 §5.1: at least two; a diet of one meal type, that
 * one), priced from the price table; null when too few of its meal types have a price.
 */
export function cheapestDay(planRows: readonly PriceRow[], diet: DietItem, planId: number): number | null {
  const need = Math.min(MIN_WIZARD_MEAL_TYPES, diet.mealtypes.length);
  const prices = diet.mealtypes
    .map((mealTypeId) => dailyPrice(planRows, diet.id, planId, mealTypeId))
    .filter((price): price is number => price !== null)
    .sort((a, b) => a - b);
  if (need === 0 || prices.length < need) return null;
  return prices.slice(0, need).reduce((sum, price) => sum + price, 0);
}

/** Featured plans with their cheapest day across diets (the shared price table); plans without prices are left out. */
export function planHighlights(plans: readonly PlanItem[], prices: readonly PriceRow[], diets: readonly DietItem[]): PlanHighlight[] {
  return FEATURED_PLAN_DAYS.flatMap((days) => {
    const plan = plans.find((candidate) => candidate.count === days);
    if (!plan) return [];
    // The plan's rows once, rather than the whole price list for every diet and meal type.
    const planRows = prices.filter((row) => row.mealPlan_id === plan.id);
    const dayPrices = diets.map((diet) => cheapestDay(planRows, diet, plan.id)).filter((price): price is number => price !== null);
    if (dayPrices.length === 0) return [];
    return [{ id: plan.id, title: plan.title, days: plan.count, excludeWeekDay: plan.excludeWeekDay ?? [], fromFilsPerDay: Math.min(...dayPrices) }];
  });
}
