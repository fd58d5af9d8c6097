export interface HomeSession {
  isSignedIn: boolean;
  hasPlan: boolean;
  /** renewPlan and canBeRenewed are both true. */
  canRenew: boolean;
}

/** planRequest: the plan-request popup; renewRequest: the renewal request; null: disabled. */
export type BuildAction = 'planRequest' | 'renewRequest' | null;

export interface BuildButton {
  /** build: "Build my meal plan"; renew: "Renew meal plan" (texts in the area's catalogue). */
  kind: 'build' | 'renew';
  action: BuildAction;
}

/** spec 1 §4 "Home button": no plan -> build (request popup); renewable -> renew; otherwise disabled. */
export function buildButton(session: HomeSession): BuildButton {
  if (!session.isSignedIn || !session.hasPlan) return { kind: 'build', action: 'planRequest' };
  if (session.canRenew) return { kind: 'renew', action: 'renewRequest' };
  return { kind: 'build', action: null };
}

/** "View / Modify my menu" and "Change delivery address" need a signed-in customer with a plan. */
export function planButtonsEnabled(session: HomeSession): boolean {
  return session.isSignedIn && session.hasPlan;
}
