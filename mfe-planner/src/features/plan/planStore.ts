// Wizard step 3, /menu/plan (spec 2 §2.2 item 3, §4.1, §5.2, §5.8; spec 1 §4 "Weeks and calendar", "Replicate"):
// the plan's days, the week shown, the active day and meal type, the dishes offered, the dish choice with its
// conflict rules, Replicate, and whether the menu is complete. The dish choice is the shared day editor's (`editor`),
// given the draft live: the day shown is always in edit and every choice is kept at once. One store per visit of the
// page; the wizard store (common/wizard) keeps the plan params, the meal plan and the custom plans.
import { makeAutoObservable, toJS } from 'mobx';
import {
  canReplicate,
  dailyTargets,
  dayNutrition,
  deliveryDays,
  dishFilterReasons,
  isMenuComplete,
  missingBodyData,
  replicateFirstWeek,
  weekView,
  type NutritionProfile,
  type BodyField,
  type DailyTargets,
  type DayMeals,
  type DayNutrition,
  type DishFilterReason,
  type PeriodCalendar,
  type ReplicateResult,
  type UserPrefs,
} from '@mealplan/shared/domain';
import type { Diet, Dish, Ingredient, MealType, Plan } from '@mealplan/shared/protocol';
import { DayEditor } from '@mealplan/shared/dayEditor';
import type { SocketClient } from '@mealplan/shared/session';
import { addDays, currentUnixSeconds, dayOfMonth, daysBetween, toIsoDate } from '@mealplan/shared/time';
import { ruleDish } from '../../common/ruleDish';
import type { WizardStore } from '../../common/wizard/wizardStore';

/** The reference lists the page reads (get_arrays), each possibly still loading. */
export interface PlanCatalog {
  dishes: readonly Dish[];
  mealTypes: readonly MealType[];
  plans: readonly Plan[];
  diets: readonly Diet[];
  ingredients: readonly Ingredient[];
  dishGroups: readonly { id: number | string; name: string }[];
}

export const EMPTY_CATALOG: PlanCatalog = { dishes: [], mealTypes: [], plans: [], diets: [], ingredients: [], dishGroups: [] };

/** The calendar shows a week on desktop and 31 days on a phone (spec 2 §9). */
export const CALENDAR_DAYS = { desktop: 7, mobile: 31 } as const;

/** Whether the wizard holds a plan to choose dishes for (step 1 saved: plan, diet, date, meal types). */
export function hasPlan(wizard: WizardStore): boolean {
  const { mealPlan, diet, date, mealType } = wizard.planParams;
  return !!mealPlan && !!diet && !!date && (mealType?.length ?? 0) > 0;
}

// The profile the daily target reads lives with the target's rule (shared/src/domain/nutrition.ts).
export { nutritionProfileOf, type NutritionProfile } from '@mealplan/shared/domain';

export interface PlanStoreOptions {
  /** Makes the page's calls: the draft kept by "Save for Later" and the diet's custom plans. */
  client: Pick<SocketClient, 'call'>;
  wizard: WizardStore;
  catalog: () => PlanCatalog;
  prefs: () => UserPrefs;
  /** Body data and activity level for the daily target; none: no target. */
  profile?: () => NutritionProfile;
  now?: () => number;
}

export class PlanStore {
  /** First day of the calendar window (a week start counted from the period start). */
  weekStart: number | null = null;
  selectedDay: number | null = null;
  /** The dish choice of the day shown (the shared day editor, on the draft). */
  readonly editor: DayEditor;
  /** Mobile: which tab shows (spec 2 §2.2: Back, Dishes and Order). */
  mobileTab: 'dishes' | 'order' = 'dishes';

  private readonly client: Pick<SocketClient, 'call'>;
  private readonly wizard: WizardStore;
  private readonly catalogOf: () => PlanCatalog;
  private readonly prefsOf: () => UserPrefs;
  private readonly profileOf: () => NutritionProfile;
  private readonly now: () => number;

