import { dayPrice, type PriceRow } from '@mealplan/shared/domain';

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
  /** Cheapest full day (every meal type of a diet) on this plan, in fils. */
  fromFilsPerDay: number;
}

/** The plan lengths the landing page features, when the catalog offers them. */
export const FEATURED_PLAN_DAYS = [5, 20, 30, 60] as const;

/** Featured plans with their cheapest full-day price across diets (the shared price rule); plans without prices are left out. */
export function planHighlights(plans: readonly PlanItem[], prices: readonly PriceRow[], diets: readonly DietItem[]): PlanHighlight[] {
  return FEATURED_PLAN_DAYS.flatMap((days) => {
    const plan = plans.find((candidate) => candidate.count === days);
    if (!plan) return [];
    // The plan's rows once, rather than the whole price list for every diet and meal type.
    const planRows = prices.filter((row) => row.mealPlan_id === plan.id);
    const dayPrices = diets.map((diet) => dayPrice(planRows, diet.id, plan.id, diet.mealtypes)).filter((price): price is number => price !== null);
    if (dayPrices.length === 0) return [];
    return [{ id: plan.id, title: plan.title, days: plan.count, excludeWeekDay: plan.excludeWeekDay ?? [], fromFilsPerDay: Math.min(...dayPrices) }];
  });
}
