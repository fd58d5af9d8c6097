// /modify, the customer's plan (doc 3 §2 "Modify plan page", §4 "Day editing", "View mode", "Dish selection", §5;
// doc 1 §4 "Weeks and calendar"): the order (order get, active or renewed), its additional deliveries
// (getCustomDays), the dishes of its diet (getDietProducts) and its pause (getPause); the day shown, the day in edit
// ('Change items' → 'Save Changes' sends order modify), likes and dislikes (setDishlike), cutlery (setCutlery) and the
// menu PDF (exportPdf). The day shown, the day in edit and the dish rules are the shared day editor's (`editor`): this
// store gives it the live plan (its bags, paused and skipped days, the diet's dishes) and keeps /modify's own flow.
// Beyond the spec: each editable day's deadline (changeDeadline) and the day's macros against the daily target, and
// live sync: the order's push (`order` orderChanged) and every reconnection reload what the page shows.
import { makeAutoObservable, runInAction } from 'mobx';
import {
  dailyTargets,
  dayList,
  daysLeft,
  changeDeadline,
  isLockedDay,
  isPaused,
  isResumable,
  RENEWAL_BANNER_DAYS,
  type DailyTargets,
  type MealPlan,
  type NutritionProfile,
  type Pause,
  type UserPrefs,
} from '@mealplan/shared/domain';
import { DayEditor, hasOilSidePicker, type Bag } from '@mealplan/shared/dayEditor';
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
type Busy = 'save' | 'unskip' | 'cutlery' | 'pdf' | 'like' | null;

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
  /** The pause in force or coming (getPause's startDate / endDate), or null. */
  pause: Pause | null = null;
  /** Every pause of the plan (getPause's pauseList): the days inside them are paused days. */
  pauses: Pause[] = [];
  /** The oil sides of a diet with the oil-side picker (menu_builder getSidesList {diet, oil}), by side type; null: no picker. */
  oilSides: { dish_id: number; mealType_id: number }[] | null = null;
  /** What order get adds for this page (issue 20), when the server sends it: awaiting payment, the diet changes. */
  extras: Partial<Pick<ModifyOrderPlan, 'awaitingPayment' | 'planChanges'>> = {};
  /** The terms accepted for this edit (doc 3 §2: the modify's Save needs them). */
  termsAccepted = false;
  /** The day shown, the day in edit and the dish rules (the shared day editor). */
  readonly editor: DayEditor;
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
    this.editor = new DayEditor({
      plan: {
        mealTypeIds: () => this.planParams?.mealType ?? [],
        days: () => this.days,
        savedMeals: (day, bag) => (bag === 'plan' ? this.mealPlan[day] : this.customPlan[day]),
        facts: (day) => ({ paused: this.isPausedDay(day), skipped: this.skippedDays.includes(day) }),
        dishPool: (_day, mainTypeId) => this.dishPool.filter((dish) => dish.type.includes(mainTypeId)),
        sidePool: (_day, sideType) => this.sidePool(sideType.id),
      },
      catalog: catalog,
      prefs: prefs,
      now: this.now,
      area: 'modify',
    });
    makeAutoObservable<ModifyStore, 'client' | 'catalogOf' | 'prefsOf' | 'profileOf' | 'renewalOf' | 'userIdOf' | 'now' | 'loads'>(
      this,
      {
        editor: false,
        client: false,
        catalogOf: false,
        prefsOf: false,
        profileOf: false,
        renewalOf: false,
        userIdOf: false,
        now: false,
        loads: false,
      },
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
      const [custom, products, pause, oilSides] =
        orderId === null
          ? [null, null, null, null]
          : await Promise.all([this.customDays(orderId), this.dietProducts(orderId), this.currentPause(), this.oilSidesOf(params?.diet)]);
      if (ticket !== this.loads) return;
      runInAction(() => {
        this.planParams = params;
        this.mealPlan = order.mealPlan;
        this.customPlan = custom ?? extras.customMealPlan ?? {};
        this.extras = { awaitingPayment: extras.awaitingPayment, planChanges: extras.planChanges };
        this.products = products;
        this.pause = pause?.pending ?? null;
        this.pauses = pause?.all ?? [];
        this.oilSides = oilSides;
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

  /** The oil-side picker's choices of the order's diet (diet 4, doc 3 §9), or null for a diet without the picker. */
  private async oilSidesOf(dietId: number | null | undefined): Promise<{ dish_id: number; mealType_id: number }[] | null> {
    if (!hasOilSidePicker(dietId)) return null;
    try {
      return (await this.client.call('menu_builder', 'getSidesList', { diet: dietId, oil: true })).sides;
    } catch {
      return null;
    }
  }

  /** The sides a side type's slots may take: the oil sides with the oil-side picker, else the diet's dishes of the type. */
  private sidePool(sideTypeId: number): Dish[] {
    const oil = this.oilSides;
    if (!oil) return this.dishPool.filter((dish) => dish.type.includes(sideTypeId));
    const byId = this.editor.dishById;
    return oil
      .filter((side) => side.mealType_id === sideTypeId)
      .map((side) => byId.get(side.dish_id))
      .filter((dish): dish is Dish => dish !== undefined);
  }

  /**
   * The pause in force or coming and every pause of the plan. A coming pause counts too: its days are paused days
   * already (isPause only says whether the plan is paused today).
   */
  private async currentPause(): Promise<{ pending: Pause | null; all: Pause[] } | null> {
    try {
      const reply = await this.client.call('profile', 'getForDashboard:getPause', { subtype: 'getPause', ...this.userIdField() });
      const pending = reply.startDate !== null ? { startDate: reply.startDate, endDate: reply.endDate } : null;
      return { pending, all: reply.pauseList.map(({ startDate, endDate }) => ({ startDate, endDate })) };
    } catch {
      return null;
    }
  }

  /** A day inside the pause in force or coming, or inside any pause of the plan. */
  isPausedDay(day: number): boolean {
    return isPaused(this.pause, day) || this.pauses.some((pause) => isPaused(pause, day));
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
    if (this.editor.editing) return;
    this.orderType = this.orderType === 'active' ? 'future' : 'active';
    this.editor.selectedDay = null;
    this.editor.showDetails(null);
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

  /** The dishes of the order's diet the day editor offers (getDietProducts), or the catalogue's when not known. */
  private get dishPool(): Dish[] {
    const byId = this.editor.dishById;
    const products = this.products;
    return products ? products.map((id) => byId.get(id)).filter((dish): dish is Dish => dish !== undefined) : [...this.catalog.dishes];
  }

  get mainTypes(): MealType[] {
    return this.editor.mainTypes;
  }

  /** Not paid yet: a wizard order waiting for its payment (issue 20), marked on the page. */
  get awaitingPayment(): boolean {
    return this.extras.awaitingPayment ?? this.planParams?.payed === false;
  }

  /** The days the plan skipped (plan params `skipped`: day -> the day it moved to); they stay listed (doc 3 §4). */
  get skippedDays(): number[] {
    return Object.keys(this.planParams?.skipped ?? {}).map(Number);
  }

  /** The day a skipped day moved to. */
  skippedTo(day: number): number | null {
    return this.planParams?.skipped?.[day] ?? null;
  }

  /**
   * 'Remove from skipped' (doc 3 §4) is offered while both the skipped day (not locked, not paused) and the day it
   * moved to can still be changed: the server brings the one back and takes the other away.
   */
  get canUnskip(): boolean {
    const day = this.editor.activeDay;
    const movedTo = day === null ? null : this.skippedTo(day);
    if (day === null || movedTo === null) return false;
    return !isLockedDay(day, this.now()) && !isPaused(this.pause, day) && this.editor.editableBag(movedTo) !== null;
  }

  /** The plan's days, its additional deliveries and its skipped days, in date order. */
  get days(): number[] {
    return [...new Set([...sortedDays(this.mealPlan), ...sortedDays(this.customPlan), ...this.skippedDays])].sort((a, b) => a - b);
  }

  /** The side panel's day list: the plan's days within 128 days of its first day (doc 3 §9: up to 128 days). */
  get listedDays(): number[] {
    const from = this.days[0];
    if (from === undefined) return [];
    const window = dayList(from);
    const last = window[window.length - 1]!;
    return this.days.filter((day) => day >= from && day <= last);
  }

  /** 'Additional Delivery #n': n counts the additional days in date order, from 1. */
  additionalNumber(day: number): number | null {
    if (this.customPlan[day] === undefined) return null;
    return sortedDays(this.customPlan).indexOf(day) + 1;
  }

  /** The last moment the day may still be changed (beyond the spec), or null when it cannot be changed. */
  deadline(day: number): number | null {
    return this.editor.editableBag(day) !== null ? changeDeadline(day) : null;
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

  /** A pause is set (running or still to come): 'Pause My Plan' is then not offered (doc 3 §4 "Pause"). */
  get pauseSet(): boolean {
    const end = this.pause?.endDate ?? null;
    return this.pause !== null && (end === null || end >= this.now());
  }

  /** Save is enabled only when the plan params are modified or the plan is paused (doc 3 §2). */
  get canSave(): boolean {
    return !this.editor.editing && (this.planParams?.modified === true || this.paused);
  }

  /** 'Save Changes' is enabled only when the day in edit has something unsaved and the terms are accepted (doc 3 §2). */
  get canSaveChanges(): boolean {
    return this.editor.unsaved && this.termsAccepted && this.busy === null;
  }

  setTermsAccepted(accepted: boolean): void {
    this.termsAccepted = accepted;
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
    const dish = this.editor.dishById.get(dishId);
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

  /** 'Change items': the day goes into edit (the terms are asked again); a day that cannot be changed answers why. */
  startEditing(day: number): string | null {
    const refused = this.editor.startEditing(day);
    if (refused === null) this.termsAccepted = false;
    return refused;
  }

  /** The order modification the page sends: the plan's slot, skipped days, cutlery and meal types with these lines. */
  private modification(updateDate: number, detailsData: DetailLine[], skipped: Record<number, number>) {
    const params = this.planParams;
    const orderId = this.orderId;
    const deliverySlot = params?.deliverySlot ?? params?.slot_id;
    if (!params || orderId === null || !deliverySlot) throw new Error('no order to modify');
    return { orderId, deliverySlot, detailsData, skipped, cutlery: params.cutlery === 1, updateDate, mealType: params.mealType ?? [] };
  }

  /**
   * 'Remove from skipped' (doc 3 §4): order modify with the day left out of `skipped` (the server brings the day back
   * with its default dishes and drops the day it moved to); the order is then reloaded. Answers the server's message.
   */
  async removeFromSkipped(day: number): Promise<string> {
    const skipped = Object.fromEntries(Object.entries(this.planParams?.skipped ?? {}).filter(([key]) => Number(key) !== day));
    const modification = this.modification(day, [], skipped);
    this.busy = 'unskip';
    try {
      const reply = await this.client.call('order', 'modify', modification);
      await this.load(true);
      return reply.message;
    } finally {
      runInAction(() => (this.busy = null));
    }
  }

  /**
   * 'Save Changes': sends the day in edit (order modify; custommodify for an additional delivery), then reloads the
   * order. Refused (the server's message) the day stays in edit.
   */
  async saveChanges(): Promise<string> {
    const editing = this.editor.editing;
    if (!editing) throw new Error('no day in edit');
    const modification = this.modification(editing.day, this.editor.editedLines, this.planParams?.skipped ?? {});
    this.busy = 'save';
    try {
      const additional = editing.bag === ('additional' satisfies Bag);
      const reply = additional
        ? await this.client.call('order', 'custommodify', { ...modification, customMealPlan: true })
        : await this.client.call('order', 'modify', modification);
      runInAction(() => {
        const target = additional ? this.customPlan : this.mealPlan;
        target[editing.day] = editing.meals;
        this.editor.finishEditing();
        this.termsAccepted = false;
      });
      await this.load(true);
      return reply.message;
    } finally {
      runInAction(() => (this.busy = null));
    }
  }
}
