import path from 'node:path';
import { AREAS } from '@mealplan/shared/federation';
import type { ReleasesAtStart } from './deploy/publishAll';
import { frameOrigins } from './http/headers';

export const SERVER_ROOT = path.resolve(__dirname, '..');
export const REPO_ROOT = path.resolve(SERVER_ROOT, '..');

/** The remotes the server publishes and serves: the areas named in shared/areas.json. */
export const REMOTE_NAMES = AREAS;

/** Where a remote's own build lands: ../mfe-<name>/dist. */
export const remoteDistDir = (remote: string) => path.join(REPO_ROOT, `mfe-${remote}`, 'dist');

export interface ServerConfig {
  port: number;
  /** HOST: the interface to listen on (default 127.0.0.1, loopback only). */
  host?: string;
  databaseUrl?: string;
  dataDir: string;
  redisUrl?: string;
  /** REDIS_PREFIX: the namespace of this site's keys, channels and streams in REDIS_URL's Redis ('' when unset). */
  redisPrefix?: string;
  releasesDir: string;
  shellDir: string;
  /** Origins allowed to open the socket; empty means this server's own origin on localhost and 127.0.0.1. */
  allowedOrigins: string[];
  /** Origins a staging preview build may be loaded from (PREVIEW_ORIGINS); never this site itself, none when unset. */
  previewOrigins: string[];
  /** PUBLIC_ORIGIN: the origin browsers reach the site at, of mailed links and payment return URLs (default defaultPublicOrigin). */
  publicOrigin?: string;
  /** RELEASES_ORIGIN: a CDN origin serving /remotes/…; /remotes.json names the remotes there and the page policy allows it. */
  releasesOrigin?: string;
  /** Third-party origins the site may frame: SCHEDULING_ORIGINS and FORUM_COMMENTS_ORIGINS. */
  frameOrigins: string[];
  /** CALL_LIMIT_SCALE (not in production): the per-call write limits multiplied, for a one-address test run. */
  callLimitScale?: number;
  /** Seed the demo customers (published password): outside production unless SEED_DEMO=0; never in production. */
  seedDemo: boolean;
  /** RELEASES_AT_START: what a start publishes (deploy/publishAll.ts); `missing` in production, `built` otherwise. */
  releasesAtStart: ReleasesAtStart;
  /** TRUST_PROXY: the reverse proxies whose X-Forwarded-For is believed (server/src/http/client-address.ts). */
  trustProxy?: string;
}

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const optional = (value: string | undefined) => (value && value.trim() ? value.trim() : undefined);

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const databaseUrl = optional(env.DATABASE_URL);
  const redisUrl = optional(env.REDIS_URL);
  const redisPrefix = optional(env.REDIS_PREFIX);
  const host = optional(env.HOST);
  const publicOrigin = optional(env.PUBLIC_ORIGIN);
  const releasesOrigin = optional(env.RELEASES_ORIGIN);
  const callLimitScale = callLimitScaleOf(env);
  const trustProxy = optional(env.TRUST_PROXY);
  return {
    port,
    ...(host ? { host } : {}),
    ...(databaseUrl ? { databaseUrl } : {}),
    ...(redisUrl ? { redisUrl } : {}),
    ...(redisPrefix ? { redisPrefix } : {}),
    ...(publicOrigin ? { publicOrigin: originOf(publicOrigin, 'PUBLIC_ORIGIN') } : {}),
    ...(releasesOrigin ? { releasesOrigin: originOf(releasesOrigin, 'RELEASES_ORIGIN') } : {}),
    dataDir: path.resolve(env.DATA_DIR ?? path.join(SERVER_ROOT, 'data')),
    releasesDir: path.resolve(env.RELEASES_DIR ?? path.join(SERVER_ROOT, 'releases')),
    shellDir: path.resolve(env.SHELL_DIR ?? path.join(REPO_ROOT, 'shell', 'dist')),
    allowedOrigins: list(env.ALLOWED_ORIGINS),
    previewOrigins: list(env.PREVIEW_ORIGINS),
    frameOrigins: frameOrigins(env),
    ...(callLimitScale > 1 ? { callLimitScale } : {}),
    seedDemo: seedDemoOf(env),
    releasesAtStart: releasesAtStartOf(env),
    ...(trustProxy ? { trustProxy } : {}),
  };
}

/**
 * What a production start (NODE_ENV=production) would run wrong without, each with what to set; none outside
 * production. Without DATABASE_URL the site's data would live in the embedded database of this one machine and
 * process (EMBEDDED_DB=1 says that is meant); without PUBLIC_ORIGIN mailed links, payment return URLs and the socket's
 * allowed origin would name localhost, a site that reports ready but works for nobody.
 */
