import { createElement } from 'react';
import { RequestError } from '@mealplan/shared/session';
import { modalStore, refusalOf } from '@mealplan/shared/ui';
import { ServerErrorText } from './ServerErrorText';

/** Shows the server message in the "Error" modal, by id in the reader's language (falling back to the server's text). */
export function showServerError(error: unknown): void {
  modalStore.showError(createElement(ServerErrorText, { shown: refusalOf(error) }));
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
