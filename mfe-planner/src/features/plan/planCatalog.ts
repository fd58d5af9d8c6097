// The reference lists /menu/plan reads (get_arrays), in the shape its store takes.
import { referenceStore } from '@mealplan/shared/session';
import type { ReferenceListName } from '@mealplan/shared/protocol';
import type { PlanCatalog } from './planStore';

export const PLAN_REFERENCE_LISTS = [
  'products',
  'typeList',
  'planList',
  'dietList',
  'ingredientList',
  'dishGroups',
] as const satisfies readonly ReferenceListName[];

/** The lists as loaded so far (read inside an observer or a computed). */
export function planCatalog(): PlanCatalog {
  return {
    dishes: referenceStore.get('products') ?? [],
    mealTypes: referenceStore.get('typeList') ?? [],
    plans: referenceStore.get('planList') ?? [],
    diets: referenceStore.get('dietList') ?? [],
    ingredients: referenceStore.get('ingredientList') ?? [],
    dishGroups: referenceStore.get('dishGroups') ?? [],
  };
}
