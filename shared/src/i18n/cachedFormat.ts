// Intl formatters made once per locale and options, on first use: making an Intl formatter costs far more than
// formatting with it, and the screens format numbers and dates in every row they draw.

/**
 * Options as a key that does not depend on the order their properties were written in. Intl's option values are
 * numbers, booleans and plain identifiers (currency codes, time zones), so `name=value;` cannot be ambiguous; the key
 * is built on every call, and this is several times quicker than JSON.stringify of the sorted entries.
 */
function optionsKey(options: object): string {
  const values = options as Readonly<Record<string, unknown>>;
  let key = '';
  for (const name of Object.keys(values).sort()) key += `${name}=${String(values[name])};`;
  return key;
}

/** `make` wrapped so that a locale and options it has seen get the formatter it made then. */
function memoizedFormatter<Options extends object, Formatter>(make: (locale: string, options: Options) => Formatter) {
  const made = new Map<string, Formatter>();
  return (locale: string, options: Options): Formatter => {
    const key = `${locale}|${optionsKey(options)}`;
    let formatter = made.get(key);
    if (!formatter) {
      formatter = make(locale, options);
      made.set(key, formatter);
    }
    return formatter;
  };
}

/** The Intl.NumberFormat of this locale and these options, made once. */
export const cachedNumberFormat = memoizedFormatter((locale: string, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options));

/** The Intl.DateTimeFormat of this locale and these options, made once. */
export const cachedDateTimeFormat = memoizedFormatter(
  (locale: string, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
);
