import { SIGN_IN_PATH } from '@mealplan/shared/session';
import type { Access } from '@mealplan/shared/federation';

export const HOME_PATH = '/';

export interface SessionState {
  isSignedIn: boolean;
  /** The session check of spec 1 §4 has answered. */
  cc: boolean;
}

export type AccessDecision = { kind: 'render' } | { kind: 'wait' } | { kind: 'redirect'; to: string };

/** Route guards: signed out on a signed-in route -> /sign-in; signed in on an account-access route -> /. */
export function accessDecision(access: Access, session: SessionState): AccessDecision {
  if (access === 'any') return { kind: 'render' };
  if (session.isSignedIn && !session.cc) return { kind: 'wait' };
  if (access === 'signedIn' && !session.isSignedIn) return { kind: 'redirect', to: SIGN_IN_PATH };
  if (access === 'signedOut' && session.isSignedIn) return { kind: 'redirect', to: HOME_PATH };
  return { kind: 'render' };
}
