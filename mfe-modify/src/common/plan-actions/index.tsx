// The plan actions (spec 3 §2 "Modify plan page" modals, §4 "Skip", "Cancel", "Pause", "Renewal banner"): a page
// gets its PlanActions with `const actions = usePlanActions()` and calls `actions.skipDay(…)`, `actions.pause(…)`…;
// each opens its dialog (its own store, per opening) in the shell's one modal through the page's useModal and
// resolves when the dialog closes. The page reloads its order (or goes to /) from the answer. The page never holds
// the socket client: PlanActions gets it with the page's services.
import { settingsStore } from '@mealplan/shared/session';
import { usePageStore } from '@mealplan/shared/stores';
import { currentUnixSeconds } from '@mealplan/shared/time';
import { useModal } from '@mealplan/shared/ui';
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
import type { PlanActionServices, PlanModal } from './types';

export type { PlanActionServices, PlanModal } from './types';
export type { SkipDayArgs, SkipPlan } from './skipDayStore';
export type { CancelArgs } from './cancelStore';
export type { RateDishArgs } from './rateDishStore';
export { CartPanel } from './CartPanel';
export { CartStore, isCartUser, CART_TEST_USER_SETTING } from './cartStore';
export { planActionCatalogues } from './i18n';

/** The plan actions a page offers, each a dialog with its own store. */
export class PlanActions {
  constructor(
    private readonly services: PlanActionServices,
    private readonly modal: PlanModal,
  ) {}

  private get now(): () => number {
    return this.services.now ?? currentUnixSeconds;
  }

  private get holidays(): readonly string[] {
    return this.services.holidays ?? settingsStore.holidays;
  }

  /**
   * 'This action cannot be reversed.' then `order skipTheDay` (the day moves to the end of the plan with default
   * dishes). True when the day was skipped: reload the order. Pass `plan` (the days and excluded weekdays the page
   * holds) to spare a load of the order.
   */
  skipDay(args: SkipDayArgs): Promise<boolean> {
    const store = new SkipDayStore(this.services.client, args, this.now, this.holidays);
    void store.load();
    return showPlanDialog(this.modal, 'planActions.skip.title', <SkipDayDialog store={store} modal={this.modal} />, () => store.skipped);
  }

  /** The pause (or, with a pause open or coming, resume) dialog. True when the plan's dates changed: reload the order. */
  pause({ orderId }: { orderId: number }): Promise<boolean> {
    const store = new PauseStore(this.services.client, orderId, this.now, this.holidays);
    void store.load();
    return showPlanDialog(this.modal, 'planActions.pause.title', <PauseDialog store={store} modal={this.modal} />, () => store.changed, 'wide');
  }

  /**
   * The server's quote under the published policy (fee, the day it takes effect, the days still delivered, the coupon
   * or refund), the terms, then 'Cancel' or (paid order) 'Cancel and receive coupon'. True when cancelled: go to /.
   */
  cancel(args: CancelArgs): Promise<boolean> {
    const store = new CancelStore(this.services.client, args);
    void store.load();
    return showPlanDialog(this.modal, 'planActions.cancel.title', <CancelDialog store={store} modal={this.modal} />, () => store.cancelled);
  }

  /** 'Renew My Plan': the request to the team (`planRequest`), then 'Request Sent'. */
  renewRequest(): Promise<void> {
    const store = new TeamRequestStore(this.services.client, { kind: 'renew' });
    return showPlanDialog(this.modal, 'planActions.renew.title', <TeamRequestDialog store={store} modal={this.modal} />, () => undefined);
  }

  /** The promo-package request (`alertMail` {changes: the package's name and the notes}). True when sent. */
  promoRequest({ packageName }: { packageName: string }): Promise<boolean> {
    const store = new TeamRequestStore(this.services.client, { kind: 'promo', packageName });
    return showPlanDialog(this.modal, 'planActions.promo.title', <TeamRequestDialog store={store} modal={this.modal} />, () => store.sent);
  }

  /** Rating a dish: 2 to 5 stars and an optional feedback of at most 250 characters (`setDishRatingNew`). */
  rateDish(args: RateDishArgs): Promise<void> {
    const store = new RateDishStore(this.services.client, args);
    return showPlanDialog(this.modal, 'planActions.rate.title', <RateDishDialog store={store} modal={this.modal} />, () => undefined);
  }
}

/** The page's plan actions: `const actions = usePlanActions(); actions.pause({ orderId })`. */
export function usePlanActions(): PlanActions {
  const modal = useModal();
  return usePageStore(({ client, session, now }) => new PlanActions({ client, session, now }, modal));
}
