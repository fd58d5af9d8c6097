// /modify, the customer's plan (doc 3 §2 "Modify plan page", §4 "Day editing", "View mode", "Dish selection", §5;
// doc 1 §4 "Weeks and calendar"): the order (order get, active or renewed), its additional deliveries
// (getCustomDays), the dishes of its diet (getDietProducts) and its pause (getPause); the day shown, the day in edit
// ('Change items' → 'Save Changes' sends order modify, or custommodify for an additional delivery), the dish rules
// (shared classifyDishChoice), likes and dislikes (setDishlike), cutlery (setCutlery) and the menu PDF (exportPdf).
// Beyond the spec: each editable day's deadline (changeDeadline) and the day's macros against the daily target, and
// live sync: the order's push (`order` orderChanged) and every reconnection reload what the page shows.
import { makeAutoObservable, runInAction, toJS } from 'mobx';
import {
  classifyDishChoice,
  dailyTargets,
  dayChangeBlockReason,
  dayList,
  dayNutrition,
  daysLeft,
  changeDeadline,
  isDishExcluded,
  isPaused,
  isResumable,
  orderByPreference,
  RENEWAL_BANNER_DAYS,
  ruleDishOf,
  selectableSides,
  type DailyTargets,
  type DayMeals,
  type DayNutrition,
  type DishVerdict,
  type MealPlan,
  type NutritionProfile,
  type Pause,
  type SideSlots,
  type UserPrefs,
} from '@mealplan/shared/domain';
import type { DetailLine, Diet, Dish, Ingredient, MealType, ModifyOrderPlan, PlanChange, PlanParams, Slot } from '@mealplan/shared/protocol';
import type { SocketClient } from '@mealplan/shared/session';
import { currentUnixSeconds } from '@mealplan/shared/time';

/** The reference lists the page reads (get_arrays), each possibly still loading. */
export interface ModifyCatalog {
  dishes: readonly Dish[];
  mealTypes: readonly MealType[];
  diets: readonly Diet[];
  ingredients: readonly Ingredient[];
  slots: readonly Slot[];
}

export const EMPTY_MODIFY_CATALOG: ModifyCatalog = { dishes: [], mealTypes: [], diets: [], ingredients: [], slots: [] };

/** What the session tells about renewing (doc 3 §2: the switcher shows when the customer can renew and has renewed). */
export interface RenewalFacts {
  canRenew: boolean;
  alreadyRenewed: boolean;
}

export type OrderType = 'active' | 'future';

/** The outcome of a click on a dish in the edit view. */
export type DishClick = { kind: 'applied' } | { kind: 'removed' } | { kind: 'unchanged' } | Exclude<DishVerdict, { kind: 'ok' }>;

export interface ModifyStoreOptions {
  client: Pick<SocketClient, 'call' | 'subscribe' | 'onConnect'>;
  catalog: () => ModifyCatalog;
  prefs: () => UserPrefs;
  profile: () => NutritionProfile;
  renewal: () => RenewalFacts;
  /** The session's user id, sent where the spec's payload carries one (the server takes the session's). */
  userId: () => number | null;
  now?: () => number;
}

type LoadState = 'loading' | 'ready' | 'failed' | 'none';
type Busy = 'save' | 'cutlery' | 'pdf' | 'like' | null;

/** A diet change shown on its day: 'Plan Changed from {diet} to {diet} on {date}'. */
export interface DietChange {
  day: number;
  from: number;
  to: number;
}

interface PushMessage {
  type: string;
  data?: unknown;
}

const sortedDays = (plan: MealPlan) =>
  Object.keys(plan)
    .map(Number)
    .sort((a, b) => a - b);

/** A day's meals to edit apart from the plan's (side slots are objects of their own). */
function copyMeals(meals: DayMeals): DayMeals {
  return Object.fromEntries(Object.entries(meals).map(([type, entry]) => [type, typeof entry === 'number' ? entry : { ...entry }]));
}

