import fc from 'fast-check';
import { ageFromBirthday, bmi, bmiLabel, bodyFatGrade, bodyFatMass, bodyFatPercent, idealBodyWeight } from '../../src/domain';
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
  it('grades the 40-60 and 60-79 bands with the published thresholds', () => {
    expect(bodyFatGrade(11, 40, 'male')).toBe('Underfat');
    expect(bodyFatGrade(22, 59, 'male')).toBe('Healthy');
    expect(bodyFatGrade(28, 45, 'male')).toBe('Overweight');
    expect(bodyFatGrade(28.5, 45, 'male')).toBe('Obese');
    expect(bodyFatGrade(30, 60, 'male')).toBe('Overweight');
    expect(bodyFatGrade(34, 50, 'female')).toBe('Healthy');
    expect(bodyFatGrade(40.1, 50, 'female')).toBe('Obese');
    expect(bodyFatGrade(23.9, 79, 'female')).toBe('Underfat');
  });
  it('has no grade under 20 or from 80', () => {
    expect(bodyFatGrade(20, 19, 'female')).toBeNull();
    expect(bodyFatGrade(20, 80, 'male')).toBeNull();
  });
});

describe('body rules against hand-computed cases (property tests)', () => {
  // Hand-computed: 60 kg, 165 cm -> 60 / 1.65^2 = 22.04 -> 22.0; woman of 30: ceil(1.2*22 + 0.23*30 - 5.4) = ceil(27.9) = 28.
  it('a known woman: BMI 22.0 Normal, body fat 28 % Healthy, ideal weight 57 kg', () => {
    const value = bmi(60_000, 165)!;
    expect(value).toBe(22);
    expect(bmiLabel(value)).toBe('Normal');
    expect(bodyFatMass(value, 30, 'female')).toBe(28);
    expect(bodyFatGrade(28, 30, 'female')).toBe('Healthy');
    expect(idealBodyWeight(165, 'female')).toBe(57);
  });

  it('BMI has one decimal and is within 0.05 of kg / m²', () => {
    fc.assert(
      fc.property(fc.integer({ min: 20_000, max: 300_000 }), fc.integer({ min: 100, max: 230 }), (grams, cm) => {
        const value = bmi(grams, cm)!;
        const exact = grams / 1000 / (cm / 100) ** 2;
        expect(Math.abs(value - exact)).toBeLessThanOrEqual(0.05 + 1e-9);
        expect(Math.round(value * 10)).toBeCloseTo(value * 10, 9);
      }),
    );
  });

  it('BMI grows with weight and falls with height', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 20_000, max: 300_000 }),
        fc.integer({ min: 1, max: 50_000 }),
        fc.integer({ min: 100, max: 220 }),
        (grams, more, cm) => {
          expect(bmi(grams + more, cm)!).toBeGreaterThanOrEqual(bmi(grams, cm)!);
          expect(bmi(grams, cm + 10)!).toBeLessThanOrEqual(bmi(grams, cm)!);
        },
      ),
    );
  });

  it('the label is Normal exactly from 18.5 to 24.9', () => {
    fc.assert(
      fc.property(fc.integer({ min: 50, max: 600 }), (tenths) => {
        const value = tenths / 10;
        expect(bmiLabel(value) === 'Normal').toBe(value >= 18.5 && value <= 24.9);
      }),
    );
  });

  it("a man's body fat is the woman's minus 10.8, rounded up: never more", () => {
    fc.assert(
      fc.property(fc.integer({ min: 150, max: 500 }), fc.integer({ min: 18, max: 90 }), (tenths, age) => {
        const value = tenths / 10;
        const woman = bodyFatMass(value, age, 'female');
        const man = bodyFatMass(value, age, 'male');
        expect(man).toBeLessThanOrEqual(woman);
        expect(woman - man).toBeGreaterThanOrEqual(10);
        expect(woman - man).toBeLessThanOrEqual(11);
      }),
    );
  });

  it('ideal weight rises 0.91 kg per cm (rounded up) and men are 4.5 kg above women', () => {
    fc.assert(
      fc.property(fc.integer({ min: 140, max: 220 }), (cm) => {
        const exact = 45.5 + 0.91 * (cm - 152.4);
        expect(idealBodyWeight(cm, 'female')).toBe(Math.ceil(exact - 1e-9));
        expect(idealBodyWeight(cm, 'male') - idealBodyWeight(cm, 'female')).toBeGreaterThanOrEqual(4);
        expect(idealBodyWeight(cm, 'male') - idealBodyWeight(cm, 'female')).toBeLessThanOrEqual(5);
      }),
    );
  });

  it('the grade never falls as the fat percent rises, within a band', () => {
    const order = ['Underfat', 'Healthy', 'Overweight', 'Obese'];
    fc.assert(
      fc.property(
        fc.integer({ min: 20, max: 79 }),
        fc.constantFrom('male' as const, 'female' as const),
        fc.integer({ min: 0, max: 600 }),
        fc.integer({ min: 0, max: 200 }),
        (age, gender, tenths, more) => {
          const low = bodyFatGrade(tenths / 10, age, gender)!;
          const high = bodyFatGrade((tenths + more) / 10, age, gender)!;
          expect(order.indexOf(high)).toBeGreaterThanOrEqual(order.indexOf(low));
        },
      ),
    );
  });

  it('age is whole years, one less before the birth month', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1940, max: 2008 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        const birthday = day(`${year}-${String(month).padStart(2, '0')}-15`);
        const now = at('2026-06-10', 12);
        expect(ageFromBirthday(birthday, now)).toBe(2026 - year - (month > 6 ? 1 : 0));
      }),
    );
  });

  it('body fat percent is mass over weight, one decimal', () => {
    expect(bodyFatPercent(18.2, 72.1)).toBe(25.2);
    expect(bodyFatPercent(10, 0)).toBeNull();
  });
});
