// One socket call, declared once with everything about it: its request and reply schemas, how its replies are
// typed, who may make it, its limit and its cache policy. The server's dispatcher, the guest contract test and the
// fuzz test all read this one declaration; access and limit are required, so a call cannot forget either.
import { z } from 'zod';
import { errData } from './envelope';

/** 'anyone': guests and customers; 'signedOut': only a socket not signed in; 'customer': only a signed-in customer. */
export type Access = 'anyone' | 'signedOut' | 'customer';

/**
 * The kind of limit the dispatcher counts before the call runs (the numbers of each kind are server configuration):
 * - read: writes nothing and sends nothing (not counted);
 * - save: overwrites the caller's own data (feedback, profile, settings of the plan), or signs out;
 * - append: adds rows (notifications, forum posts, body measurements, cart lines, orders);
 * - send: mails or texts someone (the team, the customer's own address);
 * - signUp: creates an account and mails its confirmation link;
 * - social: signs in or up with a provider token;
 * - link: checks or uses a token from a link (restore, confirmation, referral);
 * - session: the session check every page load and reconnect makes;
 * - signIn: login set, whose limits need the email and the password's outcome (counted by the sign-in itself).
 */
export type CallLimitKind = 'read' | 'save' | 'append' | 'send' | 'signUp' | 'social' | 'link' | 'session' | 'signIn';

/** What a cache key is made of: the validated request data and the Dubai day (unix second of its start). */
export interface CacheKeyInput<Data> {
  data: Data;
  day: number;
}

/**
 * A read the server keeps per process. 'shared': one copy for every caller, the key as given (its first part is the
 * scope an invalidation drops: 'settings', 'reference', 'reviews:<id>'…); 'user': one copy per signed-in customer,
 * the key put under `user:<id>:`, dropped with the customer's other entries.
 */
export interface CachePolicy<Data = unknown> {
  readonly scope: 'shared' | 'user';
  /** A pure function of the input (method syntax: a call's policy is usable where any call's is expected). */
  key(input: CacheKeyInput<Data>): string;
}

/** What a declaration says about a call besides its schemas. */
interface CallRules<Data, A extends Access = Access> {
  access: A;
  limit: CallLimitKind;
  cache?: CachePolicy<Data>;
  /** Declared by the spec but not handled by the server yet: it answers an Err saying so. */
  planned?: true;
}

/** 'type': replies `<type>Ok` / `<type>Err`; 'status': replies `{type, status: 'ok' | 'err', data}`. */
export type ReplyStyle = 'type' | 'status';

/** A declared call; `A`, its access, is kept as declared so the server's handler types follow it (customer handlers get the user id). */
export interface Call<
  Req extends z.ZodType = z.ZodType,
  Ok extends z.ZodType = z.ZodType,
  Err extends z.ZodType = z.ZodType,
  A extends Access = Access,
> {
  readonly request: Req;
  readonly ok: Ok;
  readonly err: Err;
  /** Success reply types when not `<type>Ok`; the first one is the default. */
  readonly okTypes?: readonly [string, ...string[]];
  readonly style: ReplyStyle;
  readonly access: A;
  readonly limit: CallLimitKind;
  readonly cache?: CachePolicy<z.output<Req>>;
  readonly planned?: true;
}

interface CallSpec<Req extends z.ZodType, Ok extends z.ZodType, Err extends z.ZodType, A extends Access> extends CallRules<z.output<Req>, A> {
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
export type CallWithReplies<Req extends z.ZodType, R extends ReplySchemas, Err extends z.ZodType, A extends Access = Access> = Call<
  Req,
  z.ZodType<z.output<R[keyof R]>, z.input<R[keyof R]>>,
  Err,
  A
> & { readonly replies: R };

/**
 * Defines a call whose success replies differ by type: `replies` maps each type to its data schema, the first
 * is the default. Clients get the reply as a union discriminated by `type` (see `OkReply` in index.ts).
 */
export function defineCallWithReplies<Req extends z.ZodType, R extends ReplySchemas, A extends Access, Err extends z.ZodType = typeof errData>(
  spec: CallRules<z.output<Req>, A> & { request: Req; replies: R; err?: Err },
): CallWithReplies<Req, R, Err, A> {
  const [first, ...rest] = Object.keys(spec.replies);
  if (first === undefined) throw new Error('defineCallWithReplies needs at least one reply');
  const schemas = Object.values(spec.replies);
  const ok = (schemas.length === 1 ? schemas[0] : z.union(schemas as [z.ZodType, z.ZodType, ...z.ZodType[]])) as z.ZodType<
    z.output<R[keyof R]>,
    z.input<R[keyof R]>
  >;
  const { replies, ...declaration } = spec;
  return { ...defineCall({ ...declaration, ok, okTypes: [first, ...rest] }), replies };
}

export function defineCall<Req extends z.ZodType, Ok extends z.ZodType, A extends Access, Err extends z.ZodType = typeof errData>(
  spec: CallSpec<Req, Ok, Err, A>,
): Call<Req, Ok, Err, A> {
  const okTypes = spec.okTypes ?? (spec.okType === undefined ? undefined : ([spec.okType] as const));
  return {
    request: spec.request,
    ok: spec.ok,
    err: spec.err ?? (errData as unknown as Err),
    style: spec.style ?? 'type',
    access: spec.access,
    limit: spec.limit,
    ...(okTypes ? { okTypes } : {}),
    ...(spec.cache ? { cache: spec.cache } : {}),
    ...(spec.planned ? { planned: spec.planned } : {}),
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
