// Intl's supportedLocalesOf answers its first call by listing every locale the browser has: 12-17 ms on a desktop
// CPU, about four times that on a mid-range phone. react-intl asks it (NumberFormat's and DateTimeFormat's) for each
// formatter it makes, so that list was built during the first page's start-up, for a question whose answer is known:
// the site formats in its own two tags only (INTL_LOCALES, @mealplan/shared/i18n), which every browser supports. A
// question about exactly those tags is answered with them, as the browser answers it; any other goes to the browser.
// Runs before the async boundary (index.ts): it imports nothing.

/** The tags the site formats with: INTL_LOCALES' values (a test keeps the two the same). */
export const SITE_INTL_TAGS: readonly string[] = ['en-AE', 'ar-AE-u-nu-latn'];

type SupportedLocalesOf = typeof Intl.NumberFormat.supportedLocalesOf;

/** `supportedLocalesOf` answering the site's own tags itself, and anything else through `browser`. */
export function answeringSiteTags(browser: SupportedLocalesOf, siteTags: readonly string[] = SITE_INTL_TAGS): SupportedLocalesOf {
  const known = new Set(siteTags);
  return function supportedLocalesOf(this: unknown, locales, options) {
    const asked: unknown[] = typeof locales === 'string' ? [locales] : Array.isArray(locales) ? locales : [];
    if (asked.length > 0 && asked.every((tag) => typeof tag === 'string' && known.has(tag))) return [...new Set(asked as string[])];
    return browser.call(this, locales, options);
  };
}

/** Installs the shortcut on Intl.NumberFormat and Intl.DateTimeFormat (the two react-intl asks). */
export function answerSiteLocales(intl: typeof Intl = Intl): void {
  intl.NumberFormat.supportedLocalesOf = answeringSiteTags(intl.NumberFormat.supportedLocalesOf.bind(intl.NumberFormat));
  intl.DateTimeFormat.supportedLocalesOf = answeringSiteTags(intl.DateTimeFormat.supportedLocalesOf.bind(intl.DateTimeFormat));
}
