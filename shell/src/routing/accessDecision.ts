import { SIGN_IN_PATH } from '@mealplan/shared/session';
import { conditionHolds, type Access, type PlanFacts, type RouteCondition } from '@mealplan/shared/federation';

const HOME_PATH = '/';

export interface SessionState {
  isSignedIn: boolean;
  /** The session check of spec 1 §4 has answered. */
  cc: boolean;
  /** The signed-in customer's plan facts (null for a guest), read by a route's condition. */
  user?: PlanFacts | null;
}

export type AccessDecision = { kind: 'render' } | { kind: 'wait' } | { kind: 'redirect'; to: string };

/**
 * Route guards: signed out on a signed-in route -> /sign-in; signed in on an account-access route -> /; a customer
 * who does not meet the route's condition (declared by its remote in routes.json) -> /.
 */
export function accessDecision(access: Access, session: SessionState, when?: RouteCondition): AccessDecision {
  if (access === 'any') return { kind: 'render' };
  if (session.isSignedIn && !session.cc) return { kind: 'wait' };
  if (access === 'signedIn' && !session.isSignedIn) return { kind: 'redirect', to: SIGN_IN_PATH };
  if (access === 'signedOut' && session.isSignedIn) return { kind: 'redirect', to: HOME_PATH };
  if (when && access === 'signedIn') {
    if (!session.user) return { kind: 'wait' };
    if (!conditionHolds(when, session.user)) return { kind: 'redirect', to: HOME_PATH };
  }
  return { kind: 'render' };
}