function isOrderChanged(payload: PushMessage, orderId: number | null): boolean {
  if (payload.type !== 'orderChanged') return false;
  const data = payload.data as { orderId?: unknown } | undefined;
  return orderId === null || data?.orderId === undefined || data.orderId === orderId;
}

export class ModifyStore {
  state: LoadState = 'loading';
  orderType: OrderType = 'active';
  planParams: PlanParams | null = null;
  mealPlan: MealPlan = {};
  /** The additional deliveries (getCustomDays): their own meal plan, numbered by date ('Additional Delivery #n'). */
  customPlan: MealPlan = {};
  /** Dish ids of the order's diet the day editor offers (getDietProducts); null: not known, the catalogue's are used. */
  products: number[] | null = null;
  pause: Pause | null = null;
  /** What order get adds for this page (issue 20), when the server sends it: awaiting payment, the diet changes. */
  extras: Partial<Pick<ModifyOrderPlan, 'awaitingPayment' | 'planChanges'>> = {};
  selectedDay: number | null = null;
  /** The day being edited ('Change items'), with its meals as changed so far; null when no day is in edit. */
  editing: { day: number; meals: DayMeals; additional: boolean } | null = null;
  editType: number | null = null;
  /** The dish whose details and ingredients the details panel shows. */
  detailsDishId: number | null = null;
  /** The dish likes and dislikes sent during this visit (the session's lists are the ones before it). */
  dishFeedback = new Map<number, 'like' | 'dislike'>();
  busy: Busy = null;

  private readonly client: ModifyStoreOptions['client'];
  private readonly catalogOf: () => ModifyCatalog;
  private readonly prefsOf: () => UserPrefs;
  private readonly profileOf: () => NutritionProfile;
  private readonly renewalOf: () => RenewalFacts;
  private readonly userIdOf: () => number | null;
  private readonly now: () => number;
  private loads = 0;

  constructor({ client, catalog, prefs, profile, renewal, userId, now }: ModifyStoreOptions) {
    this.client = client;
    this.catalogOf = catalog;
    this.prefsOf = prefs;
    this.profileOf = profile;
    this.renewalOf = renewal;
    this.userIdOf = userId;
    this.now = now ?? currentUnixSeconds;
    makeAutoObservable<ModifyStore, 'client' | 'catalogOf' | 'prefsOf' | 'profileOf' | 'renewalOf' | 'userIdOf' | 'now' | 'loads'>(
      this,
      { client: false, catalogOf: false, prefsOf: false, profileOf: false, renewalOf: false, userIdOf: false, now: false, loads: false },
      { autoBind: true },
    );
  }

  // ---- loading and live sync ----

  /** The order of the current view with its additional days, dishes and pause; `quiet` keeps the page shown meanwhile. */
  async load(quiet = false): Promise<void> {
    const ticket = ++this.loads;
    if (!quiet || this.state !== 'ready') this.state = 'loading';
    try {
      const order = await this.client.call('order', 'get', { orderType: this.orderType });
      const extras: Partial<Pick<ModifyOrderPlan, 'awaitingPayment' | 'planChanges' | 'customMealPlan'>> = order;
      const params = order.planParams;
      const orderId = params?.id ?? null;
      const [custom, products, pause] =
        orderId === null ? [null, null, null] : await Promise.all([this.customDays(orderId), this.dietProducts(orderId), this.currentPause()]);
      if (ticket !== this.loads) return;
      runInAction(() => {
        this.planParams = params;
        this.mealPlan = order.mealPlan;
        this.customPlan = custom ?? extras.customMealPlan ?? {};
        this.extras = { awaitingPayment: extras.awaitingPayment, planChanges: extras.planChanges };
        this.products = products;
        this.pause = pause;
        this.state = params && orderId !== null ? 'ready' : 'none';
      });
    } catch (error) {
      if (ticket !== this.loads) return;
      runInAction(() => {
        // No order to show is an answer, not a failure: the page offers to build a plan.
        this.state = quiet && this.planParams ? 'ready' : 'failed';
      });
      if (!quiet) throw error;
    }
  }

