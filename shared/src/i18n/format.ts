// Numbers, AED amounts and dates in the page's language (issue 8), through one helper so the choice of digits is
// made once. Digits: Latin (0-9) in both languages, as UAE government and commercial sites write Arabic
// (`ar-AE` with the Unicode extension `nu-latn`); the Arabic text around them is right to left.
import { useIntl } from 'react-intl';
import { formatAed, formatNumber } from '../units';
import { cachedNumberFormat } from './cachedFormat';
import { formatDubaiDay } from './dayFormat';
import { DEFAULT_LOCALE, intlLocale, normaliseLanguage, NUMBERING_SYSTEM, type Locale } from './locale';

export { INTL_LOCALES, NUMBERING_SYSTEM, intlLocale } from './locale';

const FILS_PER_AED = 100;

export interface LocaleFormat {
  locale: Locale;
  /** 1234.5, 2 -> "1,234.50" (Latin digits in both languages). */
  number(value: number, decimals?: number): string;
  /** Fils -> "AED 1,234.50" / "1,234.50 د.إ.". */
  aed(fils: number): string;
  /**
   * A Dubai day (unix seconds) with a luxon format ('cccc, d LLLL yyyy'): weekday and month names in the language,
   * as luxon writes them, without luxon (dayFormat.ts).
   */
  day(day: number, format: string): string;
}

/** The language's number formatter with these options, in its digits (made once: cachedFormat.ts). */
const numberFormat = (tag: string, options: Intl.NumberFormatOptions): Intl.NumberFormat =>
  cachedNumberFormat(tag, { ...options, numberingSystem: NUMBERING_SYSTEM });

export function localeFormat(locale: Locale): LocaleFormat {
  const tag = intlLocale(locale);
  const number = (value: number, decimals = 0): string =>
    locale === 'en'
      ? formatNumber(value, decimals)
      : numberFormat(tag, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value);
  return {
    locale,
    number,
    aed: (fils) => (locale === 'en' ? formatAed(fils) : numberFormat(tag, { style: 'currency', currency: 'AED' }).format(fils / FILS_PER_AED)),
    day: (day, format) => formatDubaiDay(day, format, tag),
  };
}

/** The formatter of the area's current language (from its react-intl provider, so it follows the switch). */
export function useLocaleFormat(): LocaleFormat {
  return localeFormat(normaliseLanguage(useIntl().locale) ?? DEFAULT_LOCALE);
}
