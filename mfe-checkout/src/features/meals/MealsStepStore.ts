// Step 2 /checkout/meal-types-and-days 'Diet Type & Meals' (doc 2 §2.3, §4.5, §5.6, §9): the diet (resets the meal
// types to the diet's), the meal types (a main meal toggles its side when the diet has sides), the number of days
// (presets, or 7 to 90 from a list; sets the plan and its usual weekdays off). The choices live in the visit's store,
// so steps 1 and 3 see them; the rules are the shared ones.
import { makeAutoObservable } from 'mobx';
import {
  CHECKOUT_DEFAULT_DAYS,
  CHECKOUT_DEFAULT_DIET_ID,
  dietMealTypes,
  mainMealTypes,
  planForDays,
  planPrice,
  sideTypesOf,
  toggleMealType,
  validateCheckoutStep2,
  type RuleMessage,
  type Validation,
} from '@mealplan/shared/domain';
import type { Diet, MealType, Plan, PriceRow } from '@mealplan/shared/protocol';
import type { CheckoutVisitStore } from '../../common/CheckoutVisitStore';

/** The reference lists step 2 reads (undefined until loaded). */
export interface MealsCatalogue {
  diets(): readonly Diet[] | undefined;
  mealTypes(): readonly MealType[] | undefined;
  /** Allowed meal-type combinations (mealtypeMobCombinations). */
  combinations(): readonly (readonly number[])[] | undefined;
  plans(): readonly Plan[] | undefined;
  prices(): readonly PriceRow[] | undefined;
}

export class MealsStepStore {
  /** Continue was pressed: the section messages show from then on. */
  submitted = false;

  constructor(
    private readonly visit: CheckoutVisitStore,
    private readonly catalogue: MealsCatalogue,
  ) {
    makeAutoObservable<MealsStepStore, 'visit' | 'catalogue'>(this, { visit: false, catalogue: false }, { autoBind: true });
  }

  get choices() {
    return this.visit.choices;
  }

  get diets(): readonly Diet[] {
    return this.catalogue.diets() ?? [];
  }

  get diet(): Diet | undefined {
    return this.diets.find((diet) => diet.id === this.choices.dietId);
  }

  private get types(): readonly MealType[] {
    return this.catalogue.mealTypes() ?? [];
  }

  /** The chosen diet's main (top-level) meal types, in the menu's order. */
  get mainTypes(): MealType[] {
    const diet = this.diet;
    if (!diet) return [];
    return this.types.filter((type) => type.parent_id === 0 && diet.mealtypes.includes(type.id)).sort((a, b) => a.order - b.order);
  }

  /** How many main meal types a diet offers. */
  mainTypeCount(diet: Diet): number {
    return this.types.filter((type) => type.parent_id === 0 && diet.mealtypes.includes(type.id)).length;
  }

  /** The side types that come with a main meal on the chosen diet. */
  sidesOf(mainTypeId: number): MealType[] {
    const diet = this.diet;
    if (!diet) return [];
    const ids = sideTypesOf(mainTypeId, diet, this.types);
    return this.types.filter((type) => ids.includes(type.id));
  }

  isChosen(typeId: number): boolean {
    return this.choices.mealTypes.includes(typeId);
  }

  /** Preselects the spec's defaults (diet 30 with its meals, 20 days) on a fresh start, once the lists are there. */
  applyDefaults(): void {
    const { dietId, daysCount, mealTypes } = this.choices;
    if (dietId !== null || daysCount !== null || mealTypes.length > 0) return;
    const diet = this.diets.find((item) => item.id === CHECKOUT_DEFAULT_DIET_ID);
    if (diet) this.chooseDiet(diet.id);
    this.chooseDays(CHECKOUT_DEFAULT_DAYS);
  }

  /** Choosing a diet resets the meal types to the diet's. */
  chooseDiet(dietId: number): void {
    const diet = this.diets.find((item) => item.id === dietId);
    this.visit.updateChoices({ dietId, mealTypes: diet ? dietMealTypes(diet) : [] });
  }

  toggleMealType(typeId: number): void {
    const diet = this.diet;
    if (!diet) return;
    this.visit.updateChoices({ mealTypes: toggleMealType(this.choices.mealTypes, typeId, diet, this.types) });
  }

  /** Choosing days sets the plan, and the weekdays without delivery to the plan's usual ones (step 3 may change them). */
  chooseDays(daysCount: number): void {
    const plan = planForDays(this.catalogue.plans() ?? [], daysCount);
    this.visit.updateChoices({ daysCount, excludeWeekDays: plan ? [...plan.excludeWeekDay] : [] });
  }

  get validation(): Validation {
    const { dietId, mealTypes, daysCount } = this.choices;
    return validateCheckoutStep2({
      dietId,
      dietMealTypes: this.diet?.mealtypes ?? [],
      // The combinations are of main meals: a side comes with its main and counts for nothing (doc 2 §4.5).
      mealTypes: mainMealTypes(mealTypes, this.types),
      daysCount,
      combinations: this.catalogue.combinations(),
    });
  }

  /** A section's message once Continue was pressed (diet_id, mealTypes, days_count). */
  errorOf(field: 'diet_id' | 'mealTypes' | 'days_count'): RuleMessage | null {
    return this.submitted ? (this.validation.errors[field] ?? null) : null;
  }

  /** The plan's price for the chosen diet, meals and days (fils); null until all are chosen and priced. */
  get price(): number | null {
    const { dietId, mealTypes, daysCount } = this.choices;
    const plan = daysCount ? planForDays(this.catalogue.plans() ?? [], daysCount) : undefined;
    if (!dietId || !plan || mealTypes.length === 0) return null;
    return planPrice({ rows: this.catalogue.prices() ?? [], dietId, planId: plan.id, mealTypeIds: mealTypes, dayCount: plan.count });
  }

  /** Continue: the first message when the step is incomplete (shown by the page), else null and step 3 may open. */
  submit(): RuleMessage | null {
    this.submitted = true;
    return this.validation.message;
  }
}
