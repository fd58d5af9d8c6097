// The process's Prometheus metrics (prom-client), served at /metrics (loopback, or with METRICS_TOKEN). One registry
// per process: several servers started in one process (tests) add to the same series. What others count calls a
// function here (countPayment); what is read when scraped (sockets open, database pool) is registered as a source.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

export const registry = new Registry();

let collectingProcessMetrics = false;

/**
 * Adds Node's own series to the registry: event-loop delay (nodejs_eventloop_lag_*), heap, GC, CPU, open handles. The
 * process's entry (main.ts) starts them, once: they watch the process, whatever servers it runs, and prom-client can
 * never stop them (its GC observer and event-loop monitor live as long as the process), so a module that merely loads
 * this file (every server test file in a jest worker) does not start another set that keeps it in memory.
 */
export function collectProcessMetrics(): void {
  if (collectingProcessMetrics) return;
  collectingProcessMetrics = true;
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
}

const LATENCY_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * One label set of the call metrics (a declared call and an outcome): the calls answered are tallied here, on the
 * call's path, as a few additions, and added to mealplan_calls_total and mealplan_call_duration_seconds whenever they
 * are read (/metrics, a test). prom-client's own inc and observe check and hash the label set on every call, which at
 * the event layer's rate was a visible share of a cheap read's time (issue 38); the series read are the same.
 */
export interface CallTally {
  readonly labels: Readonly<{ channel: string; type: string; outcome: string }>;
  /** Calls not yet added to the counter. */
  calls: number;
  /** Durations not yet added to the histogram: their count, sum, and count per bucket (CALL_BUCKETS, then over all). */
  observed: number;
  sum: number;
  readonly buckets: number[];
}

const CALL_BUCKETS = LATENCY_BUCKETS;
const callTallies: CallTally[] = [];

/** The tally of one label set, made once per set by its caller (ops/calls.ts keeps it with the call's name). */
export function callTally(channel: string, type: string, outcome: string): CallTally {
  const tally: CallTally = { labels: { channel, type, outcome }, calls: 0, observed: 0, sum: 0, buckets: CALL_BUCKETS.map(() => 0).concat(0) };
  callTallies.push(tally);
  return tally;
}

/** Counts one call answered in `seconds` (its le bucket: the first bound it does not exceed, as prom-client's). */
export function countCall(tally: CallTally, seconds: number): void {
  tally.calls += 1;
  tally.observed += 1;
  tally.sum += seconds;
  let bucket = 0;
  for (const bound of CALL_BUCKETS) {
    if (seconds <= bound) break;
    bucket += 1;
  }
  tally.buckets[bucket] = (tally.buckets[bucket] ?? 0) + 1;
}

export const callsTotal = new Counter({
  name: 'mealplan_calls_total',
  help: 'Socket calls answered, by channel, type and outcome (ok, err: an Err reply, fail: the handler failed)',
  labelNames: ['channel', 'type', 'outcome'] as const,
  registers: [registry],
  collect() {
    for (const tally of callTallies) {
      if (tally.calls === 0) continue;
      this.inc(tally.labels, tally.calls);
      tally.calls = 0;
    }
  },
});

/** What prom-client 15 keeps per label set of a histogram (a value of its hashMap, made by zero or observe). */
interface HistogramSeries {
  labels: object;
  bucketValues: Record<number, number>;
  sum: number;
  count: number;
}

/** The histogram's series of a label set (made by zero when it has none, e.g. after a reset). */
function seriesOf(histogram: Histogram, labels: CallTally['labels']): HistogramSeries {
  const series = () =>
    Object.values((histogram as unknown as { hashMap: Record<string, HistogramSeries> }).hashMap).find((value) => value.labels === labels);
  const found = series();
  if (found) return found;
  histogram.zero(labels);
  const made = series();
  if (!made || typeof made.bucketValues !== 'object') throw new Error('prom-client histogram series not found: check its version');
  return made;
}

