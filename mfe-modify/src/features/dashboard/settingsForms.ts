// The dashboard's six settings forms (spec 3 §2 Settings links, §3 "Main settings info", Food preferences; §7
// saveAddressInfo, saveMainInfo, saveMedicalInfo, saveDislike, savePrefs, saveEliminateGroups): each form's values
// from what the page loaded, its checks before sending (message ids, shown in the page's language), and the payload.
// The server checks the same again; its refusals come back through the dashboard store's SaveResult.
import { addressFormValues, ACCOUNT_MESSAGES, isValidEmail, type AddressValues } from '@mealplan/shared/account';
import { isUaePhone, maskUaePhone } from '@mealplan/shared/account/phone';
import { BIRTHDAY_INVALID_MESSAGE, birthdayMessage, type RuleMessage } from '@mealplan/shared/domain';
import { parseIsoDate, toIsoDate } from '@mealplan/shared/time';
import { ADDRESS_KINDS, type AddressKind, type AddressSettingsValues } from '../../common/address-settings';
import type { MainInfoInput, MainSettings } from './dashboardStore';

/** A check's message: a shared rule's or the account catalogue's id, or one of the dashboard's own. */
export type SettingsMessage = RuleMessage | (typeof ACCOUNT_MESSAGES)[keyof typeof ACCOUNT_MESSAGES] | 'dashboard.favourites.both';
export type SettingsErrors<F extends string> = Partial<Record<F, SettingsMessage>>;

// Delivery Address: home, work_ and public_ and the one delivered to (the checks: common/address-settings).

export type DashboardAddressValues = AddressSettingsValues<AddressKind>;
export const DASHBOARD_ADDRESS_KINDS = ADDRESS_KINDS;

type SavedAddress = MainSettings['homeAddress'];

const formAddress = (saved: SavedAddress): AddressValues => addressFormValues(saved);

export function addressValues(settings: MainSettings): DashboardAddressValues {
  const deliverTo: AddressKind = settings.default_work ? 'work' : settings.default_public ? 'public' : 'home';
  return { home: formAddress(settings.homeAddress), work: formAddress(settings.workAddress), public: formAddress(settings.publicAddress), deliverTo };
}

// Personal Details: email, phone (+971 before the field), company and birthday.

export interface PersonalValues {
  email: string;
  /** The national part as the mask shows it: "(50) 123 45 67". */
  phone: string;
  company: string;
  /** "YYYY-MM-DD", or '' for none. */
  birthday: string;
}

export function personalValues(settings: MainSettings): PersonalValues {
  return {
    email: settings.email,
    phone: maskUaePhone(settings.phone),
    company: settings.company,
    birthday: settings.birthday !== null ? toIsoDate(settings.birthday) : '',
  };
}

/** A valid email, a valid UAE mobile, a birthday at least 18 and at most 120 years back (spec 3 §5). */
export function validatePersonal(values: PersonalValues, now: number): SettingsErrors<keyof PersonalValues> {
  const errors: SettingsErrors<keyof PersonalValues> = {};
  if (!isValidEmail(values.email.trim())) errors.email = ACCOUNT_MESSAGES.emailInvalid;
  if (!isUaePhone(values.phone)) errors.phone = ACCOUNT_MESSAGES.phoneInvalid;
  if (values.birthday.trim() !== '') {
    const day = parseIsoDate(values.birthday.trim());
    const message = day === null ? BIRTHDAY_INVALID_MESSAGE : birthdayMessage(day, now);
    if (message) errors.birthday = message;
  }
  return errors;
}

export function personalPayload(values: PersonalValues): MainInfoInput {
  const birthday = values.birthday.trim();
  return {
    email: values.email.trim(),
    phone: maskUaePhone(values.phone).replace(/\D/g, ''),
    company: values.company.trim(),
    birthday: birthday ? parseIsoDate(birthday) : null,
  };
}

// Medical Conditions, Food Preferences (disliked ingredients), Groups Eliminated: a list of ids each. Medical
// conditions are checkboxes, whose values a form holds as text.

export interface MedicalValues {
  medical: string[];
}

export const medicalValues = (settings: MainSettings): MedicalValues => ({ medical: settings.medical.map(String) });
export const medicalPayload = (values: MedicalValues): number[] => values.medical.map(Number);

// Food Favourites: the liked and the disliked dishes; a dish is not both.

export interface FavouritesValues {
  dishlikes: number[];
  dishdislikes: number[];
}

export function validateFavourites(values: FavouritesValues): SettingsErrors<keyof FavouritesValues> {
  const liked = new Set(values.dishlikes);
  return values.dishdislikes.some((dish) => liked.has(dish)) ? { dishdislikes: 'dashboard.favourites.both' } : {};
}

// Pause Plan (spec 3 §2 Settings links, §4 Pause): not offered while a pause is set; a pause without an end date is
// resumed from the same dialog ('Resume My Plan'); a pause with its end date is changed by the team only. The link is
// chosen with the page's helpers (dashboard.ts), as the settings panel loads without these forms.
export { pauseLinkOf, type PauseLink } from './dashboard';