  constructor({ client, wizard, catalog, prefs, profile, now }: PlanStoreOptions) {
    this.client = client;
    this.wizard = wizard;
    this.catalogOf = catalog;
    this.prefsOf = prefs;
    this.profileOf = profile ?? (() => ({ body: { weightGrams: null, heightCm: null, birthday: null, gender: null }, activity: null }));
    this.now = now ?? currentUnixSeconds;
    this.editor = new DayEditor({
      plan: {
        mealTypeIds: () => this.mealTypeIds,
        days: () => this.days,
        savedMeals: (day, bag) => (bag === 'plan' ? this.mealsOf(day) : undefined),
        locks: false,
        dishPool: (day, mealTypeId) => this.candidates(day, mealTypeId),
        sidePool: () => [],
        live: {
          day: () => this.activeDay,
          commit: (day, meals) => this.wizard.setMealPlan({ ...this.wizard.mealPlan, [day]: meals }),
        },
      },
      catalog,
      prefs,
      now: this.now,
      area: 'checkout',
    });
    makeAutoObservable<PlanStore, 'client' | 'wizard' | 'catalogOf' | 'prefsOf' | 'profileOf' | 'now'>(
      this,
      { editor: false, client: false, wizard: false, catalogOf: false, prefsOf: false, profileOf: false, now: false },
      { autoBind: true },
    );
  }

  /**
   * Fills the wizard for a visit that starts without its plan: the server draft kept by "Save for Later" (order
   * getDraft, spec 2 §4.1) when this device holds no plan (another device saved it), and the diet's custom plans when
   * the wizard has none yet. Saving for later is the wizard store's (wizardStore.saveForLater()).
   */
  async loadWizardPlan(): Promise<void> {
    const wizard = this.wizard;
    if (!hasPlan(wizard)) {
      const { draft } = await this.client.call('order', 'getDraft', {});
      if (draft && !hasPlan(wizard)) {
        wizard.updatePlanParams(draft.planParams);
        wizard.setMealPlan(draft.mealPlan);
        if (draft.customPlans) wizard.setCustomPlans(draft.customPlans);
      }
    }
    const { diet, mealType } = wizard.planParams;
    if (wizard.customPlans.length === 0 && diet && mealType?.length) {
      const { customPlans } = await this.client.call('custom_plan', 'get', { diet_id: diet, mealTypes: mealType });
      wizard.setCustomPlans(customPlans);
    }
  }

  get catalog(): PlanCatalog {
    return this.catalogOf();
  }

  get prefs(): UserPrefs {
    return this.prefsOf();
  }

  get plan(): Plan | undefined {
    const planId = this.wizard.planParams.mealPlan;
    return this.catalog.plans.find((plan) => plan.id === planId);
  }

  get diet(): Diet | undefined {
    const dietId = this.wizard.planParams.diet;
    return this.catalog.diets.find((diet) => diet.id === dietId);
  }

  get dishById(): ReadonlyMap<number, Dish> {
    return new Map(this.catalog.dishes.map((dish) => [dish.id, dish]));
  }

  /** The chosen meal types that are top-level meals, in the catalogue's order (side types are not chosen here). */
  get mealTypes(): MealType[] {
    const chosen = this.wizard.planParams.mealType ?? [];
    const known = this.catalog.mealTypes.filter((type) => chosen.includes(type.id) && type.parent_id === 0).sort((a, b) => a.order - b.order);
    return known.length > 0 || this.catalog.mealTypes.length > 0
      ? known
      : chosen.map((id, order) => ({ id, title: String(id), order, parent_id: 0 }));
  }

  get mealTypeIds(): number[] {
    return this.mealTypes.map((type) => type.id);
  }

  /** The plan's delivery days: the wizard's day map, or (before step 1 built it) the plan counted from its start date. */
  get days(): number[] {
    const mapped = Object.keys(this.wizard.mealPlan)
      .map(Number)
      .sort((a, b) => a - b);
    if (mapped.length > 0) return mapped;
    const { date } = this.wizard.planParams;
    const plan = this.plan;
    if (!date || !plan) return [];
    return deliveryDays(date, plan.count, { excludeWeekDays: plan.excludeWeekDay });
  }

  /** The period from the first to the last plan day; days inside it that are not plan days are excluded dates. */
  get period(): PeriodCalendar | null {
    const days = this.days;
    const from = days[0];
    const to = days[days.length - 1];
    if (from === undefined || to === undefined) return null;
    const planDays = new Set(days);
    const excluded = Array.from({ length: daysBetween(from, to) + 1 }, (_, index) => addDays(from, index)).filter((day) => !planDays.has(day));
    return { from, to, excludeWeekDays: [], excludedDates: excluded.map(toIsoDate) };
  }

  get canReplicate(): boolean {
    return this.period !== null && canReplicate(this.period);
  }

  /** The window of `length` days starting at the current week, with the neighbouring weeks inside the period. */
  calendar(length: number): { days: number[]; previous: number | null; next: number | null } {
    const period = this.period;
    if (!period) return { days: [], previous: null, next: null };
    const view = weekView(period, this.weekStart ?? period.from);
    const first = view.days[0] ?? period.from;
    return { days: Array.from({ length }, (_, index) => addDays(first, index)), previous: view.previous, next: view.next };
  }

