import type { TrustedProxies } from '../http/client-address';
import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import { PacketType } from 'socket.io-parser';
import type { Db } from '../db';
import type { CallObserver } from '../ops/calls';
import { connectLimitsRedis } from '../adapters/rate-limits';
import { addressOf } from './call-address';
import { CallCache } from './call-cache';
import { createCallLimiter, scaledCallLimitRules } from './call-limits';
import { createCallContext, userRoom } from './context-factory';
import { dispatch, type ChannelRegistry } from './dispatch';
import { originGuard } from './origins';
import { connectRedisAdapter, type RedisAdapterHandle } from './redis-adapter';
import { sharedJsonParser, writeSharedFrames } from './reply-encoder';
import type { Services } from './services';

export const MAX_MESSAGE_BYTES = 1_000_000;
/** A socket sending more malformed frames than this within the window is disconnected (a real client never does). */
export const INVALID_FRAME_LIMIT = 100;
export const INVALID_FRAME_WINDOW_MS = 10_000;
/** Event names longer than this are no channel of ours: not answered, not echoed. */
const MAX_CHANNEL_NAME = 64;

/** Counts a socket's malformed frames in a sliding window; true once the limit is passed. */
function invalidFrameCounter(): () => boolean {
  let times: number[] = [];
  return () => {
    const now = Date.now();
    times = times.filter((time) => now - time < INVALID_FRAME_WINDOW_MS);
    times.push(now);
    return times.length > INVALID_FRAME_LIMIT;
  };
}
const RECOVERY_WINDOW_MS = 2 * 60 * 1000;

/** The parts of socket.io's Socket that socket.emit itself uses to write a packet to this one connection. */
interface PacketWriter {
  notifyOutgoingListeners(packet: { type: PacketType; data: unknown[] }): void;
  packet(packet: { type: PacketType; data: unknown[] }): void;
}

/**
 * Sends the reply of a call made without an acknowledgement (the spec's form: an event on the call's channel with
 * its rid) to this connection only. With connection-state recovery, socket.emit hands every event to the adapter,
 * which keeps each one without an acknowledgement for the recovery window (SessionAwareAdapter.broadcast; the
 * Redis streams adapter appends it to the stream), so memory grew with the call rate. A reply belongs to the
 * connection that made the call, as an acknowledgement does, and is written to it the way socket.emit does without
 * recovery: queued on the transport, never dropped when it is busy (unlike a volatile emit). Pushes (logoutOk, live
 * updates) still go through socket.emit and io.to(room).emit, and are replayed to a recovered connection.
 */
export function sendReply(socket: Socket, channel: string, reply: unknown): void {
  const packet = { type: PacketType.EVENT, data: [channel, reply] };
  const writer = socket as unknown as PacketWriter;
  writer.notifyOutgoingListeners(packet);
  writer.packet(packet);
}

export interface SocketServerOptions {
  db: Db;
  registry: ChannelRegistry;
  allowedOrigins: readonly string[];
  /** The call limits and the read cache are built here unless given. */
  services: Omit<Services, 'callLimits' | 'cache'> & Partial<Pick<Services, 'callLimits' | 'cache'>>;
  now: () => number;
  redisUrl?: string;
  /** REDIS_PREFIX: the namespace of this site's keys, channels and streams in that Redis. */
  redisPrefix?: string;
  /** Multiplies the per-call write limits (a one-address test run). */
  callLimitScale?: number;
  /** The reverse proxies believed about the customer's address (TRUST_PROXY); none: the connection's address. */
  trustedProxies?: TrustedProxies;
  /** Told of each call and its reply (log line, metrics, calls in flight for a drain: server/src/ops/calls.ts). */
  calls?: CallObserver;
}

export interface SocketServerHandle {
  io: Server;
  /** The services the calls use (the read cache included), for work that starts outside a call. */
  services: Services;
  close(): Promise<void>;
}

/** socket.io on the HTTP server: websocket only, origin allow-list, size limit, state recovery, channels. */
export async function startSocketServer(http: HttpServer, opts: SocketServerOptions): Promise<SocketServerHandle> {
  const redisSettings = opts.redisUrl ? { url: opts.redisUrl, prefix: opts.redisPrefix ?? '' } : undefined;
  const redis: RedisAdapterHandle | undefined = redisSettings ? await connectRedisAdapter(redisSettings) : undefined;
  // The per-call limits are shared by every process through Redis when there is one.
  const limitsRedis = redisSettings && !opts.services.callLimits ? await connectLimitsRedis(redisSettings) : undefined;
  // Settings, static pages and reference data in memory, invalidated across processes through Redis.
  const ownsCache = !opts.services.cache;
  const cache =
    opts.services.cache ?? (await CallCache.create(redisSettings ? { redisUrl: redisSettings.url, redisPrefix: redisSettings.prefix } : {}));
  const services: Services = {
    ...opts.services,
    callLimits:
      opts.services.callLimits ??
      createCallLimiter({
        ...(limitsRedis ? { redis: limitsRedis } : {}),
        ...(opts.callLimitScale ? { rules: scaledCallLimitRules(opts.callLimitScale) } : {}),
      }),
    cache,
  };
  const io = new Server(http, {
    transports: ['websocket'],
    allowRequest: originGuard(opts.allowedOrigins),
    maxHttpBufferSize: MAX_MESSAGE_BYTES,
    connectionStateRecovery: { maxDisconnectionDuration: RECOVERY_WINDOW_MS, skipMiddlewares: true },
    serveClient: false,
    // Cached reads' JSON written once for every reply that carries them (reply-encoder.ts); same bytes on the wire.
    parser: sharedJsonParser,
    ...(redis ? { adapter: redis.adapter } : {}),
  });
  // A push to a user reaches the user's sockets on every process (the room is shared through the Redis adapter).
  services.push = {
    toUser(userId, channel, payload) {
      io.to(userRoom(userId)).emit(channel, payload);
    },
  };
  const deps = { io, db: opts.db, services, now: opts.now, ...(opts.trustedProxies ? { trustedProxies: opts.trustedProxies } : {}) };
  io.on('connection', (socket) => {
    // A reply carrying a cached value goes out as a frame of the value's memoised bytes (reply-encoder.ts).
    writeSharedFrames(socket.conn);
    const tooManyInvalidFrames = invalidFrameCounter();
    const onInvalidFrame = () => {
      if (tooManyInvalidFrames()) socket.disconnect(true);
    };
    socket.onAny((channel: string, payload: unknown, ack?: unknown) => {
      if (typeof channel !== 'string' || channel.length > MAX_CHANNEL_NAME) return onInvalidFrame();
      // What the request addresses, worked out once for the observer and the dispatcher.
      const address = addressOf(channel, payload);
      const finished = opts.calls?.started(socket, channel, payload, address);
      void (async () => {
        const reply = await dispatch(opts.registry, channel, payload, createCallContext(deps, socket), onInvalidFrame, address);
        if (socket.connected) {
          if (typeof ack === 'function') (ack as (reply: unknown) => void)(reply);
          else sendReply(socket, channel, reply);
        }
        finished?.(reply);
      })();
    });
  });
  return {
    io,
    services,
    async close() {
      await io.close();
      await redis?.close();
      await limitsRedis?.close();
      if (ownsCache) await cache.close();
    },
  };
}
