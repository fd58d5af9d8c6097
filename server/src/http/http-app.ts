// The HTTP side on Fastify: security headers (helmet's, computed once), the route modules, /remotes.json and the built apps.
// socket.io is attached to the same Node server once it listens (server/src/app.ts).
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { cachedReleaseFiles } from '../deploy/served-files';
import { folderReleaseStore, type ReleaseStore } from '../deploy/store';
import { NO_CACHE, registerSecurityHeaders } from './headers';
import { siteRemotesJson } from './remotes-manifest';
import type { HttpContext, HttpRoute } from './route';
import { staticFiles } from './static-files';

export interface HttpOptions {
  shellDir: string;
  /** Where published remote versions live; default the folder store on releasesDir. */
  releases?: ReleaseStore;
  releasesDir: string;
  previewOrigins: readonly string[];
  /** PUBLIC_ORIGIN; default http://127.0.0.1:<port>. */
  publicOrigin?: string;
  frameOrigins?: readonly string[];
  routes: readonly HttpRoute[];
  context: HttpContext;
}

const SERVER_ERROR_MESSAGE = 'Something went wrong, please try again';

export async function createHttpApp(opts: HttpOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, forceCloseConnections: true, return503OnClosing: true });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) console.error(`[http ${request.method} ${request.url.split('?', 1)[0]}]`, error);
    if (reply.sent || reply.raw.headersSent) return reply.raw.end();
    return reply
      .code(status)
      .type('text/plain; charset=utf-8')
      .send(status === 500 ? SERVER_ERROR_MESSAGE : error.message);
  });
  await registerSecurityHeaders(app, opts.previewOrigins, opts.frameOrigins);

  const releases = opts.releases ?? folderReleaseStore(opts.releasesDir);
  // The pointers are read fresh on every request: a version published through another process is listed at once.
  app.get('/remotes.json', async (request, reply) =>
    reply.header('Cache-Control', NO_CACHE).send(siteRemotesJson({ ...opts, releases: await releases.current() }, request.raw.socket.localPort ?? 0)),
  );
  for (const route of opts.routes) await app.register(async (scope) => route(scope, opts.context));
  await staticFiles(app, { shellDir: opts.shellDir, releaseFiles: cachedReleaseFiles(releases) });
  return app;
}
