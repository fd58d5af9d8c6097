// The wizard's renewal (doc 2 §2.1 "/menu ... a user with ... a renewable plan", §3 "Wizard plan params: ... build
// ('renew' or new)", §7 Wizard "order / get {orderType: 'active'} replies getOk with planParams (slot_id, mealType,
// mealPlan, diet and more)" and "profile / getForDashboard, subtype setNotification {userId, changes, thetype}"):
// a renewal starts from the choices of the plan it renews, and the team is told what the renewal keeps and changes.
import type { PlanParams } from '@mealplan/shared/protocol';
import type { WizardPlanParams } from './wizardStore';

/** setNotification's thetype for plan requests (doc 1 §7: 2 plan requests, 3 dish and general feedback). */
export const PLAN_REQUEST_NOTIFICATION = 2;

/** The choices of the plan being renewed, as step 1 holds them. */
export interface RenewedPlan {
  orderId: number;
  mealType: number[];
  diet: number | null;
  mealPlan: number | null;
  deliverySlot: number | null;
  cutlery: boolean;
}

/** The renewed plan's choices from `order get`'s plan params (null: no plan); meal types limited to the top-level ones step 1 offers. */
export function renewedPlanOf(params: PlanParams | null, mainMealTypes: ReadonlySet<number>): RenewedPlan | null {
  if (!params || typeof params.id !== 'number') return null;
  return {
    orderId: params.id,
    mealType: (params.mealType ?? []).filter((type) => mainMealTypes.has(type)),
    diet: params.diet ?? null,
    mealPlan: params.mealPlan ?? null,
    deliverySlot: params.slot_id ?? params.deliverySlot ?? null,
    cutlery: params.cutlery === 1,
  };
}

/**
 * Step 1 of a renewal takes the renewed plan's choices once: while the wizard is a renewal at step 1 whose draft was
 * not filled from that plan yet (its `id` names the plan it renews). What the customer changes afterwards is kept,
 * and a renewal of a later plan starts again from that plan. The start date stays for the customer to choose (its
 * earliest day follows the renewed plan's end, doc 2 §5.1).
 */
export function renewalPrefill(params: WizardPlanParams, plan: RenewedPlan | null): Partial<WizardPlanParams> | null {
  if (!plan || params.build !== 'renew' || (params.step ?? 1) !== 1 || params.id === plan.orderId) return null;
  return {
    id: plan.orderId,
    mealType: [...plan.mealType],
    diet: plan.diet,
    mealPlan: plan.mealPlan,
    deliverySlot: plan.deliverySlot,
    cutlery: plan.cutlery,
    date: null,
  };
}

const list = (ids: readonly number[]) => (ids.length ? [...ids].sort((a, b) => a - b).join(', ') : 'none');
const ref = (id: number | null | undefined) => (id === null || id === undefined ? 'none' : `#${id}`);
const line = (name: string, before: string, after: string) => `${name}: ${before === after ? `${after} (unchanged)` : `${before} -> ${after}`}`;

/** The team's notification (setNotification changes) when a renewal's step 1 is saved: each choice kept or changed. */
export function renewalChanges(plan: RenewedPlan, params: WizardPlanParams): string {
  return [
    `Renewal of meal plan #${plan.orderId} in the plan wizard`,
    line('Meal types', list(plan.mealType), list(params.mealType ?? [])),
    line('Diet', ref(plan.diet), ref(params.diet)),
    line('Plan (duration)', ref(plan.mealPlan), ref(params.mealPlan)),
    line('Delivery slot', ref(plan.deliverySlot), ref(params.deliverySlot)),
    line('Cutlery', plan.cutlery ? 'Yes' : 'No', params.cutlery ? 'Yes' : 'No'),
  ].join('\n');
}
