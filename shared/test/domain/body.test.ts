import { ageFromBirthday, bmi, bmiLabel, bodyFatGrade, bodyFatMass, idealBodyWeight } from '../../src/domain';
import { at, day } from './fixtures';

describe('BMI', () => {
  it('is kg / m² to one decimal', () => {
    expect(bmi(72000, 175)).toBe(23.5);
    expect(bmi(90500, 170)).toBe(31.3);
    expect(bmi(70000, 0)).toBeNull();
  });
  it("is 'Normal' from 18.5 to 24.9, otherwise 'Over'", () => {
    expect(bmiLabel(18.5)).toBe('Normal');
    expect(bmiLabel(24.9)).toBe('Normal');
    expect(bmiLabel(25)).toBe('Over');
    expect(bmiLabel(18.4)).toBe('Over');
  });
});

describe('age', () => {
  const now = at('2026-11-21', 12);
  it('counts years, minus one before the birth month', () => {
    expect(ageFromBirthday(day('1990-03-15'), now)).toBe(36);
    expect(ageFromBirthday(day('1990-12-01'), now)).toBe(35);
    expect(ageFromBirthday(day('1990-11-30'), now)).toBe(36);
  });
});

describe('body fat mass and ideal weight', () => {
  it('uses ceil(1.2*BMI + 0.23*age - 5.4) for women and 16.2 for men', () => {
    expect(bodyFatMass(23.5, 36, 'female')).toBe(Math.ceil(1.2 * 23.5 + 0.23 * 36 - 5.4));
    expect(bodyFatMass(23.5, 36, 'female')).toBe(32);
    expect(bodyFatMass(23.5, 36, 'male')).toBe(21);
  });
  it('uses ceil(45.5 + 0.91*(cm - 152.4)) for women, base 50 for men', () => {
    expect(idealBodyWeight(165, 'female')).toBe(57);
    expect(idealBodyWeight(175, 'male')).toBe(71);
  });
});

describe('body-fat grade', () => {
  it('grades men of 20-40', () => {
    expect(bodyFatGrade(8, 30, 'male')).toBe('Underfat');
    expect(bodyFatGrade(8.1, 30, 'male')).toBe('Healthy');
    expect(bodyFatGrade(19, 30, 'male')).toBe('Healthy');
    expect(bodyFatGrade(25, 30, 'male')).toBe('Overweight');
    expect(bodyFatGrade(25.1, 30, 'male')).toBe('Obese');
  });
  it('grades women of 20-40', () => {
    expect(bodyFatGrade(21, 20, 'female')).toBe('Underfat');
    expect(bodyFatGrade(33, 39, 'female')).toBe('Healthy');
    expect(bodyFatGrade(39, 25, 'female')).toBe('Overweight');
    expect(bodyFatGrade(40, 25, 'female')).toBe('Obese');
  });
  it('has no grade where the thresholds are not known', () => {
    expect(bodyFatGrade(20, 45, 'male')).toBeNull();
    expect(bodyFatGrade(20, 19, 'female')).toBeNull();
  });
});