export function productionRefusals(env: NodeJS.ProcessEnv = process.env): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const embedded = optional(env.EMBEDDED_DB);
  if (embedded !== undefined && embedded !== '0' && embedded !== '1') return [`EMBEDDED_DB must be 1 or 0, got ${embedded}`];
  const refusals: string[] = [];
  if (!optional(env.DATABASE_URL) && embedded !== '1') {
    refusals.push(
      'DATABASE_URL is not set: set it to the PostgreSQL database (postgres://user:password@host:5432/mealplan), or EMBEDDED_DB=1 to keep the data in the embedded database of this one process (DATA_DIR)',
    );
  }
  if (!optional(env.PUBLIC_ORIGIN)) {
    refusals.push(
      'PUBLIC_ORIGIN is not set: set it to the address customers open the site at (https://mealplan.example), which mailed links and payment returns name',
    );
  }
  return refusals;
}

/**
 * SEED_DEMO: 1 seeds the demo customers, 0 does not; unset, they are seeded outside production only. Their password
 * is published, so a production start that asks for them is refused rather than quietly ignored.
 */
function seedDemoOf(env: NodeJS.ProcessEnv): boolean {
  const raw = optional(env.SEED_DEMO);
  const production = env.NODE_ENV === 'production';
  if (raw !== undefined && raw !== '0' && raw !== '1') throw new Error(`SEED_DEMO must be 1 or 0, got ${raw}`);
  if (raw === '1' && production) {
    throw new Error('SEED_DEMO=1 is refused with NODE_ENV=production: the demo customers have a published password. Unset SEED_DEMO.');
  }
  return raw === undefined ? !production : raw === '1';
}

/** RELEASES_AT_START: missing or built; unset, `missing` in production (a team's release stays) and `built` otherwise. */
function releasesAtStartOf(env: NodeJS.ProcessEnv): ReleasesAtStart {
  const raw = optional(env.RELEASES_AT_START);
  if (raw === undefined) return env.NODE_ENV === 'production' ? 'missing' : 'built';
  if (raw !== 'missing' && raw !== 'built') throw new Error(`RELEASES_AT_START must be missing or built, got ${raw}`);
  return raw;
}

/**
 * CALL_LIMIT_SCALE: multiplies the per-call write limits (server/src/realtime/call-limits.ts) for a test run whose
 * many simulated customers all come from one loopback address (the e2e suite). Ignored in production.
 */
function callLimitScaleOf(env: NodeJS.ProcessEnv): number {
  const raw = optional(env.CALL_LIMIT_SCALE);
  if (!raw || env.NODE_ENV === 'production') return 1;
  const scale = Number(raw);
  if (!Number.isInteger(scale) || scale < 1) throw new Error(`CALL_LIMIT_SCALE must be a whole number of at least 1, got ${raw}`);
  return scale;
}

/** The origin of an absolute http(s) URL ("https://meal.example/" -> "https://meal.example"); throws otherwise. */
function originOf(value: string, name: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute URL such as https://mealplan.example, got ${value}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} must be an http or https URL, got ${value}`);
  return url.origin;
}

/** HOST values that do not name one address browsers could use: every interface, or the loopback one. */
const UNNAMED_HOSTS = new Set(['0.0.0.0', '::', '[::]', '127.0.0.1', '::1', '[::1]', 'localhost']);

/**
 * The public origin when PUBLIC_ORIGIN is not set, and the address `npm start` prints: http://localhost:<port>, or
 * the address HOST names when it is one interface's (a LAN address or name: localhost would not answer there).
 */
export function defaultPublicOrigin(port: number, host?: string): string {
  if (!host || UNNAMED_HOSTS.has(host)) return `http://localhost:${port}`;
  return `http://${host.includes(':') && !host.startsWith('[') ? `[${host}]` : host}:${port}`;
}

/** The origins a server listening on port answers as. */
export const ownOrigins = (port: number) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`];

/** The kitchen's Telr store (Hosted Payment Page), from TELR_STORE_ID and TELR_AUTH_KEY. */
export interface TelrCredentials {
  storeId: string;
  authKey: string;
  /** TELR_ADVICE_SECRET: the transaction advice service's secret; its notifications' tran_check is verified with it. */
  adviceSecret?: string;
  /** TELR_TEST=1 sends the orders in test mode (no card is charged); unset or 0 is live. */
  test: boolean;
}

/** The real gateway's credentials when TELR_STORE_ID and TELR_AUTH_KEY are both set; undefined otherwise. */
export function telrCredentials(env: NodeJS.ProcessEnv): TelrCredentials | undefined {
  const storeId = optional(env.TELR_STORE_ID);
  const authKey = optional(env.TELR_AUTH_KEY);
  if (!storeId || !authKey) return undefined;
  const test = optional(env.TELR_TEST);
  if (test !== undefined && test !== '0' && test !== '1') throw new Error(`TELR_TEST must be 1 or 0, got ${test}`);
  const adviceSecret = optional(env.TELR_ADVICE_SECRET);
  return { storeId, authKey, test: test === '1', ...(adviceSecret ? { adviceSecret } : {}) };
}
