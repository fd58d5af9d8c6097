import type { AccessOf, CallKey, Channel, HandledCallKey, OkData, RequestData } from '@mealplan/shared/protocol';
import type { CallContext, CustomerId } from './context';

export type { CallContext, CustomerId } from './context';

/** Answer with a reply type other than the call's default success type (e.g. 'setUser', 'smsOk'). */
export interface Reply {
  replyType: string;
  data: unknown;
}

type Answer<C extends Channel, K extends CallKey<C>> = Promise<OkData<C, K> | Reply>;

/**
 * The handler of one call. A call its declaration gives to customers only (access 'customer') is handed the
 * signed-in customer's id, checked by the dispatcher before it runs; any other call gets the context alone.
 */
export type Handler<C extends Channel, K extends CallKey<C>> =
  AccessOf<C, K> extends 'customer'
    ? (data: RequestData<C, K>, ctx: CallContext, userId: CustomerId) => Answer<C, K>
    : (data: RequestData<C, K>, ctx: CallContext) => Answer<C, K>;

/** One handler for every call the protocol declares on the channel: a missing one is a type error. */
export type ChannelHandlers<C extends Channel> = { [K in HandledCallKey<C>]: Handler<C, K> };

export type AnyHandler = (data: unknown, ctx: CallContext, userId?: CustomerId) => Promise<unknown>;

export interface ChannelDefinition {
  channel: Channel;
  handlers: Partial<Record<string, AnyHandler>>;
}

export function defineChannel<C extends Channel>(channel: C, handlers: ChannelHandlers<C>): ChannelDefinition {
  return { channel, handlers: handlers as unknown as Partial<Record<string, AnyHandler>> };
}

export function isReply(value: unknown): value is Reply {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { replyType?: unknown }).replyType === 'string' &&
    'data' in value &&
    Object.keys(value).length === 2
  );
}

/** A session a sign-in or sign-up created, with the reply that goes with it. */
export interface SessionGranted<U> {
  user: U;
  session: { userId: number; browserId: string; tokenHash: string; expiresAt: number };
}

/** Signs the calling socket in with the session just created, and answers with the user. */
export function signInSocket<U>(ctx: CallContext, { user, session }: SessionGranted<U>): U {
  ctx.signIn(session.userId, session.browserId, session);
  return user;
}
