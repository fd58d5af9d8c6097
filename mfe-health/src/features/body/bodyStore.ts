// The /body-analysis page's state for one visit (spec 3 §2 "Body Analysis", §4, §7): body data, the weight, BMI,
// SMM and BFM histories, the measurements and the two modals. Errors are only logged (§8).
import { makeAutoObservable, runInAction } from 'mobx';
import { ageFromBirthday, bmi, bodyFatGrade, bodyFatMass, bodyFatPercent, type BodyChartRange, type BodyFatGrade } from '@mealplan/shared/domain';
import type { BodyMeasurement, BodyProfile } from '@mealplan/shared/protocol';
import type { SocketClient } from '@mealplan/shared/session';
import { toDubai } from '@mealplan/shared/time';
import { fromHundredths, gramsToKg } from '@mealplan/shared/units';

export type BodyClient = Pick<SocketClient, 'call'>;
type History = Record<string, number>;

/** The body-fat figure the page shows: a measured BFM (kg and its percent) or the §5 formula's estimate (percent). */
export interface BodyFat {
  kind: 'measured' | 'estimated';
  percent: number;
  massKg: number | null;
  grade: BodyFatGrade | null;
}

export class BodyStore {
  status: 'loading' | 'ready' | 'failed' = 'loading';
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
  saving = false;

  constructor(
    private readonly client: BodyClient,
    readonly now: () => number,
  ) {
    this.chartYear = toDubai(now()).year;
    makeAutoObservable<BodyStore, 'client'>(this, { client: false, now: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    try {
      const [analysis, weights, measurements] = await Promise.all([
        this.client.call('progress', 'getBodyAnalaysis', {}),
        this.client.call('progress', 'getWeightHistory', {}),
        this.client.call('progress', 'getBodyMeasurements', {}),
      ]);
      runInAction(() => {
        this.profile = analysis.profile;
        this.SMMHistory = analysis.SMMHistory;
        this.BFMHistory = analysis.BFMHistory;
        this.weightHistory = weights.weightHistory;
        this.BMIHistory = weights.BMIHistory;
        this.measurements = measurements.bodyMeasurements;
        this.status = 'ready';
      });
    } catch (error) {
      console.error('progress body analysis get failed', error);
      runInAction(() => {
        this.status = 'failed';
      });
    }
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

  get years(): number[] {
    const first = toDubai(this.profile?.registered ?? this.now()).year;
    const last = toDubai(this.now()).year;
    const years: number[] = [];
    for (let year = last; year >= first; year -= 1) years.push(year);
    return years;
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

  private async run(save: () => Promise<void>, what: string): Promise<boolean> {
    if (this.saving) return false;
    this.saving = true;
    try {
      await save();
      runInAction(() => this.closeModals());
      return true;
    } catch (error) {
      console.error(`progress ${what} failed`, error);
      return false;
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }

  /** setWeight: the week's weight in grams; the weight and BMI histories come back merged. */
  saveWeight(week: number, grams: number): Promise<boolean> {
    return this.run(async () => {
      const reply = await this.client.call('progress', 'setWeight', { weight: { date: week, value: grams } });
      runInAction(() => {
        this.weightHistory = reply.weightHistory;
        this.BMIHistory = reply.BMIHistory;
        if (this.profile && (this.profile.weightDate === null || week >= this.profile.weightDate)) {
          this.profile = { ...this.profile, weight: grams, weightDate: week };
        }
      });
    }, 'setWeight');
  }

  saveMeasurement(measurement: BodyMeasurement): Promise<boolean> {
    return this.run(async () => {
      const reply = await this.client.call('progress', 'setBodyMeasurements', { progress: measurement });
      runInAction(() => {
        this.measurements = reply.bodyMeasurements;
      });
    }, 'setBodyMeasurements');
  }

  /** setBodyAnalaysis: SMM and BFM in hundredths for a month. */
  saveAnalysis(month: number, smm: number, bfm: number): Promise<boolean> {
    return this.run(async () => {
      const reply = await this.client.call('progress', 'setBodyAnalaysis', { data: { date: month, SMM: smm, BFM: bfm } });
      runInAction(() => {
        this.SMMHistory = reply.SMMHistory;
        this.BFMHistory = reply.BFMHistory;
      });
    }, 'setBodyAnalaysis');
  }
}
