import fc from 'fast-check';
import { DateTime } from 'luxon';
import { localeFormat } from '../../src/i18n/format';
import { formatDubaiDay } from '../../src/i18n/dayFormat';
import { INTL_LOCALES, LOCALES, NUMBERING_SYSTEM } from '../../src/i18n/locale';
import { ZONE } from '../../src/time';

// Every format string the screens pass to format.day (shared, shell and the remotes), with a quoted literal.
const FORMATS = [
  'cccc, d LLLL yyyy',
  'cccc d LLLL yyyy',
  'cccc, d LLLL',
  'cccc d LLLL',
  'LLLL yyyy',
  'LLL yyyy',
  'd LLLL, HH:mm',
  'ccc d LLL, HH:mm',
  'EEE, d LLL',
  'ccc',
  'dd/MM',
  'd LLL yyyy',
  'd LLLL yyyy',
  'd MMM yyyy',
  'd LLL',
  'LLL',
  "EEEE d MMMM 'at' H:m",
];

/** What format.day answered with luxon (before dayFormat.ts), with the Arabic comma in Arabic. */
const byLuxon = (seconds: number, format: string, tag: string) => {
  const written = DateTime.fromSeconds(seconds, { zone: ZONE }).setLocale(tag).reconfigure({ numberingSystem: NUMBERING_SYSTEM }).toFormat(format);
  return tag === INTL_LOCALES.ar ? written.replace(/,/g, '،') : written;
};

describe('Dubai days written without luxon', () => {
  // 2026-11-21 00:00 in Dubai.
  const SAT_21_NOV = Date.UTC(2026, 10, 20, 20) / 1000;

  it('writes the screens’ formats in English and Arabic', () => {
    expect(localeFormat('en').day(SAT_21_NOV, 'cccc, d LLLL yyyy')).toBe('Saturday, 21 November 2026');
    expect(localeFormat('en').day(SAT_21_NOV + 13 * 3600 + 5 * 60, 'd LLLL, HH:mm')).toBe('21 November, 13:05');
    expect(localeFormat('ar').day(SAT_21_NOV, 'cccc، d LLLL yyyy')).toBe('السبت، 21 نوفمبر 2026');
    expect(localeFormat('en').day(SAT_21_NOV, 'dd/MM')).toBe('21/11');
    // One pattern for both languages: the comma is Arabic's own on an Arabic page.
    expect(localeFormat('ar').day(SAT_21_NOV, 'cccc, d LLLL yyyy')).toBe('السبت، 21 نوفمبر 2026');
  });

  it('agrees with luxon for every format, language and instant (1970..2100)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800 }), fc.constantFrom(...FORMATS), fc.constantFrom(...LOCALES), (seconds, format, locale) => {
        const tag = INTL_LOCALES[locale];
        expect(formatDubaiDay(seconds, format, tag)).toBe(byLuxon(seconds, format, tag));
      }),
      { numRuns: 3000 },
    );
  });

  it('names every month and weekday as luxon does', () => {
    for (const locale of LOCALES) {
      for (let day = 0; day < 366; day += 1) {
        const seconds = Date.UTC(2027, 0, 1 + day, 6) / 1000;
        for (const format of ['cccc ccc EEEE EEE', 'LLLL LLL MMMM MMM']) {
          expect(formatDubaiDay(seconds, format, INTL_LOCALES[locale])).toBe(byLuxon(seconds, format, INTL_LOCALES[locale]));
        }
      }
    }
  });
});

test('an English day is written without an Intl.DateTimeFormat (the first one loads the calendar data); Arabic uses Intl', () => {
  const seconds = Date.UTC(2026, 8, 14, 9) / 1000;
  const expected = FORMATS.map((format) => byLuxon(seconds, format, INTL_LOCALES.en));
  // A fresh copy of the module, with none of its formatters made yet.
  let fresh!: typeof import('../../src/i18n/dayFormat');
  jest.isolateModules(() => {
    fresh = jest.requireActual<typeof import('../../src/i18n/dayFormat')>('../../src/i18n/dayFormat');
  });
  const { DateTimeFormat } = Intl;
  let made = 0;
  const spy = jest.spyOn(Intl, 'DateTimeFormat').mockImplementation((...args) => {
    made += 1;
    return new DateTimeFormat(...args);
  });
  try {
    expect(FORMATS.map((format) => fresh.formatDubaiDay(seconds, format, INTL_LOCALES.en))).toEqual(expected);
    expect(made).toBe(0);
    fresh.formatDubaiDay(seconds, 'cccc', INTL_LOCALES.ar);
    expect(made).toBeGreaterThan(0);
  } finally {
    spy.mockRestore();
  }
});
