import { getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

export const DEFAULT_COUNTRY: CountryCode = 'AE';

/** The calling code shown, not editable, before every phone field: "+971". */
export const DEFAULT_CALLING_CODE = `+${getCountryCallingCode(DEFAULT_COUNTRY)}`;

export interface SplitPhone {
  /** Country calling code, digits only, e.g. "971". */
  countryCode: string;
  /** National significant number, digits only, e.g. "501234567". */
  national: string;
  valid: boolean;
}

/** Parses what the customer typed into calling code and national number (default country AE). */
export function splitPhone(typed: string): SplitPhone {
  const parsed = parsePhoneNumberFromString(typed.trim(), DEFAULT_COUNTRY);
  if (!parsed) return { countryCode: getCountryCallingCode(DEFAULT_COUNTRY), national: typed.replace(/\D/g, ''), valid: false };
  return { countryCode: parsed.countryCallingCode, national: parsed.nationalNumber, valid: parsed.isValid() };
}
