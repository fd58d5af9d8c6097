// The day editor (doc 2 §2.3 "Day view", "Edit day view", §5.8; doc 3 §2, §4 "Day editing", "Dish selection"): one
// MobX store for the checkout's unpaid plan, the wizard's draft and /modify's live plan. It holds the day chosen, the
// day in edit (its bag, its meals as changed so far, whether they are unsaved), the meal type chosen, the dish whose
// details show, and the dish and side rules. Each area's store gives it the plan (`DayEditorPlan`) and keeps its own
// flow: loading, saving, skipping.
import { makeAutoObservable, toJS } from 'mobx';
import {
  classifyDishChoice,
  dayNutrition,
  isDishExcluded,
  orderByPreference,
  ruleDishOf,
  selectableSides,
  type DayMeals,
  type DayNutrition,
  type DishArea,
  type DishVerdict,
  type DomainMessageId,
  type SideSlots,
  type UserPrefs,
} from '../domain';
import type { DetailLine, Dish, Ingredient, MealType } from '../protocol';
import { canEditDay, dayEditState, dayStateMessage, dishesInOtherBag, isUnsaved, type DayEditState } from './dayRules';

/** A day's delivery: the plan's own, or an additional delivery on the same date (doc 3 §3 "User side": bag). */
export type Bag = 'plan' | 'additional';

/** The reference lists the editor reads. */
export interface DayEditorCatalog {
  dishes: readonly Dish[];
  mealTypes: readonly MealType[];
  ingredients: readonly Ingredient[];
}

/** What an area's store tells the editor about its plan. */
export interface DayEditorPlan {
  /** The plan's meal type ids (top-level and side types). */
  mealTypeIds(): readonly number[];
  /** The plan's days in date order (with the additional deliveries and, on /modify, the skipped days). */
  days(): readonly number[];
  /** A bag's saved meals on a day; undefined when the day has no such bag. */
  savedMeals(day: number, bag: Bag): DayMeals | undefined;
  /** Paused or skipped (the checkout and the wizard have neither). */
  facts?(day: number): { paused?: boolean; skipped?: boolean };
  /** Whether the day's lock applies (the wizard's draft has none: its days are checked at checkout). */
  locks?: boolean;
  /** The dishes a meal type may take on a day, before the preference filters. */
  dishPool(day: number, mainTypeId: number): readonly Dish[];
  /** The side dishes a side type may take on a day, before the preference filters. */
  sidePool(day: number, sideType: MealType, mainTypeId: number): readonly Dish[];
  /** The side slots a day shows when its meals name none (the diet's default sides). */
  defaultSides?(sideTypeId: number): SideSlots;
  /**
   * A draft edited in place (the wizard's): the day always in edit, and every change kept at once. Without it a day
   * goes into edit with 'Change items' and its changes wait for the area's save.
   */
  live?: { day(): number | null; commit(day: number, meals: DayMeals): void };
}

export interface DayEditorOptions {
  plan: DayEditorPlan;
  catalog: () => DayEditorCatalog;
  prefs: () => UserPrefs;
  now: () => number;
  /** Whose texts the dish rules use; /modify also lets a click on the chosen dish deselect it (doc 3 §4). */
  area: DishArea;
}

/** The outcome of a click on a dish: applied, removed, unchanged, or the rule's verdict to show. */
export type DishClick = { kind: 'applied' } | { kind: 'removed' } | { kind: 'unchanged' } | Exclude<DishVerdict, { kind: 'ok' }>;

export interface DayEdit {
  day: number;
  bag: Bag;
  meals: DayMeals;
}

/** A side slot of a meal type on a day and the dish in it. */
export interface SideSlot {
  slot: number;
  dish: Dish | undefined;
}

/** A day's meals to edit apart from the saved ones (side slots are objects of their own). */
const copyMeals = (meals: DayMeals): DayMeals =>
  Object.fromEntries(Object.entries(meals).map(([type, entry]) => [type, typeof entry === 'number' ? entry : { ...entry }]));

const present = <T>(value: T | undefined): value is T => value !== undefined;

