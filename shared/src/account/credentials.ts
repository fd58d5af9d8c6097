// Sign-up and password rules shared by the account screens and the server.
import { ACCOUNT_MESSAGES, type AccountMessageId } from './messages';
import type { FieldErrors, RuleErrors } from './feedback';
import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './limits';

export { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './limits';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isValidEmail(email: string): boolean {
  const normalized = normalizeEmail(email);
  return normalized.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(normalized);
}

export function passwordError(password: string): AccountMessageId | undefined {
  if (password.length < MIN_PASSWORD_LENGTH || password.length > MAX_PASSWORD_LENGTH) {
    return ACCOUNT_MESSAGES.passwordTooShort;
  }
  return undefined;
}

function nameError(name: string, message: AccountMessageId): AccountMessageId | undefined {
  const trimmed = name.trim();
  return trimmed.length === 0 || trimmed.length > MAX_NAME_LENGTH ? message : undefined;
}

export interface CredentialsInput {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
}

/** Name, email-format and password rules of sign-up; phones and email uniqueness are checked by the server. */
export function validateCredentials(input: CredentialsInput): RuleErrors {
  const errors: RuleErrors = {};
  const firstName = nameError(input.first_name, ACCOUNT_MESSAGES.firstNameRequired);
  if (firstName) errors.first_name = firstName;
  const lastName = nameError(input.last_name, ACCOUNT_MESSAGES.lastNameRequired);
  if (lastName) errors.last_name = lastName;
  if (!isValidEmail(input.email)) errors.email = ACCOUNT_MESSAGES.emailInvalid;
  const password = passwordError(input.password);
  if (password) errors.password = password;
  return errors;
}

/** Sign-up fields shown on step 1 of the form; an error on any other field belongs to step 2. */
export const SIGN_UP_STEP_ONE_FIELDS = ['first_name', 'last_name', 'phone', 'whatsUpnumber'] as const;

export function signUpStepForErrors(errors: FieldErrors): 1 | 2 {
  return SIGN_UP_STEP_ONE_FIELDS.some((field) => field in errors) ? 1 : 2;
}
