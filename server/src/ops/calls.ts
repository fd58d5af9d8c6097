// What each socket call leaves behind besides its reply: its count and duration in the call metrics (every call), a
// log line (call, outcome, duration, request id) for every call but the successful reads, of which a sample
// (log.ts callLogSettings, README "Logs"), and the count of calls in flight per socket that a draining process waits
// for before it hands the socket on (drain.ts). socket-server.ts calls `started` when a call arrives and the
// function it returns when the reply is ready; nothing here sees the payload beyond the call's type (and a dashboard
// call's subtype).
import { randomBytes } from 'node:crypto';
import { findCall } from '@mealplan/shared/protocol';
import type { Socket } from 'socket.io';
import { addressOf, type CallAddress } from '../realtime/call-address';
import type { ReplyEnvelope } from '../realtime/dispatch';
import { callLogSettings, ownFieldsLog } from './log';
import { callTally, countCall, limitsHit, signInFailures, type CallTally } from './metrics';

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
  /**
   * A call arrived on the socket; the returned function is called with its reply, before it is sent. `address`: what
   * the request addresses, when the caller has worked it out already (call-address.ts).
   */
  started(socket: Socket, channel: string, payload: unknown, address?: CallAddress): (reply: ReplyEnvelope) => void;
}

interface CallName {
  /** The call's declared channel and key, or "(unknown)" (so garbage cannot grow the label set). */
  channel: string;
  type: string;
  /** `channel/type`, as logged. */
  call: string;
  /** Declared a read (limit kind 'read'): its successful answers are logged as a sample. */
  read: boolean;
  /** Its metrics' label set per outcome, made when the outcome first happens. */
  tallies: Partial<Record<CallOutcome, CallTally>>;
}

function nameOf(channel: string, type: string, read: boolean): CallName {
  return { channel, type, call: `${channel}/${type}`, read, tallies: {} };
}

const UNKNOWN_CALL = nameOf('(unknown)', '(unknown)', false);
/** The metrics and log name of the addressed call: each declared call's made at its first request and kept with its address. */
const callNames = new WeakMap<CallAddress, CallName>();

function callName(channel: string, address: CallAddress): CallName {
  const known = callNames.get(address);
  if (known) return known;
  const { key, call } = address;
  if (!call) return UNKNOWN_CALL;
  const name = nameOf(channel, key, call.limit === 'read');
  callNames.set(address, name);
  return name;
}

function tallyOf(name: CallName, outcome: CallOutcome): CallTally {
  return (name.tallies[outcome] ??= callTally(name.channel, name.type, outcome));
}

const ANSWERED: { outcome: CallOutcome; messageId?: string } = { outcome: 'ok' };

function outcomeOf(reply: ReplyEnvelope): { outcome: CallOutcome; messageId?: string } {
  const failed = reply.status === 'err' || reply.type.endsWith('Err');
  if (!failed) return ANSWERED;
  const messageId = (reply.data as { messageId?: unknown } | null)?.messageId;
  const id = typeof messageId === 'string' ? messageId : undefined;
  return { outcome: id === FAILED_MESSAGE ? 'fail' : 'err', ...(id ? { messageId: id } : {}) };
}

/** Counts calls in flight per socket and tells a waiter when a socket has none left. */
export class CallTracker implements CallObserver {
  private readonly inFlight = new Map<string, number>();
  private readonly idleWaiters = new Map<string, Array<() => void>>();

  started(socket: Socket, channel: string, payload: unknown, address = addressOf(channel, payload)): (reply: ReplyEnvelope) => void {
    const begun = performance.now();
    const name = callName(channel, address);
    this.inFlight.set(socket.id, (this.inFlight.get(socket.id) ?? 0) + 1);
    return (reply) => {
      const seconds = (performance.now() - begun) / 1000;
      const { outcome, messageId } = outcomeOf(reply);
      countCall(tallyOf(name, outcome), seconds);
      const { call } = name;
      if (messageId && LIMIT_MESSAGES.has(messageId)) limitsHit.inc({ limit: findCall(name.channel, name.type)?.limit ?? 'signIn' });
      else if (outcome === 'err' && SIGN_IN_CALLS.has(call)) signInFailures.inc({ call });
      const ms = Math.round(seconds * 10_000) / 10;
      const { readSample, slowMs } = callLogSettings();
      // A successful read that was not slow is logged as a sample; every other call always is.
      const sampled = name.read && outcome === 'ok' && ms < slowMs;
      if (!sampled || Math.random() < readSample) {
        const userId = (socket.data as { userId?: number | null }).userId ?? null;
        const line: Record<string, unknown> = { reqId: nextReqId(), sid: socket.id, userId, call, outcome, ms };
        if (messageId) line.messageId = messageId;
        // The line of a sampled read says so: it stands for about 1 / sampleRate such calls (all of them in /metrics).
        if (sampled && readSample < 1) line.sampleRate = readSample;
        // Every field is the server's own (no payload): the line skips the redaction walk (log.ts ownFieldsLog).
        ownFieldsLog()[outcome === 'fail' ? 'error' : 'info'](line, 'call');
      }
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
