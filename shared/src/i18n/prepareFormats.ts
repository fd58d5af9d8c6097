// The first Intl.NumberFormat and the first Intl.DateTimeFormat a page makes load the browser's number and date data:
// 15-45 ms each here, four times that on a mid-range phone. Made in the middle of a render, that cost lands inside
// one long task (the landing page's prices drew in a 190 ms task at 4x CPU, most of it the first number format).
import { cachedDateTimeFormat } from './cachedFormat';
import { localeFormat } from './format';
import { intlLocale, type Locale } from './locale';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Makes the page language's number formatters and a date formatter (each kept by cachedFormat.ts) ahead of the render that
 * uses them, each in a task of its own, so the browser can answer a tap in between. Call it while waiting for the
 * network (the shell does, while the area's code loads).
 */
export async function prepareFormats(locale: Locale): Promise<void> {
  await nextTask();
  const format = localeFormat(locale);
  format.number(0);
  format.aed(0);
  await nextTask();
  // The landing's weekday names (LandingCatalog), kept by cachedDateTimeFormat.
  cachedDateTimeFormat(intlLocale(locale), { weekday: 'short', timeZone: 'UTC' }).format(0);
}
