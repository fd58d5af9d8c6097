// What the plan-action stores and dialogs are given (documented for callers in index.ts).
import type { ModalStore } from '@mealplan/shared/modal';
import type { SessionStore, SocketClient } from '@mealplan/shared/session';

/** The socket calls a plan-action store makes (the page services' client, or a test's fake). */
export type PlanActionClient = Pick<SocketClient, 'call'>;

export interface PlanActionDeps {
  /** The page's socket client (usePageStore's services.client). */
  client: PlanActionClient;
  /** The session (read only): the user id for the cart gate and the renew request's contact. */
  session: Pick<SessionStore, 'user_id'>;
  /** The clock, unix seconds (default: the real clock). */
  now?: () => number;
  /** The modal to draw in (default: the shell's one modal store; tests pass their own). */
  modal?: ModalStore;
  /** The site's holidays, "YYYY-MM-DD" (default: the settings store's 'holidays'). */
  holidays?: readonly string[];
}

/** The order the dialog was opened for is neither the active nor the renewed plan (shown as 'planActions.notFound'). */
export class PlanNotFound extends Error {
  constructor() {
    super('planActions.notFound');
    this.name = 'PlanNotFound';
  }
}
