// The /body-analysis page's state for one visit (spec 3 §2 "Body Analysis", §4, §7): body data, the weight, BMI,
// SMM and BFM histories, the measurements and the two modals. Errors are only logged (§8).
import { makeAutoObservable } from 'mobx';
import {
  ageFromBirthday,
  bmi,
  bodyFatGrade,
  bodyFatMass,
  bodyFatPercent,
  calendarYears,
  type BodyChartRange,
  type BodyFatGrade,
} from '@mealplan/shared/domain';
import type { BodyMeasurement, BodyProfile } from '@mealplan/shared/protocol';
import { toDubai } from '@mealplan/shared/time/dateTime';
import { fromHundredths, gramsToKg } from '@mealplan/shared/units';
import { PageCalls, type HealthClient } from '../../common/pageCalls';

type History = Record<string, number>;

/** The body-fat figure the page shows: a measured BFM (kg and its percent) or the §5 formula's estimate (percent). */
export interface BodyFat {
  kind: 'measured' | 'estimated';
  percent: number;
  massKg: number | null;
  grade: BodyFatGrade | null;
}

export class BodyStore {
  /** The page's load state (`calls.status`) and its one save at a time (`calls.saving`). */
  readonly calls = new PageCalls();
  profile: BodyProfile | null = null;
  weightHistory: History = {};
  BMIHistory: History = {};
  SMMHistory: History = {};
  BFMHistory: History = {};
  measurements: Record<string, BodyMeasurement> = {};
  chartRange: BodyChartRange = 'year';
  chartYear: number;
  measurementsOpen = false;
  analysisOpen = false;

  constructor(
    private readonly client: HealthClient,
    readonly now: () => number,
  ) {
    this.chartYear = toDubai(now()).year;
    makeAutoObservable<BodyStore, 'client'>(this, { client: false, calls: false, now: false }, { autoBind: true });
  }

  load(): Promise<void> {
    return this.calls.load(
      () =>
        Promise.all([
          this.client.call('progress', 'getBodyAnalaysis', {}),
          this.client.call('progress', 'getWeightHistory', {}),
          this.client.call('progress', 'getBodyMeasurements', {}),
        ]),
      ([analysis, weights, measurements]) => {
        this.profile = analysis.profile;
        this.SMMHistory = analysis.SMMHistory;
        this.BFMHistory = analysis.BFMHistory;
        this.weightHistory = weights.weightHistory;
        this.BMIHistory = weights.BMIHistory;
        this.measurements = measurements.bodyMeasurements;
      },
      'progress body analysis get',
    );
  }

  get age(): number | null {
    const birthday = this.profile?.birthday;
    return birthday === null || birthday === undefined ? null : ageFromBirthday(birthday, this.now());
  }

  get bmi(): number | null {
    const weight = this.profile?.weight;
    const height = this.profile?.heightCm;
    return weight === null || weight === undefined || !height ? null : bmi(weight, height);
  }

  /** The latest measured BFM against the current weight, else the formula (BMI, age, gender). */
  get bodyFat(): BodyFat | null {
    const profile = this.profile;
    if (!profile?.gender || this.age === null) return null;
    const latestMonth = Object.keys(this.BFMHistory)
      .map(Number)
      .sort((a, b) => b - a)[0];
    const latest = latestMonth === undefined ? undefined : this.BFMHistory[String(latestMonth)];
    if (latest !== undefined && profile.weight) {
      const massKg = fromHundredths(latest);
      const percent = bodyFatPercent(massKg, gramsToKg(profile.weight));
      if (percent !== null) return { kind: 'measured', percent, massKg, grade: bodyFatGrade(percent, this.age, profile.gender) };
    }
    if (this.bmi === null) return null;
    const percent = bodyFatMass(this.bmi, this.age, profile.gender);
    return { kind: 'estimated', percent, massKg: null, grade: bodyFatGrade(percent, this.age, profile.gender) };
  }

  /** The Percentage Body Fat chart: each month's measured BFM against the weight of that day or the latest before it. */
  get fatPercentHistory(): History {
    const weights = Object.entries(this.weightHistory)
      .map(([day, grams]) => [Number(day), grams] as const)
      .sort((a, b) => a[0] - b[0]);
    const result: History = {};
    for (const [month, bfm] of Object.entries(this.BFMHistory)) {
      const before = weights.filter(([day]) => day <= Number(month) + 31 * 86_400);
      const weight = before[before.length - 1]?.[1] ?? this.profile?.weight ?? null;
      const percent = weight === null ? null : bodyFatPercent(fromHundredths(bfm), gramsToKg(weight));
      if (percent !== null) result[month] = percent;
    }
    return result;
  }

  /** The chart's years, newest first. */
  get years(): number[] {
    return calendarYears(this.profile?.registered ?? this.now(), this.now()).reverse();
  }

  setChartRange(range: BodyChartRange): void {
    this.chartRange = range;
  }

  setChartYear(year: number): void {
    this.chartYear = year;
  }

  openMeasurements(): void {
    this.measurementsOpen = true;
  }

  openAnalysis(): void {
    this.analysisOpen = true;
  }

  closeModals(): void {
    this.measurementsOpen = false;
    this.analysisOpen = false;
  }

  /** setWeight: the week's weight in grams; the weight and BMI histories come back merged. */
  saveWeight(week: number, grams: number): Promise<boolean> {
    return this.calls.save(
      () => this.client.call('progress', 'setWeight', { weight: { date: week, value: grams } }),
      (reply) => {
        this.weightHistory = reply.weightHistory;
        this.BMIHistory = reply.BMIHistory;
        if (this.profile && (this.profile.weightDate === null || week >= this.profile.weightDate)) {
          this.profile = { ...this.profile, weight: grams, weightDate: week };
        }
        this.closeModals();
      },
      'progress setWeight',
    );
  }

  saveMeasurement(measurement: BodyMeasurement): Promise<boolean> {
    return this.calls.save(
      () => this.client.call('progress', 'setBodyMeasurements', { progress: measurement }),
      (reply) => {
        this.measurements = reply.bodyMeasurements;
        this.closeModals();
      },
      'progress setBodyMeasurements',
    );
  }

  /** setBodyAnalaysis: SMM and BFM in hundredths for a month. */
  saveAnalysis(month: number, smm: number, bfm: number): Promise<boolean> {
    return this.calls.save(
      () => this.client.call('progress', 'setBodyAnalaysis', { data: { date: month, SMM: smm, BFM: bfm } }),
      (reply) => {
        this.SMMHistory = reply.SMMHistory;
        this.BFMHistory = reply.BFMHistory;
        this.closeModals();
      },
      'progress setBodyAnalaysis',
    );
  }
}
