import { io } from 'socket.io-client';
import { action, makeObservable, observable, reaction } from 'mobx';
import { RequestError } from './RequestError';
import type { CallKey, Channel, OkData, OkReply, RequestData } from '../protocol';
import { RECONNECT_NOTICE } from '../protocol/reconnect-notice';
import { requestType } from '../protocol/request-type';

/** A message on a channel: a reply `{type, data}` or `{type, status, data}`, or a pushed event. */
export interface SocketMessage {
  type: string;
  data?: unknown;
  status?: 'ok' | 'err';
  [extra: string]: unknown;
}

/** socket.io's acknowledgement with a timeout: `socket.timeout(ms).emitWithAck(event, payload)`. */
export interface AckEmitter {
  emitWithAck(event: string, payload: unknown): Promise<unknown>;
}

/** The part of a socket.io client socket this client uses; tests inject a fake. */
export interface SocketLike {
  on(event: 'connect', listener: () => void): unknown;
  onAny(listener: (event: string, ...args: unknown[]) => void): unknown;
  timeout(ms: number): AckEmitter;
  disconnect(): unknown;
  /** socket.io's manager: its transport is closed to reconnect elsewhere (then socket.io reconnects on its own). */
  readonly io?: { readonly engine?: { close(): unknown } };
}

export type SocketFactory = (url: string) => SocketLike;
export type PushHandler = (message: SocketMessage) => void;

