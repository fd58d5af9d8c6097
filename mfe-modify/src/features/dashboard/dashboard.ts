// What the dashboard shows, as pure functions of what the calls answered (spec 3 §2 Dashboard, §3, §9): the /modify
// button's label, today's meals, the dish title cut at 55 characters, the weight chart's periods, the plan card and
// when renewal opens.
import type { DeliveryDish, MealType, PlanParams, ReferenceListName } from '@mealplan/shared/protocol';
import { HEADER_RENEW_DAYS, isResumable, type Pause, type WeightStat } from '@mealplan/shared/domain';
import { addDays, addMonths, dayStart, monthStart, today, weekday } from '@mealplan/shared/time';
import { gramsToKg } from '@mealplan/shared/units';

/** §9: a dish title is cut at 55 characters. */
export const DISH_TITLE_LIMIT = 55;

/** The title, cut at 55 characters with an ellipsis when longer. */
export function shortTitle(title: string, limit = DISH_TITLE_LIMIT): string {
  const characters = [...title];
  return characters.length <= limit ? title : `${characters.slice(0, limit).join('').trimEnd()}…`;
}

/** §2: 'View / Modify Full Meal Plan' with a plan, 'Resume editing the menu' with a pending checkout, else 'Build your menu'. */
export type ModifyButton = 'modify' | 'resume' | 'build';

export function modifyButton(hasPlan: boolean, pendingCheckout: boolean): ModifyButton {
  if (hasPlan) return 'modify';
  return pendingCheckout ? 'resume' : 'build';
}

/** Where the /modify button's link goes: the plan's page, or the checkout to resume a menu ('build' starts the wizard). */
export function modifyButtonTarget(button: Exclude<ModifyButton, 'build'>): string {
  return button === 'modify' ? '/modify' : '/checkout';
}

export interface TodaysMeal {
  mealType: MealType;
  dish: DeliveryDish;
}

/** Today's dishes (getMealplan) in meal-type order, each with its meal type; a dish of an unknown meal type is left out. */
export function todaysMeals(dishes: readonly DeliveryDish[], types: readonly MealType[]): TodaysMeal[] {
  const typeById = new Map(types.map((type) => [type.id, type]));
  return dishes
    .flatMap((dish) => {
      const mealType = typeById.get(dish.mealType_id);
      return mealType ? [{ mealType, dish }] : [];
    })
    .sort((a, b) => a.mealType.order - b.mealType.order);
}

/** §2 chart period: days (default), weeks, months. */
export type ChartPeriod = 'days' | 'weeks' | 'months';
export const CHART_PERIODS: readonly ChartPeriod[] = ['days', 'weeks', 'months'];

/** One point of the weight chart: the period's first day (unix seconds) and the average weight in kg. */
export interface WeightPoint {
  day: number;
  kg: number;
}

function statDay(stat: WeightStat): number {
  return dayStart(Date.UTC(stat.year, stat.month - 1, stat.day, 12) / 1000);
}

function periodStart(day: number, period: ChartPeriod): number {
  if (period === 'days') return day;
  // Weeks start on Sunday (weekday 0, §9), months on their first day.
  if (period === 'weeks') return addDays(day, -weekday(day));
  return monthStart(day);
}

/** The weights averaged per day, week or month, oldest first, in kg to one decimal. */
export function weightPoints(stats: readonly WeightStat[], period: ChartPeriod): WeightPoint[] {
  const sums = new Map<number, { total: number; count: number }>();
  for (const stat of stats) {
    const key = periodStart(statDay(stat), period);
    const sum = sums.get(key) ?? { total: 0, count: 0 };
    sum.total += stat.weight;
    sum.count += 1;
    sums.set(key, sum);
  }
  return [...sums].sort(([a], [b]) => a - b).map(([day, { total, count }]) => ({ day, kg: Math.round(gramsToKg(total / count) * 10) / 10 }));
}

/** §2: with no stats a demo chart labelled 'Coming soon' shows, with demo data of 10 months (a slow, steady loss). */
export function demoWeightPoints(now: number): WeightPoint[] {
  const thisMonth = monthStart(today(now));
  return Array.from({ length: 10 }, (_, index) => ({
    day: addMonths(thisMonth, index - 9),
    kg: Math.round((92 - index * 1.4 + (index % 3 === 1 ? 0.6 : 0)) * 10) / 10,
  }));
}

