// The built apps: the shell at / through @fastify/static (ETag, Last-Modified, ranges, no path escapes; page paths fall
// back to its index.html) and each remote's published versions at /remotes/<name>/<version>/<file> from the release
// store (the database every process shares, or the releases folder), through the in-process cache of served-files.ts.
// Text files are served from their brotli or gzip copy, made at build or publish time, by the request's Accept-Encoding.
// The guest pages the shell's build prerendered are sent for their paths in the request's language (prerendered-pages.ts);
// index.html is sent with the preloads of the area it will show (area-preloads.ts).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { mime } from '@fastify/send';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isReleaseFilePath, isSafeName } from '../deploy/releases';
import type { ReleaseFiles } from '../deploy/served-files';
import { acceptedEncodings, COMPRESSIBLE, PRECOMPRESSED } from './encoding';
import { IMMUTABLE, NO_CACHE } from './headers';
import { prerenderedPage, type PrerenderedPagesOptions } from './prerendered-pages';

// JavaScript is text/javascript (RFC 9239), as browsers and our earlier responses have it.
mime.define({ 'text/javascript': ['js', 'mjs'] }, true);

const HASHED_NAME = /[.-][0-9a-f]{8,}\.(js|css|mjs|woff2?|svg|png|jpe?g|webp)$/i;
// sw.js, the service worker (shell/sw): the browser checks it on each navigation, so a new shell build takes over then.
const ALWAYS_REVALIDATE = new Set(['index.html', 'mf-manifest.json', 'remoteEntry.js', 'mf-stats.json', 'sw.js']);
const INDEX = 'index.html';

/** A file's name without the suffix of a compressed copy ("main.1a2b3c4d.js.br" -> "main.1a2b3c4d.js"). */
const originalName = (file: string) => {
  const name = path.basename(file);
  const copy = PRECOMPRESSED.find(({ suffix }) => name.endsWith(suffix));
  return copy && COMPRESSIBLE.test(name.slice(0, -copy.suffix.length)) ? name.slice(0, -copy.suffix.length) : name;
};

/** Hashed (or otherwise immutable) assets are cached for a year; entry points are revalidated every time. */
function cacheControlFor(file: string, immutableFolder: boolean): string {
  const name = originalName(file);
  if (ALWAYS_REVALIDATE.has(name)) return NO_CACHE;
  return immutableFolder || HASHED_NAME.test(name) ? IMMUTABLE : NO_CACHE;
}

/** Paths that look like page routes (no file extension) fall back to the shell's index.html. */
const isPageRoute = (urlPath: string) => !/\.[A-Za-z0-9]+$/.test(urlPath) && !urlPath.startsWith('/remotes/');

export interface StaticFilesOptions {
  shellDir: string;
  /** The published versions' files (the release store behind its cache). */
  releaseFiles: ReleaseFiles;
  /** The build id of a remote's published build: the shell's prerendered pages are sent while it is theirs. */
  publishedBuildId: PrerenderedPagesOptions['publishedBuildId'];
  /** The Link header values (preloads) of the shell's index.html sent for a page path (area-preloads.ts). */
  pagePreloads?: (request: FastifyRequest, urlPath: string) => Promise<string[]>;
}

/** A page that has a prerendered copy is in the request's language (locale cookie, else Accept-Language). */
const PRERENDERED_VARY = 'Accept-Encoding, Accept-Language, Cookie';
/** index.html's preloads depend on the signed-in cookie (area-preloads.ts). */
const INDEX_VARY = 'Accept-Encoding, Cookie';

/** text/*, JSON and JavaScript carry their charset, as @fastify/send answers them. */
function contentTypeOf(file: string): string {
  const type = mime.getType(file) ?? 'application/octet-stream';
  return /^text\/|^application\/(json|javascript|manifest\+json)$/.test(type) ? `${type}; charset=utf-8` : type;
}

