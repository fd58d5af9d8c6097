// The plan actions (spec 3 §2 "Modify plan page" modals, §4 "Skip", "Cancel", "Pause", "Renewal banner"): each
// function opens its dialog in the shell's one modal and resolves when the dialog closes. The /modify page and the
// dashboard call them; the page reloads the order (or goes to /) from the answer.
//
// `deps` (PlanActionDeps):
//   client   the page's socket client: `usePageStore(({ client, session, now }) => …)` services, or a test's fake;
//   session  the session (read only; its user_id gates the cart);
//   now      optional clock, unix seconds (default: the real clock);
//   modal    optional modal store (default: the shell's modalStore, drawn by its ModalHost);
//   holidays optional "YYYY-MM-DD" list (default: the settings store's 'holidays').
import { settingsStore } from '@mealplan/shared/session';
import { currentUnixSeconds } from '@mealplan/shared/time';
import { CancelDialog } from './CancelDialog';
import { CancelStore, type CancelArgs } from './cancelStore';
import { PauseDialog } from './PauseDialog';
import { PauseStore } from './pauseStore';
import { showPlanDialog } from './planDialog';
import { RateDishDialog } from './RateDishDialog';
import { RateDishStore, type RateDishArgs } from './rateDishStore';
import { TeamRequestDialog } from './RequestDialogs';
import { TeamRequestStore } from './requestStores';
import { SkipDayDialog } from './SkipDayDialog';
import { SkipDayStore, type SkipDayArgs } from './skipDayStore';
import type { PlanActionDeps } from './types';

export type { PlanActionDeps } from './types';
export type { SkipDayArgs, SkipPlan } from './skipDayStore';
export type { CancelArgs } from './cancelStore';
export type { RateDishArgs } from './rateDishStore';
export { CartPanel } from './CartPanel';
export { CartStore, isCartUser, CART_TEST_USER_SETTING } from './cartStore';
export { planActionCatalogues } from './i18n';

const clockOf = (deps: PlanActionDeps) => deps.now ?? currentUnixSeconds;
const holidaysOf = (deps: PlanActionDeps) => deps.holidays ?? settingsStore.holidays;

/**
 * 'This action cannot be reversed.' then `order skipTheDay` (the day moves to the end of the plan with default
 * dishes). True when the day was skipped: reload the order. Pass `plan` (the days and excluded weekdays the page holds)
 * to spare a load of the order.
 */
export function openSkipDay(deps: PlanActionDeps, args: SkipDayArgs): Promise<boolean> {
  const store = new SkipDayStore(deps.client, args, clockOf(deps), holidaysOf(deps));
  void store.load();
  return showPlanDialog(deps.modal, 'planActions.skip.title', <SkipDayDialog store={store} modal={deps.modal} />, () => store.skipped);
}

/** The pause (or, with a pause open or coming, resume) dialog. True when the plan's dates changed: reload the order. */
export function openPauseDialog(deps: PlanActionDeps, { orderId }: { orderId: number }): Promise<boolean> {
  const store = new PauseStore(deps.client, orderId, clockOf(deps), holidaysOf(deps));
  void store.load();
  return showPlanDialog(deps.modal, 'planActions.pause.title', <PauseDialog store={store} modal={deps.modal} />, () => store.changed, 'wide');
}

/**
 * The server's quote under the published policy (fee, the day it takes effect, the days still delivered, the coupon or
 * refund), the terms, then 'Cancel' or (paid order) 'Cancel and receive coupon'. True when cancelled: the caller goes to /.
 */
export function openCancelDialog(deps: PlanActionDeps, args: CancelArgs): Promise<boolean> {
  const store = new CancelStore(deps.client, args);
  void store.load();
  return showPlanDialog(deps.modal, 'planActions.cancel.title', <CancelDialog store={store} modal={deps.modal} />, () => store.cancelled);
}

/** 'Renew My Plan': the request to the team (`planRequest`), then 'Request Sent'. */
export function openRenewRequest(deps: PlanActionDeps): Promise<void> {
  const store = new TeamRequestStore(deps.client, { kind: 'renew' });
  return showPlanDialog(deps.modal, 'planActions.renew.title', <TeamRequestDialog store={store} modal={deps.modal} />, () => undefined);
}

/** The promo-package request (`alertMail` {changes: the package's name and the notes}). True when sent. */
export function openPromoRequest(deps: PlanActionDeps, { packageName }: { packageName: string }): Promise<boolean> {
  const store = new TeamRequestStore(deps.client, { kind: 'promo', packageName });
  return showPlanDialog(deps.modal, 'planActions.promo.title', <TeamRequestDialog store={store} modal={deps.modal} />, () => store.sent);
}

/** Rating a dish: 2 to 5 stars and an optional feedback of at most 250 characters (`setDishRatingNew`). */
export function openRateDish(deps: PlanActionDeps, args: RateDishArgs): Promise<void> {
  const store = new RateDishStore(deps.client, args);
  return showPlanDialog(deps.modal, 'planActions.rate.title', <RateDishDialog store={store} modal={deps.modal} />, () => undefined);
}
