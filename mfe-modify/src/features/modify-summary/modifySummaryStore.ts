// /modify/summary (spec 3 §2 "/modify/summary exist"; what it holds is not shown, so this is the customer's plan at a
// glance): diet, plan, meals, period, days left, delivery time, cutlery, payment, pause, skipped days and the
// delivery days with their status (the shared rule dayStatus), from `order get` and `getPause`. The plan actions
// (skip, pause or resume, renew, cancel) open from here; after one the order is loaded again.
import { makeAutoObservable, runInAction } from 'mobx';
import { daysLeft, dayStatus, isPaused, RENEWAL_BANNER_DAYS, type DayStatus } from '@mealplan/shared/domain';
import type { PlanParams } from '@mealplan/shared/protocol';
import type { SocketClient } from '@mealplan/shared/session';
import { refusalOf, type ServerMessage } from '@mealplan/shared/ui';

export interface SummaryDay {
  day: number;
  status: DayStatus;
  /** The skip dialog may be offered (the rule's own check runs again in the dialog). */
  skippable: boolean;
}

export interface SummaryPause {
  startDate: number;
  endDate: number | null;
}

export class ModifySummaryStore {
  loading = true;
  error: ServerMessage | null = null;
  planParams: PlanParams | null = null;
  days: number[] = [];
  private meals: Record<number, unknown> = {};
  /** The pause in effect or coming; null when none (or when getPause could not answer). */
  pause: SummaryPause | null = null;

  constructor(
    private readonly client: Pick<SocketClient, 'call'>,
    private readonly now: () => number,
  ) {
    makeAutoObservable<ModifySummaryStore, 'client' | 'now' | 'meals'>(this, { client: false, now: false, meals: false });
  }

  async load(): Promise<void> {
    this.error = null;
    try {
      const [order, pause] = await Promise.all([
        this.client.call('order', 'get', { orderType: 'active' }),
        // The pause only adds a line: a refusal leaves the rest of the summary.
        this.client.call('profile', 'getForDashboard:getPause', { subtype: 'getPause' }).catch(() => null),
      ]);
      runInAction(() => {
        this.planParams = order.planParams;
        this.meals = order.mealPlan;
        this.days = Object.keys(order.mealPlan)
          .map(Number)
          .sort((a, b) => a - b);
        const open = pause && pause.startDate !== null && (pause.endDate === null || pause.endDate > this.now());
        this.pause = open ? { startDate: pause.startDate!, endDate: pause.endDate } : null;
      });
    } catch (error) {
      runInAction(() => (this.error = refusalOf(error)));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  get hasPlan(): boolean {
    return this.planParams?.id != null && this.days.length > 0;
  }

  get orderId(): number | null {
    return this.planParams?.id ?? null;
  }

  get paid(): boolean {
    return this.planParams?.payed ?? true;
  }

  get firstDay(): number | null {
    return this.planParams?.date ?? this.days[0] ?? null;
  }

  get lastDay(): number | null {
    return this.planParams?.end_date ?? this.days.at(-1) ?? null;
  }

  get daysLeft(): number | null {
    return this.lastDay === null ? null : daysLeft(this.lastDay, this.now());
  }

  get paused(): boolean {
    return isPaused(this.pause, this.now());
  }

  /** 'Renew My Plan' shows when the plan's last day is within the next 5 days (spec 3 §2). */
  get renewable(): boolean {
    return this.daysLeft !== null && this.daysLeft <= RENEWAL_BANNER_DAYS;
  }

  /** skipped day -> replacement day, oldest first. */
  get skipped(): Array<{ day: number; newDay: number }> {
    return Object.entries(this.planParams?.skipped ?? {})
      .map(([day, newDay]) => ({ day: Number(day), newDay }))
      .sort((a, b) => a.day - b.day);
  }

  get summaryDays(): SummaryDay[] {
    const now = this.now();
    const mealTypes = this.planParams?.mealType ?? [];
    return this.days.map((day) => {
      const paused = this.pause !== null && day >= this.pause.startDate && (this.pause.endDate === null || day < this.pause.endDate);
      const status = dayStatus({ day, now, meals: this.meals[day] as never, mealTypes, paused });
      return { day, status, skippable: status === 'filled' || status === 'not-completed' };
    });
  }

  /** What the skip dialog needs of the plan, so it asks no order of its own. */
  get skipPlan(): { days: number[]; excludeWeekDays: number[] } {
    return { days: this.days, excludeWeekDays: this.planParams?.exclude_week_day ?? [] };
  }
}
