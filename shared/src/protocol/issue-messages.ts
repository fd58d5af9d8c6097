// Turns zod issues into sentences naming the field: "email must be a valid email address". Each sentence is a
// catalogue message (i18n/en.json, verbatim English; i18n/ar.json, Arabic) so the server answers in the socket's language.
import type { z } from 'zod';
import { IntlMessageFormat } from 'intl-messageformat';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import enMessages from './i18n/en.json';
import { DATE_RANGE_MESSAGE, DAY_RANGE_MESSAGE, NUL_MESSAGE } from './entities';

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

/** A validation message as a catalogue id with its values (issue 8): English text from `i18n/en.json`, Arabic from `ar.json`. */
export interface IssueMessage {
  id: keyof typeof enMessages;
  values?: Record<string, string | number | IssueMessage>;
}

const msg = (id: IssueMessage['id'], values?: IssueMessage['values']): IssueMessage => (values ? { id, values } : { id });

const formats = new Map<string, IntlMessageFormat>();
/**
 * Formats a validation message with a catalogue (English by default); nested messages first. A catalogue's texts are
 * ICU strings on the server and syntax trees in the browser build (shared/build/icu-catalogue-loader.js).
 */
export function formatIssueMessage(
  message: IssueMessage,
  catalogue: Readonly<Record<string, string | MessageFormatElement[]>> = enMessages,
  locale = 'en',
): string {
  const key = `${locale}\u0000${message.id}`;
  let format = formats.get(key);
  if (!format) {
    format = new IntlMessageFormat(catalogue[message.id] ?? enMessages[message.id], locale);
    formats.set(key, format);
  }
  const values = Object.fromEntries(
    Object.entries(message.values ?? {}).map(([name, value]) => [
      name,
      typeof value === 'object' ? formatIssueMessage(value, catalogue, locale) : value,
    ]),
  );
  return String(format.format(values));
}

type SizeOrigin = 'Characters' | 'Items' | '';
const sizeOrigin = (origin: string): SizeOrigin => (origin === 'string' ? 'Characters' : origin === 'array' || origin === 'set' ? 'Items' : '');

function tooSmall(issue: z.core.$ZodIssueTooSmall): IssueMessage {
  if (issue.origin === 'string' && issue.minimum === 1) return msg('validation.notEmpty');
  if (issue.origin === 'array' && issue.minimum === 1) return msg('validation.atLeastOneItem');
  const bound = String(issue.minimum);
  return msg(`validation.${issue.inclusive === false ? 'greaterThan' : 'atLeast'}${sizeOrigin(issue.origin)}`, { bound });
}

function tooBig(issue: z.core.$ZodIssueTooBig): IssueMessage {
  const bound = String(issue.maximum);
  return msg(`validation.${issue.inclusive === false ? 'lessThan' : 'atMost'}${sizeOrigin(issue.origin)}`, { bound });
}

function describe(value: unknown): string {
  return typeof value === 'string' ? `'${value}'` : String(value);
}

function oneOf(values: readonly unknown[]): IssueMessage {
  return msg(values.length === 1 ? 'validation.mustBe' : 'validation.oneOf', { values: values.map(describe).join(', ') });
}

/** Discriminator and literal-choice unions name the allowed values; other unions stay generic. */
function invalidUnion(issue: z.core.$ZodIssueInvalidUnion): IssueMessage {
  if (issue.input === undefined) return msg('validation.required');
  const options = (issue as { options?: unknown }).options;
  if (Array.isArray(options)) return oneOf(options);
  const branches = issue.errors.map((branch) => (branch.length === 1 ? branch[0] : undefined));
  if (branches.every((branch) => branch?.code === 'invalid_value' && branch.path.length === 0)) {
    return oneOf(branches.flatMap((branch) => (branch?.code === 'invalid_value' ? branch.values : [])));
  }
  return msg('validation.noShape');
}

function invalidType(issue: z.core.$ZodIssueInvalidType): IssueMessage {
  if (issue.input === undefined) return msg('validation.required');
  if (issue.expected === 'int') return msg('validation.integer');
  return msg(/^[aeiou]/.test(issue.expected) ? 'validation.typeAn' : 'validation.typeA', { expected: issue.expected });
}

function invalidFormat(issue: z.core.$ZodIssueInvalidStringFormat): IssueMessage {
  if (issue.format === 'email') return msg('validation.email');
  if (issue.format === 'regex')
    return issue.message && !issue.message.startsWith('Invalid')
      ? msg('validation.custom', { text: issue.message })
      : msg('validation.invalidFormat');
  return msg('validation.validFormat', { format: issue.format });
}

/** What is wrong with the field, without the field name, as a catalogue message. */
export function issueMessage(issue: z.core.$ZodIssue): IssueMessage {
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
      return msg('validation.multipleOf', { divisor: String(issue.divisor) });
    case 'unrecognized_keys':
      return msg('validation.notAllowed');
    case 'invalid_union':
      return invalidUnion(issue);
    case 'invalid_key':
      return msg('validation.invalidKey', { reason: issue.issues[0] ? issueMessage(issue.issues[0]) : msg('validation.invalidFormat') });
    case 'invalid_element':
      return msg('validation.invalidEntry');
    default:
      // The protocol's text building block refuses NUL characters (entities.ts): its own catalogue message.
      if (issue.code === 'custom' && issue.message === NUL_MESSAGE) return msg('validation.noNul');
      if (issue.code === 'custom' && issue.message === DAY_RANGE_MESSAGE) return msg('validation.dayRange');
      if (issue.code === 'custom' && issue.message === DATE_RANGE_MESSAGE) return msg('validation.dateRange');
      return msg('validation.custom', { text: issue.message });
  }
}

/**
 * One entry per offending field of the schema: path -> message, at most MAX_FIELD_ERRORS. Unknown keys are
 * not echoed one by one: one unknown key is named, several are summarised in one line on their object.
 */
export function issueMessageEntries(issues: readonly z.core.$ZodIssue[]): Array<[string, IssueMessage]> {
  const entries = issues.map((issue): [string, IssueMessage] => {
    if (issue.code !== 'unrecognized_keys') return [fieldPath(issue.path), issueMessage(issue)];
    const [first] = issue.keys;
    if (issue.keys.length === 1 && first !== undefined) return [fieldPath([...issue.path, first]), issueMessage(issue)];
    return [fieldPath(issue.path), msg('validation.unknownFields', { count: String(issue.keys.length), first: segment(first ?? '') })];
  });
  return entries.slice(0, MAX_FIELD_ERRORS);
}
