import { makeAutoObservable, runInAction } from 'mobx';
import { hasErrors, validateDishFeedback, type FieldErrors } from '@mealplan/shared/account';

export interface DeliveredDish {
  id: number;
  title: string;
  /** Preview image address; empty when the dish has none. */
  preview: string;
  /** Thousandths, like every nutrition value on the wire. */
  calories: number;
  fat: number;
  protein: number;
  carb: number;
  types: number[];
  rating: number;
  feedback: string;
}

export interface DishFeedbackDraft {
  rating: number;
  feedback: string;
}

export interface DishFeedbackApi {
  getDishes(): Promise<{ dishes: DeliveredDish[]; types: number[] }>;
  /** Resolves with the server message; rejects with the server error. */
  saveDishFeedback(dishId: number, draft: DishFeedbackDraft): Promise<string>;
}

export type SaveResult = { kind: 'invalid' } | { kind: 'saved'; message: string } | { kind: 'unchanged' };

const EMPTY_DRAFT: DishFeedbackDraft = { rating: 0, feedback: '' };

/** State of /feedback/dish: the delivered dishes, the type tab, the selected dish and its form. */
export class DishFeedbackStore {
  dishes: DeliveredDish[] = [];
  types: number[] = [];
  activeType: number | null = null;
  loaded = false;
  selectedId: number | null = null;
  draft: DishFeedbackDraft = EMPTY_DRAFT;
  saved = true;
  errors: FieldErrors = {};
  pendingId: number | null = null;

  constructor(private readonly api: DishFeedbackApi) {
    makeAutoObservable<DishFeedbackStore, 'api'>(this, { api: false }, { autoBind: true });
  }

  get visibleDishes(): DeliveredDish[] {
    const type = this.activeType;
    return type === null ? this.dishes : this.dishes.filter((dish) => dish.types.includes(type));
  }

  get selected(): DeliveredDish | undefined {
    return this.dishes.find((dish) => dish.id === this.selectedId);
  }

  async load(): Promise<void> {
    const { dishes, types } = await this.api.getDishes();
    runInAction(() => {
      this.dishes = dishes;
      this.types = types;
      this.activeType = null;
      this.loaded = true;
    });
  }

  setActiveType(type: number | null): void {
    this.activeType = type;
  }

  /** Returns true when the unsaved-changes question must be asked first. */
  select(dishId: number): boolean {
    if (dishId === this.selectedId) return false;
    if (!this.saved) {
      this.pendingId = dishId;
      return true;
    }
    this.open(dishId);
    return false;
  }

  /** Editing a field marks the form unsaved; an identical draft changes nothing. */
  edit(draft: DishFeedbackDraft): void {
    if (draft.rating === this.draft.rating && draft.feedback === this.draft.feedback) return;
    this.draft = { rating: draft.rating, feedback: draft.feedback };
    this.saved = false;
  }

  discard(): void {
    if (this.pendingId !== null) this.open(this.pendingId);
  }

  cancelSwitch(): void {
    this.pendingId = null;
  }

  async save(): Promise<SaveResult> {
    const dishId = this.selectedId;
    if (this.saved || dishId === null) return { kind: 'unchanged' };
    const errors = validateDishFeedback(this.draft);
    if (hasErrors(errors)) {
      this.errors = errors;
      this.pendingId = null;
      return { kind: 'invalid' };
    }
    const draft = { ...this.draft };
    const message = await this.api.saveDishFeedback(dishId, draft);
    runInAction(() => {
      this.dishes = this.dishes.map((dish) => (dish.id === dishId ? { ...dish, ...draft } : dish));
      this.saved = true;
      this.errors = {};
      if (this.pendingId !== null) this.open(this.pendingId);
    });
    return { kind: 'saved', message };
  }

  private open(dishId: number): void {
    const dish = this.dishes.find((candidate) => candidate.id === dishId);
    this.selectedId = dishId;
    this.draft = dish ? { rating: dish.rating, feedback: dish.feedback } : EMPTY_DRAFT;
    this.saved = true;
    this.errors = {};
    this.pendingId = null;
  }
}
