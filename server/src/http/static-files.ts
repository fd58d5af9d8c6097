// The built apps: the shell at / (page paths fall back to its index.html) and each remote's published versions at
// /remotes/<name>/<version>/<file>, both through @fastify/static (ETag, Last-Modified, ranges, no path escapes).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { mime } from '@fastify/send';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { IMMUTABLE, NO_CACHE } from './headers';

// JavaScript is text/javascript (RFC 9239), as browsers and our earlier responses have it.
mime.define({ 'text/javascript': ['js', 'mjs'] }, true);

const HASHED_NAME = /[.-][0-9a-f]{8,}\.(js|css|mjs|woff2?|svg|png|jpe?g|webp)$/i;
const ALWAYS_REVALIDATE = new Set(['index.html', 'mf-manifest.json', 'remoteEntry.js', 'mf-stats.json']);
/** <name>/<version>/<file…> inside the releases folder; the per-remote pointer (releases/<name>/.current.json) is not served. */
const RELEASE_FILE = /^\/?[^/]+\/[^/]+\/.+$/;
const INDEX = 'index.html';

/** Hashed (or otherwise immutable) assets are cached for a year; entry points are revalidated every time. */
function cacheControlFor(file: string, immutableFolder: boolean): string {
  const name = path.basename(file);
  if (ALWAYS_REVALIDATE.has(name)) return NO_CACHE;
  return immutableFolder || HASHED_NAME.test(name) ? IMMUTABLE : NO_CACHE;
}

/** Paths that look like page routes (no file extension) fall back to the shell's index.html. */
const isPageRoute = (urlPath: string) => !/\.[A-Za-z0-9]+$/.test(urlPath) && !urlPath.startsWith('/remotes/');

export interface StaticFilesOptions {
  shellDir: string;
  releasesDir: string;
}

/** Registers the two static roots and the not-found answer (the shell for page paths, 405 for other methods). */
export async function staticFiles(app: FastifyInstance, opts: StaticFilesOptions): Promise<void> {
  const shared = { cacheControl: false, dotfiles: 'ignore', redirect: false } as const;
  await app.register(fastifyStatic, {
    ...shared,
    root: opts.shellDir,
    index: [INDEX],
    setHeaders(res, file) {
      res.setHeader('Cache-Control', cacheControlFor(file, false));
    },
  });
  await app.register(fastifyStatic, {
    ...shared,
    root: opts.releasesDir,
    prefix: '/remotes/',
    decorateReply: false,
    index: false,
    allowedPath: (pathName) => RELEASE_FILE.test(pathName),
    setHeaders(res, file) {
      res.setHeader('Cache-Control', cacheControlFor(file, true));
      // A remote's build may be loaded by a shell on another origin (a preview).
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    },
  });
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(405).header('Allow', 'GET, HEAD').send('Method not allowed');
    }
    const urlPath = request.url.split('?', 1)[0] ?? '/';
    const built = existsSync(path.join(opts.shellDir, INDEX));
    if (built && isPageRoute(urlPath)) return reply.code(200).sendFile(INDEX);
    return reply.code(404).send(built ? 'Not found' : 'The site is not built yet: run npm run build');
  });
}
