// react-intl's formatter cache, with the English count of a plural ("# delivery days") written without Intl (issue 23).
// react-intl writes a plural's `#` with an Intl.NumberFormat of the page's language, and the first Intl.NumberFormat
// a page makes loads the browser's number data: the longest task left in the English landing page's start-up (20-30
// ms of a desktop CPU here, four times that on a phone). An English whole number is written by groupedDecimal (checked
// against Intl), anything else by Intl as before. Other languages keep Intl.
import { createIntlCache, type IntlCache } from 'react-intl';
import { cachedNumberFormat } from './cachedFormat';
import { groupedDecimal } from './groupedDecimal';
import { intlLocale } from './locale';

/** The formatter react-intl takes for a plural's `#` in English: format() is all it calls. */
function englishCountFormat(tag: string): Pick<Intl.NumberFormat, 'format'> {
  return {
    format: (value: number | bigint | string) =>
      (typeof value === 'number' && Number.isInteger(value) ? groupedDecimal(value, 0) : undefined) ??
      cachedNumberFormat(tag, {}).format(value as number),
  };
}

/**
 * The key react-intl's memoizer gives `getNumberFormat(tag)`, the call it makes for `#` (@formatjs/fast-memoize:
 * JSON of the arguments object). Should a release key it otherwise, `#` simply gets Intl again; a test catches it.
 */
const countFormatKey = (tag: string) => JSON.stringify({ 0: [tag] });

/** A react-intl cache (for createIntl) in which English counts are written without Intl. */
export function intlCache(): IntlCache {
  const cache = createIntlCache();
  const tag = intlLocale('en');
  (cache.number as Record<string, unknown>)[countFormatKey(tag)] = englishCountFormat(tag);
  return cache;
}
