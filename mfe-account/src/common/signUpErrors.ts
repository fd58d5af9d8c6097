import type { FieldErrors } from '@mealplan/shared/account';

/** Only the password error is shown as a modal, and only when there is no email error. */
export function passwordModalMessage(errors: FieldErrors): string | undefined {
  return errors.email ? undefined : errors.password;
}