  // The three calls below complete the page; an order shows without them (the catalogue's dishes, no extra days).
  private async customDays(orderId: number): Promise<MealPlan | null> {
    try {
      return (await this.client.call('order', 'getCustomDays', { orderId })).mealPlan;
    } catch {
      return null;
    }
  }

  private async dietProducts(orderId: number): Promise<number[] | null> {
    try {
      return (await this.client.call('order', 'getDietProducts', { orderId })).products;
    } catch {
      return null;
    }
  }

  private async currentPause(): Promise<Pause | null> {
    try {
      const reply = await this.client.call('profile', 'getForDashboard:getPause', { subtype: 'getPause', ...this.userIdField() });
      return reply.isPause && reply.startDate !== null ? { startDate: reply.startDate, endDate: reply.endDate } : null;
    } catch {
      return null;
    }
  }

  private userIdField(): { userId?: number } {
    const userId = this.userIdOf();
    return userId === null ? {} : { userId };
  }

  /**
   * Live sync: a change to this order saved elsewhere (another tab or device) is pushed as `order` orderChanged and
   * reloads the page; so does every reconnection (pushes missed while offline are not replayed). Returns the undo.
   */
  watch(): () => void {
    const unsubscribe = this.client.subscribe('order', (payload) => {
      if (isOrderChanged(payload, this.orderId)) void this.load(true);
    });
    let first = true;
    const offConnect = this.client.onConnect(() => {
      // The first connection is the page's own load; later ones are reconnections.
      if (first) {
        first = false;
        if (this.state !== 'loading') void this.load(true);
        return;
      }
      void this.load(true);
    });
    return () => {
      unsubscribe();
      offConnect();
    };
  }

  /** 'View my renewed plan' / 'View my active plan' (doc 3 §4 "View mode"): the other order, reloaded. */
  async switchView(): Promise<void> {
    if (this.editing) return;
    this.orderType = this.orderType === 'active' ? 'future' : 'active';
    this.selectedDay = null;
    this.detailsDishId = null;
    await this.load();
  }

  // ---- the plan ----

  get catalog(): ModifyCatalog {
    return this.catalogOf();
  }

  get prefs(): UserPrefs {
    return this.prefsOf();
  }

  get orderId(): number | null {
    return this.planParams?.id ?? null;
  }

  get diet(): Diet | undefined {
    return this.catalog.diets.find((diet) => diet.id === this.planParams?.diet);
  }

  dietById(id: number): Diet | undefined {
    return this.catalog.diets.find((diet) => diet.id === id);
  }

  get slot(): Slot | undefined {
    const id = this.planParams?.deliverySlot ?? this.planParams?.slot_id;
    return this.catalog.slots.find((slot) => slot.id === id);
  }

  get dishById(): ReadonlyMap<number, Dish> {
    return new Map(this.catalog.dishes.map((dish) => [dish.id, dish]));
  }

  /** The plan's top-level meal types (parent_id 0), in the catalogue's order. */
  get mainTypes(): MealType[] {
    const chosen = this.planParams?.mealType ?? [];
    return this.catalog.mealTypes.filter((type) => chosen.includes(type.id) && type.parent_id === 0).sort((a, b) => a.order - b.order);
  }

  /** The side type of a main type (its child among the catalogue's meal types), if any. */
  sideTypeOf(mainTypeId: number): MealType | undefined {
    const chosen = this.planParams?.mealType ?? [];
    const children = this.catalog.mealTypes.filter((type) => type.parent_id === mainTypeId);
    return children.find((type) => chosen.includes(type.id)) ?? children[0];
  }

