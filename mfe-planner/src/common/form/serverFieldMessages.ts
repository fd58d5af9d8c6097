import type { RequestError } from '@mealplan/shared/session';
import type { ServerMessage } from '@mealplan/shared/ui';

/** A refused request's field errors as the page shows them: by id in its language, else the server's own text. */
export function serverFieldMessages(error: RequestError): Record<string, ServerMessage> {
  return Object.fromEntries(
    Object.entries(error.errors).map(([field, text]) => {
      const byId = error.fieldMessages[field];
      return [field, { message: text, messageId: byId?.id, values: byId?.values }];
    }),
  );
}
