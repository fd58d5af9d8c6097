import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import type { Db } from '../db';
import { createCallContext } from './context-factory';
import { dispatch, type ChannelRegistry } from './dispatch';
import { originGuard } from './origins';
import { connectRedisAdapter, type RedisAdapterHandle } from './redis-adapter';
import type { Services } from './services';

export const MAX_MESSAGE_BYTES = 1_000_000;
const RECOVERY_WINDOW_MS = 2 * 60 * 1000;

export interface SocketServerOptions {
  db: Db;
  registry: ChannelRegistry;
  allowedOrigins: readonly string[];
  services: Services;
  now: () => number;
  redisUrl?: string;
}

export interface SocketServerHandle {
  io: Server;
  close(): Promise<void>;
}

/** socket.io on the HTTP server: websocket only, origin allow-list, size limit, state recovery, channels. */
export async function startSocketServer(http: HttpServer, opts: SocketServerOptions): Promise<SocketServerHandle> {
  const redis: RedisAdapterHandle | undefined = opts.redisUrl ? await connectRedisAdapter(opts.redisUrl) : undefined;
  const io = new Server(http, {
    transports: ['websocket'],
    allowRequest: originGuard(opts.allowedOrigins),
    maxHttpBufferSize: MAX_MESSAGE_BYTES,
    connectionStateRecovery: { maxDisconnectionDuration: RECOVERY_WINDOW_MS, skipMiddlewares: true },
    serveClient: false,
    ...(redis ? { adapter: redis.adapter } : {}),
  });
  const deps = { io, db: opts.db, services: opts.services, now: opts.now };
  io.on('connection', (socket) => {
    socket.onAny((channel: string, payload: unknown, ack?: unknown) => {
      void (async () => {
        const reply = await dispatch(opts.registry, channel, payload, createCallContext(deps, socket));
        if (typeof ack === 'function') ack(reply);
        else socket.emit(channel, reply);
      })();
    });
  });
  return {
    io,
    async close() {
      await io.close();
      await redis?.close();
    },
  };
}
