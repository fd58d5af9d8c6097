// Phone numbers of the sign-up form: country calling code (default UAE, 971) + national number.
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';

export const DEFAULT_COUNTRY: CountryCode = 'AE';

export interface ParsedPhone {
  /** Calling code without '+', e.g. '971'. */
  callingCode: string;
  nationalNumber: string;
  /** +971501234567 */
  international: string;
}

/** A valid mobile (or mobile-capable) number, or null. */
export function parseMobile(callingCode: string, nationalNumber: string): ParsedPhone | null {
  const digits = nationalNumber.replace(/[\s()-]/g, '');
  const text = digits.startsWith('+') ? digits : `+${callingCode}${digits.replace(/^0+/, '')}`;
  const parsed = parsePhoneNumberFromString(text, DEFAULT_COUNTRY);
  if (!parsed?.isValid()) return null;
  const type = parsed.getType();
  if (type !== undefined && type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE') return null;
  return {
    callingCode: parsed.countryCallingCode,
    nationalNumber: parsed.nationalNumber,
    international: parsed.number,
  };
}
