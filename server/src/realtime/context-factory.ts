import type { Server, Socket } from 'socket.io';
import type { Db } from '../db';
import type { CallContext } from './context';
import { ClientError, SIGN_IN_REQUIRED_MESSAGE } from './errors';
import type { Services } from './services';

export interface SocketSession {
  userId: number | null;
  browserId: string | null;
}

export interface ContextDeps {
  io: Server;
  db: Db;
  services: Services;
  now: () => number;
}

export const userRoom = (userId: number) => `user:${userId}`;
export const browserRoom = (browserId: string) => `browser:${browserId}`;

export function sessionOf(socket: Socket): SocketSession {
  const data = socket.data as Partial<SocketSession>;
  if (data.userId === undefined) data.userId = null;
  if (data.browserId === undefined) data.browserId = null;
  return data as SocketSession;
}

/** The CallContext of one call made on one socket. */
export function createCallContext(deps: ContextDeps, socket: Socket): CallContext {
  const session = sessionOf(socket);
  return {
    db: deps.db,
    userId: session.userId,
    browserId: session.browserId,
    ip: socket.handshake.address,
    now: deps.now,
    services: deps.services,
    requireUser() {
      if (session.userId === null) throw new ClientError(SIGN_IN_REQUIRED_MESSAGE);
      return session.userId;
    },
    signIn(userId, browserId) {
      if (session.userId !== null && session.userId !== userId) void socket.leave(userRoom(session.userId));
      if (session.browserId !== null && session.browserId !== browserId) void socket.leave(browserRoom(session.browserId));
      session.userId = userId;
      session.browserId = browserId;
      this.userId = userId;
      this.browserId = browserId;
      void socket.join([userRoom(userId), browserRoom(browserId)]);
    },
    signOut() {
      if (session.userId !== null) void socket.leave(userRoom(session.userId));
      session.userId = null;
      this.userId = null;
    },
    emitToBrowser(browserId, channel, payload) {
      deps.io.to(browserRoom(browserId)).emit(channel, payload);
    },
    emitToUser(userId, channel, payload) {
      deps.io.to(userRoom(userId)).emit(channel, payload);
    },
  };
}