export interface SocketClientOptions {
  factory?: SocketFactory;
  /** Milliseconds before an unanswered request is rejected. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 20_000;
export const TIMEOUT_MESSAGE = 'The server did not answer in time. Please check your connection and try again.';
export const NOT_CONNECTED_MESSAGE = 'Not connected to the server.';
export const UNREADABLE_REPLY_MESSAGE = 'The server sent an answer that could not be read.';
/** replyType of the RequestError for a request the connection closed (or never opened) under. */
export const DISCONNECTED = 'disconnected';
/** replyType of the RequestError for a request the server did not answer within the timeout. */
export const TIMEOUT = 'timeout';

const websocketOnly: SocketFactory = (url) => io(url, { transports: ['websocket'] });

function isMessage(value: unknown): value is SocketMessage {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

export function isErrReply(message: SocketMessage): boolean {
  return message.status === 'err' || message.type.endsWith('Err');
}

/** socket.io rejects an acknowledgement with "socket has been disconnected" or "operation has timed out". */
function noAnswer(error: unknown): RequestError {
  const disconnected = error instanceof Error && /disconnected/i.test(error.message);
  return disconnected ? new RequestError(NOT_CONNECTED_MESSAGE, DISCONNECTED) : new RequestError(TIMEOUT_MESSAGE, TIMEOUT);
}

/** How a call is made. */
export interface CallOptions {
  /**
   * A call the customer did not ask for and no page waits on (the start-up loads, a version check, telling the server the
   * language): it does not count in `busy`, so no spinner covers a page that is already shown.
   */
  background?: boolean;
}

/**
 * The single realtime connection. Calls are typed by the shared protocol and answered through socket.io
 * acknowledgements (with a timeout); the spec's `{type, data}` reply envelope travels inside the acknowledgement.
 * Pushed events (logoutOk, user updates) reach the channel's subscribers. `busy` counts calls in flight.
 */
export class SocketClient {
  /** Requests in flight, background calls aside; a spinner shows while above 0. */
  busy = 0;
  private socket: SocketLike | null = null;
  private readonly subscribers = new Map<string, Set<PushHandler>>();
  private readonly connectHandlers = new Set<() => void>();
  private readonly factory: SocketFactory;
  private readonly timeoutMs: number;
  /** Calls sent and not answered yet, background ones included. */
  private inFlight = 0;
  /** The server asked this client to reconnect elsewhere (RECONNECT_NOTICE): done once inFlight is 0. */
  private moving = false;

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
    socket.on('connect', () => {
      this.moving = false;
      this.connectHandlers.forEach((handler) => handler());
    });
    socket.onAny((event, payload) => (event === RECONNECT_NOTICE ? this.moveWhenIdle() : this.receive(event, payload)));
  }

  /**
   * Settles once no call a page waits on (background ones aside) has been in flight for `quietMs`: the page's own calls
   * are answered, including the ones it makes as the first replies arrive; or after `atMostMs` (a page that keeps
   * calling). For work no page waits on (the start-up's reference lists), which would otherwise be sent beside the
   * page's calls and answered before theirs.
   */
  whenQuiet(quietMs: number, atMostMs: number): Promise<void> {
    return new Promise((resolve) => {
      let quietFor: ReturnType<typeof setTimeout> | undefined;
      const done = () => {
        stop();
        clearTimeout(quietFor);
        clearTimeout(limit);
        resolve();
      };
      const limit = setTimeout(done, atMostMs);
      const stop = reaction(
        () => this.busy === 0,
        (quiet) => {
          clearTimeout(quietFor);
          if (quiet) quietFor = setTimeout(done, quietMs);
        },
        { fireImmediately: true },
      );
    });
  }

  /** Closes the connection; calls still waiting are rejected (socket.io clears their acknowledgements). */
  disconnect(): void {
    this.socket?.disconnect();
    this.socket = null;
  }

  /** Runs on every (re)connection; returns an unregister function. */
  onConnect(handler: () => void): () => void {
    this.connectHandlers.add(handler);
    return () => this.connectHandlers.delete(handler);
  }

  /** Handler for the messages the server pushes on `channel` (events, not replies). */
  subscribe(channel: string, handler: PushHandler): () => void {
    const handlers = this.subscribers.get(channel) ?? new Set<PushHandler>();
    handlers.add(handler);
    this.subscribers.set(channel, handlers);
    return () => handlers.delete(handler);
  }

  /**
   * Makes the call `key` of `channel` ('set', or 'getForDashboard:planRequest' for a sub-typed call, whose
   * subtype travels in `data`) and resolves with its Ok data, typed by the protocol's schema. Rejects with a
   * RequestError on an Err reply (message, field errors, reply type), a timeout or a lost connection.
   */
  async call<C extends Channel, K extends CallKey<C>>(channel: C, key: K, data: RequestData<C, K>, options: CallOptions = {}): Promise<OkData<C, K>> {
    return (await this.callReply(channel, key, data, options)).data;
  }

  /** Like call, but resolves with the reply type too: login set answers setOk (the user) or smsOk (a message). */
  async callReply<C extends Channel, K extends CallKey<C>>(
    channel: C,
    key: K,
    data: RequestData<C, K>,
    { background = false }: CallOptions = {},
  ): Promise<OkReply<C, K>> {
    const socket = this.socket;
    if (!socket) throw new RequestError(NOT_CONNECTED_MESSAGE, DISCONNECTED);
    if (!background) this.begin();
    this.inFlight += 1;
    try {
      const answer = await socket
        .timeout(this.timeoutMs)
        .emitWithAck(channel, { type: requestType(key), data })
        .catch((error: unknown) => {
          throw noAnswer(error);
        });
      if (!isMessage(answer)) throw new RequestError(UNREADABLE_REPLY_MESSAGE, 'unreadable', answer);
      if (isErrReply(answer)) throw RequestError.fromReply(answer.type, answer.data);
      // The server built this reply from the same protocol (its handlers are typed by these schemas).
      return { type: answer.type, data: answer.data } as OkReply<C, K>;
    } finally {
      if (!background) this.end();
      this.inFlight -= 1;
      if (this.moving) this.moveWhenIdle();
    }
  }

  /**
   * The server process is leaving or has more sockets than its share: once every call sent is answered (none is cut
   * off), the transport is closed and socket.io reconnects through the load balancer, to another process, where the
   * connection's state is recovered and the session checked as on every connect.
   */
  private moveWhenIdle(): void {
    this.moving = true;
    if (this.inFlight > 0) return;
    this.moving = false;
    this.socket?.io?.engine?.close();
  }

  private receive(channel: string, payload: unknown): void {
    if (!isMessage(payload)) return;
    this.subscribers.get(channel)?.forEach((handler) => handler(payload));
  }

  private begin(): void {
    this.busy += 1;
  }

  private end(): void {
    this.busy = Math.max(0, this.busy - 1);
  }
}
