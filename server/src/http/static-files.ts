// The built apps: the shell at / through @fastify/static (ETag, Last-Modified, ranges, no path escapes; page paths fall
// back to its index.html) and each remote's published versions at /remotes/<name>/<version>/<file> from the release
// store (the database every process shares, or the releases folder), through the in-process cache of served-files.ts.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { mime } from '@fastify/send';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isReleaseFilePath, isSafeName } from '../deploy/releases';
import type { ReleaseFiles } from '../deploy/served-files';
import { IMMUTABLE, NO_CACHE } from './headers';

// JavaScript is text/javascript (RFC 9239), as browsers and our earlier responses have it.
mime.define({ 'text/javascript': ['js', 'mjs'] }, true);

const HASHED_NAME = /[.-][0-9a-f]{8,}\.(js|css|mjs|woff2?|svg|png|jpe?g|webp)$/i;
const ALWAYS_REVALIDATE = new Set(['index.html', 'mf-manifest.json', 'remoteEntry.js', 'mf-stats.json']);
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
  /** The published versions' files (the release store behind its cache). */
  releaseFiles: ReleaseFiles;
}

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
    const file =
      isSafeName(remote) && isSafeName(version) && isReleaseFilePath(filePath) ? await releaseFiles.get(remote, version, filePath) : undefined;
    if (!file) return reply.callNotFound();
    reply
      .header('Cache-Control', cacheControlFor(filePath, true))
      .header('ETag', file.etag)
      // A remote's build may be loaded by a shell on another origin (a preview).
      .header('Access-Control-Allow-Origin', '*')
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
      .type(contentTypeOf(filePath));
    const revalidated = request.headers['if-none-match']?.split(',').some((tag) => tag.trim() === file.etag);
    if (revalidated) return reply.code(304).send();
    return reply.send(file.body);
  });
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
  releaseRoute(app, opts.releaseFiles);
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
