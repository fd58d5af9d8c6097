import fc from 'fast-check';
import {
  ACTIVITY_FACTORS,
  BALANCED_MACRO_SPLIT,
  dailyTargets,
  dayNutrition,
  missingBodyData,
  percentOfTarget,
  restingEnergy,
  type BodyData,
} from '../../src/domain';
import { at, day } from './fixtures';

const now = at('2026-11-21', 12);
/** 30 years old on `now`. */
const man: BodyData = { weightGrams: 80_000, heightCm: 180, birthday: day('1996-03-15'), gender: 'male' };
/** 40 years old on `now`. */
const woman: BodyData = { weightGrams: 60_000, heightCm: 165, birthday: day('1986-01-10'), gender: 'female' };

describe('resting energy (Mifflin-St Jeor)', () => {
  it('is 10 kg + 6.25 cm - 5 age + 5 for men and - 161 for women (hand-computed)', () => {
    expect(restingEnergy(80, 180, 30, 'male')).toBe(1780);
    expect(restingEnergy(60, 165, 40, 'female')).toBe(1270.25);
  });
});

describe('daily targets', () => {
  it('multiply resting energy by the sedentary factor 1.2 by default and split 25/45/30 without a diet split', () => {
    expect(dailyTargets(man, undefined, undefined, now)).toEqual({
      calories: 2136,
      protein: 134, // 2136 x 25 % / 4 kcal = 133.5 g
      carbs: 240, // 2136 x 45 % / 4 = 240.3 g
      fat: 71, // 2136 x 30 % / 9 = 71.2 g
      restingEnergy: 1780,
      activityFactor: 1.2,
    });
  });
  it('use the chosen activity factor and the diet split', () => {
    const keto = { protein: 20, carbs: 5, fat: 75 };
    expect(dailyTargets(woman, 'moderate', keto, now)).toEqual({
      calories: 1969, // 1270.25 x 1.55 = 1968.9
      protein: 98, // 1968.89 x 20 % / 4 = 98.4
      carbs: 25, // 1968.89 x 5 % / 4 = 24.6
      fat: 164, // 1968.89 x 75 % / 9 = 164.1
      restingEnergy: 1270,
      activityFactor: 1.55,
    });
  });
  it('are null when the profile lacks weight, height, birthday or gender, and name what is missing', () => {
    expect(dailyTargets({ ...man, weightGrams: null }, 'light', null, now)).toBeNull();
    expect(dailyTargets({ ...man, heightCm: 0 }, 'light', null, now)).toBeNull();
    expect(dailyTargets({ ...man, birthday: undefined }, 'light', null, now)).toBeNull();
    expect(dailyTargets({ ...man, gender: null }, 'light', null, now)).toBeNull();
    expect(missingBodyData({ weightGrams: 0, heightCm: null, birthday: null, gender: undefined })).toEqual([
      'weight',
      'height',
      'birthday',
      'gender',
    ]);
    expect(missingBodyData(man)).toEqual([]);
  });
  it('grow with every activity level and keep the macros within rounding of the calories', () => {
    const levels = Object.keys(ACTIVITY_FACTORS) as (keyof typeof ACTIVITY_FACTORS)[];
    const calories = levels.map((level) => dailyTargets(man, level, null, now)?.calories ?? 0);
    expect([...calories].sort((a, b) => a - b)).toEqual(calories);
    fc.assert(
      fc.property(
        fc.integer({ min: 30_000, max: 250_000 }),
        fc.integer({ min: 120, max: 220 }),
        fc.constantFrom('male', 'female'),
        (grams, cm, gender) => {
          const targets = dailyTargets(
            { weightGrams: grams, heightCm: cm, birthday: day('1990-06-01'), gender },
            'sedentary',
            BALANCED_MACRO_SPLIT,
            now,
          );
          if (!targets) return false;
          const fromMacros = targets.protein * 4 + targets.carbs * 4 + targets.fat * 9;
          return Math.abs(fromMacros - targets.calories) <= 10;
        },
      ),
    );
  });
});

describe('day nutrition', () => {
  it('adds up the dishes stored in thousandths into whole kcal and grams', () => {
    const dishes = [
      { calories: 450_500, protein: 30_200, carb: 40_100, fat: 15_000 },
      { calories: 600_000, protein: 45_000, carb: 55_500, fat: 20_400 },
    ];
    expect(dayNutrition(dishes)).toEqual({ calories: 1051, protein: 75, carbs: 96, fat: 35 });
    expect(dayNutrition([])).toEqual({ calories: 0, protein: 0, carbs: 0, fat: 0 });
  });
  it('is compared with a target in whole percent', () => {
    expect(percentOfTarget(1051, 2136)).toBe(49);
    expect(percentOfTarget(10, 0)).toBe(0);
  });
});