/** GET (and HEAD) /remotes/<name>/<version>/<file…>: a published version's file, with a strong ETag; unknown files fall through to 404. */
function releaseRoute(app: FastifyInstance, releaseFiles: ReleaseFiles): void {
  app.get<{ Params: { remote: string; version: string; '*': string } }>('/remotes/:remote/:version/*', async (request, reply) => {
    const { remote, version, '*': filePath } = request.params;
    // Names only: a pointer, a dot file or a path out of the version is never asked for.
    const safe = isSafeName(remote) && isSafeName(version) && isReleaseFilePath(filePath);
    const file = safe ? await releaseFiles.get(remote, version, filePath) : undefined;
    if (!file) return reply.callNotFound();
    const compressible = COMPRESSIBLE.test(filePath);
    let served = file;
    if (compressible) {
      reply.header('Vary', 'Accept-Encoding');
      for (const { encoding, suffix } of acceptedEncodings(request.headers['accept-encoding'])) {
        const copy = await releaseFiles.get(remote, version, `${filePath}${suffix}`);
        if (copy) {
          served = copy;
          reply.header('Content-Encoding', encoding);
          break;
        }
      }
    }
    reply
      .header('Cache-Control', cacheControlFor(filePath, true))
      .header('ETag', served.etag)
      // A remote's build may be loaded by a shell on another origin (a preview).
      .header('Access-Control-Allow-Origin', '*')
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
      .type(contentTypeOf(filePath));
    const revalidated = request.headers['if-none-match']?.split(',').some((tag) => tag.trim() === served.etag);
    if (revalidated) return reply.code(304).send();
    return reply.send(served.body);
  });
}

/** Registers the two static roots and the not-found answer (the shell for page paths, 405 for other methods). */
export async function staticFiles(app: FastifyInstance, opts: StaticFilesOptions): Promise<void> {
  const shared = { cacheControl: false, dotfiles: 'ignore', redirect: false } as const;
  await app.register(fastifyStatic, {
    ...shared,
    root: opts.shellDir,
    index: [INDEX],
    // index.html.br beside index.html, main.1a2b3c4d.js.gz beside main.1a2b3c4d.js (shared/build/precompress.js).
    preCompressed: true,
    setHeaders(res, file) {
      res.setHeader('Cache-Control', cacheControlFor(file, false));
      if (COMPRESSIBLE.test(originalName(file))) res.setHeader('Vary', 'Accept-Encoding');
    },
  });
  releaseRoute(app, opts.releaseFiles);
  const pages = { shellDir: opts.shellDir, publishedBuildId: opts.publishedBuildId };
  /** A page path: its prerendered page in the request's language when there is one to send, else index.html. */
  const sendPage = async (request: FastifyRequest, reply: FastifyReply, urlPath: string) => {
    const built = existsSync(path.join(opts.shellDir, INDEX));
    if (!built) return reply.code(404).send('The site is not built yet: run npm run build');
    const prerendered = await prerenderedPage(pages, urlPath, request.headers);
    reply.header('Vary', prerendered ? PRERENDERED_VARY : INDEX_VARY);
    if (!prerendered?.file && opts.pagePreloads) reply.header('Link', (await opts.pagePreloads(request, urlPath)).join(', '));
    return reply.code(200).sendFile(prerendered?.file ?? INDEX);
  };
  // "/" is the shell's index for @fastify/static; a prerendered landing page comes first.
  app.get('/', (request, reply) => sendPage(request, reply, '/'));
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(405).header('Allow', 'GET, HEAD').send('Method not allowed');
    }
    const urlPath = request.url.split('?', 1)[0] ?? '/';
    if (isPageRoute(urlPath)) return sendPage(request, reply, urlPath);
    const built = existsSync(path.join(opts.shellDir, INDEX));
    return reply.code(404).send(built ? 'Not found' : 'The site is not built yet: run npm run build');
  });
}
