// Shared shape of validation results.
import type { Validation } from './types';

/** The first message (in checking order) and every field message. */
export function validationOf(checks: readonly (readonly [field: string, message: string | null])[]): Validation {
  const errors: Record<string, string> = {};
  for (const [field, message] of checks) if (message !== null && !(field in errors)) errors[field] = message;
  const first = checks.find(([, message]) => message !== null);
  return { valid: !first, message: first?.[1] ?? null, errors };
}
