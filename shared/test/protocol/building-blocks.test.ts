// Issue 9 points 9 and 10: the protocol's building blocks, and a walk over every request schema showing that no
// field escapes them (a text that takes NUL, an integer beyond what its column holds, an optional field that
// refuses the empty value a form sends for "nothing").
import { z } from 'zod';
import {
  formatIssueMessage,
  id,
  int32,
  MAX_INT32,
  NUL_MESSAGE,
  optional,
  parseRequest,
  protocol,
  text,
  unixSeconds,
  unixTime,
  validationMessagesAr,
} from '@mealplan/shared/protocol';
import { sampleOf } from '@mealplan/shared/protocol/samples';

interface Leaf {
  path: string;
  schema: z.ZodType;
}

/** Schemas that are allowed beyond int32: times live in bigint columns (a birthday too, with its own range). */
const BIGINT_LEAVES: ReadonlySet<z.ZodType> = new Set([unixSeconds, unixTime]);

/** Every string and number schema reachable from `schema`, with its path. */
function leaves(schema: z.ZodType, path: string, found: Leaf[] = []): Leaf[] {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
  const walk = (child: unknown, segment: string) => leaves(child as z.ZodType, segment === '' ? path : `${path}.${segment}`, found);
  switch (def.type) {
    case 'string':
    case 'number':
      found.push({ path, schema });
      break;
    case 'object':
      for (const [key, child] of Object.entries(def.shape as Record<string, unknown>)) walk(child, key);
      break;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'readonly':
    case 'nonoptional':
      walk(def.innerType, '');
      break;
    case 'array':
      walk(def.element, '[]');
      break;
    case 'union':
      (def.options as unknown[]).forEach((option) => walk(option, ''));
      break;
    case 'intersection':
      walk(def.left, '');
      walk(def.right, '');
      break;
    case 'record':
      walk(def.keyType, '<key>');
      walk(def.valueType, '<value>');
      break;
    case 'pipe':
      walk(def.in, '');
      walk(def.out, '');
      break;
    default:
      break;
  }
  return found;
}

const requests = Object.entries(protocol).flatMap(([channel, calls]) =>
  Object.entries(calls as Record<string, { request: z.ZodType }>).map(([key, call]) => ({
    name: `${channel}/${key}`,
    channel,
    key,
    request: call.request,
  })),
);
const allLeaves = requests.flatMap(({ name, request }) => leaves(request, name));
const strings = allLeaves.filter((leaf) => leaf.schema instanceof z.ZodString);
const numbers = allLeaves.filter((leaf) => leaf.schema instanceof z.ZodNumber);

describe('building blocks', () => {
  it('text refuses a NUL character anywhere, with a field message', () => {
    expect(text.safeParse('Omar').success).toBe(true);
    const result = text.safeParse('Om\u0000ar');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(NUL_MESSAGE);
    const parsed = parseRequest('registration', 'checkRef', { token: 'a\u0000' });
    expect(parsed).toMatchObject({ ok: false, errors: { token: `token ${NUL_MESSAGE}` } });
    expect(formatIssueMessage({ id: 'validation.noNul' }, validationMessagesAr, 'ar')).toBe(validationMessagesAr['validation.noNul']);
    expect(validationMessagesAr['validation.noNul']).not.toBe(NUL_MESSAGE);
  });

  it('id is a positive integer an integer column holds', () => {
    expect(id.safeParse(MAX_INT32).success).toBe(true);
    for (const bad of [0, -1, MAX_INT32 + 1, 2 ** 53, 1.5]) expect(id.safeParse(bad).success).toBe(false);
    expect(int32.safeParse(-(2 ** 31)).success).toBe(true);
    expect(int32.safeParse(-(2 ** 31) - 1).success).toBe(false);
  });

  it('optional treats an empty value as no value and still checks a given one', () => {
    const schema = z.strictObject({ referer: optional(id.nullable()), code: optional(z.string().regex(/^\d{4}$/)) });
    expect(schema.parse({})).toEqual({});
    expect(schema.parse({ referer: '', code: '' })).toEqual({ referer: undefined, code: undefined });
    expect(schema.parse({ referer: null, code: '1234' })).toEqual({ referer: null, code: '1234' });
    expect(schema.safeParse({ referer: 'x' }).success).toBe(false);
    expect(schema.safeParse({ code: '12' }).success).toBe(false);
  });
});

describe('every request field of the protocol', () => {
  it('finds the fields it checks', () => {
    expect(strings.length).toBeGreaterThan(100);
    expect(numbers.length).toBeGreaterThan(100);
  });

  it('no text field accepts a NUL character', () => {
    const probes = ['\u0000', 'a\u0000', `${'a'.repeat(16)}\u0000`, `https://example.ae/\u0000`, `x\u0000@example.ae`];
    const open = strings.filter(({ schema }) => probes.some((probe) => schema.safeParse(probe).success)).map(({ path }) => path);
    expect(open).toEqual([]);
  });

  it('no integer field accepts a value its integer column cannot hold (times excepted: bigint)', () => {
    const open = numbers
      .filter(({ schema, path }) => !BIGINT_LEAVES.has(schema) && !path.endsWith('.birthday'))
      .filter(({ schema }) => schema.safeParse(MAX_INT32 + 1).success || schema.safeParse(-(2 ** 31) - 1).success)
      .map(({ path }) => path);
    expect(open).toEqual([]);
  });

  it("every optional text or number field of a call's sample accepts '' as no value", () => {
    const refused: string[] = [];
    for (const { name, channel, key, request } of requests) {
      const sample = (sampleOf(channel, key) as object | undefined) ?? {};
      const shapes = objectShapes(request);
      for (const shape of shapes.filter((candidate) => Object.keys(sample).every((field) => field in candidate))) {
        for (const [field, schema] of Object.entries(shape)) {
          if (!(schema as z.ZodType).safeParse(undefined).success || !isFormValue(schema as z.ZodType)) continue;
          const type = key.split(':')[0] ?? key;
          const absent = parseRequest(channel, type, Object.fromEntries(Object.entries(sample).filter(([other]) => other !== field)));
          const empty = parseRequest(channel, type, { ...sample, [field]: '' });
          if (absent.ok !== empty.ok) refused.push(`${name}.${field}`);
        }
      }
    }
    expect(refused).toEqual([]);
  });
});

/** The top-level object shapes of a request (each branch of a union). */
function objectShapes(schema: z.ZodType): Array<Record<string, unknown>> {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
  if (def.type === 'object') return [def.shape as Record<string, unknown>];
  if (def.type === 'optional' || def.type === 'nullable') return objectShapes(def.innerType as z.ZodType);
  if (def.type === 'union') return (def.options as z.ZodType[]).flatMap(objectShapes);
  return [];
}

/** A field a form fills in: text, a number, or a choice among them (not a flag, a list or an object). */
function isFormValue(schema: z.ZodType): boolean {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
  switch (def.type) {
    case 'string':
    case 'number':
    case 'enum':
      return true;
    case 'literal':
      return (def.values as unknown[]).every((value) => typeof value === 'string' || typeof value === 'number');
    case 'optional':
    case 'nullable':
      return isFormValue(def.innerType as z.ZodType);
    case 'pipe':
      return isFormValue(def.out as z.ZodType);
    case 'union':
      return (def.options as z.ZodType[]).every(isFormValue);
    default:
      return false;
  }
}
