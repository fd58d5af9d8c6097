// The fleet bench's outages (npm run bench:fleet): customers' sockets through nginx keep calling while one process is
// drained (SIGTERM) and restarted, one is killed (SIGKILL) and restarted, and the fleet's Redis is paused (SIGSTOP,
// then SIGCONT). Each client behaves as the site's does (shared/src/session/SocketClient.ts): socket.io's own
// reconnection (its default delays), the session check on every connect (awaited before the next call), each call
// acknowledged within CALL_TIMEOUT_MS, and told to reconnect elsewhere (RECONNECT_NOTICE) it closes its transport once
// its call is answered. Reported per outage, beside the same clients' steady state just before it (the yardstick):
// calls failed (answered Err, unanswered in time, or cut off by a dropped connection) and why, the seconds from the
// event until the last call that failed or took over SLOW_MS (recovered), the slowest call, and after a restart how
// the sockets are spread over the processes. Printed, never asserted.
import { spawn, type ChildProcess } from 'node:child_process';
import { RECONNECT_NOTICE } from '@mealplan/shared/protocol';
import { io as connect, type Socket } from 'socket.io-client';
import { freePort, type Fleet, type FleetProcess } from '../../e2e/support/fleet';
import { BENCH_BROWSER_ID, customerCalls, isErr, type Reply } from './load';

const CALL_TIMEOUT_MS = 5_000;
/** A call slower than this counts as not yet recovered. */
const SLOW_MS = 1_000;
/** Each socket's pause between calls. */
const THINK_MS = 250;

interface CallRecord {
  due: number;
  done: number;
  ok: boolean;
  /** Why it failed: the Err's message id, or socket.io's error (timed out, disconnected). */
  failure?: string;
}

/** A customer's socket through the proxy, calling in a loop until stopped. */
function customer(origin: string, token: string, index: number, calls: ReturnType<typeof customerCalls>, records: CallRecord[]) {
  const socket: Socket = connect(origin, {
    transports: ['websocket'],
    forceNew: true,
    extraHeaders: { origin: origin.replace('127.0.0.1', 'localhost') },
  });
  // The session check on every connect; calls wait for it, as the site's pages do for the signed-in state.
  let signedIn: Promise<unknown> = Promise.resolve();
  socket.on('connect', () => {
    signedIn = socket
      .timeout(CALL_TIMEOUT_MS)
      .emitWithAck('client_check', { type: 'get', data: { token, browserId: BENCH_BROWSER_ID } })
      .catch(() => undefined);
  });
  let inFlight = 0;
  let moving = false;
  const moveWhenIdle = () => {
    moving = inFlight > 0;
    if (!moving) socket.io.engine.close();
  };
  socket.on(RECONNECT_NOTICE, moveWhenIdle);
  const connected = () => (socket.connected ? Promise.resolve() : new Promise<void>((resolve) => socket.once('connect', () => resolve())));
  let running = true;
  const loop = (async () => {
    for (let call = 0; running; call += 1) {
      const due = performance.now();
      await connected();
      await signedIn;
      const { channel, type, data } = calls(index, call + 1);
      inFlight += 1;
      const failure = await (socket.timeout(CALL_TIMEOUT_MS).emitWithAck(channel, { type, data }) as Promise<Reply>).then(
        (reply) => (isErr(reply) ? String((reply.data as { messageId?: string } | undefined)?.messageId ?? reply.type) : undefined),
        (error: unknown) => (error instanceof Error ? error.message : String(error)),
      );
      inFlight -= 1;
      if (moving) moveWhenIdle();
      records.push({ due, done: performance.now(), ok: failure === undefined, ...(failure ? { failure } : {}) });
      await new Promise((resolve) => setTimeout(resolve, THINK_MS));
    }
  })();
  return {
    async stop() {
      running = false;
      await Promise.race([loop, new Promise((resolve) => setTimeout(resolve, CALL_TIMEOUT_MS + 1000))]);
      socket.close();
    },
  };
}

/** Sockets open on one process, from its /metrics (loopback). */
async function socketsOpen(process: FleetProcess): Promise<number | undefined> {
  const text = await fetch(`${process.url}/metrics`)
    .then((response) => response.text())
    .catch(() => '');
  const value = /^mealplan_sockets_open (\d+)/m.exec(text)?.[1];
  return value === undefined ? undefined : Number(value);
}

interface OutageReport {
  label: string;
  steady: { calls: number; perSecond: number; p99: number };
  failed: number;
  total: number;
  recoveredSeconds: number;
  slowestMs: number;
  /** Failures by reason: "reason ×count", most first. */
  reasons: string;
  spread?: string;
}

