import { fieldPath, parseRequestDetailed, parseRequestEnvelope, replyTypes, type Call, type DetailedParsedRequest } from '@mealplan/shared/protocol';
import { localiseIssue, type ServerMessageId } from '../i18n';
import { errorData, localiseOk, textErrorData } from '../i18n/replies';
import { ACCOUNT_MESSAGES } from '@mealplan/shared/account';
import { addressOf, type CallAddress } from './call-address';
import { callCacheKey, cachedRead } from './call-cache';
import { isReply, type ChannelDefinition } from './channel';
import type { CallContext, CustomerId } from './context';
import { ClientError, GENERIC_ERROR_MESSAGE, SIGN_IN_REQUIRED_MESSAGE, SIGNED_OUT_ONLY_MESSAGE } from '../errors';
import { log } from '../ops/log';

export interface ReplyEnvelope {
  type: string;
  status?: 'ok' | 'err';
  data: unknown;
  rid?: string;
}

export type ChannelRegistry = ReadonlyMap<string, ChannelDefinition>;

export function channelRegistry(definitions: readonly ChannelDefinition[]): ChannelRegistry {
  return new Map(definitions.map((definition) => [definition.channel, definition]));
}

interface ReplyShape {
  okType: string;
  errType: string;
  rid: string | undefined;
  statusStyle: boolean;
}

function reply(shape: ReplyShape, type: string, status: 'ok' | 'err', data: unknown): ReplyEnvelope {
  const envelope: ReplyEnvelope = shape.statusStyle ? { type, status, data } : { type, data };
  if (shape.rid !== undefined) envelope.rid = shape.rid;
  return envelope;
}

const errReply = (shape: ReplyShape, data: Record<string, unknown>, replyType?: string) => reply(shape, replyType ?? shape.errType, 'err', data);

function ridOf(payload: unknown): string | undefined {
  const rid = (payload as { rid?: unknown } | null)?.rid;
  return typeof rid === 'string' && rid.length <= 64 ? rid : undefined;
}

/** The reply types of a request whose call is not known: `<type>Ok` / `<type>Err`. */
function uncheckedShape(type: string, rid: string | undefined): ReplyShape {
  return { okType: `${type}Ok`, errType: `${type}Err`, rid, statusStyle: false };
}

/** Each declared call's reply types, the same for every request of it: worked out at its first request. */
const declaredShapes = new WeakMap<Call, ReplyShape & { key: string }>();

/** Reply types of the addressed call (status style, sub-typed names) when the protocol knows it. */
function replyShapeOf({ type, key, call }: CallAddress, rid: string | undefined): ReplyShape {
  if (!call) return uncheckedShape(type, rid);
  let declared = declaredShapes.get(call);
  if (declared?.key !== key) {
    const types = replyTypes(key, call);
    declared = { key, okType: types.ok[0], errType: types.err, rid: undefined, statusStyle: call.style === 'status' };
    declaredShapes.set(call, declared);
  }
  return { okType: declared.okType, errType: declared.errType, rid, statusStyle: declared.statusStyle };
}

/**
 * The request's data checked with its declared call's schema (parseRequestDetailed, without looking the call up
 * again). Data the schema accepts is parsed once, plainly; data it refuses, and a request without a declared call,
 * go through parseRequestDetailed for the refusal's texts, which read each issue's input: asking zod for that
 * (reportInput) takes it off its compiled path, some ten times slower, so it is asked for only when there is a refusal
 * to word (issue 38). The schema is the same either way, so what is accepted and refused, and the data a handler is
 * given, are too.
 */
function parseAddressed(channel: string, { type, key, call, subtypeMissing }: CallAddress, data: unknown): DetailedParsedRequest {
  if (call && !subtypeMissing) {
    const result = call.request.safeParse(data);
    if (result.success) return { ok: true, key, call, data: result.data };
  }
  return parseRequestDetailed(channel, type, data);
}

/** The customer a customer call is made by, once accessRefusal has let it through (so the socket is signed in). */
function customerIdOf(ctx: CallContext): CustomerId {
  if (ctx.userId === null) throw new ClientError(SIGN_IN_REQUIRED_MESSAGE);
  return ctx.userId as CustomerId;
}

