// Step 4 'Menu', /checkout/menus (doc 2 §2.3, §4.5, §5.7, §5.8): the pending checkout plan (getPending) and the
// diet's dish lists for it, 'Save and exit' (setMealPlan), 'Skip delivery' (skipTheDay), the menu PDF (viewmenupdf),
// 'Delete & Startover' (remove) and the days-count check of 'Continue to Checkout'. The day shown, the edit view and
// the dish rules are the shared day editor's (`editor`), given the unpaid plan. One store per visit of the page.
import { makeAutoObservable, runInAction } from 'mobx';
import {
  isInBuffer,
  mealPlanDaysMismatch,
  skipDay,
  type DomainMessageId,
  type MealPlan,
  type SideSlots,
  type UserPrefs,
} from '@mealplan/shared/domain';
import { DayEditor } from '@mealplan/shared/dayEditor';
import type { Diet, Dish, Ingredient, MealType, OkData } from '@mealplan/shared/protocol';
import type { SocketClient } from '@mealplan/shared/session';
import { currentUnixSeconds, dayOfMonth } from '@mealplan/shared/time';

export type CheckoutPlanParams = NonNullable<OkData<'mobile_checkout', 'getPending'>['planParams']>;
type CustomPlanRow = OkData<'custom_plan', 'get'>['customPlans'][number];
type CustomPlanSideRow = OkData<'custom_plan_sides', 'get'>['customPlanSides'][number];
type DefaultSideRow = OkData<'default_dish_sides', 'get'>['defaultDishSides'][number];

/** The reference lists the page reads (get_arrays), each possibly still loading. */
export interface MenusCatalog {
  dishes: readonly Dish[];
  mealTypes: readonly MealType[];
  diets: readonly Diet[];
  ingredients: readonly Ingredient[];
}

export const EMPTY_MENUS_CATALOG: MenusCatalog = { dishes: [], mealTypes: [], diets: [], ingredients: [] };

/** Where the page sends a visit that cannot show a menu (doc 2 §4.5). */
export type MenusRedirect = '/checkout' | '/checkout/delivery-dates';

export interface MenusStoreOptions {
  client: Pick<SocketClient, 'call'>;
  catalog: () => MenusCatalog;
  prefs: () => UserPrefs;
  now?: () => number;
}

type LoadState = 'loading' | 'ready' | 'failed';
type Busy = 'save' | 'skip' | 'pdf' | 'remove' | null;

const days = (mealPlan: MealPlan) =>
  Object.keys(mealPlan)
    .map(Number)
    .sort((a, b) => a - b);

export class MenusStore {
  state: LoadState = 'loading';
  planParams: CheckoutPlanParams | null = null;
  mealPlan: MealPlan = {};
  customPlans: CustomPlanRow[] = [];
  customPlanSides: CustomPlanSideRow[] = [];
  defaultSides: DefaultSideRow[] = [];
  busy: Busy = null;
  /** The day shown, the edit view and the dish rules (the shared day editor). */
  readonly editor: DayEditor;

  private readonly client: Pick<SocketClient, 'call'>;
  private readonly catalogOf: () => MenusCatalog;
  private readonly prefsOf: () => UserPrefs;
  private readonly now: () => number;

  constructor({ client, catalog, prefs, now }: MenusStoreOptions) {
    this.client = client;
    this.catalogOf = catalog;
    this.prefsOf = prefs;
    this.now = now ?? currentUnixSeconds;
    this.editor = new DayEditor({
      plan: {
        mealTypeIds: () => this.planParams?.mealTypes ?? [],
        days: () => this.days,
        savedMeals: (day, bag) => (bag === 'plan' ? this.mealPlan[day] : undefined),
        dishPool: (day, mainTypeId) => this.dishList(day, mainTypeId),
        sidePool: (day, side, mainTypeId) => this.sideList(day, side.id, mainTypeId),
        defaultSides: (sideTypeId) => this.defaultSlots(sideTypeId),
      },
      catalog,
      prefs,
      now: this.now,
      area: 'checkout',
    });
    makeAutoObservable<MenusStore, 'client' | 'catalogOf' | 'prefsOf' | 'now'>(
      this,
      { editor: false, client: false, catalogOf: false, prefsOf: false, now: false },
      { autoBind: true },
    );
  }

