// Load generation: closed loop (each socket sends its next call as soon as the last reply arrives) and paced
// (an open-loop schedule of calls at a fixed offered rate, each timed from when it was due).
import { io as connect, type Socket } from 'socket.io-client';
import { sampleRequests } from '@mealplan/shared/protocol/samples';

/** The browser id of every bench socket (the bench customers' sessions are made for it). */
export const BENCH_BROWSER_ID = 'BENCHBENCHBENCHB';

export interface Reply {
  type: string;
  status?: 'ok' | 'err';
  data: unknown;
}

export interface Call {
  channel: string;
  type: string;
  data: unknown;
}

export interface BenchSocket {
  socket: Socket;
  call(call: Call): Promise<Reply>;
  close(): void;
}

/** How long a call may wait for its reply before it counts as an error. */
export const CALL_TIMEOUT_MS = 30_000;

/**
 * BENCH_REPLIES=events: calls carry a rid and the server answers with an event on the channel (the spec's own form,
 * still served). The server writes such replies to their connection only, outside socket.io's connection-state-
 * recovery buffer (which would keep every one for the 2-minute recovery window, so that memory grew with the call
 * rate): a soak in this form shows whether memory stays flat.
 */
const EVENT_REPLIES = process.env.BENCH_REPLIES === 'events';
let ridCounter = 0;

/** Replies as events matched by rid; a disconnect fails every waiting call. */
function eventCaller(socket: Socket): (call: Call) => Promise<Reply> {
  const waiting = new Map<string, { resolve: (reply: Reply) => void; reject: (error: Error) => void }>();
  socket.onAny((_channel: string, reply: Reply & { rid?: string }) => {
    const call = reply?.rid === undefined ? undefined : waiting.get(reply.rid);
    if (!call) return;
    waiting.delete(reply.rid!);
    call.resolve(reply);
  });
  socket.on('disconnect', () => {
    for (const call of waiting.values()) call.reject(new Error('disconnected'));
    waiting.clear();
  });
  return ({ channel, type, data }) => {
    ridCounter += 1;
    const rid = `b${ridCounter}`;
    return new Promise<Reply>((resolve, reject) => {
      waiting.set(rid, { resolve, reject });
      socket.emit(channel, { type, data, rid });
    });
  };
}

/**
 * One client socket calling as the site's SocketClient does: each call is an acknowledged emit
 * (`timeout().emitWithAck`) and its reply is the acknowledgement (or, with BENCH_REPLIES=events, as above).
 */
