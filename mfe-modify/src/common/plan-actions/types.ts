// What the plan actions are given (documented for callers in index.tsx).
import type { SessionStore, SocketClient } from '@mealplan/shared/session';
import type { ModalOpener } from '@mealplan/shared/ui';

/** The socket calls a plan-action store makes (the page services' client, or a test's fake). */
export type PlanActionClient = Pick<SocketClient, 'call'>;

export interface PlanActionServices {
  /** The page's socket client (usePageStore's services.client). */
  client: PlanActionClient;
  /** The session (read only): the user id for the cart gate and the renew request's contact. */
  session: Pick<SessionStore, 'user_id'>;
  /** The clock, unix seconds (default: the real clock). */
  now?: () => number;
  /** The site's holidays, "YYYY-MM-DD" (default: the settings store's 'holidays'). */
  holidays?: readonly string[];
}

/** How a dialog shows in the shell's one modal: the kit's useModal opener of the page that opened it. */
export type PlanModal = ModalOpener;

/** The order the dialog was opened for is neither the active nor the renewed plan (shown as 'planActions.notFound'). */
export class PlanNotFound extends Error {
  readonly messageId = 'planActions.notFound';
  constructor() {
    super('planActions.notFound');
    this.name = 'PlanNotFound';
  }
}
