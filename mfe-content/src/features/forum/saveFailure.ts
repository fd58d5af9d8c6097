import { RequestError } from '@mealplan/shared/session';

/** What a refused save says: the server's errors for our fields, and its message (undefined when it carried none). */
export interface SaveFailure<Field extends string> {
  fields: Partial<Record<Field, string>>;
  message: string | undefined;
}

/** Reads a failed save; `wireNames` gives the server's name of each field (`categoryId` is `category_id` on the wire). */
export function saveFailure<Field extends string>(error: unknown, wireNames: Readonly<Record<Field, string>>): SaveFailure<Field> {
  const sent = error instanceof RequestError ? error.errors : {};
  const fields: Partial<Record<Field, string>> = {};
  for (const field of Object.keys(wireNames) as Field[]) {
    const text = sent[wireNames[field]];
    if (text !== undefined) fields[field] = text;
  }
  return { fields, message: error instanceof Error ? error.message : undefined };
}
