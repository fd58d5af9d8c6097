// The wizard's state (spec 2 §3 plan params, the meal plan and the diet's custom plans) and its steps (spec 2 §1).
// One store per wizard visit, given to every step page through WizardProvider / useWizard().
// CONTRACT shared by the step pages: features read and change the wizard only through these members.
// With an environment (WizardEnv, the browser's in wizardEnv.ts) the store also keeps itself on the device, encrypted
// (restored after a reload or a closed tab, doc 2 §3), restores a server draft when the device has none, and saves
// for later on the server (doc 2 §4.1).
import { makeAutoObservable, reaction, runInAction, toJS } from 'mobx';
import {
  defaultMenu,
  deliveryDays,
  isDishAcceptable,
  type CustomPlans,
  type DefaultDishes,
  type Dish,
  type MealPlan,
  type UserPrefs,
} from '@mealplan/shared/domain';
import { wizardDraft, type WizardDraft } from '@mealplan/shared/protocol';
import { renewalChanges, renewalPrefill, type RenewedPlan } from './renewal';

export type WizardPlanParams = WizardDraft['planParams'];

/**
 * A draft saved earlier (on this device or the server) read through the draft's schema, so its values take their one
 * form inside the code (an older draft's cutlery 0/1 becomes a boolean); a draft the schema no longer reads is kept as
 * it was rather than lost.
 */
function readStoredDraft(stored: WizardDraft): WizardDraft {
  const parsed = wizardDraft.safeParse(stored);
  return parsed.success ? parsed.data : stored;
}
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
/** The step name of a stored step number (1..7; anything else is the first step). */
export const stepName = (step: number): WizardStepName => WIZARD_STEPS[Math.min(Math.max(Math.trunc(step), 1), WIZARD_STEPS.length) - 1] ?? 'index';

/** The plan a day map is built for: its delivery days and excluded weekdays. */
export interface WizardPlanRef {
  count: number;
  excludeWeekDay: readonly number[];
}

/** Where the store's data comes from and goes to (the browser's: wizardEnv.ts; tests give their own). */
export interface WizardEnv {
  /** The signed-in customer, whose wizard is kept. */
  userId(): number | null;
  device: {
    load(userId: number): Promise<WizardDraft | null>;
    save(userId: number, draft: WizardDraft): Promise<void>;
  };
  /** order getDraft / saveDraft (the reply's message). */
  serverDraft(): Promise<WizardDraft | null>;
  saveServerDraft(draft: WizardDraft): Promise<string>;
  /** After Save for Later: shows the confirmation and sends the customer to / (doc 2 §4.1). */
  savedForLater(message: string): void;
  /** The catalogue's plan, undefined until the reference lists are loaded. */
  plan(planId: number): WizardPlanRef | undefined;
  /** The site's holidays ("YYYY-MM-DD"). */
  holidays(): readonly string[];
  /** default_dishes get + custom_plan get for a diet and meal types. */
  menuSources(dietId: number, mealTypes: readonly number[]): Promise<{ defaults: DefaultDishes; customPlans: WizardCustomPlans }>;
  /** The catalogue's dishes (rules' shape) and the customer's preferences. */
  dishes(): ReadonlyMap<number, Dish>;
  prefs(): UserPrefs;
  /** The plan a renewal renews (order get {orderType: 'active'}), null when there is none or it cannot be read. */
  renewedPlan?(): Promise<RenewedPlan | null>;
  /** Tells the team (profile setNotification {changes, thetype 2}). */
  notifyTeam?(changes: string): Promise<void>;
}

const sameDays = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((day, index) => day === b[index]);

/** custom_plan rows as the rules read them: meal type -> dishes per day of month. */
export function customPlansByType(rows: WizardCustomPlans): CustomPlans {
  return Object.fromEntries(rows.map((row) => [row.mealType_id, row.data]));
}

