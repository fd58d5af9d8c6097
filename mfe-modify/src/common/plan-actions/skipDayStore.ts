// Skip a day (spec 3 §4 "Skip"): 'This action cannot be reversed.' confirm, then `order skipTheDay`. The day and its
// replacement at the end of the plan are checked with the shared rule (skipDay) before the question is asked; the
// server decides with the same rule.
import { makeAutoObservable, runInAction } from 'mobx';
import { skipDay, type DeliveryCalendar } from '@mealplan/shared/domain';
import { refusalOf, type ServerMessage, type ShownMessage } from '@mealplan/shared/ui';
import { PlanNotFound, type PlanActionClient } from './types';

/** The days of the plan and what makes a day a delivery day, as the /modify page already holds them. */
export interface SkipPlan {
  days: readonly number[];
  excludeWeekDays: readonly number[];
}

export interface SkipDayArgs {
  orderId: number;
  /** The day to skip (a Dubai day start, unix seconds). */
  date: number;
  /** The plan's days; without it the store loads the order (`order get`, active then future). */
  plan?: SkipPlan;
}

export type SkipStep = 'loading' | 'confirm' | 'refused' | 'sending' | 'done';

export class SkipDayStore {
  step: SkipStep = 'loading';
  /** The day that will be added at the end of the plan. */
  newDate: number | null = null;
  /** Why the day cannot be skipped (a rule's message id), or the server's refusal. */
  message: ShownMessage | null = null;
  error: ServerMessage | null = null;
  skipped = false;

  constructor(
    private readonly client: PlanActionClient,
    readonly args: SkipDayArgs,
    private readonly now: () => number,
    private readonly holidays: readonly string[],
  ) {
    makeAutoObservable<SkipDayStore, 'client' | 'now' | 'holidays'>(this, { client: false, now: false, holidays: false, args: false });
  }

  async load(): Promise<void> {
    try {
      const plan = this.args.plan ?? (await this.loadPlan());
      runInAction(() => this.check(plan));
    } catch (error) {
      runInAction(() => {
        this.step = 'refused';
        this.message = refusalOf(error);
      });
    }
  }

  /** The order as `order get` answers it: the active plan, or the renewed (future) one when the id is that. */
  private async loadPlan(): Promise<SkipPlan> {
    for (const orderType of ['active', 'future'] as const) {
      const reply = await this.client.call('order', 'get', { orderType });
      if (reply.planParams?.id === this.args.orderId) {
        return { days: Object.keys(reply.mealPlan).map(Number), excludeWeekDays: reply.planParams.exclude_week_day ?? [] };
      }
    }
    throw new PlanNotFound();
  }

  private check(plan: SkipPlan): void {
    const calendar: DeliveryCalendar = { excludeWeekDays: plan.excludeWeekDays, holidays: this.holidays };
    const result = skipDay({ days: plan.days, skipDate: this.args.date, calendar, now: this.now() });
    if (result.ok) {
      this.newDate = result.newDate;
      this.step = 'confirm';
    } else {
      this.message = result.message;
      this.step = 'refused';
    }
  }

  /** `order skipTheDay`: true when the server skipped the day (its new date is kept). */
  async confirm(): Promise<boolean> {
    if (this.step !== 'confirm' || this.newDate === null) return false;
    this.step = 'sending';
    this.error = null;
    try {
      const reply = await this.client.call('order', 'skipTheDay', { skip_date: this.args.date, new_date: this.newDate, planId: this.args.orderId });
      runInAction(() => {
        this.newDate = reply.newDate;
        this.skipped = true;
        this.step = 'done';
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.error = refusalOf(error);
        this.step = 'confirm';
      });
      return false;
    }
  }
}
