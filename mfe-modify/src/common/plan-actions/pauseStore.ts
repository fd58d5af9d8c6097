// Pause and resume (spec 3 §2 "Pause/resume modal", §4 "Pause", §5, §8, §9): `profile getForDashboard getPause`,
// then a start date (pause), a resume date (an open-ended pause: the shared rule isResumable), or, for a pause
// scheduled with an end date (which the server does not resume), its dates and a request to the team; 48 hours' notice with the date reset to 3 days
// ahead, defaults +3 / +10 days, within 3 months, the plan's excluded weekdays and the holidays refused: the shared rule
// (domain/pause.ts) decides on the page as on the server. `savePauseInfo` answers a confirmation code (days were
// added to the end of the plan: the thank-you, with the request to the team) or a message.
import { makeAutoObservable, runInAction } from 'mobx';
import {
  checkPauseDate,
  firstPauseDate,
  isPauseDateSelectable,
  isResumable,
  pauseDefaults,
  PAUSE_WINDOW_MONTHS,
  type DeliveryCalendar,
} from '@mealplan/shared/domain';
import { addDays, addMonths, toIsoDate, today } from '@mealplan/shared/time';
import { refusalOf, type ServerMessage, type ShownMessage } from '@mealplan/shared/ui';
import type { PlanActionClient } from './types';

/** pause: a new pause; resume: ending the open-ended pause; scheduled: a pause with an end date, changed by the team. */
export type PauseMode = 'pause' | 'resume' | 'scheduled';
export type PauseStep = 'loading' | 'failed' | 'form' | 'saving' | 'thanks' | 'requesting' | 'done';

export interface CurrentPause {
  startDate: number;
  endDate: number | null;
}

export class PauseStore {
  step: PauseStep = 'loading';
  mode: PauseMode = 'pause';
  /** The pause in effect or coming (resume and scheduled modes). */
  current: CurrentPause | null = null;
  startDate: number;
  endDate: number;
  unknownEnd = false;
  deliverySlot: number | null = null;
  excludeWeekDays: readonly number[] = [];
  /** The plan's skipped days (YYYY-MM-DD): no delivery there, so the server refuses them as pause dates too. */
  skippedDates: readonly string[] = [];
  /** The 48-hour notice or another date refusal (a rule's message id), or the page's own check. */
  notice: ShownMessage | null = null;
  error: ServerMessage | null = null;
  /** The server's answer shown at the end (the pause saved without added days, or the request sent). */
  message: string | null = null;
  requestNotes = '';
  /** Whether the plan changed (the promise of openPauseDialog resolves with it). */
  changed = false;

  constructor(
    private readonly client: PlanActionClient,
    readonly orderId: number,
    private readonly now: () => number,
    private readonly holidays: readonly string[],
  ) {
    const defaults = pauseDefaults(now());
    this.startDate = defaults.startDate;
    this.endDate = defaults.endDate;
    makeAutoObservable<PauseStore, 'client' | 'now' | 'holidays'>(this, { client: false, now: false, holidays: false, orderId: false });
  }

  get calendar(): DeliveryCalendar {
    return { excludeWeekDays: this.excludeWeekDays, holidays: this.holidays, excludedDates: this.skippedDates };
  }

  /** The last day a picker offers: 3 months ahead. */
  get lastDay(): number {
    return addMonths(today(this.now()), PAUSE_WINDOW_MONTHS);
  }

  /** What the pickers offer (the shared rule). */
  selectable = (day: number): boolean => isPauseDateSelectable(day, this.now(), this.calendar);

  async load(): Promise<void> {
    this.step = 'loading';
    this.error = null;
    try {
      const [pause, order] = await Promise.all([
        this.client.call('profile', 'getForDashboard:getPause', { subtype: 'getPause' }),
        this.client.call('order', 'get', { orderType: 'active' }),
      ]);
      runInAction(() => {
        this.excludeWeekDays = order.planParams?.exclude_week_day ?? [];
        this.skippedDates = Object.keys(order.planParams?.skipped ?? {}).map((day) => toIsoDate(Number(day)));
        this.deliverySlot = order.planParams?.deliverySlot ?? order.planParams?.slot_id ?? null;
        // The +3 / +10 defaults move to the next delivery day when they fall on a holiday or an excluded weekday.
        const defaults = pauseDefaults(this.now());
        this.startDate = firstPauseDate(defaults.startDate, this.now(), this.calendar);
        this.endDate = firstPauseDate(Math.max(defaults.endDate, addDays(this.startDate, 1)), this.now(), this.calendar);
        const open = pause.startDate !== null && (pause.endDate === null || pause.endDate > this.now());
        this.current = open ? { startDate: pause.startDate!, endDate: pause.endDate } : null;
        this.mode = !this.current ? 'pause' : isResumable(this.current) ? 'resume' : 'scheduled';
        this.step = 'form';
      });
    } catch (error) {
      runInAction(() => {
        this.error = refusalOf(error);
        this.step = 'failed';
      });
    }
  }

