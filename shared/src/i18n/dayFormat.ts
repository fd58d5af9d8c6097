// A Dubai day or instant written with a luxon format string ('cccc, d LLLL yyyy'), as luxon's toFormat writes it, on
// the platform's Intl alone: the i18n runtime is on every page, and luxon is not needed to name a weekday or a month.
// The tokens the screens use: d dd (day), c/E ccc cccc EEE EEEE (weekday), L/M LLL LLLL MMM MMMM (month names),
// M MM L LL (month number), y yyyy (year), H HH m mm (24-hour time); anything else is copied as it is, and text in
// single quotes is literal. Digits are Latin in both languages, as the locale's tag says (locale.ts).
import { dubaiWallClock, MONTH_LONG, WEEKDAY_LONG, WEEKDAY_SHORT, ZONE } from '../time';
import { cachedDateTimeFormat } from './cachedFormat';
import { INTL_LOCALES } from './locale';

/**
 * English weekday and month names as the English tag's Intl writes them (the tests compare every one with it), so an
 * English page makes no Intl.DateTimeFormat: the first one a page makes loads the browser's calendar and time-zone
 * data, the longest task of the signed-in dashboard's start-up in a profile (32 ms of a desktop CPU here; issue 23).
 */
const ENGLISH_NAMES = {
  weekday: { long: WEEKDAY_LONG, short: WEEKDAY_SHORT },
  month: { long: MONTH_LONG, short: MONTH_LONG.map((name) => name.slice(0, 3)) },
} as const;

/** The formatter of this language and these options in Dubai's time zone (made once: cachedFormat.ts). */
const formatter = (tag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  cachedDateTimeFormat(tag, { ...options, timeZone: ZONE });

/** The part `field` of the instant written with these options, as luxon's Locale.extract takes it. */
function extract(tag: string, instant: Date, options: Intl.DateTimeFormatOptions, field: string): string {
  return (
    formatter(tag, options)
      .formatToParts(instant)
      .find((part) => part.type.toLowerCase() === field)?.value ?? ''
  );
}

const pad = (value: number, width: number): string => {
  const text = String(Math.abs(value)).padStart(width, '0');
  return value < 0 ? `-${text}` : text;
};

/** luxon's Formatter.parseFormat: runs of one letter are tokens, quoted text and white space are literals. */
function parseFormat(format: string): { literal: boolean; value: string }[] {
  const splits: { literal: boolean; value: string }[] = [];
  let current: string | null = null;
  let run = '';
  let bracketed = false;
  for (const char of format) {
    if (char === "'") {
      if (run.length > 0 || bracketed) splits.push({ literal: bracketed || /^\s+$/.test(run), value: run === '' ? "'" : run });
      current = null;
      run = '';
      bracketed = !bracketed;
    } else if (bracketed) {
      run += char;
    } else if (char === current) {
      run += char;
    } else {
      if (run.length > 0) splits.push({ literal: /^\s+$/.test(run), value: run });
      run = char;
      current = char;
    }
  }
  if (run.length > 0) splits.push({ literal: bracketed || /^\s+$/.test(run), value: run });
  return splits;
}

const ARABIC_COMMA = '\u060c';

/** The instant (unix seconds) in Dubai, written with a luxon format string in the language of `tag`; a comma of the
 * format is the language's own. */
export function formatDubaiDay(unixSeconds: number, format: string, tag: string): string {
  const instant = new Date(unixSeconds * 1000);
  const wall = dubaiWallClock(unixSeconds);
  const english = tag === INTL_LOCALES.en;
  const weekday = (width: 'short' | 'long', standalone: boolean) =>
    english
      ? ENGLISH_NAMES.weekday[width][wall.getUTCDay()]!
      : extract(tag, instant, standalone ? { weekday: width } : { weekday: width, month: 'long', day: 'numeric' }, 'weekday');
  const month = (width: 'short' | 'long', standalone: boolean) =>
    english
      ? ENGLISH_NAMES.month[width][wall.getUTCMonth()]!
      : extract(tag, instant, standalone ? { month: width } : { month: width, day: 'numeric' }, 'month');
  const token = (text: string): string => {
    switch (text) {
      case 'd':
        return String(wall.getUTCDate());
      case 'dd':
        return pad(wall.getUTCDate(), 2);
      case 'ccc':
        return weekday('short', true);
      case 'cccc':
        return weekday('long', true);
      case 'EEE':
        return weekday('short', false);
      case 'EEEE':
        return weekday('long', false);
      case 'L':
      case 'M':
        return String(wall.getUTCMonth() + 1);
      case 'LL':
      case 'MM':
        return pad(wall.getUTCMonth() + 1, 2);
      case 'LLL':
        return month('short', true);
      case 'LLLL':
        return month('long', true);
      case 'MMM':
        return month('short', false);
      case 'MMMM':
        return month('long', false);
      case 'y':
        return String(wall.getUTCFullYear());
      case 'yyyy':
        return pad(wall.getUTCFullYear(), 4);
      case 'H':
        return String(wall.getUTCHours());
      case 'HH':
        return pad(wall.getUTCHours(), 2);
      case 'm':
        return String(wall.getUTCMinutes());
      case 'mm':
        return pad(wall.getUTCMinutes(), 2);
      default:
        // The screens write one pattern for both languages: Arabic separates with its own comma ('السبت، 21 نوفمبر').
        return english ? text : text.replace(/,/g, ARABIC_COMMA);
    }
  };
  return parseFormat(format)
    .map((part) => (part.literal ? part.value : token(part.value)))
    .join('');
}