export class DayEditor {
  selectedDay: number | null = null;
  /** The day being edited ('Change items'), with its meals as changed so far; null when no day is in edit. */
  private edit: DayEdit | null = null;
  editType: number | null = null;
  /** The side slot whose list of choices is open. */
  changingSlot: number | null = null;
  /** The dish whose details show (the dish panel); it follows the chosen day. */
  detailsDishId: number | null = null;

  private readonly options: DayEditorOptions;

  constructor(options: DayEditorOptions) {
    this.options = options;
    makeAutoObservable<DayEditor, 'options'>(this, { options: false }, { autoBind: true });
  }

  private get plan(): DayEditorPlan {
    return this.options.plan;
  }

  /** The day in edit with its meals: the edit in progress, or on a live draft the day shown with its saved meals. */
  get editing(): DayEdit | null {
    const live = this.plan.live;
    if (!live) return this.edit;
    const day = live.day();
    return day === null ? null : { day, bag: 'plan', meals: this.plan.savedMeals(day, 'plan') ?? {} };
  }

  set editing(edit: DayEdit | null) {
    this.edit = edit;
  }

  /** Changes the meals in edit: in place, or on a live draft as a new day kept at once. */
  private change(update: (meals: DayMeals) => void): void {
    const editing = this.editing;
    if (!editing) return;
    const live = this.plan.live;
    if (!live) return update(editing.meals);
    const meals = copyMeals(toJS(editing.meals));
    update(meals);
    live.commit(editing.day, meals);
  }

  get catalog(): DayEditorCatalog {
    return this.options.catalog();
  }

  get prefs(): UserPrefs {
    return this.options.prefs();
  }

  get dishById(): ReadonlyMap<number, Dish> {
    return new Map(this.catalog.dishes.map((dish) => [dish.id, dish]));
  }

  // ---- the plan's days ----

  /** The plan's top-level meal types (parent_id 0), in the catalogue's order. */
  get mainTypes(): MealType[] {
    const chosen = this.plan.mealTypeIds();
    return this.catalog.mealTypes.filter((type) => chosen.includes(type.id) && type.parent_id === 0).sort((a, b) => a.order - b.order);
  }

  /** The side type of a main type: its child among the plan's meal types, else its first child in the catalogue. */
  sideTypeOf(mainTypeId: number): MealType | undefined {
    const chosen = this.plan.mealTypeIds();
    const children = this.catalog.mealTypes.filter((type) => type.parent_id === mainTypeId);
    return children.find((type) => chosen.includes(type.id)) ?? children[0];
  }

  get days(): number[] {
    return [...this.plan.days()];
  }

  /** The day's bags: the plan's, an additional delivery's, or both. */
  bagsOf(day: number): Bag[] {
    const bags = (['plan', 'additional'] as const).filter((bag) => this.plan.savedMeals(day, bag) !== undefined);
    return bags.length > 0 ? bags : ['plan'];
  }

  /** The state of a bag of a day (the day's first bag by default): skipped, paused, additional, locked or editable. */
  stateOf(day: number, bag: Bag = this.bagsOf(day)[0]!): DayEditState {
    const facts = this.plan.facts?.(day) ?? {};
    const now = this.plan.locks === false ? Number.NEGATIVE_INFINITY : this.options.now();
    return dayEditState({ day, now, ...facts, additional: bag === 'additional' });
  }

  /** The text shown instead of the change buttons, or null. */
  stateMessage(day: number, bag?: Bag): DomainMessageId | null {
    return dayStateMessage(this.stateOf(day, bag));
  }

  /** The bag a day's 'Change items' edits: its first editable one, or null. */
  editableBag(day: number): Bag | null {
    return this.bagsOf(day).find((bag) => canEditDay(this.stateOf(day, bag))) ?? null;
  }

  /** The day shown: the chosen one, else the first day that can still be changed, else the first day. */
  get activeDay(): number | null {
    const days = this.days;
    if (this.selectedDay !== null && days.includes(this.selectedDay)) return this.selectedDay;
    return days.find((day) => this.editableBag(day) !== null) ?? days[0] ?? null;
  }