export class WizardStore {
  planParams: WizardPlanParams = { step: 1, build: 'new', mealType: [] };
  mealPlan: MealPlan = {};
  customPlans: WizardCustomPlans = [];
  /** The stored state has been read (device, then server draft): pages and the step guard wait for it. */
  loaded: boolean;
  private readonly env: WizardEnv | undefined;
  private defaults: DefaultDishes = {};
  private saving: Promise<void> | null = null;
  private dirty = false;
  private stopPersisting: (() => void) | null = null;
  /** The plan this renewal renews, read at the start of a renewal (undefined: not read yet). */
  private renewed: RenewedPlan | null | undefined = undefined;

  constructor(env?: WizardEnv) {
    this.env = env;
    this.loaded = env === undefined;
    makeAutoObservable<WizardStore, 'env' | 'defaults' | 'saving' | 'dirty' | 'stopPersisting' | 'renewed'>(
      this,
      { env: false, defaults: false, saving: false, dirty: false, stopPersisting: false, renewed: false },
      { autoBind: true },
    );
  }

  /** The stored step, 1..7. */
  get step(): number {
    return this.planParams.step ?? 1;
  }

  /** The path of the stored step (where a step not reached yet sends the customer). */
  get stepPath(): string {
    return WIZARD_STEP_PATHS[stepName(this.step)];
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

  /** The plan's delivery days from the chosen start date (empty until plan, date and reference data are there). */
  get deliveryDays(): number[] {
    const { mealPlan: planId, date } = this.planParams;
    const plan = planId ? this.env?.plan(planId) : undefined;
    if (!plan || !date) return [];
    return deliveryDays(date, plan.count, { excludeWeekDays: plan.excludeWeekDay, holidays: this.env?.holidays() ?? [] });
  }

  /** The state "Save for Later" and the device keep (no reference data). */
  get draft(): WizardDraft {
    return toJS({ planParams: this.planParams, mealPlan: this.mealPlan, customPlans: this.customPlans });
  }

  /** Takes a stored state as the wizard's. */
  applyDraft(draft: WizardDraft): void {
    this.planParams = { step: 1, build: 'new', mealType: [], ...draft.planParams };
    this.mealPlan = draft.mealPlan;
    this.customPlans = draft.customPlans ?? [];
  }

  /** Starts over: the plan params of step 1 (build kept), no meal plan. */
  clear(): void {
    this.planParams = { step: 1, build: this.planParams.build ?? 'new', mealType: [] };
    this.mealPlan = {};
    this.customPlans = [];
  }

  /** After the order is placed (doc 2 §4.1): the meal plan is cleared one second later. */
  clearMealPlanSoon(delayMs = 1000): void {
    setTimeout(() => this.setMealPlan({}), delayMs);
  }

  /**
   * Saving step 1 (doc 2 §4.1): the day map is rebuilt (empty per day) only when the days changed; the default
   * dishes of the diet and meal types are then loaded and fill every meal without a dish; the step rises to 2.
   */
  async saveStep1(): Promise<void> {
    const days = this.deliveryDays;
    const existing = Object.keys(this.mealPlan)
      .map(Number)
      .sort((a, b) => a - b);
    const mealTypes = this.planParams.mealType ?? [];
    if (!sameDays(existing, days)) this.mealPlan = Object.fromEntries(days.map((day) => [day, {}]));
    else this.mealPlan = this.keepOnly(mealTypes);
    this.reachStep('preferences');
    await Promise.all([this.loadDefaults(), this.notifyRenewal()]);
  }

  /** The plan this renewal renews, read once per visit. */
  private async renewedPlan(): Promise<RenewedPlan | null> {
    if (this.renewed === undefined) this.renewed = (await this.env?.renewedPlan?.().catch(() => null)) ?? null;
    return this.renewed;
  }

  /** A renewal at step 1 starts from the renewed plan's choices (renewal.ts renewalPrefill). */
  private async prefillRenewal(): Promise<void> {
    if (this.planParams.build !== 'renew' || this.step !== 1) return;
    const patch = renewalPrefill(this.planParams, await this.renewedPlan());
    if (patch) runInAction(() => this.updatePlanParams(patch));
  }

  /** After a renewal's step 1 is saved, the team hears what it keeps and changes; a failed notice does not stop the step. */
  private async notifyRenewal(): Promise<void> {
    if (this.planParams.build !== 'renew' || !this.env?.notifyTeam) return;
    const plan = await this.renewedPlan();
    if (!plan) return;
    await this.env
      .notifyTeam(renewalChanges(plan, this.planParams))
      .catch((error: unknown) => console.error('wizard: the team was not notified of the renewal', error));
  }

  /** default_dishes get + custom_plan get for the chosen diet and meal types, then the missing meals filled. */
  async loadDefaults(): Promise<void> {
    const { diet, mealType = [] } = this.planParams;
    if (!this.env || !diet || mealType.length === 0) return;
    const sources = await this.env.menuSources(diet, mealType);
    runInAction(() => {
      this.defaults = sources.defaults;
      this.customPlans = sources.customPlans;
    });
    this.fillDefaults();
  }

  /** After the preferences are saved: custom plans again, and dishes the new preferences refuse replaced. */
  async refreshForPreferences(): Promise<void> {
    await this.loadDefaults();
  }

  /** Fills every empty meal, and every meal whose dish the preferences no longer accept, with its default dish. */
  fillDefaults(): void {
    if (!this.env) return;
    const dishes = this.env.dishes();
    const prefs = this.env.prefs();
    const mealTypes = this.planParams.mealType ?? [];
    const days = Object.keys(this.mealPlan).map(Number);
    const proposed = defaultMenu(days, mealTypes, prefs, { dishes, defaults: this.defaults, customPlans: customPlansByType(this.customPlans) });
    const next: MealPlan = {};
    for (const day of days) {
      const meals = { ...(this.mealPlan[day] ?? {}) };
      for (const type of mealTypes) {
        const current = meals[type];
        const dish = typeof current === 'number' ? dishes.get(current) : undefined;
        const keep = typeof current === 'number' && (dish === undefined ? dishes.size === 0 : isDishAcceptable(dish, prefs));
        const fallback = proposed[day]?.[type];
        if (!keep && typeof fallback === 'number') meals[type] = fallback;
        else if (!keep) delete meals[type];
      }
      next[day] = meals;
    }
    this.mealPlan = next;
  }

  private keepOnly(mealTypes: readonly number[]): MealPlan {
    return Object.fromEntries(
      Object.entries(this.mealPlan).map(([day, meals]) => [
        day,
        Object.fromEntries(Object.entries(meals).filter(([type]) => mealTypes.includes(Number(type)))),
      ]),
    );
  }

  /** Reads the stored wizard: the device's copy, else the server's Save-for-Later draft; then keeps every change on the device. */
  async start(): Promise<void> {
    const env = this.env;
    const userId = env?.userId() ?? null;
    if (!env || userId === null) {
      runInAction(() => (this.loaded = true));
      return;
    }
    try {
      const stored = (await env.device.load(userId)) ?? (await env.serverDraft().catch(() => null));
      if (stored) this.applyDraft(readStoredDraft(stored));
      await this.prefillRenewal();
    } finally {
      runInAction(() => (this.loaded = true));
    }
    this.stopPersisting?.();
    this.stopPersisting = reaction(
      () => this.draft,
      () => void this.persist(),
    );
  }

  stop(): void {
    this.stopPersisting?.();
    this.stopPersisting = null;
  }

  /** Writes the state to the device; writes never overlap and the last state always lands. */
  persist(): Promise<void> {
    const env = this.env;
    const userId = env?.userId() ?? null;
    if (!env || userId === null) return Promise.resolve();
    if (this.saving) {
      this.dirty = true;
      return this.saving;
    }
    const write = async (): Promise<void> => {
      do {
        this.dirty = false;
        await env.device.save(userId, this.draft).catch((error: unknown) => console.error('wizard: the device copy was not saved', error));
      } while (this.dirty);
    };
    this.saving = write().finally(() => (this.saving = null));
    return this.saving;
  }

  /**
   * "Save for Later" (doc 2 §4.1): kept on the device and on the server, then the confirmation and /. A failure
   * rejects (the page shows its message) and stays on the page.
   */
  async saveForLater(): Promise<void> {
    if (!this.env) throw new Error('saveForLater() needs a wizard environment');
    await this.persist();
    const message = await this.env.saveServerDraft(this.draft);
    this.env.savedForLater(message);
  }
}
