import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Server } from 'socket.io';
import { channels } from './channels';
import { defaultPublicOrigin, ownOrigins } from './config';
import { createFitnessTracker } from './fitness/tracker';
import { wirePaymentHandlers } from './orders/checkout/place-checkout';
import { createPaymentService } from './payments/service';
import { openDatabase, type Db, type DbLimits } from './db';
import { migrate, verifySchema } from './db/migrate';
import { databaseReleaseStore } from './deploy/database-store';
import { folderReleaseStore, type ReleaseStore, type ReleaseStoreKind } from './deploy/store';
import { trustedProxies } from './http/client-address';
import { createHttpApp } from './http/http-app';
import { closeMenuPdfEngine } from './menu-pdf/engine';
import type { HttpContext, HttpRoute } from './http/route';
import { endSessions } from './realtime/context-factory';
import { httpRoutes } from './http/routes';
import { createAccountServices } from './adapters';
import { channelRegistry } from './realtime/dispatch';
import type { ChannelDefinition } from './realtime/channel';
import type { PaymentService } from './payments/service';
import type { Services } from './realtime/services';
import { startSocketServer } from './realtime/socket-server';
import { CallTracker } from './ops/calls';
import { instrumentDb } from './ops/db-metrics';
import { drain, HttpTraffic } from './ops/drain';
import { addMetricsSource } from './ops/metrics';
import { createReadiness, type Readiness } from './ops/readiness';
import { startRebalancing } from './ops/rebalance';
import type { HttpTimeouts } from './ops/settings';

/** Loopback unless HOST says otherwise: a development server is not reachable from the network by accident. */
export const DEFAULT_HOST = '127.0.0.1';

export interface StartServerOptions {
  /** 0 picks a free port. */
  port: number;
  /** The interface to listen on (default 127.0.0.1). */
  host?: string;
  /** An open database (migrated here), or how to open one. */
  db?: Db;
  databaseUrl?: string;
  /** With databaseUrl: the pool's size and timeouts for calls (DB_POOL_MAX, …); migrations and seeding run unbounded. */
  databaseLimits?: DbLimits;
  dataDir?: string;
  /** Seeds reference and demo data after migrations (idempotent). */
  seed?: (db: Db) => Promise<void>;
  redisUrl?: string;
  /** REDIS_PREFIX: put before every key, channel and stream name in that Redis (two sites sharing one Redis). */
  redisPrefix?: string;
  /** The folder store's releases (RELEASES_DIR); with releaseStore 'database' the database holds them instead. */
  releasesDir: string;
  /** Where published remote releases live: 'folder' (default, releasesDir) or 'database' (shared by every process). */
  releaseStore?: ReleaseStoreKind;
  /** Runs once the database is migrated and seeded, before the port opens (npm start publishes the remotes built here). */
  prepareReleases?: (releases: ReleaseStore) => Promise<void>;
  shellDir: string;
  allowedOrigins?: string[];
  previewOrigins?: string[];
  /** PUBLIC_ORIGIN: the origin of mailed links and payment return URLs (default config.ts defaultPublicOrigin). */
  publicOrigin?: string;
  /** RELEASES_ORIGIN: a CDN origin /remotes.json names the remotes at (unset: same-origin paths); the page policy allows it. */
  releasesOrigin?: string;
  /** Third-party origins pages may frame (scheduling and forum comment providers). */
  frameOrigins?: string[];
  /** Multiplies the per-call write limits (a one-address test run; never set in production). */
  callLimitScale?: number;
  /** Services to use instead of the ones built from the environment. */
  services?: Partial<Services>;
  /** Unix seconds; tests inject their own clock. */
  now?: () => number;
  channels?: ChannelDefinition[];
  routes?: HttpRoute[];
  /** MIGRATIONS: apply (default: migrate under a lock) or verify (refuse a schema that is not exactly this code's). */
  migrations?: 'apply' | 'verify';
  /** METRICS_TOKEN: /metrics also answers a caller off loopback presenting it as a bearer token. */
  metricsToken?: string;
  /** Header, request and idle timeouts of the HTTP server (default: server/src/ops/settings.ts). */
  httpTimeouts?: HttpTimeouts;
  /** TRUST_PROXY: the reverse proxies whose X-Forwarded-For names the customer's address (http/client-address.ts). */
  trustProxy?: string;
  /** With redisUrl: how often to compare socket counts with the fleet and hand on an excess (ops/rebalance.ts; 0: never). */
  rebalanceIntervalMs?: number;
}

