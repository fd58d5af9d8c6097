// Where a checkout step's page sends the customer instead of opening (doc 2 §2.3, §4.5). A pure rule, so the
// guard hook and its tests read the same decision.
import { isInBuffer } from '@mealplan/shared/domain';
import { CHECKOUT_STEP_PATHS, type CheckoutStep } from './checkoutSteps';

export interface CheckoutGuardState {
  /** getPending has answered for this visit. */
  pendingLoaded: boolean;
  /** The customer's saved checkout plan (getPending), with its first plan day (Dubai day start). */
  pending: { checkoutId: number; firstDay: number } | null;
  /** Step 2's in-progress choices. */
  dietId: number | null;
  mealTypes: readonly number[];
}

/** A saved plan whose first day is in the past or within the 3 locked days needs a new start date. */
export function needsNewStart(pending: CheckoutGuardState['pending'], now: number): boolean {
  return pending !== null && isInBuffer(pending.firstDay, now);
}

export type CheckoutGuardDecision = { kind: 'wait' } | { kind: 'redirect'; to: string } | { kind: 'open' };

const goTo = (to: string): CheckoutGuardDecision => ({ kind: 'redirect', to });
const OPEN: CheckoutGuardDecision = { kind: 'open' };

/**
 * Wait until the saved plan is known; then the path to go to instead, or open the step.
 * - A saved plan (still startable) sends steps 1–3 to the menus: revisiting opens step 4.
 * - A saved plan whose first day is past or within 3 days sends the menus and summary to the delivery dates, where
 *   steps 1–3 stay open to choose again.
 * - Without a saved plan (no checkout id) the menus and summary go to /checkout; step 3 goes to /checkout without a
 *   diet and to the meal-types step without meal types.
 */
export function checkoutRedirect(step: CheckoutStep, state: CheckoutGuardState, now: number): CheckoutGuardDecision {
  if (!state.pendingLoaded) return { kind: 'wait' };
  const { pending } = state;
  if (step >= 4) {
    if (pending === null) return goTo(CHECKOUT_STEP_PATHS[1]);
    return needsNewStart(pending, now) ? goTo(CHECKOUT_STEP_PATHS[3]) : OPEN;
  }
  if (pending !== null && !needsNewStart(pending, now)) return goTo(CHECKOUT_STEP_PATHS[4]);
  if (step === 3) {
    if (!state.dietId) return goTo(CHECKOUT_STEP_PATHS[1]);
    if (state.mealTypes.length === 0) return goTo(CHECKOUT_STEP_PATHS[2]);
  }
  return OPEN;
}
