import type { CallKey, Channel, OkData, RequestData } from '@mealplan/shared/protocol';
import type { CallContext } from './context';

export type { CallContext } from './context';

/** Answer with a reply type other than the call's default success type (e.g. 'setUser', 'smsOk'). */
export interface Reply {
  replyType: string;
  data: unknown;
}

export type Handler<C extends Channel, K extends CallKey<C>> = (data: RequestData<C, K>, ctx: CallContext) => Promise<OkData<C, K> | Reply>;

type AnyHandler = (data: unknown, ctx: CallContext) => Promise<unknown>;

export interface ChannelDefinition {
  channel: Channel;
  handlers: Partial<Record<string, AnyHandler>>;
}

export function defineChannel<C extends Channel>(channel: C, handlers: { [K in CallKey<C>]?: Handler<C, K> }): ChannelDefinition {
  return { channel, handlers: handlers as Partial<Record<string, AnyHandler>> };
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