export interface RunningServer {
  url: string;
  /** The payment service the calls and the gateway's notification route use (so a caller can register onPaid). */
  payments: PaymentService;
  port: number;
  io: Server;
  db: Db;
  /** The site's published remote releases. */
  releases: ReleaseStore;
  close(): Promise<void>;
  /**
   * Leaves the pool gracefully (SIGTERM): /readyz 503, no new connections, each socket handed on once its calls are
   * answered, requests in flight finished, then close(). True when all finished within timeoutMs. graceMs: how long
   * /readyz answers 503 while the listener still accepts, before all that (READINESS_GRACE_MS; default 0).
   */
  drain(timeoutMs: number, graceMs?: number): Promise<boolean>;
}

const systemClock = () => Math.floor(Date.now() / 1000);

/** On close, how long HTTP connections still busy may go on before they are ended. */
const CLOSE_GRACE_MS = 2000;

/** Opens and migrates the database, then serves HTTP and socket.io on one port. */
export async function startServer(opts: StartServerOptions): Promise<RunningServer> {
  const ownsDb = !opts.db;
  const db = instrumentDb(
    opts.db ??
      (await openDatabase(
        opts.databaseUrl
          ? { url: opts.databaseUrl, ...(opts.databaseLimits ? { limits: opts.databaseLimits } : {}) }
          : opts.dataDir
            ? { dataDir: opts.dataDir }
            : { memory: true },
      )),
  );
  try {
    // Migrations (and the wait for another process's) and seeding may outlast a call's statement timeout: with limits
    // they run on a connection of their own, unbounded, closed once done.
    const setupDb = ownsDb && opts.databaseUrl && opts.databaseLimits ? await openDatabase({ url: opts.databaseUrl }) : db;
    try {
      if (opts.migrations === 'verify') await verifySchema(setupDb);
      else await migrate(setupDb);
      if (opts.seed) await opts.seed(setupDb);
    } finally {
      if (setupDb !== db) await setupDb.close();
    }
    // The account services (mail, SMS, social sign-in, rate limits) are built from the environment unless given.
    const ownsAccounts = !opts.services?.accounts;
    const redis = opts.redisUrl ? { url: opts.redisUrl, prefix: opts.redisPrefix ?? '' } : undefined;
    const accounts =
      opts.services?.accounts ??
      (await createAccountServices(redis ? { env: { ...process.env, REDIS_URL: redis.url, REDIS_PREFIX: redis.prefix } } : {}));
    const closeAccounts = () => (ownsAccounts ? accounts.close() : Promise.resolve());
    // The HTTP routes reach the sockets through this context once socket.io is attached below.
    const httpContext: HttpContext = { db, endUserSessions: () => Promise.resolve() };
    const releases = opts.releaseStore === 'database' ? databaseReleaseStore(db) : folderReleaseStore(opts.releasesDir);
    if (opts.prepareReleases) await opts.prepareReleases(releases);
    // Health, readiness, metrics and drain (server/src/ops).
    const readiness = await createReadiness({ db, ...(redis ? { redis } : {}) });
    const traffic = new HttpTraffic();
    const calls = new CallTracker();
    const http = await listen(opts, releases, httpContext, { readiness, traffic }).catch(async (error: unknown) => {
      await readiness.close();
      await closeAccounts();
      throw error;
    });
    const port = (http.server.address() as AddressInfo).port;
    const publicOrigin = opts.publicOrigin ?? defaultPublicOrigin(port, opts.host);
    const now = opts.now ?? systemClock;
    // Online payment; its sandbox gateway is this process's own /sandbox/telr, reached over loopback.
    const payments = opts.services?.payments ?? createPaymentService(process.env, { publicOrigin, loopbackOrigin: `http://127.0.0.1:${port}` }, now);
    httpContext.payments = payments;
    const sockets = await startSocketServer(http.server, {
      db,
      registry: channelRegistry(opts.channels ?? channels),
      // By default the site's own names on this machine, and the public origin (a LAN name HOST or PUBLIC_ORIGIN gives).
      allowedOrigins: opts.allowedOrigins?.length ? opts.allowedOrigins : [...new Set([...ownOrigins(port), publicOrigin])],
      services: {
        ...opts.services,
        accounts,
        payments,
        // The fitness tracker's client; its sandbox is this process's own /sandbox/fitness, reached over loopback.
        fitness:
          opts.services?.fitness ??
          createFitnessTracker(process.env, {
            publicOrigin,
            loopbackOrigin: `http://127.0.0.1:${port}`,
          }),
      },
      now,
      ...(redis ? { redisUrl: redis.url, redisPrefix: redis.prefix } : {}),
      ...(opts.callLimitScale ? { callLimitScale: opts.callLimitScale } : {}),
      ...(opts.trustProxy ? { trustedProxies: trustedProxies(opts.trustProxy) } : {}),
      calls,
    }).catch(async (error: unknown) => {
      await http.close();
      await readiness.close();
      await closeAccounts();
      throw error;
    });
    httpContext.endUserSessions = (userId) => endSessions(sockets.io, { userId });
    // A payment the gateway's notification confirms places the checkout plan (or marks the order) it pays for, or is
    // given back; a refund approved is mailed to the customer and the team; refunds still due are retried.
    const stopPaymentHandlers = wirePaymentHandlers(payments, { db, now, services: sockets.services, mail: accounts });
    const removeMetrics = addMetricsSource({ socketsOpen: () => sockets.io.engine.clientsCount, pool: () => db.poolStats?.() });
    // With Redis the processes compare socket counts; one far above the average hands its excess on.
    const stopRebalancing = opts.redisUrl
      ? startRebalancing({ io: sockets.io, calls, readiness, intervalMs: opts.rebalanceIntervalMs ?? 0 })
      : undefined;
    readiness.markMigrated();
    let closing: Promise<void> | undefined;
    const close = () =>
      (closing ??= (async () => {
        removeMetrics();
        stopRebalancing?.();
        stopPaymentHandlers();
        // socket.io's close waits for the HTTP server to close, before Fastify's forceCloseConnections would end what
        // is left: a client still sending a refused upload would hold the close until its request timeout. Answers
        // being written get a short grace, then the remaining connections are ended.
        const endConnections = setTimeout(() => http.server.closeAllConnections(), CLOSE_GRACE_MS);
        await sockets.close();
        clearTimeout(endConnections);
        await http.close();
        await readiness.close();
        await closeAccounts();
        // The menu PDF engine's browser (started on the first PDF), unless a caller handed its own engine in.
        if (!opts.services?.menuPdf) await closeMenuPdfEngine();
        if (ownsDb) await db.close();
      })());
    return {
      url: `http://localhost:${port}`,
      payments,
      port,
      io: sockets.io,
      db,
      releases,
      close,
      drain: (timeoutMs, graceMs) => drain({ server: http.server, io: sockets.io, calls, traffic, readiness }, close, timeoutMs, graceMs),
    };
  } catch (error) {
    if (ownsDb) await db.close();
    throw error;
  }
}