  /** Another day cannot be chosen while a day is in edit; the dish panel follows the chosen day. */
  selectDay(day: number): boolean {
    if (this.editing && this.editing.day !== day && !this.plan.live) return false;
    if (!this.days.includes(day)) return true;
    if (day !== this.activeDay) this.detailsDishId = null;
    this.selectedDay = day;
    return true;
  }

  /** A bag's meals as shown: the edit in progress, else the saved ones. */
  mealsOf(day: number, bag: Bag = 'plan'): DayMeals {
    if (this.editing?.day === day && this.editing.bag === bag) return this.editing.meals;
    return this.plan.savedMeals(day, bag) ?? {};
  }

  mainDish(day: number, mainTypeId: number, bag: Bag = 'plan'): Dish | undefined {
    const chosen = this.mealsOf(day, bag)[mainTypeId];
    return typeof chosen === 'number' ? this.dishById.get(chosen) : undefined;
  }

  /** The side slots of a main type on a day: the day's own, else the diet's default slots, in slot order. */
  sideSlots(day: number, mainTypeId: number, bag: Bag = 'plan'): SideSlot[] {
    const side = this.sideTypeOf(mainTypeId);
    if (!side) return [];
    const entry = this.mealsOf(day, bag)[side.id];
    const slots: SideSlots = typeof entry === 'object' ? entry : (this.plan.defaultSides?.(side.id) ?? {});
    return Object.entries(slots)
      .map(([slot, dishId]) => ({ slot: Number(slot), dish: this.dishById.get(dishId) }))
      .sort((a, b) => a.slot - b.slot);
  }

  /** Every dish of a bag of the day: the main dishes and their sides. */
  dayDishes(day: number, bag: Bag = 'plan'): Dish[] {
    return this.mainTypes.flatMap((type) =>
      [this.mainDish(day, type.id, bag), ...this.sideSlots(day, type.id, bag).map((entry) => entry.dish)].filter(present),
    );
  }

  /** The day's calories, protein, carbohydrate and fat (kcal and grams). */
  dayNutrition(day: number, bag: Bag = 'plan'): DayNutrition {
    return dayNutrition(this.dayDishes(day, bag));
  }

  // ---- the dish panel ----

  /** The dish whose details show, while it belongs to the day shown (or to the edit's offer). */
  get detailsDish(): Dish | undefined {
    const day = this.activeDay;
    if (this.detailsDishId === null || day === null) return undefined;
    const ofDay = this.bagsOf(day).some((bag) => this.dayDishes(day, bag).some((dish) => dish.id === this.detailsDishId));
    const offered = this.editing !== null && this.mainTypes.some((type) => this.offered(type.id).some((dish) => dish.id === this.detailsDishId));
    return ofDay || offered ? this.dishById.get(this.detailsDishId) : undefined;
  }

  showDetails(dishId: number | null): void {
    this.detailsDishId = dishId;
  }

  // ---- editing ----

  /** 'Change items': the day goes into edit; a day that cannot be changed answers why instead. */
  startEditing(day: number | null = this.activeDay): DomainMessageId | null {
    if (day === null) return null;
    const bag = this.editableBag(day);
    if (bag === null) return this.stateMessage(day);
    if (this.editing && this.editing.day !== day) return null;
    this.selectedDay = day;
    this.editing = { day, bag, meals: copyMeals(toJS(this.mealsOf(day, bag))) };
    this.editType = this.mainTypes[0]?.id ?? null;
    this.changingSlot = null;
    return null;
  }

  /** Leaves the edit without keeping it. */
  cancelEditing(): void {
    this.editing = null;
    this.changingSlot = null;
  }

  /** Something in the edit differs from what is saved (Save is enabled only then). */
  get unsaved(): boolean {
    const editing = this.editing;
    return editing !== null && isUnsaved(editing.meals, this.plan.savedMeals(editing.day, editing.bag));
  }

  get activeEditType(): number | null {
    const ids = this.mainTypes.map((type) => type.id);
    return this.editType !== null && ids.includes(this.editType) ? this.editType : (ids[0] ?? null);
  }

  selectEditType(mainTypeId: number): void {
    this.editType = mainTypeId;
    this.changingSlot = null;
  }

  private get editDay(): number | null {
    return this.editing?.day ?? this.activeDay;
  }