  isPlanDay(day: number): boolean {
    return this.days.includes(day);
  }

  /** The day shown in the menu: the chosen one, else the first plan day of the current week, else the first plan day. */
  get activeDay(): number | null {
    if (this.selectedDay !== null && this.isPlanDay(this.selectedDay)) return this.selectedDay;
    const week = this.calendar(CALENDAR_DAYS.desktop).days.find((day) => this.isPlanDay(day));
    return week ?? this.days[0] ?? null;
  }

  showWeek(weekStart: number): void {
    this.weekStart = weekStart;
    const first = this.calendar(CALENDAR_DAYS.desktop).days.find((day) => this.isPlanDay(day));
    if (first !== undefined) this.selectedDay = first;
  }

  selectDay(day: number): void {
    if (this.isPlanDay(day)) this.selectedDay = day;
  }

  setMobileTab(tab: 'dishes' | 'order'): void {
    this.mobileTab = tab;
  }

  mealsOf(day: number): DayMeals {
    return this.wizard.mealPlan[day] ?? {};
  }

  /** The dish chosen for a day and meal type, if the catalogue knows it. */
  chosenDish(day: number, mealTypeId: number): Dish | undefined {
    const chosen = this.mealsOf(day)[mealTypeId];
    return typeof chosen === 'number' ? this.dishById.get(chosen) : undefined;
  }

  /**
   * The dishes of a day and meal type before the preference filters: the diet's custom plan for that day of the
   * month (spec 2 §3 "Custom plans"), or, without one, every catalogue dish offered for the meal type.
   */
  candidates(day: number, mealTypeId: number): Dish[] {
    const row = this.wizard.customPlans.find((plan) => plan.mealType_id === mealTypeId);
    if (row) {
      const ids = row.data[dayOfMonth(day) - 1] ?? [];
      return ids.map((id) => this.dishById.get(id)).filter((dish): dish is Dish => dish !== undefined);
    }
    return this.catalog.dishes.filter((dish) => dish.type.includes(mealTypeId));
  }

  /** How many of the day's dishes are hidden, blocked or flagged, and why. */
  filterReasons(day: number, mealTypeId: number): DishFilterReason[] {
    return dishFilterReasons(this.candidates(day, mealTypeId).map(ruleDish), this.prefs);
  }

  /** The allergens of a dish for this customer (shown on its card; choosing it is refused). */
  allergensOf(dish: Dish): number[] {
    return dish.ingredients.filter((ingredient) => this.prefs.allergies.includes(ingredient));
  }

  /** Replicate (spec 1 §4): copies the first week onto the later plan days by weekday; the result says what to tell. */
  replicate(): ReplicateResult {
    const period = this.period;
    if (!period) return { ok: false, reason: 'short-period', message: null };
    // A plain copy: the rule clones days with structuredClone, which cannot clone MobX's observable proxies.
    const result = replicateFirstWeek(toJS(this.wizard.mealPlan), period);
    if (result.ok) this.wizard.setMealPlan(result.mealPlan);
    return result;
  }

  /** How many of the chosen meal types have a dish on a day. */
  chosenCount(day: number): number {
    const meals = this.mealsOf(day);
    return this.mealTypeIds.filter((id) => typeof meals[id] === 'number').length;
  }

  /** The day's chosen dishes summed (kcal and grams). */
  dayNutrition(day: number): DayNutrition {
    return dayNutrition(this.mealTypeIds.map((id) => this.chosenDish(day, id)).filter((dish): dish is Dish => dish !== undefined));
  }

  /** The customer's daily target: Mifflin-St Jeor x activity factor, split by the diet's macros; null without body data. */
  get targets(): DailyTargets | null {
    const { body, activity } = this.profileOf();
    return dailyTargets(body, activity, this.diet?.macros, this.now());
  }

  /** What the profile lacks for a target. */
  get missingBodyData(): BodyField[] {
    return missingBodyData(this.profileOf().body);
  }

  /** Every plan day has a dish for every chosen meal type (spec 2 §5.2). */
  get isComplete(): boolean {
    const plan = this.plan;
    if (!plan) return false;
    const days = Object.fromEntries(this.days.map((day) => [day, this.mealsOf(day)]));
    return isMenuComplete(days, plan.count, this.mealTypeIds);
  }
}