  /** Not paid yet: a wizard order waiting for its payment (issue 20), marked on the page. */
  get awaitingPayment(): boolean {
    return this.extras.awaitingPayment ?? this.planParams?.payed === false;
  }

  /** The plan's days and its additional deliveries, in date order. */
  get days(): number[] {
    return [...new Set([...sortedDays(this.mealPlan), ...sortedDays(this.customPlan)])].sort((a, b) => a - b);
  }

  /** The side panel's day list: the plan's days within 128 days of its first day (doc 3 §9: up to 128 days). */
  get listedDays(): number[] {
    const from = this.days[0];
    if (from === undefined) return [];
    const window = dayList(from);
    const last = window[window.length - 1]!;
    return this.days.filter((day) => day >= from && day <= last);
  }

  /** The day shown: the chosen one, else the first day that can still be changed, else the first day. */
  get activeDay(): number | null {
    if (this.selectedDay !== null && this.days.includes(this.selectedDay)) return this.selectedDay;
    return this.days.find((day) => this.blockReason(day) === null) ?? this.days[0] ?? null;
  }

  /** Another day cannot be chosen while a day is in edit (the warning bar says to save first). */
  selectDay(day: number): boolean {
    if (this.editing && this.editing.day !== day) return false;
    if (this.days.includes(day)) this.selectedDay = day;
    return true;
  }

  isAdditional(day: number): boolean {
    return this.customPlan[day] !== undefined && this.mealPlan[day] === undefined;
  }

  /** 'Additional Delivery #n': n counts the additional days in date order, from 1. */
  additionalNumber(day: number): number | null {
    if (!this.isAdditional(day)) return null;
    return sortedDays(this.customPlan).indexOf(day) + 1;
  }

  isPausedDay(day: number): boolean {
    return isPaused(this.pause, day);
  }

  /** Why the day can be neither edited nor skipped (locked, paused, additional delivery), or null. */
  blockReason(day: number): string | null {
    return dayChangeBlockReason({
      day,
      now: this.now(),
      mealTypes: this.planParams?.mealType ?? [],
      paused: this.isPausedDay(day),
      additional: this.isAdditional(day),
    });
  }

  /** The last moment the day may still be changed (beyond the spec), or null when it is already locked. */
  deadline(day: number): number | null {
    return this.blockReason(day) === null ? changeDeadline(day) : null;
  }

  /** The diet change that takes effect on this day, if any (plan params dietChanges: day -> new diet id). */
  dietChangeOn(day: number): DietChange | null {
    const told: PlanChange | undefined = this.extras.planChanges?.find((change) => change.day === day);
    if (told) return { day, from: told.fromDiet, to: told.toDiet };
    if (this.extras.planChanges) return null;
    const changes = Object.entries(this.planParams?.dietChanges ?? {})
      .map(([key, diet]) => ({ day: Number(key), diet }))
      .sort((a, b) => a.day - b.day);
    const index = changes.findIndex((change) => change.day === day);
    if (index < 0) return null;
    const first = this.planParams?.dietIds?.[0] ?? this.planParams?.diet ?? null;
    const from = index > 0 ? changes[index - 1]!.diet : first;
    if (from === null || from === changes[index]!.diet) return null;
    return { day, from, to: changes[index]!.diet };
  }

  /** The meals of a day as shown: the edit in progress for that day, else the plan's (or the additional day's). */
  mealsOf(day: number): DayMeals {
    if (this.editing?.day === day) return this.editing.meals;
    return this.mealPlan[day] ?? this.customPlan[day] ?? {};
  }

  mainDish(day: number, mainTypeId: number): Dish | undefined {
    const chosen = this.mealsOf(day)[mainTypeId];
    return typeof chosen === 'number' ? this.dishById.get(chosen) : undefined;
  }

