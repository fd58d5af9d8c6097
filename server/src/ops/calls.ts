// What each socket call leaves behind besides its reply: one log line (call, outcome, duration, request id), the
// call metrics, and the count of calls in flight per socket that a draining process waits for before it hands the
// socket on (drain.ts). socket-server.ts calls `started` when a call arrives and the function it returns when the
// reply is ready; nothing here sees the payload beyond the call's type (and a dashboard call's subtype).
import { randomBytes } from 'node:crypto';
import { callKey, findCall } from '@mealplan/shared/protocol';
import type { Socket } from 'socket.io';
import type { ReplyEnvelope } from '../realtime/dispatch';
import { ownFieldsLog } from './log';
import { callDuration, callsTotal, limitsHit, signInFailures } from './metrics';

export type CallOutcome = 'ok' | 'err' | 'fail';

/**
 * A call's request id: this process's random prefix and a count, unique across processes like a UUID without
 * drawing random bytes per call.
 */
const REQ_ID_PREFIX = randomBytes(6).toString('hex');
let reqCount = 0;
const nextReqId = () => `${REQ_ID_PREFIX}-${(reqCount += 1).toString(36)}`;

/** The message ids of a rate-limit refusal (call limits, sign-in limits). */
const LIMIT_MESSAGES = new Set(['account.tooManyRequests', 'account.tooManySignIns']);
/** The generic answer of a handler that failed unexpectedly (server/src/errors.ts GENERIC_ERROR_MESSAGE). */
const FAILED_MESSAGE = 'server.genericError';
/** The calls that sign a customer in: an Err from them is a failed sign-in. */
const SIGN_IN_CALLS = new Set(['login/set', 'login/facebook', 'login/google']);

export interface CallObserver {
  /** A call arrived on the socket; the returned function is called with its reply, before it is sent. */
  started(socket: Socket, channel: string, payload: unknown): (reply: ReplyEnvelope) => void;
}

/** The call's labels: its declared channel and key, or "(unknown)" (so garbage cannot grow the label set). */
function callLabels(channel: string, payload: unknown): { channel: string; type: string } {
  const envelope = payload as { type?: unknown; data?: unknown } | null;
  const type = typeof envelope?.type === 'string' ? envelope.type : '';
  const key = callKey(channel, type, envelope?.data);
  return findCall(channel, key) ? { channel, type: key } : { channel: '(unknown)', type: '(unknown)' };
}

function outcomeOf(reply: ReplyEnvelope): { outcome: CallOutcome; messageId?: string } {
  const failed = reply.status === 'err' || reply.type.endsWith('Err');
  if (!failed) return { outcome: 'ok' };
  const messageId = (reply.data as { messageId?: unknown } | null)?.messageId;
  const id = typeof messageId === 'string' ? messageId : undefined;
  return { outcome: id === FAILED_MESSAGE ? 'fail' : 'err', ...(id ? { messageId: id } : {}) };
}

/** Counts calls in flight per socket and tells a waiter when a socket has none left. */
export class CallTracker implements CallObserver {
  private readonly inFlight = new Map<string, number>();
  private readonly idleWaiters = new Map<string, Array<() => void>>();

  started(socket: Socket, channel: string, payload: unknown): (reply: ReplyEnvelope) => void {
    const begun = performance.now();
    const labels = callLabels(channel, payload);
    this.inFlight.set(socket.id, (this.inFlight.get(socket.id) ?? 0) + 1);
    return (reply) => {
      const seconds = (performance.now() - begun) / 1000;
      const { outcome, messageId } = outcomeOf(reply);
      const counted = { ...labels, outcome };
      callsTotal.inc(counted);
      callDuration.observe(counted, seconds);
      const call = `${labels.channel}/${labels.type}`;
      if (messageId && LIMIT_MESSAGES.has(messageId)) limitsHit.inc({ limit: findCall(labels.channel, labels.type)?.limit ?? 'signIn' });
      else if (outcome === 'err' && SIGN_IN_CALLS.has(call)) signInFailures.inc({ call });
      const userId = (socket.data as { userId?: number | null }).userId ?? null;
      const line: Record<string, unknown> = { reqId: nextReqId(), sid: socket.id, userId, call, outcome, ms: Math.round(seconds * 10_000) / 10 };
      if (messageId) line.messageId = messageId;
      // Every field is the server's own (no payload): the line skips the redaction walk (log.ts ownFieldsLog).
      ownFieldsLog()[outcome === 'fail' ? 'error' : 'info'](line, 'call');
      this.finished(socket.id);
    };
  }

  /** Calls of this socket still running. */
  running(socketId: string): number {
    return this.inFlight.get(socketId) ?? 0;
  }

  /** Resolves once the socket has no call running (at once when it has none). */
  whenIdle(socketId: string): Promise<void> {
    if (!this.running(socketId)) return Promise.resolve();
    return new Promise((resolve) => {
      const waiters = this.idleWaiters.get(socketId) ?? [];
      waiters.push(resolve);
      this.idleWaiters.set(socketId, waiters);
    });
  }

  private finished(socketId: string): void {
    const left = this.running(socketId) - 1;
    if (left > 0) {
      this.inFlight.set(socketId, left);
      return;
    }
    this.inFlight.delete(socketId);
    const waiters = this.idleWaiters.get(socketId);
    this.idleWaiters.delete(socketId);
    waiters?.forEach((resolve) => resolve());
  }
}
