// The calls of /menu/plan: the reference lists it reads, the diet's custom plans, the draft kept by "Save for
// Later" (order getDraft, spec 2 §4.1) for a visit that starts without the wizard's state. Saving for later is the
// wizard store's (wizardStore.saveForLater()).
import { referenceStore, socketClient } from '@mealplan/shared/session';
import type { ReferenceListName } from '@mealplan/shared/protocol';
import type { WizardStore } from '../../common/wizard/wizardStore';
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

/** Whether the wizard holds a plan to choose dishes for (step 1 saved: plan, diet, date, meal types). */
export function hasPlan(wizard: WizardStore): boolean {
  const { mealPlan, diet, date, mealType } = wizard.planParams;
  return !!mealPlan && !!diet && !!date && (mealType?.length ?? 0) > 0;
}

/**
 * Loads what the page needs: the reference lists; the server draft when this device holds no plan (another device
 * saved it for later); the diet's custom plans when the wizard has none yet.
 */
export async function loadPlanPage(wizard: WizardStore): Promise<void> {
  const lists = referenceStore.ensure(PLAN_REFERENCE_LISTS);
  if (!hasPlan(wizard)) {
    const { draft } = await socketClient.call('order', 'getDraft', {});
    if (draft && !hasPlan(wizard)) {
      wizard.updatePlanParams(draft.planParams);
      wizard.setMealPlan(draft.mealPlan);
      if (draft.customPlans) wizard.setCustomPlans(draft.customPlans);
    }
  }
  const { diet, mealType } = wizard.planParams;
  if (wizard.customPlans.length === 0 && diet && mealType?.length) {
    const { customPlans } = await socketClient.call('custom_plan', 'get', { diet_id: diet, mealTypes: mealType });
    wizard.setCustomPlans(customPlans);
  }
  await lists;
}