  /** The side slots of a main type on a day, in slot order. */
  sideSlots(day: number, mainTypeId: number): { slot: number; dish: Dish | undefined }[] {
    const side = this.sideTypeOf(mainTypeId);
    if (!side) return [];
    const entry = this.mealsOf(day)[side.id];
    if (typeof entry !== 'object') return [];
    return Object.entries(entry)
      .map(([slot, dishId]) => ({ slot: Number(slot), dish: this.dishById.get(dishId) }))
      .sort((a, b) => a.slot - b.slot);
  }

  dayDishes(day: number): Dish[] {
    return this.mainTypes.flatMap((type) => {
      const main = this.mainDish(day, type.id);
      const sides = this.sideSlots(day, type.id).map((entry) => entry.dish);
      return [main, ...sides].filter((dish): dish is Dish => dish !== undefined);
    });
  }

  /** The day's calories, protein, carbohydrate and fat (kcal and grams). */
  dayNutrition(day: number): DayNutrition {
    return dayNutrition(this.dayDishes(day));
  }

  /** The customer's daily target, the wizard's rule (dailyTargets) with the diet's split; null without body data. */
  get targets(): DailyTargets | null {
    const { body, activity } = this.profileOf();
    return dailyTargets(body, activity, this.diet?.macros, this.now());
  }

  // ---- side panel ----

  /** The switcher shows only when the customer can renew and has already renewed (doc 3 §2, §6). */
  get canSwitchView(): boolean {
    const { canRenew, alreadyRenewed } = this.renewalOf();
    return canRenew && alreadyRenewed;
  }

  /** Whole days left of the plan (0 on its last day). */
  get daysLeft(): number | null {
    const end = this.planParams?.end_date;
    return end ? daysLeft(end, this.now()) : null;
  }

  /** 'Renew My Plan' shows when the plan's last day is within the next 5 days. */
  get showRenew(): boolean {
    return this.orderType === 'active' && this.daysLeft !== null && this.daysLeft <= RENEWAL_BANNER_DAYS;
  }

  get paused(): boolean {
    return isPaused(this.pause, this.now());
  }

  /** The plan's days and excluded weekdays, as the skip dialog takes them (spares it a load of the order). */
  get skipPlan(): { days: number[]; excludeWeekDays: number[] } {
    return { days: sortedDays(this.mealPlan), excludeWeekDays: this.planParams?.exclude_week_day ?? [] };
  }

  /** A pause without an end date (the one the server resumes, shared isResumable): the plan action is then 'Resume My Plan'. */
  get pauseOpen(): boolean {
    return isResumable(this.pause);
  }

  /** Save is enabled only when the plan params are modified or the plan is paused (doc 3 §2). */
  get canSave(): boolean {
    return !this.editing && (this.planParams?.modified === true || this.paused);
  }

  get detailsDish(): Dish | undefined {
    return this.detailsDishId === null ? undefined : this.dishById.get(this.detailsDishId);
  }

  showDetails(dishId: number | null): void {
    this.detailsDishId = dishId;
  }

  /** The dish's like or dislike: this visit's, else the session's lists. */
  dishOpinion(dishId: number): 'like' | 'dislike' | null {
    const sent = this.dishFeedback.get(dishId);
    if (sent) return sent;
    if (this.prefs.dishLikes?.includes(dishId)) return 'like';
    if (this.prefs.dishDislikes?.includes(dishId)) return 'dislike';
    return null;
  }

  /** Likes and dislikes are sent at once (profile setDishlike). */
  async setDishOpinion(dishId: number, action: 'like' | 'dislike'): Promise<void> {
    const dish = this.dishById.get(dishId);
    const mealType = dish?.type.find((type) => this.mainTypes.some((main) => main.id === type)) ?? dish?.type[0];
    if (mealType === undefined || this.busy) return;
    this.busy = 'like';
    try {
      await this.client.call('profile', 'getForDashboard:setDishlike', {
        subtype: 'setDishlike',
        ...this.userIdField(),
        dishId,
        action,
        meal_type: mealType,
      });
      runInAction(() => this.dishFeedback.set(dishId, action));
    } finally {
      runInAction(() => (this.busy = null));
    }
  }

