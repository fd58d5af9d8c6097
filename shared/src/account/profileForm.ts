// The profile form of the wizard's step (spec 2 §2.2 step 4, §5.4) and of /profile (spec 3 §2 Profile settings, its
// full version adds the company): the values as the page edits them (texts), the `profile set` 'main' payload built
// from them, and the checks of the shared profile rule plus phone and email, before sending.
import { ACCOUNT_MESSAGES, type AccountMessageId } from './messages';
import { isValidEmail } from './credentials';
import { isUaePhone, maskUaePhone } from './phone';
import {
  ACTIVITY_LEVELS,
  BIRTHDAY_INVALID_MESSAGE,
  HEIGHT_RANGE_MESSAGE,
  WEIGHT_RANGE_MESSAGE,
  validateProfileMain,
  type ActivityLevel,
  type BodyData,
  type RuleMessage,
} from '../domain';
import type { RequestData, User } from '../protocol';
import { parseIsoDate, toIsoDate } from '../time';
import { GRAMS_PER_KG } from '../units';

export type ProfileMainPayload = Extract<RequestData<'profile', 'set'>, { scenario: 'main' }>;

/** What the form edits: numbers and the birthday as typed, ids as select values. */
export interface ProfileValues {
  firstName: string;
  lastName: string;
  /** The national part as the mask shows it: "(50) 123 45 67". */
  phone: string;
  email: string;
  gender: string;
  /** kg, as typed */
  weight: string;
  /** cm, as typed */
  height: string;
  /** YYYY-MM-DD (a Dubai day) */
  birthday: string;
  language: string;
  /** Medical condition ids, as checkbox values. */
  medicalCondition: string[];
  /** One of ACTIVITY_LEVELS, or '' when not chosen (the daily targets then use sedentary). */
  activityLevel: string;
  /** The full version's company (left out of the wizard's step). */
  company?: string;
}

const numberText = (value: number | null | undefined): string => (value === null || value === undefined ? '' : String(value));

/** The form's starting values from the signed-in user (weight in grams shown in kg). */
export function initialProfileValues(user: Partial<User>): ProfileValues {
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    phone: maskUaePhone(user.phone ?? ''),
    email: user.email ?? '',
    gender: user.gender ?? '',
    weight: user.weight === null || user.weight === undefined ? '' : String(user.weight / GRAMS_PER_KG),
    height: numberText(user.height),
    birthday: user.birthday === null || user.birthday === undefined ? '' : toIsoDate(user.birthday),
    language: user.language ?? '',
    medicalCondition: (user.medicalCondition ?? []).map(String),
    activityLevel: user.activityLevel ?? '',
  };
}

/** A typed number, or null when left empty, or NaN when it is not a number. */
function typedNumber(text: string | undefined): number | null {
  const trimmed = (text ?? '').trim().replace(',', '.');
  if (trimmed === '') return null;
  return /^-?\d*(\.\d*)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** kg -> grams; a weight finer than 1 g stays fractional so the rule refuses it. */
function kgToWireGrams(kg: number): number {
  const grams = kg * GRAMS_PER_KG;
  return Math.abs(grams - Math.round(grams)) < 1e-6 ? Math.round(grams) : grams;
}

const isGender = (value: string): value is 'male' | 'female' => value === 'male' || value === 'female';
export const isActivityLevel = (value: string): value is ActivityLevel => (ACTIVITY_LEVELS as readonly string[]).includes(value);

/** The `profile set` 'main' payload; empty optional fields clear the stored value. */
export function profilePayload(values: ProfileValues): ProfileMainPayload {
  const weight = typedNumber(values.weight);
  const height = typedNumber(values.height);
  return {
    scenario: 'main',
    firstName: (values.firstName ?? '').trim(),
    lastName: (values.lastName ?? '').trim(),
    phone: maskUaePhone(values.phone ?? '').replace(/\D/g, ''),
    email: (values.email ?? '').trim(),
    gender: isGender(values.gender ?? '') ? (values.gender as 'male' | 'female') : null,
    weight: weight === null ? null : kgToWireGrams(weight),
    height,
    birthday: values.birthday ? parseIsoDate(values.birthday) : null,
    medicalCondition: (values.medicalCondition ?? []).map(Number).filter((id) => Number.isInteger(id) && id > 0),
    activityLevel: isActivityLevel(values.activityLevel ?? '') ? (values.activityLevel as ActivityLevel) : null,
    ...(values.language ? { language: values.language } : {}),
    ...(values.company !== undefined ? { company: values.company.trim() } : {}),
  };
}

/** The body data of the daily targets, from what the form holds now (a value the rules refuse counts as missing). */
export function bodyDataOf(values: ProfileValues, now: number): BodyData {
  const payload = profilePayload(values);
  const errors = validateProfileValues(values, now);
  const valid = (value: number | null | undefined, field: string) => (value === null || value === undefined || field in errors ? null : value);
  return {
    weightGrams: valid(payload.weight, 'weight'),
    heightCm: valid(payload.height, 'height'),
    birthday: valid(payload.birthday, 'birthday'),
    gender: payload.gender ?? null,
  };
}

/** A field error of the form: a shared rule's message id (with values), shown by id in the page's language. */
export type ProfileFieldMessage = RuleMessage | AccountMessageId;

/**
 * Field errors before sending, as message ids (translated by the page): the shared profile rule (names, weight,
 * height, birthday), a valid UAE phone and a valid email.
 */
export function validateProfileValues(values: ProfileValues, now: number): Record<string, ProfileFieldMessage> {
  const payload = profilePayload(values);
  const errors: Record<string, ProfileFieldMessage> = {};
  const numeric = (value: number | null | undefined) => value !== null && value !== undefined && Number.isNaN(value);
  if (numeric(payload.weight)) errors.weight = WEIGHT_RANGE_MESSAGE;
  if (numeric(payload.height)) errors.height = HEIGHT_RANGE_MESSAGE;
  if (values.birthday && payload.birthday === null) errors.birthday = BIRTHDAY_INVALID_MESSAGE;
  const rule = validateProfileMain(
    {
      ...payload,
      weight: numeric(payload.weight) ? null : payload.weight,
      height: numeric(payload.height) ? null : payload.height,
    },
    now,
  );
  for (const [field, message] of Object.entries(rule.errors)) errors[field] ??= message;
  if (!isUaePhone(values.phone ?? '')) errors.phone = ACCOUNT_MESSAGES.phoneInvalid;
  if (!isValidEmail(payload.email)) errors.email = ACCOUNT_MESSAGES.emailInvalid;
  return errors;
}
