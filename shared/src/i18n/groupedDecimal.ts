// Latin-digit numbers with thousands separators written without Intl. The first Intl.NumberFormat a page makes loads
// the browser's number data and resolves its locale against every locale the browser has: 20-45 ms of a desktop CPU
// here, four times that on a mid-range phone, in the middle of the first render that shows a price. An English page
// writes its numbers as en-US does, which takes a few string operations; other languages keep Intl.

/**
 * `value` with exactly `decimals` decimals and thousands separators, as `Intl.NumberFormat('en-US',
 * { minimumFractionDigits: decimals, maximumFractionDigits: decimals })` writes it (compared with it on random numbers
 * in units.test.ts), or undefined where it would not be written that way here (not finite, a number JavaScript writes
 * with an exponent, or a count of decimals Intl does not take): the caller then asks Intl.
 */
export function groupedDecimal(value: number, decimals: number): string | undefined {
  // JavaScript's shortest decimal that reads back as the value: the digits Intl (ICU) rounds, half away from zero.
  const written = /^(\d+)(?:\.(\d+))?$/.exec(String(Math.abs(value)));
  if (!written || !Number.isInteger(decimals) || decimals < 0 || decimals > 100) return undefined;
  let whole = written[1]!;
  let fraction = written[2] ?? '';
  if (fraction.length > decimals) {
    const roundsUp = fraction[decimals]! >= '5';
    fraction = fraction.slice(0, decimals);
    if (roundsUp) {
      const raised = (BigInt(whole + fraction) + 1n).toString().padStart(whole.length + fraction.length, '0');
      whole = raised.slice(0, raised.length - decimals);
      fraction = raised.slice(raised.length - decimals);
    }
  }
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${sign}${grouped}${decimals > 0 ? `.${fraction.padEnd(decimals, '0')}` : ''}`;
}
