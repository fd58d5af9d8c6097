// Phone numbers as customers type them (spec 1 §2 /sign-up: default country AE, calling code not editable; spec 2
// §5.4: the profile step's mask +971 (99) 999 99 99 99). Used by the account and planner areas; imported from
// '@mealplan/shared/account/phone' so pages without a phone field carry no phone library.
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

/** The digit groups of the national part of the mask "+971 (99) 999 99 99 99". */
const MASK_GROUPS = [2, 3, 2, 2, 2] as const;
export const PHONE_MASK_DIGITS = MASK_GROUPS.reduce((sum, size) => sum + size, 0);

/**
 * A UAE number typed in any way, shown in the mask's national part: "(50) 123 45 67". The +971 / 00971 prefix and
 * the trunk 0 are dropped (the calling code sits before the field), digits past the mask's 11 are cut off.
 */
export function maskUaePhone(typed: string): string {
  let digits = typed.replace(/\D/g, '');
  const international = /^\s*(\+|00)/.test(typed);
  if (international) digits = digits.replace(/^(00)?971/, '');
  digits = digits.replace(/^0+/, '').slice(0, PHONE_MASK_DIGITS);
  const groups: string[] = [];
  let start = 0;
  for (const size of MASK_GROUPS) {
    if (start >= digits.length) break;
    groups.push(digits.slice(start, start + size));
    start += size;
  }
  if (groups.length === 0) return '';
  const [area, ...rest] = groups;
  return [`(${area})`, ...rest].join(' ');
}

/** Whether the typed number is a valid UAE number (what the server accepts for the profile's phone). */
export function isUaePhone(typed: string): boolean {
  const split = splitPhone(`${DEFAULT_CALLING_CODE}${maskUaePhone(typed).replace(/\D/g, '')}`);
  return split.valid && split.countryCode === DEFAULT_CALLING_CODE.slice(1);
}
