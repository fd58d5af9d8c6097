import { cachedDateTimeFormat, cachedNumberFormat } from '../../src/i18n/cachedFormat';

const TWO_DECIMALS: Intl.NumberFormatOptions = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
const SHORT_WEEKDAY: Intl.DateTimeFormatOptions = { weekday: 'short', timeZone: 'UTC' };
const SUNDAY = Date.UTC(1970, 0, 4);

describe('cachedNumberFormat', () => {
  it('returns the same formatter for the same locale and options, whatever their order or object', () => {
    const first = cachedNumberFormat('en-US', TWO_DECIMALS);
    expect(cachedNumberFormat('en-US', { ...TWO_DECIMALS })).toBe(first);
    expect(cachedNumberFormat('en-US', { maximumFractionDigits: 2, minimumFractionDigits: 2 })).toBe(first);
  });

  it('makes another formatter for other options or another locale', () => {
    const first = cachedNumberFormat('en-US', TWO_DECIMALS);
    expect(cachedNumberFormat('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 0 })).not.toBe(first);
    expect(cachedNumberFormat('ar-AE-u-nu-latn', TWO_DECIMALS)).not.toBe(first);
  });

  it('formats as a formatter made afresh', () => {
    const currency: Intl.NumberFormatOptions = { style: 'currency', currency: 'AED', numberingSystem: 'latn' };
    for (const [locale, options] of [
      ['en-US', TWO_DECIMALS],
      ['ar-AE', currency],
      ['en-GB', currency],
    ] as const) {
      expect(cachedNumberFormat(locale, options).format(1234.5)).toBe(new Intl.NumberFormat(locale, options).format(1234.5));
    }
  });
});

describe('cachedDateTimeFormat', () => {
  it('returns the same formatter for the same locale and options, another for other ones', () => {
    const first = cachedDateTimeFormat('en-GB', SHORT_WEEKDAY);
    expect(cachedDateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'short' })).toBe(first);
    expect(cachedDateTimeFormat('en-GB', { ...SHORT_WEEKDAY, weekday: 'long' })).not.toBe(first);
    expect(cachedDateTimeFormat('ar-AE', SHORT_WEEKDAY)).not.toBe(first);
  });

  it('formats as a formatter made afresh', () => {
    for (const locale of ['en-GB', 'ar-AE']) {
      expect(cachedDateTimeFormat(locale, SHORT_WEEKDAY).format(SUNDAY)).toBe(new Intl.DateTimeFormat(locale, SHORT_WEEKDAY).format(SUNDAY));
    }
  });
});