export async function openSocket(url: string, opts: { localAddress?: string } = {}): Promise<BenchSocket> {
  const socket = connect(url, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    extraHeaders: { origin: url.replace('127.0.0.1', 'localhost') },
    ...(opts.localAddress ? { localAddress: opts.localAddress } : {}),
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return {
    socket,
    call: EVENT_REPLIES
      ? eventCaller(socket)
      : ({ channel, type, data }) => socket.timeout(CALL_TIMEOUT_MS).emitWithAck(channel, { type, data }) as Promise<Reply>,
    close: () => void socket.close(),
  };
}

/** Opens n sockets, a batch at a time. */
export async function openSockets(url: string, n: number, opts: { localAddress?: (index: number) => string } = {}): Promise<BenchSocket[]> {
  const sockets: BenchSocket[] = [];
  for (let start = 0; start < n; start += 50) {
    const batch = Array.from({ length: Math.min(50, n - start) }, (_, offset) =>
      openSocket(url, opts.localAddress ? { localAddress: opts.localAddress(start + offset) } : {}),
    );
    sockets.push(...(await Promise.all(batch)));
  }
  return sockets;
}

export const isErr = (reply: Reply) => reply.status === 'err' || reply.type.endsWith('Err');

export interface LoadResult {
  sockets: number;
  seconds: number;
  calls: number;
  /** Every call answered during the run, the warm-up and the last replies after the end included. */
  answered: number;
  errors: number;
  /** Calls per second. */
  throughput: number;
  p50: number;
  p99: number;
  /** The first few error replies, to tell what went wrong. */
  samples: string[];
}

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** The figures of a run from its answered calls' latencies (ms). */
function summary(sockets: number, seconds: number, latencies: number[], errors: number, samples: string[], answered: number): LoadResult {
  latencies.sort((a, b) => a - b);
  return {
    sockets,
    seconds,
    calls: latencies.length,
    answered,
    errors,
    throughput: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    samples,
  };
}

/**
 * Every socket loops for `seconds`: picks its next call, sends it, waits for the reply. Calls finishing during the
 * first `warmupSeconds` are not counted. Latency in ms.
 */
export async function runLoad(
  sockets: BenchSocket[],
  nextCall: (socketIndex: number, callIndex: number) => Call,
  { seconds, warmupSeconds = 1 }: { seconds: number; warmupSeconds?: number },
): Promise<LoadResult> {
  const latencies: number[] = [];
  const samples: string[] = [];
  let errors = 0;
  let answered = 0;
  const start = performance.now();
  const countFrom = start + warmupSeconds * 1000;
  const end = countFrom + seconds * 1000;
  await Promise.all(
    sockets.map(async (socket, socketIndex) => {
      for (let callIndex = 0; performance.now() < end; callIndex += 1) {
        const call = nextCall(socketIndex, callIndex);
        const sent = performance.now();
        let failed = false;
        try {
          const reply = await socket.call(call);
          failed = isErr(reply);
          if (failed && samples.length < 5) samples.push(`${call.channel}/${call.type}: ${JSON.stringify(reply.data).slice(0, 160)}`);
        } catch (error) {
          failed = true;
          if (samples.length < 5) samples.push(`${call.channel}/${call.type}: ${String(error)}`);
          if (!socket.socket.connected) return;
        }
        const done = performance.now();
        answered += 1;
        if (sent < countFrom || done > end) continue;
        latencies.push(done - sent);
        if (failed) errors += 1;
      }
    }),
  );
  return summary(sockets.length, seconds, latencies, errors, samples, answered);
}

/**
 * Open loop: `sockets.length / intervalMs` calls per ms offered, evenly spaced (call j is due at start + j * gap,
 * on socket j mod n, so each socket calls once every intervalMs), whether or not earlier calls were answered. Each
 * latency is measured from the time the call was due, not from when it went out, so a server (or a client) that
 * falls behind shows its queueing in the figures instead of hiding it by sending less (coordinated omission).
 * Calls due during the first `warmupSeconds` are not counted; throughput counts the answered calls that were due
 * in the measured window.
 */
export async function runPaced(
  sockets: BenchSocket[],
  nextCall: (socketIndex: number, callIndex: number) => Call,
  { seconds, intervalMs, warmupSeconds = 1 }: { seconds: number; intervalMs: number; warmupSeconds?: number },
): Promise<LoadResult & { offered: number }> {
  const latencies: number[] = [];
  const samples: string[] = [];
  const inFlight = new Set<Promise<void>>();
  let errors = 0;
  const gap = intervalMs / sockets.length;
  const start = performance.now() + 10;
  const countFrom = start + warmupSeconds * 1000;
  const end = countFrom + seconds * 1000;
  const fire = (index: number, due: number) => {
    const socketIndex = index % sockets.length;
    const call = nextCall(socketIndex, Math.floor(index / sockets.length));
    const counted = due >= countFrom;
    const done = sockets[socketIndex]!.call(call).then(
      (reply) => {
        if (!counted) return;
        latencies.push(performance.now() - due);
        if (!isErr(reply)) return;
        errors += 1;
        if (samples.length < 5) samples.push(`${call.channel}/${call.type}: ${JSON.stringify(reply.data).slice(0, 160)}`);
      },
      (error: unknown) => {
        if (!counted) return;
        errors += 1;
        if (samples.length < 5) samples.push(`${call.channel}/${call.type}: ${String(error)}`);
      },
    );
    inFlight.add(done);
    void done.finally(() => inFlight.delete(done));
  };
  let next = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      for (; start + next * gap <= now && start + next * gap < end; next += 1) fire(next, start + next * gap);
      if (start + next * gap >= end) return resolve();
      setTimeout(tick, Math.min(1, Math.max(0, start + next * gap - now)));
    };
    tick();
  });
  await Promise.all(inFlight);
  return { ...summary(sockets.length, seconds, latencies, errors, samples, next), offered: (1000 * sockets.length) / intervalMs };
}

/** The realistic mix: session check, reference reads, plan and menu reads, dish reviews, a feedback save. */
export function callMix(token: string): Call[] {
  const s = sampleRequests;
  return [
    { channel: 'client_check', type: 'get', data: { token, browserId: BENCH_BROWSER_ID } },
    { channel: 'settings', type: 'get', data: s.settings.get },
    { channel: 'get_arrays', type: 'get', data: s.get_arrays.get },
    { channel: 'static_pages', type: 'get', data: s.static_pages.get },
    { channel: 'settings', type: 'get', data: s.settings.get },
    { channel: 'rating', type: 'getDishes', data: {} },
    { channel: 'default_dishes', type: 'get', data: s.default_dishes.get },
    { channel: 'custom_plan', type: 'get', data: s.custom_plan.get },
    { channel: 'rating', type: 'getDishReviews', data: s.rating.getDishReviews },
    {
      channel: 'rating',
      type: 'setTotalRating',
      data: { feedbackData: { feedback: 'Tasty and on time', rating: 5, rating2: 4, rating3: 5, rating4: 4 } },
    },
  ];
}

/** Call `index` of the mix (mod its length) of socket `socket`: socket i is bench customer i mod the customers. */
export function customerCalls(tokens: readonly string[]): (socket: number, index: number) => Call {
  const mixes = tokens.map(callMix);
  return (socket, index) => {
    const mix = mixes[socket % mixes.length]!;
    return mix[index % mix.length]!;
  };
}

/** Signs every socket in as its customer with the session check (client_check get), as a page does on load. */
export async function signInAll(sockets: BenchSocket[], tokens: readonly string[]): Promise<void> {
  for (let start = 0; start < sockets.length; start += 100) {
    const replies = await Promise.all(
      sockets.slice(start, start + 100).map((socket, index) =>
        socket.call({
          channel: 'client_check',
          type: 'get',
          data: { token: tokens[(start + index) % tokens.length]!, browserId: BENCH_BROWSER_ID },
        }),
      ),
    );
    const failed = replies.find((reply) => reply.type !== 'setUser');
    if (failed) throw new Error(`session check failed: ${JSON.stringify(failed)}`);
  }
}
