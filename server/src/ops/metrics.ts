// The process's Prometheus metrics (prom-client), served at /metrics (loopback, or with METRICS_TOKEN). One registry
// per process: several servers started in one process (tests) add to the same series. What others count calls a
// function here (countPayment); what is read when scraped (sockets open, database pool) is registered as a source.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

export const registry = new Registry();
// Node's own: event-loop delay (nodejs_eventloop_lag_*), heap, GC, CPU, open handles.
collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

const LATENCY_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const callsTotal = new Counter({
  name: 'mealplan_calls_total',
  help: 'Socket calls answered, by channel, type and outcome (ok, err: an Err reply, fail: the handler failed)',
  labelNames: ['channel', 'type', 'outcome'] as const,
  registers: [registry],
});

export const callDuration = new Histogram({
  name: 'mealplan_call_duration_seconds',
  help: 'Socket call latency from receipt to reply, by channel, type and outcome',
  labelNames: ['channel', 'type', 'outcome'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [registry],
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
