export interface HomeSession {
  isSignedIn: boolean;
  hasPlan: boolean;
  /** The plan is renewable (SessionStore.canRenew: the domain rule canRenewPlan, renewPlan and canBeRenewed). */
  canRenew: boolean;
}

/**
 * planRequest: the plan-request popup (a guest); buildPlan / renewPlan: the wizard at /menu with build 'new' /
 * 'renew'; null: disabled.
 */
export type BuildAction = 'planRequest' | 'buildPlan' | 'renewPlan' | null;

export interface BuildButton {
  /** build: "Build my meal plan"; renew: "Renew meal plan" (texts in the area's catalogue). */
  kind: 'build' | 'renew';
  action: BuildAction;
}

/**
 * spec 1 §2 and §4 "Home button" (they disagree; issue 10 decides): a guest gets the plan-request popup; a
 * signed-in customer without a plan builds one in the wizard; a renewable plan is renewed in the wizard; other
 * plan holders see the button disabled.
 */
export function buildButton(session: HomeSession): BuildButton {
  if (!session.isSignedIn) return { kind: 'build', action: 'planRequest' };
  if (!session.hasPlan) return { kind: 'build', action: 'buildPlan' };
  if (session.canRenew) return { kind: 'renew', action: 'renewPlan' };
  return { kind: 'build', action: null };
}

/** "View / Modify my menu" and "Change delivery address" need a signed-in customer with a plan. */
export function planButtonsEnabled(session: HomeSession): boolean {
  return session.isSignedIn && session.hasPlan;
}