  /** The pending plan (getPending), then the diet's dish lists for its meal types and side types. */
  async load(): Promise<void> {
    this.state = 'loading';
    try {
      const pending = await this.client.call('mobile_checkout', 'getPending', {});
      runInAction(() => {
        this.planParams = pending.planParams;
        this.mealPlan = pending.mealPlan;
      });
      const params = pending.planParams;
      if (params) await this.loadDishLists(params);
      runInAction(() => (this.state = 'ready'));
    } catch (error) {
      console.error('checkout menus load failed', error);
      runInAction(() => (this.state = 'failed'));
    }
  }

  private async loadDishLists(params: CheckoutPlanParams): Promise<void> {
    const mainIds = this.mainTypeIdsOf(params);
    const sideIds = params.mealTypes.filter((id) => !mainIds.includes(id));
    const [custom, sides, defaults] = await Promise.all([
      mainIds.length ? this.client.call('custom_plan', 'get', { diet_id: params.diet_id, mealTypes: mainIds }) : { customPlans: [] },
      sideIds.length ? this.client.call('custom_plan_sides', 'get', { diet_id: params.diet_id, mealTypes: sideIds }) : { customPlanSides: [] },
      sideIds.length ? this.client.call('default_dish_sides', 'get', { dietId: params.diet_id, types: sideIds }) : { defaultDishSides: [] },
    ]);
    runInAction(() => {
      this.customPlans = custom.customPlans;
      this.customPlanSides = sides.customPlanSides;
      this.defaultSides = defaults.defaultDishSides;
    });
  }

  get catalog(): MenusCatalog {
    return this.catalogOf();
  }

  get prefs(): UserPrefs {
    return this.prefsOf();
  }

  get checkoutId(): number | null {
    return this.planParams?.id ?? null;
  }

  /**
   * Where the visit must go instead (doc 2 §4.5): no checkout plan → /checkout; a first day in the past or within
   * the next 3 days → /checkout/delivery-dates.
   */
  get redirect(): MenusRedirect | null {
    if (this.state !== 'ready') return null;
    if (!this.planParams || this.checkoutId === null) return '/checkout';
    const first = this.days[0] ?? this.planParams.start_date;
    return isInBuffer(first, this.now()) ? '/checkout/delivery-dates' : null;
  }

  get diet(): Diet | undefined {
    return this.catalog.diets.find((diet) => diet.id === this.planParams?.diet_id);
  }

  private mainTypeIdsOf(params: CheckoutPlanParams): number[] {
    const types = this.catalog.mealTypes;
    if (types.length === 0) return params.mealTypes;
    return params.mealTypes.filter((id) => types.find((type) => type.id === id)?.parent_id === 0);
  }

  get days(): number[] {
    return days(this.mealPlan);
  }

  private dishesOf(ids: readonly number[]): Dish[] {
    const byId = this.editor.dishById;
    return ids.map((id) => byId.get(id)).filter((dish): dish is Dish => dish !== undefined);
  }

  /** The dishes a meal type may take on a day: its custom plan list for the day of the month, else the catalogue's. */
  private dishList(day: number, mainTypeId: number): Dish[] {
    const row = this.customPlans.find((plan) => plan.mealType_id === mainTypeId);
    if (row) return this.dishesOf(row.data[dayOfMonth(day) - 1] ?? []);
    return this.catalog.dishes.filter((dish) => dish.type.includes(mainTypeId));
  }

  /** The sides a side type may take on a day: its custom plan sides for the day of the month, else the catalogue's. */
  private sideList(day: number, sideTypeId: number, mainTypeId: number): Dish[] {
    const rows = this.customPlanSides.filter((row) => row.side_type_id === sideTypeId || row.mealType_id === sideTypeId);
    const row = rows.find((candidate) => candidate.mealType_id === mainTypeId) ?? rows[0];
    if (row) return this.dishesOf(row.data[dayOfMonth(day) - 1] ?? []);
    return this.catalog.dishes.filter((dish) => dish.type.includes(sideTypeId));
  }

