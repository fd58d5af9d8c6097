import { dayFromParts, today } from '@mealplan/shared/time';
import { fakeCallClient } from '@mealplan/shared/stores/testing';
import { BodyStore } from '../src/features/body/bodyStore';
import { bodyProfile } from './support/bodyProfile';

const NOW = Date.UTC(2026, 10, 20, 6, 0) / 1000;
const MONTH = dayFromParts(2026, 11, 1)!;

/** The body calls answered by key (a key not listed answers nothing). */
const fakeClient = (replies: Record<string, unknown>) => fakeCallClient(({ key }) => replies[key]);

const profile = bodyProfile({ weightDate: today(NOW), registered: dayFromParts(2026, 1, 5)! });

describe('BodyStore', () => {
  it('computes age, BMI and the estimated body fat with its grade from the body data', async () => {
    const store = new BodyStore(
      fakeClient({
        getBodyAnalaysis: { SMMHistory: {}, BFMHistory: {}, profile },
        getWeightHistory: { weightHistory: {}, BMIHistory: {} },
        getBodyMeasurements: { bodyMeasurements: {} },
      }).client,
      () => NOW,
    );
    await store.load();
    expect(store.age).toBe(30);
    expect(store.bmi).toBe(22);
    expect(store.bodyFat).toEqual({ kind: 'estimated', percent: 28, massKg: null, grade: 'Healthy' });
    expect(store.years).toEqual([2026]);
  });

  it('uses a measured BFM against the current weight, and merges a BFM & SMM save', async () => {
    const { client, calls } = fakeClient({
      getBodyAnalaysis: { SMMHistory: {}, BFMHistory: {}, profile },
      getWeightHistory: { weightHistory: {}, BMIHistory: {} },
      getBodyMeasurements: { bodyMeasurements: {} },
      setBodyAnalaysis: { SMMHistory: { [MONTH]: 2_500 }, BFMHistory: { [MONTH]: 2_100 } },
    });
    const store = new BodyStore(client, () => NOW);
    await store.load();
    store.openAnalysis();
    expect(await store.saveAnalysis(MONTH, 2_500, 2_100)).toBe(true);
    expect(calls).toContainEqual({ channel: 'progress', key: 'setBodyAnalaysis', data: { data: { date: MONTH, SMM: 2_500, BFM: 2_100 } } });
    expect(store.analysisOpen).toBe(false);
    expect(store.bodyFat).toEqual({ kind: 'measured', percent: 35, massKg: 21, grade: 'Overweight' });
    expect(store.fatPercentHistory).toEqual({ [MONTH]: 35 });
  });

  it('a weekly weight save merges the weight and BMI histories and moves the current weight', async () => {
    const week = dayFromParts(2026, 11, 15)!;
    const store = new BodyStore(
      fakeClient({
        getBodyAnalaysis: { SMMHistory: {}, BFMHistory: {}, profile: { ...profile, weightDate: dayFromParts(2026, 11, 1)! } },
        getWeightHistory: { weightHistory: {}, BMIHistory: {} },
        getBodyMeasurements: { bodyMeasurements: {} },
        setWeight: { weightHistory: { [week]: 61_000 }, BMIHistory: { [week]: 22.4 } },
      }).client,
      () => NOW,
    );
    await store.load();
    store.openMeasurements();
    await store.saveWeight(week, 61_000);
    expect(store.measurementsOpen).toBe(false);
    expect(store.BMIHistory).toEqual({ [week]: 22.4 });
    expect(store.profile).toMatchObject({ weight: 61_000, weightDate: week });
  });
});
