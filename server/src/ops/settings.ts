// The run-time settings of a production process (environment), read once by main.ts. Each has a default that suits
// one process behind a reverse proxy; README "Production" lists them beside the proxy's own timeouts.
import type { BodyRate } from '../http/body-rate';
import type { DbLimits } from '../db';

export interface HttpTimeouts {
  /** HEADERS_TIMEOUT_MS: a request's headers must arrive within this (Node's headersTimeout). */
  headersTimeoutMs: number;
  /**
   * REQUEST_TIMEOUT_MS: a whole request (headers and body) must arrive within this (Node's requestTimeout), so a
   * body trickled a byte at a time is cut off; long enough for an upload at the size limit on a slow phone network.
   */
  requestTimeoutMs: number;
  /** KEEP_ALIVE_TIMEOUT_MS: an idle keep-alive connection is closed after this; above the proxy's own idle timeout. */
  keepAliveTimeoutMs: number;
  /** CONNECTION_TIMEOUT_MS: a connection with no traffic at all for this long is closed (0: off). */
  connectionTimeoutMs: number;
  /** How often Node checks the headers and request timeouts (the bound is the timeout plus at most this). */
  checkIntervalMs: number;
  /** The minimum data rate of a request body (default DEFAULT_BODY_RATE: 1 KiB in every 30 s, else 408). */
  bodyRate?: BodyRate;
}

export interface OpsSettings {
  /** LOG_LEVEL: fatal, error, warn, info (default), debug, trace or silent. */
  logLevel: string;
  /** METRICS_TOKEN: lets /metrics answer a caller off loopback that sends `Authorization: Bearer <token>`. */
  metricsToken?: string;
  /** DRAIN_TIMEOUT_MS: after SIGTERM, how long calls and requests in flight may take before the process exits anyway. */
  drainTimeoutMs: number;
  /**
   * READINESS_GRACE_MS: after SIGTERM, how long /readyz answers 503 while the process still accepts connections, so
   * the balancer's health checks take it out before its listener closes (then the drain proper begins).
   */
  readinessGraceMs: number;
  /**
   * REBALANCE_INTERVAL_MS: how often a process compares its socket count with the fleet's (through Redis) and asks a
   * share of its sockets to reconnect elsewhere when it is far above the average (0: never).
   */
  rebalanceIntervalMs: number;
  /** DB_POOL_MAX, DB_ACQUIRE_TIMEOUT_MS, DB_STATEMENT_TIMEOUT_MS: PostgreSQL's pool and how long a call waits on it. */
  database: DbLimits;
  /** MIGRATIONS: apply (default: migrate under a lock, then serve) or verify (serve only a schema already migrated). */
  migrations: 'apply' | 'verify';
  http: HttpTimeouts;
}

export const DEFAULT_DB_LIMITS: DbLimits = { poolMax: 10, acquireTimeoutMs: 5_000, statementTimeoutMs: 10_000 };

export const DEFAULT_READINESS_GRACE_MS = 5_000;
export const DEFAULT_REBALANCE_INTERVAL_MS = 10_000;

export const DEFAULT_HTTP_TIMEOUTS: HttpTimeouts = {
  headersTimeoutMs: 15_000,
  requestTimeoutMs: 120_000,
  keepAliveTimeoutMs: 75_000,
  connectionTimeoutMs: 0,
  checkIntervalMs: 5_000,
};

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function milliseconds(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be a whole number of milliseconds of at least ${min}, got ${raw}`);
  return value;
}

function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be a whole number of at least ${min}, got ${raw}`);
  return value;
}

/** Quiet under jest (NODE_ENV=test) unless LOG_LEVEL says otherwise; info everywhere else. */
export function logLevelOf(env: NodeJS.ProcessEnv): string {
  const raw = env.LOG_LEVEL?.trim();
  if (!raw) return env.NODE_ENV === 'test' ? 'silent' : 'info';
  if (!LOG_LEVELS.includes(raw)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got ${raw}`);
  return raw;
}

export function loadOpsSettings(env: NodeJS.ProcessEnv = process.env): OpsSettings {
  const metricsToken = env.METRICS_TOKEN?.trim();
  if (metricsToken !== undefined && metricsToken !== '' && metricsToken.length < 16) throw new Error('METRICS_TOKEN must be at least 16 characters');
  const migrations = env.MIGRATIONS?.trim() || 'apply';
  if (migrations !== 'apply' && migrations !== 'verify') throw new Error(`MIGRATIONS must be apply or verify, got ${migrations}`);
  return {
    logLevel: logLevelOf(env),
    ...(metricsToken ? { metricsToken } : {}),
    drainTimeoutMs: milliseconds(env, 'DRAIN_TIMEOUT_MS', 25_000, 1),
    readinessGraceMs: milliseconds(env, 'READINESS_GRACE_MS', DEFAULT_READINESS_GRACE_MS),
    rebalanceIntervalMs: milliseconds(env, 'REBALANCE_INTERVAL_MS', DEFAULT_REBALANCE_INTERVAL_MS),
    database: {
      poolMax: wholeNumber(env, 'DB_POOL_MAX', DEFAULT_DB_LIMITS.poolMax, 1),
      acquireTimeoutMs: milliseconds(env, 'DB_ACQUIRE_TIMEOUT_MS', DEFAULT_DB_LIMITS.acquireTimeoutMs, 1),
      statementTimeoutMs: milliseconds(env, 'DB_STATEMENT_TIMEOUT_MS', DEFAULT_DB_LIMITS.statementTimeoutMs, 1),
    },
    migrations,
    http: {
      headersTimeoutMs: milliseconds(env, 'HEADERS_TIMEOUT_MS', DEFAULT_HTTP_TIMEOUTS.headersTimeoutMs, 1),
      requestTimeoutMs: milliseconds(env, 'REQUEST_TIMEOUT_MS', DEFAULT_HTTP_TIMEOUTS.requestTimeoutMs, 1),
      keepAliveTimeoutMs: milliseconds(env, 'KEEP_ALIVE_TIMEOUT_MS', DEFAULT_HTTP_TIMEOUTS.keepAliveTimeoutMs, 1),
      connectionTimeoutMs: milliseconds(env, 'CONNECTION_TIMEOUT_MS', DEFAULT_HTTP_TIMEOUTS.connectionTimeoutMs),
      checkIntervalMs: DEFAULT_HTTP_TIMEOUTS.checkIntervalMs,
    },
  };
}
