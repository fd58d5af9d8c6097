import { clientAddress, type TrustedProxies } from '../http/client-address';
import type { Server, Socket } from 'socket.io';
import { DEFAULT_LOCALE, normaliseLanguage, type Locale } from '@mealplan/shared/i18n/locale';
import type { Db } from '../db';
import type { CallContext } from './context';
import type { Services } from './services';

/** Who a socket is: attached once (sign-in or session check), dropped by sign-out or a revocation. */
export interface SocketSession {
  userId: number | null;
  browserId: string | null;
  tokenHash: string | null;
  /** Unix seconds when the session token expires. */
  expiresAt: number | null;
  /** The identity was taken away (revoked, banned or expired) rather than signed out by the customer. */
  ended: boolean;
  /** The language of this socket's server texts (issue 8): handshake auth.locale, then client_check language or the user's saved choice. */
  locale: Locale;
}

/** What a socket remembers of a referral link checked on it. */
interface SocketReferral {
  checkedReferer?: number;
}

export interface ContextDeps {
  io: Server;
  db: Db;
  services: Services;
  now: () => number;
  /** TRUST_PROXY (server/src/http/client-address.ts). */
  trustedProxies?: TrustedProxies;
}

export const userRoom = (userId: number) => `user:${userId}`;
export const browserRoom = (browserId: string) => `browser:${browserId}`;
export const sessionRoom = (tokenHash: string) => `session:${tokenHash}`;

/**
 * The socket's session. A revocation makes the socket leave its user room (socketsLeave, which reaches every
 * process through the adapter), so a signed-in identity without that room membership has been revoked: it is
 * dropped here, before the call is authorised.
 */
export function sessionOf(socket: Socket, now: number): SocketSession {
  const data = sessionRecord(socket);
  const revoked = data.userId !== null && !socket.rooms.has(userRoom(data.userId));
  const expired = data.expiresAt !== null && data.expiresAt <= now;
  if (data.userId !== null && (revoked || expired)) {
    if (expired) void socket.leave(userRoom(data.userId));
    if (data.tokenHash !== null) void socket.leave(sessionRoom(data.tokenHash));
    Object.assign(data, { userId: null, tokenHash: null, expiresAt: null, ended: true });
  }
  return data;
}

/** socket.data as the session record: filled in at the socket's first call (every field at once; none is unset again). */
function sessionRecord(socket: Socket): SocketSession {
  const data = socket.data as Partial<SocketSession>;
  if (data.locale === undefined) {
    data.userId ??= null;
    data.browserId ??= null;
    data.tokenHash ??= null;
    data.expiresAt ??= null;
    data.ended ??= false;
    data.locale = normaliseLanguage((socket.handshake.auth as { locale?: unknown } | undefined)?.locale) ?? DEFAULT_LOCALE;
  }
  return data as SocketSession;
}

/** Signs out every socket of a user, or of one of the user's session tokens, on every process. */
export async function endSessions(io: Server, target: { userId: number; tokenHash?: string }): Promise<void> {
  const room = target.tokenHash ? sessionRoom(target.tokenHash) : userRoom(target.userId);
  const sockets = await io.in(room).fetchSockets();
  for (const socket of sockets) {
    const browserId = (socket.data as Partial<SocketSession>).browserId;
    if (browserId) socket.emit('login', { type: 'logoutOk', data: { browserId } });
  }
  const leave = [userRoom(target.userId), ...(target.tokenHash ? [sessionRoom(target.tokenHash)] : [])];
  io.in(room).socketsLeave(leave);
}

/** What the calls of one socket share: its client address, its session record and the context's methods. */
interface SocketShared {
  ip: string;
  /** The session record the methods below change (socket.data, as sessionOf returns it). */
  session: SocketSession;
  methods: Pick<
    CallContext,
    'setLocale' | 'signIn' | 'signOut' | 'endSessions' | 'checkedReferer' | 'rememberCheckedReferer' | 'emitToBrowser' | 'emitToUser'
  >;
}