/** Why the caller may not make this call (its declared access), or undefined when it may. */
function accessRefusal(call: Call | undefined, ctx: CallContext): ServerMessageId | undefined {
  const access = call?.access;
  if (access === 'customer' && ctx.userId === null) return ctx.sessionEnded ? ACCOUNT_MESSAGES.sessionExpired : SIGN_IN_REQUIRED_MESSAGE;
  if (access === 'signedOut' && ctx.userId !== null) return SIGNED_OUT_ONLY_MESSAGE;
  return undefined;
}

/** Runs the handler through the process's cache when the call declares a cache policy. */
function runCached(call: Call, data: unknown, ctx: CallContext, run: () => Promise<unknown>): Promise<unknown> {
  const key = call.cache && callCacheKey(call.cache, data, ctx.userId, ctx.now());
  return key === undefined ? run() : cachedRead(ctx.services.cache, key, run);
}

/**
 * Validates one request envelope and its data, runs the channel's handler and builds the reply.
 * A call the caller may not make (protocol access) or bad input answers Err and runs nothing; unexpected failures are logged and answered generically.
 */
export async function dispatch(
  registry: ChannelRegistry,
  channel: string,
  payload: unknown,
  ctx: CallContext,
  /** Told of each malformed frame (bad envelope, unknown call, invalid data), so the socket can be cut off. */
  onInvalidFrame: () => void = () => undefined,
  /** What the request addresses, when the caller has already worked it out (socket-server.ts, for the call observer too). */
  address: CallAddress = addressOf(channel, payload),
): Promise<ReplyEnvelope> {
  const rid = ridOf(payload);
  const envelope = parseRequestEnvelope(payload);
  if (!envelope.success) {
    onInvalidFrame();
    return errReply(uncheckedShape(address.type, rid), textErrorData({ id: 'server.invalidEnvelope' }, ctx.locale));
  }
  const { data } = envelope.data;
  const shape = replyShapeOf(address, rid);
  const refusal = accessRefusal(address.call, ctx);
  if (refusal) return errReply(shape, textErrorData({ id: refusal }, ctx.locale));
  const parsed = parseAddressed(channel, address, data);
  if (!parsed.ok) {
    onInvalidFrame();
    const { messages } = parsed;
    if (ctx.locale === 'en' || !messages) return errReply(shape, errorData(parsed.message, parsed.errors));
    const errors = Object.fromEntries(Object.entries(messages.errors).map(([field, message]) => [field, localiseIssue(message, ctx.locale)]));
    return errReply(shape, errorData(localiseIssue(messages.message, ctx.locale), errors));
  }
  const handler = registry.get(channel)?.handlers[parsed.key];
  if (!handler) {
    onInvalidFrame();
    // A call the protocol declares but this server does not handle yet is marked planned in its declaration.
    const id = parsed.call.planned ? 'server.plannedCall' : 'server.unknownCall';
    return errReply(shape, textErrorData({ id, values: { call: `${channel}/${fieldPath([parsed.key])}` } }, ctx.locale));
  }
  try {
    // The call's declared limit kind, counted before it runs (each kind's numbers: server/src/realtime/call-limits.ts);
    // a read is never counted, so it does not wait on the limiter at all.
    const limited = parsed.call.limit === 'read' ? undefined : await ctx.services.callLimits?.consume(channel, parsed.key, ctx, parsed.data);
    if (limited !== undefined) throw new ClientError(limited);
    // A customer call's handler is handed the caller's id (its declared access); any other call's, the context alone.
    const run = parsed.call.access === 'customer' ? () => handler(parsed.data, ctx, customerIdOf(ctx)) : () => handler(parsed.data, ctx);
    const result = await runCached(parsed.call, parsed.data, ctx, run);
    // The handler may have changed the socket's language (client_check language, profile set): answer in the new one.
    if (isReply(result)) return reply(shape, result.replyType, 'ok', localiseOk(result.data, ctx.locale));
    return reply(shape, shape.okType, 'ok', localiseOk(result ?? {}, ctx.locale));
  } catch (error) {
    if (error instanceof ClientError) {
      return errReply(shape, textErrorData(error.text, ctx.locale, error.errors, error.data), error.replyType);
    }
    log().error({ err: error, call: `${channel}/${parsed.key}` }, 'handler failed');
    return errReply(shape, textErrorData({ id: GENERIC_ERROR_MESSAGE }, ctx.locale));
  }
}