/** The plan card (issue 39): right after a first purchase the customer sees what was bought and when it comes. */
export interface PlanSummary {
  dietId: number | null;
  /** Days bought and the weekdays without delivery (0 = Sunday), the plan title's parts. */
  daysCount: number | null;
  excludedWeekdays: number[];
  /** The plan's first and last day (unix seconds), when known. */
  start: number | null;
  end: number | null;
  /** The plan has not started yet (its first day is after today). */
  upcoming: boolean;
  /** The next delivery day from today on (the first delivery of a plan not started yet), or null when none is left. */
  nextDelivery: number | null;
  /** Deliveries left from today on (order remainingDeliveries), or null when unknown. */
  deliveriesLeft: number | null;
  paid: boolean;
}

/** The plan card's values from the plan params (profile get) and the remaining deliveries; null without a plan. */
export function planSummary(plan: PlanParams | null, deliveries: { count: number; days: readonly number[] } | null, now: number): PlanSummary | null {
  if (!plan?.id) return null;
  const start = plan.date ?? null;
  const todayStart = today(now);
  const nextDelivery = deliveries ? ([...deliveries.days].sort((a, b) => a - b).find((day) => day >= todayStart) ?? null) : null;
  return {
    dietId: plan.diet ?? null,
    daysCount: plan.days_count ?? null,
    excludedWeekdays: [...new Set(plan.exclude_week_day ?? [])].sort((a, b) => a - b),
    start,
    end: plan.end_date ?? null,
    upcoming: start !== null && start > todayStart,
    nextDelivery,
    deliveriesLeft: deliveries?.count ?? null,
    paid: plan.payed !== false,
  };
}

/**
 * What 'Renew my plan' does (issue 39: it says when renewal opens instead of leading to a page that refuses): open the
 * renewal choice while the plan is renewable (renewPlan and canBeRenewed, doc 1 §4), else say why not yet: a plan
 * awaiting payment is renewed once paid; a renewed plan is renewed already; otherwise renewal opens HEADER_RENEW_DAYS
 * (16) days before the last day (doc 1 §9), the day the server starts answering renewPlan.
 */
export type RenewalOpening = { kind: 'open' } | { kind: 'afterPayment' } | { kind: 'renewed' } | { kind: 'opensOn'; day: number; end: number };

export interface RenewalOpeningInput {
  canRenew: boolean;
  alreadyRenewed: boolean;
  paid: boolean;
  /** The plan's last day, unix seconds. */
  end: number | null;
}

export function renewalOpening(input: RenewalOpeningInput, now: number): RenewalOpening {
  if (input.canRenew) return { kind: 'open' };
  if (input.alreadyRenewed) return { kind: 'renewed' };
  if (!input.paid) return { kind: 'afterPayment' };
  if (input.end === null) return { kind: 'open' };
  const day = addDays(dayStart(input.end), -HEADER_RENEW_DAYS);
  // The window is reached but this session was read before it opened: the renewal page asks the server anew.
  return day <= today(now) ? { kind: 'open' } : { kind: 'opensOn', day, end: dayStart(input.end) };
}

export type PauseLink = 'dashboard.settings.pause' | 'dashboard.settings.resume' | null;

/**
 * Pause Plan (spec 3 §2 Settings links, §4 Pause): not offered while a pause is set; a pause without an end date is
 * resumed from the same dialog ('Resume My Plan'); a pause with its end date is changed by the team only.
 */
export function pauseLinkOf(pause: Pause | null): PauseLink {
  if (pause === null) return 'dashboard.settings.pause';
  return isResumable(pause) ? 'dashboard.settings.resume' : null;
}

/**
 * The reference lists only the settings dialogs show (dishes, ingredients, medical conditions, dish groups, emirates and
 * areas): asked for when a settings link is reached for and by the dialog itself, not with the page (issue 38: each
 * arriving list was parsed and stored during the dashboard's start on a phone). The page itself needs typeList only.
 */
export const SETTINGS_LISTS: readonly ReferenceListName[] = [
  'products',
  'ingredientList',
  'medicalConditions',
  'dishGroups',
  'allEmirates',
  'areasList',
];