/** The HTTP side (Fastify) listening on the port; socket.io is attached to its Node server afterwards. */
async function listen(
  opts: StartServerOptions,
  releases: ReleaseStore,
  context: HttpContext,
  ops: { readiness: Readiness; traffic: HttpTraffic },
): Promise<FastifyInstance> {
  const trusted = trustedProxies(opts.trustProxy);
  const http = await createHttpApp({
    shellDir: opts.shellDir,
    releases,
    releasesDir: opts.releasesDir,
    previewOrigins: opts.previewOrigins ?? [],
    ...(opts.publicOrigin ? { publicOrigin: opts.publicOrigin } : {}),
    ...(opts.releasesOrigin ? { releasesOrigin: opts.releasesOrigin } : {}),
    frameOrigins: opts.frameOrigins ?? [],
    routes: opts.routes ?? httpRoutes,
    context,
    ops: { readiness: ops.readiness, ...(opts.metricsToken ? { metricsToken: opts.metricsToken } : {}) },
    traffic: ops.traffic,
    ...(opts.httpTimeouts ? { timeouts: opts.httpTimeouts } : {}),
    ...(trusted ? { trustedProxies: trusted } : {}),
  });
  await http.listen({ port: opts.port, host: opts.host ?? DEFAULT_HOST });
  return http;
}
