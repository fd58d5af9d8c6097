// The HTTP side on Fastify: security headers (helmet's, computed once), the route modules, /remotes.json and the built apps.
// socket.io is attached to the same Node server once it listens (server/src/app.ts).
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyError, type FastifyInstance, type FastifyRequest } from 'fastify';
import { releasesForBrowser } from '../deploy/canary';
import { cachedReleaseFiles, parsedJson } from '../deploy/served-files';
import { REMOTE_ENTRY_MANIFEST, type ReleasesManifest } from '../deploy/releases';
import { folderReleaseStore, type ReleaseStore } from '../deploy/store';
import type { HttpTraffic } from '../ops/drain';
import { log } from '../ops/log';
import { httpDuration } from '../ops/metrics';
import { DEFAULT_HTTP_TIMEOUTS, type HttpTimeouts } from '../ops/settings';
import { DEFAULT_BODY_RATE, registerBodyRate } from './body-rate';
import { acceptedEncodings, matchesEtag, negotiatedBodies } from './encoding';
import { registerSecurityHeaders } from './headers';
import { deviceCookie, deviceIdOf, newDeviceId, PRIVATE_NO_CACHE } from './browser-id';
import { PROBE_PATHS, registerOpsRoutes, type OpsRoutesOptions } from './ops-routes';
import { siteRemotesJson } from './remotes-manifest';
import type { HttpContext, HttpRoute } from './route';
import type { TrustedProxies } from './client-address';
import { buildIdOf, hasSignedInCookie, REMOTE_BUILD_FILE } from './prerendered-pages';
import { areaPreloadLinks } from './area-preloads';
import { staticFiles } from './static-files';

export interface HttpOptions {
  shellDir: string;
  /** Where published remote versions live; default the folder store on releasesDir. */
  releases?: ReleaseStore;
  releasesDir: string;
  previewOrigins: readonly string[];
  /** PUBLIC_ORIGIN; default http://localhost:<port> (config.ts defaultPublicOrigin). */
  publicOrigin?: string;
  /** RELEASES_ORIGIN: the CDN origin /remotes.json names the remotes at (unset: same-origin paths). */
  releasesOrigin?: string;
  frameOrigins?: readonly string[];
  routes: readonly HttpRoute[];
  context: HttpContext;
  /** /healthz, /readyz and /metrics (server/src/ops); absent in a bare app. */
  ops?: OpsRoutesOptions;
  /** Header, request and idle timeouts (server/src/ops/settings.ts). */
  timeouts?: HttpTimeouts;
  /** Requests in flight, counted for a drain. */
  traffic?: HttpTraffic;
  /** The reverse proxies believed about the client's address (request.ip); none: the connection's address. */
  trustedProxies?: TrustedProxies;
}

/** The form of an X-Request-Id taken from a trusted proxy: a plain token. */
const REQUEST_ID = /^[\w.:-]{1,64}$/;

/**
 * A request's id: the X-Request-Id of a proxy named in TRUST_PROXY (so one id follows a request through the proxy's
 * logs and ours) when it is a plain token, else a new one. A client's own header is never taken: it could name
 * another request's id in the logs.
 */