  /** The diet's default side slots of a side type (a day whose meals name none shows them). */
  private defaultSlots(sideTypeId: number): SideSlots {
    return Object.fromEntries(this.defaultSides.filter((row) => row.mealType_id === sideTypeId).map((row) => [row.slot, row.dish_id]));
  }

  /** 'Save and exit': sends the plan with the edited day (setMealPlan) and takes the server's meal plan. */
  async saveAndExit(): Promise<void> {
    const editing = this.editor.editing;
    const checkoutId = this.checkoutId;
    if (!editing || checkoutId === null || this.busy) return;
    this.busy = 'save';
    const checkoutMealPlan = { ...this.mealPlan, [editing.day]: editing.meals };
    try {
      const reply = await this.client.call('mobile_checkout', 'setMealPlan', {
        checkoutId,
        checkoutMealPlan: checkoutMealPlan,
        ...(this.diet ? { deliveryName: this.diet.name } : {}),
      });
      runInAction(() => {
        this.mealPlan = { ...checkoutMealPlan, ...(reply.checkoutMealPlanUpdate as unknown as MealPlan) };
        this.editor.finishEditing();
      });
    } catch (error) {
      // doc 2 §8: setMealPlanErr is only logged; the edit stays open so nothing chosen is lost.
      console.error('checkout setMealPlan failed', error);
    } finally {
      runInAction(() => (this.busy = null));
    }
  }

  // ---- skip, PDF, remove, continue ----

  /**
   * 'Skip delivery' after the customer's Yes (§5.7): the day leaves the plan, a new day is added after the end and
   * becomes the active day. Answers the lock text when the day cannot be skipped.
   */
  async skip(day: number): Promise<string | null> {
    const params = this.planParams;
    const checkoutId = this.checkoutId;
    if (!params || checkoutId === null || this.busy) return null;
    const planned = skipDay({ days: this.days, skipDate: day, calendar: { excludeWeekDays: params.exclude_week_day }, now: this.now() });
    if (!planned.ok) return planned.message;
    this.busy = 'skip';
    try {
      const reply = await this.client.call('mobile_checkout', 'skipTheDay', {
        skip_date: day,
        new_date: planned.newDate,
        planId: checkoutId,
      });
      runInAction(() => {
        this.mealPlan = reply.newMealplan;
        if (this.planParams) this.planParams = { ...this.planParams, end_date: Math.max(this.planParams.end_date, reply.newDate) };
        this.editor.selectDay(reply.newDate);
      });
      return null;
    } finally {
      runInAction(() => (this.busy = null));
    }
  }

  /** The menu PDF's address (viewmenupdf), for the page to open in a new tab. */
  async menuPdfUrl(): Promise<string | null> {
    const checkoutId = this.checkoutId;
    if (checkoutId === null || this.busy) return null;
    this.busy = 'pdf';
    try {
      const { url } = await this.client.call('mobile_checkout', 'viewmenupdf', { checkoutId });
      return url;
    } finally {
      runInAction(() => (this.busy = null));
    }
  }

  /** 'Delete & Startover': removes the checkout plan on the server and forgets it here. */
  async remove(): Promise<boolean> {
    const checkoutId = this.checkoutId;
    if (checkoutId === null || this.busy) return false;
    this.busy = 'remove';
    try {
      await this.client.call('mobile_checkout', 'remove', { checkoutId });
      runInAction(() => {
        this.planParams = null;
        this.mealPlan = {};
        this.editor.cancelEditing();
      });
      return true;
    } finally {
      runInAction(() => (this.busy = null));
    }
  }

  /** 'Continue to Checkout' is blocked unless the plan has exactly days_count days (§5.7): the alert, or null. */
  get continueBlock(): DomainMessageId | null {
    if (!this.planParams) return null;
    return mealPlanDaysMismatch(this.mealPlan, this.planParams.days_count);
  }
}
