// Shared shape of validation results.
import type { RuleMessage } from './messages';
import type { Validation } from './types';

/** The first message (in checking order) and every field message. */
export function validationOf(checks: readonly (readonly [field: string, message: RuleMessage | null])[]): Validation {
  const errors: Record<string, RuleMessage> = {};
  for (const [field, message] of checks) if (message !== null && !(field in errors)) errors[field] = message;
  const first = checks.find(([, message]) => message !== null);
  return { valid: !first, message: first?.[1] ?? null, errors };
}