export const callDuration = new Histogram({
  name: 'mealplan_call_duration_seconds',
  help: 'Socket call latency from receipt to reply, by channel, type and outcome',
  labelNames: ['channel', 'type', 'outcome'] as const,
  buckets: CALL_BUCKETS,
  registers: [registry],
  collect() {
    for (const tally of callTallies) {
      if (tally.observed === 0) continue;
      const series = seriesOf(this, tally.labels);
      series.count += tally.observed;
      series.sum += tally.sum;
      CALL_BUCKETS.forEach((bound, index) => {
        series.bucketValues[bound] = (series.bucketValues[bound] ?? 0) + (tally.buckets[index] ?? 0);
      });
      tally.observed = 0;
      tally.sum = 0;
      tally.buckets.fill(0);
    }
  },
});

export const httpDuration = new Histogram({
  name: 'mealplan_http_request_duration_seconds',
  help: 'HTTP request latency, by method and status class',
  labelNames: ['method', 'status'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [registry],
});

export const queryDuration = new Histogram({
  name: 'mealplan_db_query_duration_seconds',
  help: 'Database statement time, by kind (query, exec, transaction)',
  labelNames: ['kind'] as const,
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers: [registry],
});

export const signInFailures = new Counter({
  name: 'mealplan_sign_in_failures_total',
  help: 'Sign-in attempts refused (wrong password, unknown account, bad code, social sign-in refused), by call',
  labelNames: ['call'] as const,
  registers: [registry],
});

export const limitsHit = new Counter({
  name: 'mealplan_limits_hit_total',
  help: 'Calls refused by a rate limit, by the call limit kind declared in shared',
  labelNames: ['limit'] as const,
  registers: [registry],
});

const redisFallbacks = new Counter({
  name: 'mealplan_redis_fallbacks_total',
  help: 'Uses of the process-own fallback while Redis did not answer, by what fell back (limits, cache, adapter)',
  labelNames: ['use'] as const,
  registers: [registry],
});

/** Counts one fallback to the process's own state because Redis did not answer (server/src/ops/redis.ts). */
export function countRedisFallback(use: 'limits' | 'cache' | 'adapter'): void {
  redisFallbacks.inc({ use });
}

const payments = new Counter({
  name: 'mealplan_payments_total',
  help: 'Payments by outcome (paid, declined, failed, refunded…)',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

/** Counts one payment by its outcome (e.g. 'paid', 'declined', 'failed'); call it where the outcome is known. */
export function countPayment(outcome: string): void {
  payments.inc({ outcome });
}

const menuPdfs = new Counter({
  name: 'mealplan_menu_pdf_total',
  help: 'Menu PDFs asked for, by outcome (cached, printed, shared: joined a print under way, busy: queue full, limited: over the customer allowance)',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

/** Counts one menu PDF asked for by its outcome (menu-pdf/printed-menus.ts). */
export function countMenuPdf(outcome: 'cached' | 'printed' | 'shared' | 'busy' | 'limited'): void {
  menuPdfs.inc({ outcome });
}

/** What is read when /metrics is scraped, per running server: its open sockets and its database pool. */
export interface MetricsSource {
  socketsOpen(): number;
  pool?(): { total: number; idle: number; waiting: number } | undefined;
}

const sources = new Set<MetricsSource>();

/** Adds a running server's sources; the returned function removes them when it closes. */
export function addMetricsSource(source: MetricsSource): () => void {
  sources.add(source);
  return () => sources.delete(source);
}

new Gauge({
  name: 'mealplan_sockets_open',
  help: 'Socket.io connections open on this process',
  registers: [registry],
  collect() {
    let open = 0;
    for (const source of sources) open += source.socketsOpen();
    this.set(open);
  },
});

new Gauge({
  name: 'mealplan_db_pool_connections',
  help: 'PostgreSQL pool connections by state (total, idle, waiting: callers queued for a connection)',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    const sum = { total: 0, idle: 0, waiting: 0 };
    for (const source of sources) {
      const pool = source.pool?.();
      if (!pool) continue;
      sum.total += pool.total;
      sum.idle += pool.idle;
      sum.waiting += pool.waiting;
    }
    for (const [state, value] of Object.entries(sum)) this.set({ state }, value);
  },
});
