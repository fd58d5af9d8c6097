// Turns zod issues into English sentences naming the field: "email must be a valid email address".
import type { z } from 'zod';

/** A path segment is echoed back at most this long: an Err reply never grows with the junk it was sent. */
const MAX_SEGMENT_LENGTH = 40;
/** At most this many field errors per reply. */
export const MAX_FIELD_ERRORS = 20;

const segment = (key: PropertyKey): string => {
  const text = String(key);
  return text.length > MAX_SEGMENT_LENGTH ? `${text.slice(0, MAX_SEGMENT_LENGTH)}…` : text;
};

export function fieldPath(path: readonly PropertyKey[]): string {
  return path.length === 0 ? 'data' : path.map(segment).join('.');
}

function sizeWord(origin: string, count: number | bigint): string {
  if (origin === 'string') return `${count} characters`;
  if (origin === 'array' || origin === 'set') return `${count} items`;
  return String(count);
}

function tooSmall(issue: z.core.$ZodIssueTooSmall): string {
  const bound = sizeWord(issue.origin, issue.minimum);
  if (issue.origin === 'string' && issue.minimum === 1) return 'must not be empty';
  if (issue.origin === 'array' && issue.minimum === 1) return 'must have at least 1 item';
  return issue.inclusive === false ? `must be greater than ${bound}` : `must be at least ${bound}`;
}

function tooBig(issue: z.core.$ZodIssueTooBig): string {
  const bound = sizeWord(issue.origin, issue.maximum);
  return issue.inclusive === false ? `must be less than ${bound}` : `must be at most ${bound}`;
}

function describe(value: unknown): string {
  return typeof value === 'string' ? `'${value}'` : String(value);
}

function oneOf(values: readonly unknown[]): string {
  return `must be ${values.length === 1 ? '' : 'one of '}${values.map(describe).join(', ')}`;
}

/** Discriminator and literal-choice unions name the allowed values; other unions stay generic. */
function invalidUnion(issue: z.core.$ZodIssueInvalidUnion): string {
  if (issue.input === undefined) return 'is required';
  const options = (issue as { options?: unknown }).options;
  if (Array.isArray(options)) return oneOf(options);
  const branches = issue.errors.map((branch) => (branch.length === 1 ? branch[0] : undefined));
  if (branches.every((branch) => branch?.code === 'invalid_value' && branch.path.length === 0)) {
    return oneOf(branches.flatMap((branch) => (branch?.code === 'invalid_value' ? branch.values : [])));
  }
  return 'does not match any allowed shape';
}

function invalidType(issue: z.core.$ZodIssueInvalidType): string {
  if (issue.input === undefined) return 'is required';
  if (issue.expected === 'int') return 'must be an integer';
  const article = /^[aeiou]/.test(issue.expected) ? 'an' : 'a';
  return `must be ${article} ${issue.expected}`;
}

function invalidFormat(issue: z.core.$ZodIssueInvalidStringFormat): string {
  if (issue.format === 'email') return 'must be a valid email address';
  if (issue.format === 'regex') return issue.message && !issue.message.startsWith('Invalid') ? issue.message : 'has an invalid format';
  return `must be a valid ${issue.format}`;
}

/** What is wrong with the field, without the field name. */
export function issueText(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return invalidType(issue);
    case 'too_small':
      return tooSmall(issue);
    case 'too_big':
      return tooBig(issue);
    case 'invalid_format':
      return invalidFormat(issue);
    case 'invalid_value':
      return oneOf(issue.values);
    case 'not_multiple_of':
      return `must be a multiple of ${String(issue.divisor)}`;
    case 'unrecognized_keys':
      return 'is not allowed';
    case 'invalid_union':
      return invalidUnion(issue);
    case 'invalid_key':
      return `is not a valid key: it ${issue.issues[0] ? issueText(issue.issues[0]) : 'has an invalid format'}`;
    case 'invalid_element':
      return 'has an invalid entry';
    default:
      return issue.message;
  }
}

/**
 * One entry per offending field of the schema: path -> sentence, at most MAX_FIELD_ERRORS. Unknown keys are
 * not echoed one by one: one unknown key is named, several are summarised in one line on their object.
 */
export function issueEntries(issues: readonly z.core.$ZodIssue[]): Array<[string, string]> {
  const entries = issues.map((issue): [string, string] => {
    if (issue.code !== 'unrecognized_keys') return [fieldPath(issue.path), issueText(issue)];
    const [first] = issue.keys;
    if (issue.keys.length === 1 && first !== undefined) return [fieldPath([...issue.path, first]), issueText(issue)];
    return [fieldPath(issue.path), `has ${issue.keys.length} unknown fields, which are not allowed (the first is ${segment(first ?? '')})`];
  });
  return entries.slice(0, MAX_FIELD_ERRORS);
}
