// Socket rebalancing across the fleet. Sockets are long-lived: after a rolling restart the process started last holds
// none of them (the others took them while it was down), and nothing would move them back. Every process answers the
// others' question "how many sockets do you hold?" over the socket.io Redis adapter (serverSideEmit: no Redis key of
// its own); every REBALANCE_INTERVAL_MS each one asks, and one far above the fleet's average asks its excess to
// reconnect (handOff: once idle, its transport is closed and socket.io's client reconnects through the balancer,
// whose least_conn sends it to a process with fewer). A draining process answers but counts for nothing. Without Redis
// there is one process and nothing to rebalance.
import type { Server } from 'socket.io';
import type { CallTracker } from './calls';
import { handOff } from './drain';
import { log } from './log';
import type { Readiness } from './readiness';

const SOCKET_COUNT_EVENT = 'mealplan:socket-count';

/** A process moves sockets only when it holds more than the average by this share of it... */
export const REBALANCE_TOLERANCE = 0.25;
/** ...and by at least this many sockets (a handful more is no imbalance worth a reconnect). */
export const REBALANCE_MIN_EXCESS = 10;

interface SocketCount {
  sockets: number;
  draining: boolean;
}

/** How many of `mine` to move, given the socket counts of the other processes that are not draining. */
export function socketsToMove(mine: number, others: readonly number[]): number {
  if (others.length === 0) return 0;
  const average = (mine + others.reduce((sum, count) => sum + count, 0)) / (others.length + 1);
  const excess = mine - average;
  if (excess < REBALANCE_MIN_EXCESS || excess <= average * REBALANCE_TOLERANCE) return 0;
  return Math.floor(excess);
}

export interface RebalanceOptions {
  io: Server;
  calls: CallTracker;
  readiness: Pick<Readiness, 'draining'>;
  /** How often to compare with the fleet (0: never ask, only answer the others). */
  intervalMs: number;
}

/** Answers the fleet's socket-count question and, every intervalMs, rebalances; returns the stop function. */
export function startRebalancing({ io, calls, readiness, intervalMs }: RebalanceOptions): () => void {
  const local = () => io.of('/').sockets;
  const staying = () => [...local().values()].filter((socket) => !leaving.has(socket.id));
  io.on(SOCKET_COUNT_EVENT, (answer: (count: SocketCount) => void) => answer({ sockets: staying().length, draining: readiness.draining }));
  let running = false;
  /** Sockets told to move and not gone yet: no longer counted, not chosen again. */
  const leaving = new Set<string>();

  async function rebalance(): Promise<void> {
    if (readiness.draining) return;
    let answers: SocketCount[];
    try {
      answers = (await io.serverSideEmitWithAck(SOCKET_COUNT_EVENT)) as SocketCount[];
    } catch (error) {
      // A process that stopped without a word is still expected until the adapter's heartbeat forgets it.
      log().debug({ err: error }, 'rebalance: not every process answered, trying again next time');
      return;
    }
    const others = answers.filter((answer) => !answer.draining).map((answer) => answer.sockets);
    const candidates = staying();
    const mine = candidates.length;
    const move = socketsToMove(mine, others);
    if (move === 0 || readiness.draining) return;
    log().info({ sockets: mine, others, moving: move }, `rebalance: asking ${move} of ${mine} sockets to reconnect elsewhere`);
    for (const socket of candidates.slice(0, move)) {
      leaving.add(socket.id);
      void handOff(socket, calls).finally(() => leaving.delete(socket.id));
    }
  }

  const timer =
    intervalMs > 0
      ? setInterval(() => {
          if (running) return;
          running = true;
          void rebalance()
            .catch((error: unknown) => log().warn({ err: error }, 'rebalance failed'))
            .finally(() => (running = false));
        }, intervalMs)
      : undefined;
  timer?.unref();
  return () => {
    if (timer) clearInterval(timer);
    io.removeAllListeners(SOCKET_COUNT_EVENT);
  };
}
