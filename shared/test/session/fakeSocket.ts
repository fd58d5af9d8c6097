import type { AckEmitter, SocketLike } from '../../src/session/SocketClient';

interface SentCall {
  channel: string;
  payload: { type: string; data: unknown };
  /** Calls the acknowledgement with the server's reply. */
  answer(reply: unknown): void;
  answered: boolean;
}

/**
 * An in-memory socket.io client socket: records emits with acknowledgement, lets a test answer them, push events
 * and (re)connect. Like socket.io, an acknowledgement fails with "operation has timed out" after the timeout and
 * with "socket has been disconnected" when the socket disconnects first.
 */
export class FakeSocket implements SocketLike {
  readonly sent: SentCall[] = [];
  private connectListeners: Array<() => void> = [];
  private anyListeners: Array<(event: string, ...args: unknown[]) => void> = [];
  private readonly failures = new Set<(error: Error) => void>();
  disconnected = false;
  /** How many times the client closed its transport (to reconnect elsewhere). */
  transportCloses = 0;
  readonly io = { engine: { close: () => void (this.transportCloses += 1) } };

  on(_event: 'connect', listener: () => void): this {
    this.connectListeners.push(listener);
    return this;
  }

  onAny(listener: (event: string, ...args: unknown[]) => void): this {
    this.anyListeners.push(listener);
    return this;
  }

  timeout(ms: number): AckEmitter {
    return {
      emitWithAck: (channel, payload) =>
        new Promise((resolve, reject) => {
          const fail = (error: Error) => {
            clearTimeout(timer);
            this.failures.delete(fail);
            reject(error);
          };
          const timer = setTimeout(() => fail(new Error('operation has timed out')), ms);
          this.failures.add(fail);
          const entry: SentCall = {
            channel,
            payload: payload as SentCall['payload'],
            answered: false,
            answer: (reply) => {
              clearTimeout(timer);
              this.failures.delete(fail);
              entry.answered = true;
              resolve(reply);
            },
          };
          this.sent.push(entry);
        }),
    };
  }

  disconnect(): this {
    this.disconnected = true;
    for (const fail of [...this.failures]) fail(new Error('socket has been disconnected'));
    return this;
  }

  fireConnect(): void {
    this.connectListeners.forEach((listener) => listener());
  }

  /** A pushed event (not an answer to a call). */
  serverSends(channel: string, message: unknown): void {
    this.anyListeners.forEach((listener) => listener(channel, message));
  }

  /** Answers the last unanswered call sent on `channel` with `{type, data, ...extra}`. */
  reply(channel: string, type: string, data: unknown = {}, extra: Record<string, unknown> = {}): void {
    const call = [...this.sent].reverse().find((entry) => entry.channel === channel && !entry.answered);
    if (!call) throw new Error(`no call waiting on ${channel}`);
    call.answer({ type, data, ...extra });
  }
}
