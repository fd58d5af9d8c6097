// The first Intl.NumberFormat a page makes loads the browser's number data: 20-45 ms of a desktop CPU here, four times
// that on a mid-range phone (10-13 ms in a bare page); every one made after it costs about 0.1 ms. Made in the middle
// of a render, that cost lands inside one long task (the Arabic landing page's prices, the English landing's plural
// "# delivery days", which react-intl counts with an Intl.NumberFormat). English numbers, amounts and counts are
// written without Intl (groupedDecimal.ts, intlCache.ts): an English page makes none.
import { cachedNumberFormat } from './cachedFormat';
import { localeFormat } from './format';
import { intlLocale, type Locale } from './locale';

/**
 * Makes the page language's number and amount formatters (kept by cachedFormat.ts) in a task of its own, ahead of the
 * render that uses them, so the browser can answer a tap in between. Call it while waiting for the network (the shell
 * does, while the area's code loads).
 */
export async function prepareFormats(locale: Locale): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  const format = localeFormat(locale);
  format.number(0);
  format.aed(0);
  // The number data the texts' formatters (react-intl's own) then find loaded; English texts write their counts
  // without Intl (intlCache.ts).
  if (locale !== 'en') cachedNumberFormat(intlLocale(locale), {}).format(0);
}
