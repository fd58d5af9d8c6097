import type { SocketLike } from '../../src/session/SocketClient';

/** An in-memory socket: records emits, lets a test play server replies and (re)connects. */
export class FakeSocket implements SocketLike {
  readonly sent: Array<{ channel: string; payload: { type: string; data: unknown; rid: string } }> = [];
  private connectListeners: Array<() => void> = [];
  private anyListeners: Array<(event: string, ...args: unknown[]) => void> = [];
  disconnected = false;

  on(_event: 'connect', listener: () => void): this {
    this.connectListeners.push(listener);
    return this;
  }

  onAny(listener: (event: string, ...args: unknown[]) => void): this {
    this.anyListeners.push(listener);
    return this;
  }

  emit(channel: string, payload: unknown): this {
    this.sent.push({ channel, payload: payload as { type: string; data: unknown; rid: string } });
    return this;
  }

  disconnect(): this {
    this.disconnected = true;
    return this;
  }

  fireConnect(): void {
    this.connectListeners.forEach((listener) => listener());
  }

  serverSends(channel: string, message: unknown): void {
    this.anyListeners.forEach((listener) => listener(channel, message));
  }

  /** Answers the last request sent on `channel` with `type` and `data` (its rid echoed). */
  reply(channel: string, type: string, data: unknown = {}, extra: Record<string, unknown> = {}): void {
    const request = [...this.sent].reverse().find((entry) => entry.channel === channel);
    if (!request) throw new Error(`nothing was sent on ${channel}`);
    this.serverSends(channel, { type, data, rid: request.payload.rid, ...extra });
  }
}