  /** The dishes a meal type may take on the day, without the excluded ones, liked first; the chosen one included. */
  offered(mainTypeId: number): Dish[] {
    const day = this.editDay;
    if (day === null) return [];
    const listed = this.plan.dishPool(day, mainTypeId).filter((dish) => !dish.parent_id);
    const chosen = this.mainDish(day, mainTypeId, this.editing?.bag);
    const candidates = chosen && !listed.some((dish) => dish.id === chosen.id) ? [chosen, ...listed] : listed;
    const shown = candidates.filter((dish) => dish.id === chosen?.id || !isDishExcluded(ruleDishOf(dish), this.prefs));
    const byId = new Map(shown.map((dish) => [dish.id, dish]));
    return orderByPreference(shown.map(ruleDishOf), this.prefs).map((dish) => byId.get(dish.id)!);
  }

  /**
   * A click on a dish of the active meal type: an allergy refuses it; a disliked ingredient or the same dish on another
   * meal type waits for a Yes (then `apply`); on /modify a click on the chosen dish deselects it.
   */
  chooseDish(dishId: number): DishClick {
    const editing = this.editing;
    const typeId = this.activeEditType;
    const dish = this.dishById.get(dishId);
    if (!editing || typeId === null || !dish) return { kind: 'unchanged' };
    this.detailsDishId = dishId;
    if (editing.meals[typeId] === dishId) {
      if (this.options.area !== 'modify') return { kind: 'unchanged' };
      this.change((meals) => delete meals[typeId]);
      return { kind: 'removed' };
    }
    const verdict = classifyDishChoice({
      dish: ruleDishOf(dish),
      prefs: this.prefs,
      mealTypeId: typeId,
      dayMeals: editing.meals,
      typeTitles: Object.fromEntries(this.mainTypes.map((type) => [type.id, type.title])),
      area: this.options.area,
    });
    if (verdict.kind !== 'ok') return verdict;
    this.apply(dishId);
    return { kind: 'applied' };
  }

  /** Puts the dish on the active meal type of the day in edit (after the customer's Yes). */
  apply(dishId: number): void {
    const typeId = this.activeEditType;
    if (!this.editing || typeId === null) return;
    this.change((meals) => (meals[typeId] = dishId));
  }

  /** The meal type (other than the active one) that already has this dish on the day in edit. */
  sameDishType(dishId: number): MealType | undefined {
    const meals = this.editing?.meals ?? {};
    return this.mainTypes.find((type) => type.id !== this.activeEditType && meals[type.id] === dishId);
  }

  /** The dishes of the bag in edit that the day's other bag also has ('the same dish on the other bag'). */
  get sameDishInOtherBag(): number[] {
    const editing = this.editing;
    if (!editing) return [];
    const others = this.bagsOf(editing.day)
      .filter((bag) => bag !== editing.bag)
      .map((bag) => this.plan.savedMeals(editing.day, bag));
    return dishesInOtherBag(editing.meals, others);
  }

  /** 'Change' on a side slot opens (or closes) its list. */
  toggleSideSlot(slot: number): void {
    this.changingSlot = this.changingSlot === slot ? null : slot;
  }

  /** The side dishes a slot may take on the day: filtered by eliminated groups and disliked dishes (doc 2 §5.8). */
  sideOptions(mainTypeId: number): Dish[] {
    const side = this.sideTypeOf(mainTypeId);
    const day = this.editDay;
    if (!side || day === null) return [];
    const candidates = this.plan.sidePool(day, side, mainTypeId);
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
    const current = this.sideSlots(editing.day, typeId, editing.bag).filter((entry) => entry.dish);
    const slots: SideSlots = Object.fromEntries(current.map((entry) => [entry.slot, entry.dish!.id]));
    this.change((meals) => (meals[side.id] = { ...slots, [slot]: dishId }));
    this.changingSlot = null;
  }

  /** The lines of the day in edit, as order modify takes them (a side slot is one line of its side type). */
  get editedLines(): DetailLine[] {
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

  /** The edit is saved: it leaves edit mode (the area's store has put the meals in its plan). */
  finishEditing(): void {
    this.editing = null;
    this.changingSlot = null;
  }
}