/** "reason ×count" of the failed calls, most first. */
function countedReasons(records: CallRecord[]): string {
  const counts = new Map<string, number>();
  for (const record of records) if (record.failure) counts.set(record.failure, (counts.get(record.failure) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([reason, count]) => `${reason} ×${count}`)
    .join(', ');
}

function report(label: string, records: CallRecord[], eventAt: number, steadySeconds: number, spread?: string): OutageReport {
  const before = records.filter((record) => record.due >= eventAt - steadySeconds * 1000 && record.due < eventAt);
  const latencies = before.map((record) => record.done - record.due).sort((a, b) => a - b);
  const after = records.filter((record) => record.done >= eventAt);
  const bad = after.filter((record) => !record.ok || record.done - record.due > SLOW_MS);
  const lastBad = bad.reduce((latest, record) => Math.max(latest, record.done), eventAt);
  return {
    label,
    steady: {
      calls: before.length,
      perSecond: before.length / steadySeconds,
      p99: latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? 0,
    },
    failed: after.filter((record) => !record.ok).length,
    total: after.length,
    recoveredSeconds: (lastBad - eventAt) / 1000,
    slowestMs: after.reduce((slowest, record) => Math.max(slowest, record.done - record.due), 0),
    reasons: countedReasons(after),
    ...(spread ? { spread } : {}),
  };
}

export function printOutage(result: OutageReport): void {
  console.log(
    `${result.label.padEnd(34)} steady ${result.steady.perSecond.toFixed(0).padStart(4)} calls/s (p99 ${result.steady.p99.toFixed(0)} ms)` +
      `  after: ${result.failed} of ${result.total} calls failed, recovered in ${result.recoveredSeconds.toFixed(1)} s, slowest ${(result.slowestMs / 1000).toFixed(1)} s` +
      (result.spread ? `  sockets per process after the restart: ${result.spread}` : '') +
      (result.reasons ? `  (failed: ${result.reasons})` : ''),
  );
}

/** A redis-server of the bench's own on a free port (no persistence), stopped by its kill. */
export async function startOwnRedis(): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const url = `redis://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const up = await new Promise<boolean>((resolve) => {
      const probe = spawn('redis-cli', ['-p', String(port), 'ping'], { stdio: ['ignore', 'pipe', 'ignore'] });
      let out = '';
      probe.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      probe.on('exit', () => resolve(out.includes('PONG')));
    });
    if (up) return { url, child };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('redis-server did not start');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface OutageOptions {
  fleet: Fleet;
  redis: ChildProcess;
  tokens: string[];
  sockets: number;
  /** Seconds of steady state measured before each event. */
  steadySeconds: number;
  /** Seconds the Redis pause lasts. */
  pauseSeconds: number;
  /** Seconds after a restart for the rebalancing to spread the sockets before they are counted. */
  settleSeconds: number;
}

/** Runs the three outages one after another on the same clients; one report each. */
export async function runOutages(opts: OutageOptions): Promise<OutageReport[]> {
  const { fleet, tokens } = opts;
  const records: CallRecord[] = [];
  const calls = customerCalls(tokens);
  const clients = Array.from({ length: opts.sockets }, (_, index) => customer(fleet.origin, tokens[index % tokens.length]!, index, calls, records));
  const reports: OutageReport[] = [];
  const current = () => fleet.processes.filter((process) => process.child.exitCode === null && process.child.signalCode === null);
  const spread = async () => (await Promise.all(current().map(socketsOpen))).join(' / ');
  try {
    await sleep((opts.steadySeconds + 2) * 1000);

    // 1. A deploy: SIGTERM (readiness grace, then drain), and a new process on its port.
    let eventAt = performance.now();
    const drained = current()[1]!;
    await fleet.terminate(drained);
    await fleet.startProcess(drained.port);
    await sleep(opts.settleSeconds * 1000);
    reports.push(report('drain (SIGTERM) and restart', records, eventAt, opts.steadySeconds, await spread()));
    await sleep(opts.steadySeconds * 1000);

    // 2. A crash: SIGKILL, and a new process on its port.
    eventAt = performance.now();
    const killed = current()[0]!;
    killed.child.kill('SIGKILL');
    await killed.exited;
    await fleet.startProcess(killed.port);
    await sleep(opts.settleSeconds * 1000);
    reports.push(report('kill -9 and restart', records, eventAt, opts.steadySeconds, await spread()));
    await sleep(opts.steadySeconds * 1000);

    // 3. Redis stops answering for a while (SIGSTOP), then carries on (SIGCONT).
    eventAt = performance.now();
    opts.redis.kill('SIGSTOP');
    await sleep(opts.pauseSeconds * 1000);
    opts.redis.kill('SIGCONT');
    await sleep(opts.settleSeconds * 1000);
    reports.push(report(`Redis paused ${opts.pauseSeconds} s (SIGSTOP)`, records, eventAt, opts.steadySeconds));
  } finally {
    opts.redis.kill('SIGCONT');
    await Promise.all(clients.map((client) => client.stop()));
  }
  return reports;
}
