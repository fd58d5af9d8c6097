import { RequestError } from '@mealplan/shared/session';
import { refusalOf, type ServerMessage } from '@mealplan/shared/ui';

/** What a refused save says: the server's errors for our fields, and its refusal (undefined for no refusal: a fault). */
export interface SaveFailure<Field extends string> {
  fields: Partial<Record<Field, string>>;
  message: ServerMessage | undefined;
}

/** Reads a failed save of `fields`; `wireNames` gives the server's name of a field it names otherwise (`category_id`). */
export function saveFailure<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  wireNames?: Readonly<Partial<Record<Field, string>>>,
): SaveFailure<Field> {
  const sent = error instanceof RequestError ? error.errors : {};
  const refused: Partial<Record<Field, string>> = {};
  for (const field of fields) {
    const text = sent[wireNames?.[field] ?? field];
    if (text !== undefined) refused[field] = text;
  }
  return { fields: refused, message: error instanceof RequestError ? refusalOf(error) : undefined };
}
