// The /progress page's state for one visit (spec 3 §2 "My progress", §4 "Progress", §8): the three histories, the
// chart ranges, the entry and missing-days modals, the next delivery and the monthly-average calendar.
import { makeAutoObservable } from 'mobx';
import {
  calendarYears,
  copyLastRecord,
  seriesBehind,
  type ChartRange,
  type ProgressEntry,
  type ProgressSeriesName,
  type WeightStat,
} from '@mealplan/shared/domain';
import type { NextDelivery, ProgressSeries } from '@mealplan/shared/protocol';
import { toDubai } from '@mealplan/shared/time/dateTime';
import { today } from '@mealplan/shared/time';
import { PageCalls, type HealthClient } from '../../common/pageCalls';

export class ProgressStore {
  /** The page's load state (`calls.status`) and its one save at a time (`calls.saving`). */
  readonly calls = new PageCalls();
  progress: ProgressSeries = { weight: {}, waist: {}, calories: {} };
  registered = 0;
  nextDelivery: NextDelivery | null = null;
  planCalories: Record<string, number> = {};
  calorieTarget: number | null = null;
  stats: WeightStat[] = [];
  ranges: Record<ProgressSeriesName, ChartRange> = { calories: 'month', weight: 'month', waist: 'month' };
  calendarYear: number;
  /** The day the entry modal is open for, or null when it is closed. */
  entryDay: number | null = null;
  missingDaysOpen = false;

  constructor(
    private readonly client: HealthClient,
    readonly now: () => number,
  ) {
    this.calendarYear = toDubai(now()).year;
    makeAutoObservable<ProgressStore, 'client'>(this, { client: false, calls: false, now: false }, { autoBind: true });
  }

  load(): Promise<void> {
    return this.calls.load(
      () =>
        Promise.all([
          this.client.call('progress', 'get', {}),
          this.client.call('profile', 'getForDashboard:getWeightStats', { subtype: 'getWeightStats' }),
        ]),
      ([page, stats]) => {
        this.progress = page.progress;
        this.registered = page.registered;
        this.nextDelivery = page.nextDelivery;
        this.planCalories = page.planCalories;
        this.calorieTarget = page.calorieTarget;
        this.stats = stats.stats;
        this.missingDaysOpen = this.behind.length > 0;
      },
      'progress get',
    );
  }

  /** The series whose last entry is over 24 hours before today's start (§4). */
  get behind(): ProgressSeriesName[] {
    return seriesBehind(this.progress, this.now());
  }

  get today(): number {
    return today(this.now());
  }

  /** The earliest day behind: where 'Enter manually' starts. */
  get firstMissingDay(): number {
    const entries = copyLastRecord(this.progress, this.now());
    return entries[0]?.date ?? this.today;
  }

  get years(): number[] {
    return calendarYears(this.registered, this.now());
  }

  setRange(series: ProgressSeriesName, range: ChartRange): void {
    this.ranges[series] = range;
  }

  setCalendarYear(year: number): void {
    if (this.years.includes(year)) this.calendarYear = year;
  }

  openEntry(day: number = this.today): void {
    this.missingDaysOpen = false;
    this.entryDay = day;
  }

  closeEntry(): void {
    this.entryDay = null;
  }

  closeMissingDays(): void {
    this.missingDaysOpen = false;
  }

  /** §4 'Copy last record': the last value of each series behind, on every missing day up to today. */
  copyLastRecord(): Promise<boolean> {
    return this.save(copyLastRecord(this.progress, this.now()));
  }

  /** Sends the entries; a success closes the modals and merges the new values (§4). An error is only logged (§8). */
  save(entries: ProgressEntry[]): Promise<boolean> {
    if (entries.length === 0) return Promise.resolve(false);
    return this.calls.save(
      async () => {
        const reply = await this.client.call('progress', 'set', { progress: entries });
        const stats = entries.some((entry) => entry.weight !== undefined)
          ? (await this.client.call('profile', 'getForDashboard:getWeightStats', { subtype: 'getWeightStats' })).stats
          : this.stats;
        return { progress: reply.progress, stats };
      },
      ({ progress, stats }) => {
        this.progress = progress;
        this.stats = stats;
        this.entryDay = null;
        this.missingDaysOpen = false;
      },
      'progress set',
    );
  }
}
