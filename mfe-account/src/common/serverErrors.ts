import { RequestError } from '@mealplan/shared/session';
import { modalStore } from '@mealplan/shared/ui';

/** The message of a failed request, for anything thrown. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

/** Shows the server message in the "Error" modal. */
export function showServerError(error: unknown): void {
  modalStore.showError(errorMessage(error));
}

export function fieldErrorsOf(error: unknown): Record<string, string> {
  return error instanceof RequestError ? error.errors : {};
}

/**
 * Runs a form's request for react-final-form's onSubmit: field errors from the server go back to the form's
 * fields, any other failure shows the "Error" modal.
 */
export async function submitShowingErrors(request: () => Promise<void>): Promise<Record<string, string> | undefined> {
  try {
    await request();
    return undefined;
  } catch (error) {
    const fieldErrors = fieldErrorsOf(error);
    if (Object.keys(fieldErrors).length > 0) return fieldErrors;
    showServerError(error);
    return undefined;
  }
}
