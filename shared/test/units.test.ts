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