export function requestIdOf(request: IncomingMessage, trusted: TrustedProxies | undefined): string {
  const given = request.headers['x-request-id'];
  const fromProxy = trusted !== undefined && trusted(request.socket.remoteAddress ?? '', 0);
  return fromProxy && typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

const SERVER_ERROR_MESSAGE = 'Something went wrong, please try again';

export async function createHttpApp(opts: HttpOptions): Promise<FastifyInstance> {
  const timeouts = opts.timeouts ?? DEFAULT_HTTP_TIMEOUTS;
  // Typed as Fastify's base logger, so the app keeps the FastifyInstance type the route modules are written for.
  const logger: FastifyBaseLogger = log();
  const app = Fastify({
    loggerInstance: logger,
    // One line per request, written below when it ends (Fastify's own two lines would log the query string).
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: (request) => requestIdOf(request, opts.trustedProxies),
    ...(opts.trustedProxies ? { trustProxy: opts.trustedProxies } : {}),
    forceCloseConnections: true,
    return503OnClosing: true,
    // Slow clients: the headers, then the whole request, must arrive in bounded time (README "Timeouts").
    http: { headersTimeout: Math.min(timeouts.headersTimeoutMs, timeouts.requestTimeoutMs), connectionsCheckingInterval: timeouts.checkIntervalMs },
    requestTimeout: timeouts.requestTimeoutMs,
    keepAliveTimeout: timeouts.keepAliveTimeoutMs,
    connectionTimeout: timeouts.connectionTimeoutMs,
  });
  registerBodyRate(app, timeouts.bodyRate ?? DEFAULT_BODY_RATE);
  const traffic = opts.traffic;
  app.addHook('onRequest', async (request, reply) => {
    traffic?.begin(request);
    reply.header('X-Request-Id', request.id);
    if (traffic?.draining) reply.header('Connection', 'close');
  });
  app.addHook('onResponse', async (request, reply) => {
    traffic?.end(request);
    const path = request.url.split('?', 1)[0] ?? '';
    httpDuration.observe({ method: request.method, status: `${Math.floor(reply.statusCode / 100)}xx` }, reply.elapsedTime / 1000);
    const line = { reqId: request.id, method: request.method, path, status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 };
    if (PROBE_PATHS.has(path)) log().debug(line, 'request');
    else log().info(line, 'request');
  });
  app.addHook('onRequestAbort', async (request) => traffic?.end(request));
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) log().error({ err: error, reqId: request.id, method: request.method, path: request.url.split('?', 1)[0] }, 'request failed');
    if (reply.sent || reply.raw.headersSent) return reply.raw.end();
    return reply
      .code(status)
      .type('text/plain; charset=utf-8')
      .send(status === 500 ? SERVER_ERROR_MESSAGE : error.message);
  });
  await registerSecurityHeaders(app, {
    previewOrigins: opts.previewOrigins,
    ...(opts.frameOrigins ? { frameOrigins: opts.frameOrigins } : {}),
    releasesOrigins: opts.releasesOrigin ? [opts.releasesOrigin] : [],
    ...(opts.publicOrigin ? { publicOrigin: opts.publicOrigin } : {}),
  });

  const releases = opts.releases ?? folderReleaseStore(opts.releasesDir);
  // The pointers are read fresh on every request: a version published through another process is listed at once.
  // Sent as brotli or gzip by Accept-Encoding (compressed once per distinct manifest), revalidated by its ETag. A
  // canary's share is chosen by the browser's id (its cookie, set here when absent), so the answer is the browser's own.
  const remotesBodies = negotiatedBodies();
  app.get('/remotes.json', async (request, reply) => {
    const known = deviceIdOf(request.headers);
    const deviceId = known ?? newDeviceId();
    if (!known) reply.header('Set-Cookie', deviceCookie(deviceId, request.protocol === 'https'));
    const served = releasesForBrowser(await releases.current(), deviceId);
    const manifest = siteRemotesJson({ ...opts, releases: served }, request.raw.socket.localPort ?? 0);
    const body = remotesBodies(JSON.stringify(manifest));
    reply
      .header('Cache-Control', PRIVATE_NO_CACHE)
      .header('Vary', 'Accept-Encoding, Cookie')
      .header('ETag', body.etag)
      .type('application/json; charset=utf-8');
    if (matchesEtag(request.headers['if-none-match'], body.etag)) return reply.code(304).send();
    const [accepted] = acceptedEncodings(request.headers['accept-encoding']);
    if (!accepted) return reply.send(body.identity);
    return reply.header('Content-Encoding', accepted.encoding).send(body.copies[accepted.encoding]);
  });
  if (opts.ops) registerOpsRoutes(app, opts.ops);
  for (const route of opts.routes) await app.register(async (scope) => route(scope, opts.context));
  const releaseFiles = cachedReleaseFiles(releases);
  /** A JSON file of the version of `remote` these releases serve, parsed; undefined when there is none. */
  const publishedJson = async (current: ReleasesManifest, remote: string, file: string) => {
    const served = current.remotes[remote];
    return served ? parsedJson((await releaseFiles.get(remote, served.version, file))?.body) : undefined;
  };
  const publishedBuildId = async (remote: string) => {
    const current = await releases.current();
    const served = buildIdOf(await publishedJson(current, remote, REMOTE_BUILD_FILE));
    const canary = current.canaries?.[remote];
    // While a canary runs, a page prerendered from a build is sent only when both versions are that build.
    if (!canary) return served;
    return buildIdOf(parsedJson((await releaseFiles.get(remote, canary.version, REMOTE_BUILD_FILE))?.body)) === served ? served : undefined;
  };
  const pagePreloads = async (request: FastifyRequest, urlPath: string) => {
    const current = releasesForBrowser(await releases.current(), deviceIdOf(request.headers));
    return areaPreloadLinks({
      remotes: siteRemotesJson({ ...opts, releases: current }, request.raw.socket.localPort ?? 0),
      urlPath,
      signedIn: hasSignedInCookie(request.headers),
      manifest: (area) => publishedJson(current, area, REMOTE_ENTRY_MANIFEST),
    });
  };
  await staticFiles(app, { shellDir: opts.shellDir, releaseFiles, publishedBuildId, pagePreloads });
  return app;
}