/**
 * Per socket, made at its first call: its connection and handshake headers do not change, so its address is worked
 * out once, and the context's methods, which depend on the socket and its session record but not on the call, are
 * made once rather than ten closures per call (issue 38). Each method changes the context it is called on (`this`).
 */
const socketShared = new WeakMap<Socket, SocketShared>();

function sharedOf(deps: ContextDeps, socket: Socket, session: SocketSession): SocketShared {
  const known = socketShared.get(socket);
  if (known?.session === session) return known;
  const shared: SocketShared = {
    ip: known?.ip ?? clientAddress(socket.request.socket.remoteAddress ?? socket.handshake.address, socket.handshake.headers, deps.trustedProxies),
    session,
    methods: socketMethods(deps, socket, session),
  };
  socketShared.set(socket, shared);
  return shared;
}

function socketMethods(deps: ContextDeps, socket: Socket, session: SocketSession): SocketShared['methods'] {
  return {
    setLocale(locale) {
      session.locale = locale;
      (this as CallContext).locale = locale;
    },
    signIn(userId, browserId, { tokenHash, expiresAt }) {
      const stale = [
        ...(session.userId !== null && session.userId !== userId ? [userRoom(session.userId)] : []),
        ...(session.browserId !== null && session.browserId !== browserId ? [browserRoom(session.browserId)] : []),
        ...(session.tokenHash !== null && session.tokenHash !== tokenHash ? [sessionRoom(session.tokenHash)] : []),
      ];
      for (const room of stale) void socket.leave(room);
      session.userId = userId;
      session.browserId = browserId;
      session.tokenHash = tokenHash;
      session.expiresAt = expiresAt;
      session.ended = false;
      const ctx = this as CallContext;
      ctx.sessionEnded = false;
      ctx.userId = userId;
      ctx.browserId = browserId;
      ctx.sessionTokenHash = tokenHash;
      void socket.join([userRoom(userId), browserRoom(browserId), sessionRoom(tokenHash)]);
    },
    signOut() {
      if (session.userId !== null) void socket.leave(userRoom(session.userId));
      if (session.tokenHash !== null) void socket.leave(sessionRoom(session.tokenHash));
      session.userId = null;
      session.tokenHash = null;
      session.expiresAt = null;
      const ctx = this as CallContext;
      ctx.userId = null;
      ctx.sessionTokenHash = null;
    },
    endSessions(target) {
      return endSessions(deps.io, target);
    },
    checkedReferer() {
      return (socket.data as SocketReferral).checkedReferer ?? null;
    },
    rememberCheckedReferer(refId) {
      (socket.data as SocketReferral).checkedReferer = refId;
    },
    emitToBrowser(browserId, channel, payload) {
      deps.io.to(browserRoom(browserId)).emit(channel, payload);
    },
    emitToUser(userId, channel, payload) {
      deps.io.to(userRoom(userId)).emit(channel, payload);
    },
  };
}

/** The CallContext of one call made on one socket. */
export function createCallContext(deps: ContextDeps, socket: Socket): CallContext {
  const session = sessionOf(socket, deps.now());
  const { ip, methods } = sharedOf(deps, socket, session);
  return {
    db: deps.db,
    userId: session.userId,
    browserId: session.browserId,
    sessionTokenHash: session.tokenHash,
    sessionEnded: session.ended,
    ip,
    locale: session.locale,
    setLocale: methods.setLocale,
    now: deps.now,
    services: deps.services,
    signIn: methods.signIn,
    signOut: methods.signOut,
    endSessions: methods.endSessions,
    checkedReferer: methods.checkedReferer,
    rememberCheckedReferer: methods.rememberCheckedReferer,
    emitToBrowser: methods.emitToBrowser,
    emitToUser: methods.emitToUser,
  };
}
