import fc from 'fast-check';
import {
  aedToFils,
  cmToTenths,
  filsToAed,
  formatAed,
  formatNumber,
  fromHundredths,
  fromThousandths,
  gramsToKg,
  kgToGrams,
  tenthsToCm,
  toHundredths,
  toThousandths,
} from '../src/units';

describe('money', () => {
  it('converts fils and AED both ways', () => {
    expect(filsToAed(18000)).toBe(180);
    expect(aedToFils(180)).toBe(18000);
    expect(aedToFils(12.345)).toBe(1235);
    expect(aedToFils(0.1 + 0.2)).toBe(30);
  });
  it('formats AED with grouping and two decimals', () => {
    expect(formatAed(123450)).toBe('AED 1,234.50');
    expect(formatAed(0)).toBe('AED 0.00');
    expect(formatAed(-500)).toBe('AED -5.00');
  });
});

describe('scaled measures', () => {
  it('converts nutrition thousandths', () => {
    expect(fromThousandths(512345)).toBe(512.345);
    expect(toThousandths(12.5)).toBe(12500);
  });
  it('converts weight, waist and body analysis scales', () => {
    expect(gramsToKg(72450)).toBe(72.45);
    expect(kgToGrams(72.45)).toBe(72450);
    expect(tenthsToCm(815)).toBe(81.5);
    expect(cmToTenths(81.5)).toBe(815);
    expect(fromHundredths(3250)).toBe(32.5);
    expect(toHundredths(32.5)).toBe(3250);
  });
  it('formats plain numbers', () => {
    expect(formatNumber(1234.5, 2)).toBe('1,234.50');
    expect(formatNumber(7)).toBe('7');
  });
});

describe('numbers written without Intl, as en-US writes them', () => {
  const intl = (value: number, decimals: number) =>
    new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value);

  it('rounds half away from zero on the shortest decimal of the value, as Intl does (not as toFixed does)', () => {
    // 1.005 is stored as 1.00499999999999989...: toFixed(2) gives "1.00", Intl "1.01".
    expect(formatNumber(1.005, 2)).toBe('1.01');
    expect(formatNumber(999.995, 2)).toBe('1,000.00');
    expect(formatNumber(2.5)).toBe('3');
    expect(formatNumber(-2.5)).toBe('-3');
    expect(formatNumber(-0.001)).toBe('-0');
    expect(formatNumber(1e20)).toBe('100,000,000,000,000,000,000');
    for (const [value, decimals] of [
      [1.005, 2],
      [0.125, 2],
      [-0.001, 0],
      [-0, 2],
      [999.995, 2],
      [-999.5, 0],
      [1e20, 0],
      [1e-7, 2],
      [1e21, 0],
      [Infinity, 0],
      [NaN, 1],
    ] as const)
      expect(formatNumber(value, decimals)).toBe(intl(value, decimals));
  });

  it('writes any number exactly as Intl.NumberFormat en-US with that many decimals', () => {
    fc.assert(
      fc.property(fc.double(), fc.integer({ min: 0, max: 4 }), (value, decimals) => {
        expect(formatNumber(value, decimals)).toBe(intl(value, decimals));
      }),
      { numRuns: 20_000 },
    );
    // Amounts and measures as the screens hold them: integers over a power of ten.
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 4 }), (stored, scale, decimals) => {
        const value = stored / 10 ** scale;
        expect(formatNumber(value, decimals)).toBe(intl(value, decimals));
      }),
      { numRuns: 20_000 },
    );
  });
});
