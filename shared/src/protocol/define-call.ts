// One socket call: its request data schema, its reply data schemas and how its replies are typed.
import { z } from 'zod';
import { errData } from './envelope';

/** 'type': replies `<type>Ok` / `<type>Err`; 'status': replies `{type, status: 'ok' | 'err', data}`. */
export type ReplyStyle = 'type' | 'status';

export interface Call<Req extends z.ZodType = z.ZodType, Ok extends z.ZodType = z.ZodType, Err extends z.ZodType = z.ZodType> {
  readonly request: Req;
  readonly ok: Ok;
  readonly err: Err;
  /** Success reply types when not `<type>Ok`; the first one is the default. */
  readonly okTypes?: readonly [string, ...string[]];
  readonly style: ReplyStyle;
}

interface CallSpec<Req extends z.ZodType, Ok extends z.ZodType, Err extends z.ZodType> {
  request: Req;
  ok: Ok;
  /** Err reply data when it carries more than `{message, errors?}`. */
  err?: Err;
  okType?: string;
  okTypes?: readonly [string, ...string[]];
  style?: 'status';
}

/** Success reply type -> its data schema, for a call answering with one of several types. */
export type ReplySchemas = Readonly<Record<string, z.ZodType>>;

/** A call that answers one of several success types, each with its own data (login set: setOk or smsOk). */
export type CallWithReplies<Req extends z.ZodType, R extends ReplySchemas, Err extends z.ZodType> = Call<
  Req,
  z.ZodType<z.output<R[keyof R]>, z.input<R[keyof R]>>,
  Err
> & { readonly replies: R };

/**
 * Defines a call whose success replies differ by type: `replies` maps each type to its data schema, the first
 * is the default. Clients get the reply as a union discriminated by `type` (see `OkReply` in index.ts).
 */
export function defineCallWithReplies<Req extends z.ZodType, R extends ReplySchemas, Err extends z.ZodType = typeof errData>(spec: {
  request: Req;
  replies: R;
  err?: Err;
}): CallWithReplies<Req, R, Err> {
  const [first, ...rest] = Object.keys(spec.replies);
  if (first === undefined) throw new Error('defineCallWithReplies needs at least one reply');
  const schemas = Object.values(spec.replies);
  const ok = (schemas.length === 1 ? schemas[0] : z.union(schemas as [z.ZodType, z.ZodType, ...z.ZodType[]])) as z.ZodType<
    z.output<R[keyof R]>,
    z.input<R[keyof R]>
  >;
  return { ...defineCall({ request: spec.request, ok, okTypes: [first, ...rest], ...(spec.err ? { err: spec.err } : {}) }), replies: spec.replies };
}

export function defineCall<Req extends z.ZodType, Ok extends z.ZodType, Err extends z.ZodType = typeof errData>(
  spec: CallSpec<Req, Ok, Err>,
): Call<Req, Ok, Err> {
  const okTypes = spec.okTypes ?? (spec.okType === undefined ? undefined : ([spec.okType] as const));
  return {
    request: spec.request,
    ok: spec.ok,
    err: spec.err ?? (errData as unknown as Err),
    style: spec.style ?? 'type',
    ...(okTypes ? { okTypes } : {}),
  };
}

export interface ReplyTypes {
  /** Accepted success types; the first is what a handler answers by default. */
  ok: readonly [string, ...string[]];
  err: string;
}

/**
 * Reply types of the call stored under `key`: sub-typed keys ('getForDashboard:planRequest')
 * answer `<subtype>Ok` / `<subtype>Err`; status-style calls answer with the request type itself.
 */
export function replyTypes(key: string, call: Call): ReplyTypes {
  const base = key.includes(':') ? key.slice(key.indexOf(':') + 1) : key;
  if (call.style === 'status') return { ok: [base], err: base };
  return { ok: call.okTypes ?? [`${base}Ok`], err: `${base}Err` };
}
