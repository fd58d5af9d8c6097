// The wizard's state (spec 2 §3 plan params, the meal plan and the diet's custom plans) and its steps (spec 2 §1).
// One store per wizard visit, given to every step page through WizardProvider / useWizard().
// CONTRACT shared by the step pages: features read and change the wizard only through these members.
import { makeAutoObservable } from 'mobx';
import type { MealPlan } from '@mealplan/shared/domain';
import type { WizardDraft } from '@mealplan/shared/protocol';

export type WizardPlanParams = WizardDraft['planParams'];
export type WizardCustomPlans = NonNullable<WizardDraft['customPlans']>;

/** The stored step numbers, in order (spec 2 §1): a step not reached yet redirects to the stored one. */
export const WIZARD_STEPS = ['index', 'preferences', 'plan', 'profile', 'address', 'summary', 'thank'] as const;
export type WizardStepName = (typeof WIZARD_STEPS)[number];
export const WIZARD_STEP_PATHS: Record<WizardStepName, string> = {
  index: '/menu',
  preferences: '/menu/preferences',
  plan: '/menu/plan',
  profile: '/menu/profile',
  address: '/menu/address',
  summary: '/menu/summary',
  thank: '/menu/thank',
};
/** 1-based step number of a step name. */
export const stepNumber = (name: WizardStepName): number => WIZARD_STEPS.indexOf(name) + 1;

export class WizardStore {
  planParams: WizardPlanParams = { step: 1, build: 'new', mealType: [] };
  mealPlan: MealPlan = {};
  customPlans: WizardCustomPlans = [];

  constructor() {
    makeAutoObservable(this);
  }

  /** The stored step, 1..7. */
  get step(): number {
    return this.planParams.step ?? 1;
  }

  /** Merges plan params (step 1's choices). */
  updatePlanParams(patch: Partial<WizardPlanParams>): void {
    this.planParams = { ...this.planParams, ...patch };
  }

  setMealPlan(mealPlan: MealPlan): void {
    this.mealPlan = mealPlan;
  }

  setCustomPlans(customPlans: WizardCustomPlans): void {
    this.customPlans = customPlans;
  }

  /** Puts a dish on one day's meal type (day = Dubai day start, unix seconds); null removes it. */
  setDish(day: number, mealTypeId: number, dishId: number | null): void {
    const meals = { ...(this.mealPlan[day] ?? {}) };
    if (dishId === null) delete meals[mealTypeId];
    else meals[mealTypeId] = dishId;
    this.mealPlan = { ...this.mealPlan, [day]: meals };
  }

  /** Marks a step as reached: the stored step only rises. */
  reachStep(name: WizardStepName): void {
    const step = stepNumber(name);
    if (step > this.step) this.planParams = { ...this.planParams, step };
  }

  /** Whether a step's page may open (reached already). */
  canOpen(name: WizardStepName): boolean {
    return stepNumber(name) <= this.step;
  }
}
