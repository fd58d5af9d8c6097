export interface HomeSession {
  isSignedIn: boolean;
  hasPlan: boolean;
  /** renewPlan and canBeRenewed are both true. */
  canRenew: boolean;
}

/** planRequest: the plan-request popup; renewRequest: the renewal request; null: disabled. */
export type BuildAction = 'planRequest' | 'renewRequest' | null;

export interface BuildButton {
  label: 'Build my meal plan' | 'Renew meal plan';
  action: BuildAction;
}

/** spec 1 §4 "Home button": no plan -> build (request popup); renewable -> renew; otherwise disabled. */
export function buildButton(session: HomeSession): BuildButton {
  if (!session.isSignedIn || !session.hasPlan) return { label: 'Build my meal plan', action: 'planRequest' };
  if (session.canRenew) return { label: 'Renew meal plan', action: 'renewRequest' };
  return { label: 'Build my meal plan', action: null };
}

/** "View / Modify my menu" and "Change delivery address" need a signed-in customer with a plan. */
export function planButtonsEnabled(session: HomeSession): boolean {
  return session.isSignedIn && session.hasPlan;
}
