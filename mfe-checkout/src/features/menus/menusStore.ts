// Step 4 'Menu', /checkout/menus (doc 2 §2.3, §4.5, §5.7, §5.8): the pending checkout plan (getPending), its days,
// the day shown, the day's dishes and nutrition, the edit view ('Change Items' → 'Save and exit' sends setMealPlan),
// 'Skip delivery' (skipTheDay), the menu PDF (viewmenupdf), 'Delete & Startover' (remove) and the days-count check of
// 'Continue to Checkout'. One store per visit of the page; the page shows what it says and asks the customer's Yes.
import { makeAutoObservable, runInAction, toJS } from 'mobx';
import {
  classifyDishChoice,
  dayNutrition,
  isDishExcluded,
  isInBuffer,
  isLockedDay,
  LOCKED_DAY_MESSAGE,
  mealPlanDaysMismatch,
  orderByPreference,
  ruleDishOf,
  selectableSides,
  skipDay,
  type DayMeals,
  type DayNutrition,
  type DishVerdict,
  type DomainMessageId,
  type MealPlan,
  type SideSlots,
  type UserPrefs,
} from '@mealplan/shared/domain';
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

/** The outcome of a click on a dish in the edit view: applied, unchanged, or the rule's verdict to show. */
export type DishClick = { kind: 'applied' } | { kind: 'unchanged' } | Exclude<DishVerdict, { kind: 'ok' }>;

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
  selectedDay: number | null = null;
  /** The day being edited ('Change Items'), with its meals as changed so far; null when not editing. */
  editing: { day: number; meals: DayMeals } | null = null;
  editType: number | null = null;
  /** The side slot whose 'Change' list is open. */
  changingSlot: number | null = null;
  busy: Busy = null;

  private readonly client: Pick<SocketClient, 'call'>;
  private readonly catalogOf: () => MenusCatalog;
  private readonly prefsOf: () => UserPrefs;
  private readonly now: () => number;

  constructor({ client, catalog, prefs, now }: MenusStoreOptions) {
    this.client = client;
    this.catalogOf = catalog;
    this.prefsOf = prefs;
    this.now = now ?? currentUnixSeconds;
    makeAutoObservable<MenusStore, 'client' | 'catalogOf' | 'prefsOf' | 'now'>(
      this,
      { client: false, catalogOf: false, prefsOf: false, now: false },
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

  get dishById(): ReadonlyMap<number, Dish> {
    return new Map(this.catalog.dishes.map((dish) => [dish.id, dish]));
  }

  private mainTypeIdsOf(params: CheckoutPlanParams): number[] {
    const types = this.catalog.mealTypes;
    if (types.length === 0) return params.mealTypes;
    return params.mealTypes.filter((id) => types.find((type) => type.id === id)?.parent_id === 0);
  }

  /** The plan's top-level meal types (parent_id 0), in the catalogue's order. */
  get mainTypes(): MealType[] {
    const chosen = this.planParams?.mealTypes ?? [];
    return this.catalog.mealTypes.filter((type) => chosen.includes(type.id) && type.parent_id === 0).sort((a, b) => a.order - b.order);
  }

  /** The side type of a main type in this plan (its child among the plan's meal types), if any. */
  sideTypeOf(mainTypeId: number): MealType | undefined {
    const chosen = this.planParams?.mealTypes ?? [];
    return this.catalog.mealTypes.find((type) => type.parent_id === mainTypeId && chosen.includes(type.id));
  }

  get days(): number[] {
    return days(this.mealPlan);
  }

  /** The day shown: the chosen one, else the first day that can still be changed, else the first day. */
  get activeDay(): number | null {
    if (this.selectedDay !== null && this.mealPlan[this.selectedDay]) return this.selectedDay;
    return this.days.find((day) => !this.isLocked(day)) ?? this.days[0] ?? null;
  }

  selectDay(day: number): void {
    if (this.editing) return;
    if (this.mealPlan[day]) this.selectedDay = day;
  }

  /** Past days and the next 3 days (from the start of today) can be neither edited nor skipped. */
  isLocked(day: number): boolean {
    return isLockedDay(day, this.now());
  }

  lockMessage(day: number): DomainMessageId | null {
    return this.isLocked(day) ? LOCKED_DAY_MESSAGE : null;
  }

  /** The meals of a day as shown: the edit in progress for that day, else the plan's. */
  mealsOf(day: number): DayMeals {
    if (this.editing?.day === day) return this.editing.meals;
    return this.mealPlan[day] ?? {};
  }

  mainDish(day: number, mainTypeId: number): Dish | undefined {
    const chosen = this.mealsOf(day)[mainTypeId];
    return typeof chosen === 'number' ? this.dishById.get(chosen) : undefined;
  }

  /** The side slots of a main type on a day: the day's own, else the diet's default slots for the side type. */
  sideSlots(day: number, mainTypeId: number): { slot: number; dish: Dish | undefined }[] {
    const side = this.sideTypeOf(mainTypeId);
    if (!side) return [];
    const entry = this.mealsOf(day)[side.id];
    const slots: SideSlots =
      typeof entry === 'object'
        ? entry
        : Object.fromEntries(this.defaultSides.filter((row) => row.mealType_id === side.id).map((row) => [row.slot, row.dish_id]));
    return Object.entries(slots)
      .map(([slot, dishId]) => ({ slot: Number(slot), dish: this.dishById.get(dishId) }))
      .sort((a, b) => a.slot - b.slot);
  }

  /** Every dish of the day: main dishes and their sides. */
  dayDishes(day: number): Dish[] {
    return this.mainTypes.flatMap((type) => {
      const main = this.mainDish(day, type.id);
      const sides = this.sideSlots(day, type.id).map((entry) => entry.dish);
      return [main, ...sides].filter((dish): dish is Dish => dish !== undefined);
    });
  }

  /** The day's calories, fat, protein and CHO (kcal and grams). */
  dayNutrition(day: number): DayNutrition {
    return dayNutrition(this.dayDishes(day));
  }

  // ---- edit view ----

  /** 'Change Items': opens the edit view of the active day; a locked day answers the lock text instead. */
  startEditing(): DomainMessageId | null {
    const day = this.activeDay;
    if (day === null) return null;
    const locked = this.lockMessage(day);
    if (locked) return locked;
    this.editing = { day, meals: structuredClone(toJS(this.mealPlan[day] ?? {})) };
    this.editType = this.mainTypes[0]?.id ?? null;
    this.changingSlot = null;
    return null;
  }

  get activeEditType(): number | null {
    const ids = this.mainTypes.map((type) => type.id);
    return this.editType !== null && ids.includes(this.editType) ? this.editType : (ids[0] ?? null);
  }

  selectEditType(mainTypeId: number): void {
    this.editType = mainTypeId;
    this.changingSlot = null;
  }

  /**
   * The dishes allowed for a meal type on the edited day: its custom plan list, without the excluded ones, liked
   * first; the day's chosen dish (e.g. the diet's default) leads the list when the custom plan does not name it.
   */
  offered(mainTypeId: number): Dish[] {
    const day = this.editing?.day ?? this.activeDay;
    if (day === null) return [];
    const row = this.customPlans.find((plan) => plan.mealType_id === mainTypeId);
    const listed = row
      ? (row.data[dayOfMonth(day) - 1] ?? []).map((id) => this.dishById.get(id)).filter((dish): dish is Dish => dish !== undefined)
      : this.catalog.dishes.filter((dish) => dish.type.includes(mainTypeId) && !dish.parent_id);
    const chosen = this.mainDish(day, mainTypeId);
    const candidates = chosen && !listed.some((dish) => dish.id === chosen.id) ? [chosen, ...listed] : listed;
    const shown = candidates.filter((dish) => !isDishExcluded(ruleDishOf(dish), this.prefs));
    const byId = new Map(shown.map((dish) => [dish.id, dish]));
    return orderByPreference(shown.map(ruleDishOf), this.prefs).map((dish) => byId.get(dish.id)!);
  }

  private get typeTitles(): Record<number, string> {
    return Object.fromEntries(this.mainTypes.map((type) => [type.id, type.title]));
  }

  /**
   * A click on a dish for the active meal type of the edited day (doc 2 §5.8): an allergy refuses it, a disliked
   * ingredient or the same dish on another meal type of the day waits for a Yes (then `apply`), else it is put on.
   */
  chooseDish(dishId: number): DishClick {
    const editing = this.editing;
    const typeId = this.activeEditType;
    const dish = this.dishById.get(dishId);
    if (!editing || typeId === null || !dish) return { kind: 'unchanged' };
    if (editing.meals[typeId] === dishId) return { kind: 'unchanged' };
    const verdict = classifyDishChoice({
      dish: ruleDishOf(dish),
      prefs: this.prefs,
      mealTypeId: typeId,
      dayMeals: editing.meals,
      typeTitles: this.typeTitles,
      area: 'checkout',
    });
    if (verdict.kind !== 'ok') return verdict;
    this.apply(dishId);
    return { kind: 'applied' };
  }

  /** Puts the dish on the active meal type of the edited day (after the customer's Yes). */
  apply(dishId: number): void {
    const typeId = this.activeEditType;
    if (!this.editing || typeId === null) return;
    this.editing.meals[typeId] = dishId;
  }

  /** The meal type (other than the active one) that already has this dish on the edited day. */
  sameDishType(dishId: number): MealType | undefined {
    const meals = this.editing?.meals ?? {};
    return this.mainTypes.find((type) => type.id !== this.activeEditType && meals[type.id] === dishId);
  }

  /** 'Change' on a side slot opens (or closes) its list. */
  toggleSideSlot(slot: number): void {
    this.changingSlot = this.changingSlot === slot ? null : slot;
  }

  /** The side dishes a slot may take on the edited day: filtered by eliminated groups and disliked dishes (§5.8). */
  sideOptions(mainTypeId: number): Dish[] {
    const side = this.sideTypeOf(mainTypeId);
    const day = this.editing?.day ?? this.activeDay;
    if (!side || day === null) return [];
    const rows = this.customPlanSides.filter((row) => row.side_type_id === side.id || row.mealType_id === side.id);
    const row = rows.find((candidate) => candidate.mealType_id === mainTypeId) ?? rows[0];
    const candidates = row
      ? (row.data[dayOfMonth(day) - 1] ?? []).map((id) => this.dishById.get(id)).filter((dish): dish is Dish => dish !== undefined)
      : this.catalog.dishes.filter((dish) => dish.type.includes(side.id));
    const allowed = new Set(selectableSides(candidates.map(ruleDishOf), this.prefs).map((dish) => dish.id));
    return candidates.filter((dish) => allowed.has(dish.id));
  }

  /** Puts a side dish in a slot of the active meal type's side type on the edited day. */
  chooseSide(slot: number, dishId: number): void {
    const typeId = this.activeEditType;
    const editing = this.editing;
    if (!editing || typeId === null) return;
    const side = this.sideTypeOf(typeId);
    if (!side) return;
    const current = this.sideSlots(editing.day, typeId);
    const slots: SideSlots = Object.fromEntries(current.filter((entry) => entry.dish).map((entry) => [entry.slot, entry.dish!.id]));
    editing.meals[side.id] = { ...slots, [slot]: dishId };
    this.changingSlot = null;
  }

  /** 'Save and exit': sends the plan with the edited day (setMealPlan) and takes the server's meal plan. */
  async saveAndExit(): Promise<void> {
    const editing = this.editing;
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
        this.editing = null;
        this.changingSlot = null;
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
        this.selectedDay = reply.newDate;
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
        this.editing = null;
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