  /** The cutlery select (order setCutlery): the server's message ('Cutlery value set well'). */
  async setCutlery(cutlery: 0 | 1): Promise<string | null> {
    const orderId = this.orderId;
    if (orderId === null || this.busy) return null;
    this.busy = 'cutlery';
    try {
      const reply = await this.client.call('order', 'setCutlery', { orderId, cutlery: cutlery === 1 });
      runInAction(() => {
        if (this.planParams) this.planParams = { ...this.planParams, cutlery };
      });
      return reply.message;
    } finally {
      runInAction(() => (this.busy = null));
    }
  }

  /** 'View My Menu': the PDF's address in the chosen language (order exportPdf). */
  async menuPdfUrl(arabic: boolean): Promise<string> {
    this.busy = 'pdf';
    try {
      return (await this.client.call('order', 'exportPdf', { is_arabic: arabic })).url;
    } finally {
      runInAction(() => (this.busy = null));
    }
  }

  // ---- day editing ----

  /** 'Change items': the day goes into edit; a day that cannot be changed answers why instead. */
  startEditing(day: number): string | null {
    const blocked = this.blockReason(day);
    if (blocked) return blocked;
    if (this.editing && this.editing.day !== day) return null;
    this.selectedDay = day;
    this.editing = { day, meals: copyMeals(toJS(this.mealsOf(day))), additional: this.isAdditional(day) };
    this.editType = this.mainTypes[0]?.id ?? null;
    return null;
  }

  /** Leaves the edit without sending it. */
  cancelEditing(): void {
    this.editing = null;
  }

  get activeEditType(): number | null {
    const ids = this.mainTypes.map((type) => type.id);
    return this.editType !== null && ids.includes(this.editType) ? this.editType : (ids[0] ?? null);
  }

  selectEditType(mainTypeId: number): void {
    this.editType = mainTypeId;
  }

  /** The dishes of the order's diet for a meal type, without the excluded ones, liked first; the chosen one included. */
  offered(mainTypeId: number): Dish[] {
    const day = this.editing?.day ?? this.activeDay;
    if (day === null) return [];
    const products = this.products;
    const pool = products ? products.map((id) => this.dishById.get(id)).filter((dish): dish is Dish => dish !== undefined) : this.catalog.dishes;
    const listed = pool.filter((dish) => dish.type.includes(mainTypeId) && !dish.parent_id);
    const chosen = this.mainDish(day, mainTypeId);
    const candidates = chosen && !listed.some((dish) => dish.id === chosen.id) ? [chosen, ...listed] : listed;
    const shown = candidates.filter((dish) => dish.id === chosen?.id || !isDishExcluded(ruleDishOf(dish), this.prefs));
    const byId = new Map(shown.map((dish) => [dish.id, dish]));
    return orderByPreference(shown.map(ruleDishOf), this.prefs).map((dish) => byId.get(dish.id)!);
  }

  private get typeTitles(): Record<number, string> {
    return Object.fromEntries(this.mainTypes.map((type) => [type.id, type.title]));
  }

  /**
   * A click on a dish of the active meal type (doc 3 §4 "Dish selection"): the chosen dish is deselected; an allergy
   * refuses it; a disliked ingredient or the same dish on another meal type (or bag) waits for a Yes (then `apply`).
   */
  chooseDish(dishId: number): DishClick {
    const editing = this.editing;
    const typeId = this.activeEditType;
    const dish = this.dishById.get(dishId);
    if (!editing || typeId === null || !dish) return { kind: 'unchanged' };
    this.detailsDishId = dishId;
    if (editing.meals[typeId] === dishId) {
      delete editing.meals[typeId];
      return { kind: 'removed' };
    }
    const verdict = classifyDishChoice({
      dish: ruleDishOf(dish),
      prefs: this.prefs,
      mealTypeId: typeId,
      dayMeals: editing.meals,
      typeTitles: this.typeTitles,
      area: 'modify',
    });
    if (verdict.kind !== 'ok') return verdict;
    this.apply(dishId);
    return { kind: 'applied' };
  }

