// Graceful drain (SIGTERM): the process leaves the pool without failing a call. In order:
//   1. /readyz answers 503 and HTTP answers carry `Connection: close`, while the listener still accepts for the
//      readiness grace (READINESS_GRACE_MS), so the balancer's health checks see the 503 and stop sending traffic
//      before anything is refused;
//   2. the listening socket closes (new connections go to another process) and idle keep-alive connections end;
//   3. each socket.io connection is handed on (handOff): told to reconnect elsewhere, which the site's client does
//      once its own calls are answered, else closed as soon as it has no call in flight (its reply written first): the
//      client reconnects through the load balancer to another process, which restores its state from Redis or,
//      failing that, signs it in again from its session token (SessionSync checks the token on every connect);
//   4. once no call and no HTTP request is running (an upload, an order being placed), everything is closed.
// All within the drain timeout; whatever is still running then is cut off and the process exits anyway.
import type { Server as HttpServer } from 'node:http';
import { RECONNECT_NOTICE } from '@mealplan/shared/protocol';
import type { Server, Socket } from 'socket.io';
import { sendReply } from '../realtime/socket-server';
import type { CallTracker } from './calls';
import { log } from './log';
import type { Readiness } from './readiness';

/** HTTP requests in flight, and whether answers should ask the client to close its connection. */
export class HttpTraffic {
  draining = false;
  private readonly running = new Set<object>();
  private waiters: Array<() => void> = [];

  begin(request: object): void {
    this.running.add(request);
  }

  /** The request answered or aborted (either may come first; a request ends once). */
  end(request: object): void {
    this.running.delete(request);
    if (this.running.size === 0) this.waiters.splice(0).forEach((resolve) => resolve());
  }

  whenIdle(): Promise<void> {
    return this.running.size === 0 ? Promise.resolve() : new Promise((resolve) => this.waiters.push(resolve));
  }
}

export interface DrainParts {
  server: HttpServer;
  io: Server;
  calls: CallTracker;
  traffic: HttpTraffic;
  readiness: Readiness;
}

const sleep = (ms: number) => new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), ms).unref());

/** How long a client told to reconnect elsewhere has to do so itself before the server closes its transport. */
export const HAND_OFF_NOTICE_MS = 2000;

/**
 * Moves a socket's client to another process (through the balancer). It is sent the reconnect notice first: the
 * site's client closes its transport itself once the calls it sent are answered, so no call it sent is cut off on
 * the way. A client that has not gone within noticeMs has its transport closed by the server once its calls in
 * flight here are answered. Either way the transport is closed, not the socket: a client told "io server disconnect"
 * (socket.disconnect) stays disconnected for good, whereas a closed transport is reconnected by socket.io's client on
 * its own, after its randomised reconnection delay (so a process's sockets arrive elsewhere spread out, not all at
 * once), and its state is recovered there. Resolves once the socket is gone.
 */
export async function handOff(socket: Socket, calls: CallTracker, noticeMs = HAND_OFF_NOTICE_MS): Promise<void> {
  if (!socket.connected) return;
  const gone = new Promise<void>((resolve) => socket.once('disconnect', () => resolve()));
  sendReply(socket, RECONNECT_NOTICE, { type: 'reconnect', data: {} });
  await Promise.race([gone, sleep(noticeMs)]);
  if (!socket.connected) return;
  await calls.whenIdle(socket.id);
  socket.conn.close();
}

/**
 * Drains, then runs close; true when everything in flight finished within timeoutMs (counted once the grace is over).
 * graceMs: how long /readyz answers 503 before the listener closes (0: at once).
 */
export async function drain(parts: DrainParts, close: () => Promise<void>, timeoutMs: number, graceMs = 0): Promise<boolean> {
  parts.readiness.markDraining();
  parts.traffic.draining = true;
  if (graceMs > 0) {
    log().info({ graceMs }, 'draining: not ready (/readyz 503), still accepting for the readiness grace');
    await sleep(graceMs);
  }
  const started = Date.now();
  parts.server.close();
  parts.server.closeIdleConnections();

  const handOffs: Promise<void>[] = [];
  const handOn = (socket: Socket) => void handOffs.push(handOff(socket, parts.calls));
  parts.io.of('/').sockets.forEach(handOn);
  // A connection whose upgrade was already under way when the listener closed.
  parts.io.on('connection', handOn);
  const sockets = handOffs.length;
  log().info({ sockets, timeoutMs }, 'draining: not ready, not accepting, handing sockets on');

  const finished = Promise.all(handOffs).then(() => parts.traffic.whenIdle());
  const outcome = await Promise.race([finished.then(() => 'drained' as const), sleep(timeoutMs)]);
  if (outcome === 'timeout') log().warn({ timeoutMs }, 'drain timed out: closing with work still in flight');
  await close();
  log().info({ sockets, ms: Date.now() - started, outcome }, 'drained');
  return outcome === 'drained';
}
