import { splitPhone } from '@mealplan/shared/account/phone';

/** The sign-up form's values; names follow the registration payload so server errors land on their fields. */
export interface SignUpValues {
  first_name: string;
  last_name: string;
  whatsUpnumber: string;
  /** "Same number for WhatsApp": the WhatsApp number is also the calling number. */
  samePhone: boolean;
  phone?: string;
  email: string;
  password: string;
}

export const INITIAL_SIGN_UP_VALUES: Partial<SignUpValues> = { samePhone: true };

export interface RegistrationPayload {
  email: string;
  first_name: string;
  last_name: string;
  password: string;
  referer: number | null;
  PC_CODE: string;
  WPC_CODE: string;
  phone: string;
  whatsUpnumber: string;
}

/** Builds the registration payload: phones split into calling code and national number. */
export function registrationPayload(values: SignUpValues, referer: number | null): RegistrationPayload {
  const whatsapp = splitPhone(values.whatsUpnumber ?? '');
  const phone = values.samePhone ? whatsapp : splitPhone(values.phone ?? '');
  return {
    email: (values.email ?? '').trim(),
    first_name: (values.first_name ?? '').trim(),
    last_name: (values.last_name ?? '').trim(),
    password: values.password ?? '',
    referer,
    PC_CODE: phone.countryCode,
    WPC_CODE: whatsapp.countryCode,
    phone: phone.national,
    whatsUpnumber: whatsapp.national,
  };
}
