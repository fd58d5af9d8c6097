// Duration plans. The id of a plan is its count of delivery days: presets carry their usual weekly pattern,
// the other lengths (7..90) are offered from a list and deliver every day unless the customer skips weekdays.
import { planTitle } from '@mealplan/shared/domain';

export const DEFAULT_PLAN_DAYS = 20;
export const PLAN_LENGTHS = { listMin: 7, max: 90 } as const;

export interface PlanSeed {
  id: number;
  title: string;
  daysCount: number;
  excludeWeekDay: number[];
  preset: boolean;
}

const FRIDAY = 5;
const SATURDAY = 6;

const PRESETS: [days: number, excluded: number[]][] = [
  [5, [FRIDAY, SATURDAY]],
  [6, [FRIDAY]],
  [20, [FRIDAY, SATURDAY]],
  [24, [FRIDAY]],
  [30, []],
  [40, [FRIDAY]],
  [60, []],
];

const presetDays = new Set(PRESETS.map(([days]) => days));

const presetPlans: PlanSeed[] = PRESETS.map(([days, excluded]) => ({
  id: days,
  title: planTitle(days, excluded),
  daysCount: days,
  excludeWeekDay: excluded,
  preset: true,
}));

const listPlans: PlanSeed[] = Array.from({ length: PLAN_LENGTHS.max - PLAN_LENGTHS.listMin + 1 }, (_, index) => PLAN_LENGTHS.listMin + index)
  .filter((days) => !presetDays.has(days))
  .map((days) => ({ id: days, title: planTitle(days, []), daysCount: days, excludeWeekDay: [], preset: false }));

export const plans: PlanSeed[] = [...presetPlans, ...listPlans].sort((a, b) => a.daysCount - b.daysCount);