  /** Puts the dish on the active meal type of the day in edit (after the customer's Yes). */
  apply(dishId: number): void {
    const typeId = this.activeEditType;
    if (!this.editing || typeId === null) return;
    this.editing.meals[typeId] = dishId;
  }

  /** The meal type (other than the active one) that already has this dish on the day in edit. */
  sameDishType(dishId: number): MealType | undefined {
    const meals = this.editing?.meals ?? {};
    return this.mainTypes.find((type) => type.id !== this.activeEditType && meals[type.id] === dishId);
  }

  /** The side dishes a slot may take: the side type's dishes of the diet, filtered by groups and disliked dishes. */
  sideOptions(mainTypeId: number): Dish[] {
    const side = this.sideTypeOf(mainTypeId);
    if (!side) return [];
    const products = this.products;
    const pool = products ? products.map((id) => this.dishById.get(id)).filter((dish): dish is Dish => dish !== undefined) : this.catalog.dishes;
    const candidates = pool.filter((dish) => dish.type.includes(side.id));
    const allowed = new Set(selectableSides(candidates.map(ruleDishOf), this.prefs).map((dish) => dish.id));
    return candidates.filter((dish) => allowed.has(dish.id));
  }

  /** Puts a side dish in a slot of the active meal type's side type on the day in edit. */
  chooseSide(slot: number, dishId: number): void {
    const typeId = this.activeEditType;
    const editing = this.editing;
    if (!editing || typeId === null) return;
    const side = this.sideTypeOf(typeId);
    if (!side) return;
    const entry = editing.meals[side.id];
    const slots: SideSlots = typeof entry === 'object' ? entry : {};
    editing.meals[side.id] = { ...slots, [slot]: dishId };
  }

  /** The lines of the day in edit, as order modify takes them (a side slot is one line of its side type). */
  private editedLines(): DetailLine[] {
    const editing = this.editing;
    if (!editing) return [];
    return Object.entries(editing.meals).flatMap(([type, entry]) => {
      const mealType_id = Number(type);
      if (typeof entry === 'number') return [{ date: editing.day, mealType_id, dish_id: entry }];
      return Object.entries(entry)
        .sort(([a], [b]) => Number(a) - Number(b))
        .map(([, dish_id]) => ({ date: editing.day, mealType_id, dish_id }));
    });
  }

  /**
   * 'Save Changes': sends the day in edit (order modify; custommodify for an additional delivery), then reloads the
   * order. Refused (the server's message) the day stays in edit.
   */
  async saveChanges(): Promise<string> {
    const editing = this.editing;
    const params = this.planParams;
    const orderId = this.orderId;
    const deliverySlot = params?.deliverySlot ?? params?.slot_id;
    if (!editing || !params || orderId === null || !deliverySlot) throw new Error('no day in edit');
    this.busy = 'save';
    try {
      const modification = {
        orderId,
        deliverySlot,
        detailsData: this.editedLines(),
        skipped: params.skipped ?? {},
        cutlery: params.cutlery === 1,
        updateDate: editing.day,
        mealType: params.mealType ?? [],
      };
      const reply = editing.additional
        ? await this.client.call('order', 'custommodify', { ...modification, customMealPlan: true })
        : await this.client.call('order', 'modify', modification);
      runInAction(() => {
        const target = editing.additional ? this.customPlan : this.mealPlan;
        target[editing.day] = editing.meals;
        this.editing = null;
      });
      await this.load(true);
      return reply.message;
    } finally {
      runInAction(() => (this.busy = null));
    }
  }
}
