import { createElement } from 'react';
import { RequestError } from '@mealplan/shared/session';
import { modalStore, type ShownMessage } from '@mealplan/shared/ui';
import { ServerErrorText } from './ServerErrorText';

/** The message of a failed request, for anything thrown. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

/** A failed request's message as the page shows it: the server's id and values with its text, else the error's text. */
export function serverMessageOf(error: unknown): ShownMessage {
  if (error instanceof RequestError) return { message: error.message, messageId: error.messageId, values: error.values };
  return errorMessage(error);
}

/** Shows the server message in the "Error" modal, by id in the reader's language (falling back to the server's text). */
export function showServerError(error: unknown): void {
  modalStore.showError(createElement(ServerErrorText, { shown: serverMessageOf(error) }));
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
