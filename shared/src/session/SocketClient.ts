import { io } from 'socket.io-client';
import { action, makeObservable, observable } from 'mobx';
import { RequestError } from './RequestError';
import type { CallKey, Channel, OkData, RequestData } from '../protocol';

/** A message on a channel: a reply `{type, data, rid}` or `{type, status, data, rid}`, or a pushed event. */
export interface SocketMessage {
  type: string;
  data?: unknown;
  status?: 'ok' | 'err';
  rid?: string;
  [extra: string]: unknown;
}

export interface Reply<T = unknown> {
  type: string;
  data: T;
}

/** The part of a socket.io client socket this client uses; tests inject a fake. */
export interface SocketLike {
  on(event: 'connect', listener: () => void): unknown;
  onAny(listener: (event: string, ...args: unknown[]) => void): unknown;
  emit(event: string, payload: unknown): unknown;
  disconnect(): unknown;
}

export type SocketFactory = (url: string) => SocketLike;
export type PushHandler = (message: SocketMessage) => void;

export interface SocketClientOptions {
  factory?: SocketFactory;
  /** Milliseconds before an unanswered request is rejected. */
  timeoutMs?: number;
}

interface Pending {
  resolve: (reply: Reply) => void;
  reject: (error: RequestError) => void;
  timer: ReturnType<typeof setTimeout>;
}

const DEFAULT_TIMEOUT_MS = 20_000;
export const TIMEOUT_MESSAGE = 'The server did not answer in time. Please check your connection and try again.';
export const NOT_CONNECTED_MESSAGE = 'Not connected to the server.';
/** replyType of the RequestError for a request the connection closed (or never opened) under. */
export const DISCONNECTED = 'disconnected';

const websocketOnly: SocketFactory = (url) => io(url, { transports: ['websocket'] });

function isMessage(value: unknown): value is SocketMessage {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

export function isErrReply(message: SocketMessage): boolean {
  return message.status === 'err' || message.type.endsWith('Err');
}

/** The single realtime connection: request/reply matched by rid, pushed events, a busy counter. */
export class SocketClient {
  /** Requests in flight; a spinner shows while above 0. */
  busy = 0;
  private socket: SocketLike | null = null;
  private readonly pending = new Map<string, Pending>();
  private readonly subscribers = new Map<string, Set<PushHandler>>();
  private readonly connectHandlers = new Set<() => void>();
  private readonly factory: SocketFactory;
  private readonly timeoutMs: number;
  private ridCounter = 0;
  private readonly ridPrefix = Math.random().toString(36).slice(2, 8);

  constructor(options: SocketClientOptions = {}) {
    this.factory = options.factory ?? websocketOnly;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    makeObservable<SocketClient, 'begin' | 'end'>(this, { busy: observable, begin: action, end: action });
  }

  get connected(): boolean {
    return this.socket !== null;
  }

  /** Opens the connection once; later calls are ignored. */
  connect(url: string): void {
    if (this.socket) return;
    const socket = this.factory(url);
    this.socket = socket;
    socket.on('connect', () => this.connectHandlers.forEach((handler) => handler()));
    socket.onAny((event, payload) => this.receive(event, payload));
  }

  /** Closes the connection; requests still waiting are rejected. */
  disconnect(): void {
    this.socket?.disconnect();
    this.socket = null;
    for (const [rid, pending] of [...this.pending]) {
      this.settle(rid);
      pending.reject(new RequestError(NOT_CONNECTED_MESSAGE, DISCONNECTED));
    }
  }

  /** Runs on every (re)connection; returns an unregister function. */
  onConnect(handler: () => void): () => void {
    this.connectHandlers.add(handler);
    return () => this.connectHandlers.delete(handler);
  }

  /** Handler for messages on `channel` that answer no pending request (pushed events). */
  subscribe(channel: string, handler: PushHandler): () => void {
    const handlers = this.subscribers.get(channel) ?? new Set<PushHandler>();
    handlers.add(handler);
    this.subscribers.set(channel, handlers);
    return () => handlers.delete(handler);
  }

  /** Resolves with the Ok data; rejects with a RequestError on an Err reply or a timeout. */
  async request<T = unknown>(channel: string, type: string, data: unknown = {}): Promise<T> {
    const reply = await this.requestReply<T>(channel, type, data);
    return reply.data;
  }

  /**
   * Typed by the shared protocol: `key` is the call's key ('set', or 'getForDashboard:planRequest' for a
   * sub-typed call, whose subtype travels in `data`); the type sent is the part before ':'.
   */
  call<C extends Channel, K extends CallKey<C>>(channel: C, key: K, data: RequestData<C, K>): Promise<OkData<C, K>> {
    const separator = key.indexOf(':');
    return this.request<OkData<C, K>>(channel, separator === -1 ? key : key.slice(0, separator), data);
  }

  /** Like request, but resolves with the reply type too (e.g. login set answers smsOk or setOk). */
  requestReply<T = unknown>(channel: string, type: string, data: unknown = {}): Promise<Reply<T>> {
    const socket = this.socket;
    if (!socket) return Promise.reject(new RequestError(NOT_CONNECTED_MESSAGE, DISCONNECTED));
    const rid = `${this.ridPrefix}-${++this.ridCounter}`;
    this.begin();
    return new Promise<Reply<T>>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.settle(rid);
        reject(new RequestError(TIMEOUT_MESSAGE, 'timeout'));
      }, this.timeoutMs);
      this.pending.set(rid, { resolve: resolve as (reply: Reply) => void, reject, timer });
      socket.emit(channel, { type, data, rid });
    });
  }

  private receive(channel: string, payload: unknown): void {
    if (!isMessage(payload)) return;
    const pending = payload.rid === undefined ? undefined : this.pending.get(payload.rid);
    if (pending && payload.rid !== undefined) {
      this.settle(payload.rid);
      if (isErrReply(payload)) pending.reject(RequestError.fromReply(payload.type, payload.data));
      else pending.resolve({ type: payload.type, data: payload.data });
      return;
    }
    this.subscribers.get(channel)?.forEach((handler) => handler(payload));
  }

  private settle(rid: string): void {
    const pending = this.pending.get(rid);
    if (!pending) return;
    clearTimeout(pending.timer);
    this.pending.delete(rid);
    this.end();
  }

  private begin(): void {
    this.busy += 1;
  }

  private end(): void {
    this.busy = Math.max(0, this.busy - 1);
  }
}