  /** A start date the customer picked; under 48 hours it falls back to 3 days ahead with the rule's message. */
  setStartDate(day: number): void {
    const check = checkPauseDate(day, this.now(), this.calendar);
    this.notice = check.ok ? null : check.message;
    this.startDate = check.ok ? day : check.fallback;
  }

  setEndDate(day: number): void {
    const check = checkPauseDate(day, this.now(), this.calendar);
    this.notice = check.ok ? null : check.message;
    this.endDate = check.ok ? day : check.fallback;
  }

  setDeliverySlot(slot: number): void {
    this.deliverySlot = slot;
  }

  setUnknownEnd(unknown: boolean): void {
    this.unknownEnd = unknown;
  }

  setRequestNotes(notes: string): void {
    this.requestNotes = notes;
  }

  /** The dates as savePauseInfo takes them, or null after putting the reason in `notice`. */
  private period(): { startDate: number; endDate: number | null } | null {
    const now = this.now();
    if (this.mode === 'resume' && this.current) {
      const check = checkPauseDate(this.endDate, now, this.calendar);
      if (!check.ok) {
        this.notice = check.message;
        this.endDate = check.fallback;
        return null;
      }
      return { startDate: this.current.startDate, endDate: this.endDate };
    }
    const start = checkPauseDate(this.startDate, now, this.calendar);
    if (!start.ok) {
      this.notice = start.message;
      this.startDate = start.fallback;
      return null;
    }
    if (this.unknownEnd) return { startDate: this.startDate, endDate: null };
    const end = checkPauseDate(this.endDate, now, this.calendar);
    if (!end.ok) {
      this.notice = end.message;
      return null;
    }
    if (this.endDate <= this.startDate) {
      this.notice = 'planActions.pause.endBeforeStart';
      return null;
    }
    return { startDate: this.startDate, endDate: this.endDate };
  }

  /** `savePauseInfo`: the thank-you when the server added days (a confirmation code), else its message. */
  async save(): Promise<void> {
    this.error = null;
    const period = this.period();
    if (!period) return;
    this.notice = null;
    this.step = 'saving';
    try {
      const reply = await this.client.call('profile', 'getForDashboard:savePauseInfo', {
        subtype: 'savePauseInfo',
        ...period,
        ...(this.deliverySlot !== null ? { deliverySlot: this.deliverySlot } : {}),
      });
      runInAction(() => {
        this.changed = true;
        this.message = reply.message;
        this.step = reply.code !== undefined ? 'thanks' : 'done';
      });
    } catch (error) {
      runInAction(() => {
        this.error = refusalOf(error);
        this.step = 'form';
      });
    }
  }

  /**
   * `sendPauseRequest` from the thank-you (the team chooses the meals of the added days) or for a scheduled pause (the
   * team changes it).
   */
  async sendRequest(): Promise<void> {
    this.error = null;
    const text = this.requestNotes.trim();
    if (this.mode === 'scheduled' && !text) {
      this.notice = 'planActions.pause.notesNeeded';
      return;
    }
    this.notice = null;
    const back: PauseStep = this.step === 'form' ? 'form' : 'thanks';
    this.step = 'requesting';
    try {
      const reply = await this.client.call('profile', 'getForDashboard:sendPauseRequest', {
        subtype: 'sendPauseRequest',
        ...(text ? { text } : {}),
      });
      runInAction(() => {
        this.message = reply.message;
        this.step = 'done';
      });
    } catch (error) {
      runInAction(() => {
        this.error = refusalOf(error);
        this.step = back;
      });
    }
  }
}
