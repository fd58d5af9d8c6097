export interface PlanItem {
  id: number;
  title: string;
  count: number;
  /** Weekdays without delivery (0 = Sunday). */
  excludeWeekDay?: number[];
}

export interface PriceItem {
  diet_id: number;
  mealPlan_id: number;
  mealType_id: number;
  /** Fils per day. */
  value: number;
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

/** Featured plans with their cheapest full-day price across diets; plans without prices are left out. */
export function planHighlights(plans: PlanItem[], prices: PriceItem[], diets: DietItem[]): PlanHighlight[] {
  return FEATURED_PLAN_DAYS.flatMap((days) => {
    const plan = plans.find((candidate) => candidate.count === days);
    if (!plan) return [];
    const dayPrices = diets
      .map((diet) => {
        const rows = prices.filter((row) => row.mealPlan_id === plan.id && row.diet_id === diet.id && diet.mealtypes.includes(row.mealType_id));
        return rows.length === diet.mealtypes.length ? rows.reduce((sum, row) => sum + row.value, 0) : null;
      })
      .filter((price): price is number => price !== null);
    if (dayPrices.length === 0) return [];
    return [{ id: plan.id, title: plan.title, days: plan.count, excludeWeekDay: plan.excludeWeekDay ?? [], fromFilsPerDay: Math.min(...dayPrices) }];
  });
}
