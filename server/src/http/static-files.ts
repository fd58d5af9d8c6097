import { createReadStream, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { contentTypeOf } from './content-types';
import { IMMUTABLE, NO_CACHE } from './headers';

/** A file inside root for a URL path, or undefined (missing, a folder, or outside root). */
export function resolveFile(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const file = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  if (file !== root && !file.startsWith(root + path.sep)) return undefined;
  try {
    return statSync(file).isFile() ? file : undefined;
  } catch {
    return undefined;
  }
}

const HASHED_NAME = /[.-][0-9a-f]{8,}\.(js|css|mjs|woff2?|svg|png|jpe?g|webp)$/i;
const ALWAYS_REVALIDATE = new Set(['index.html', 'mf-manifest.json', 'remoteEntry.js', 'mf-stats.json']);

/** Hashed (or otherwise immutable) assets are cached for a year; entry points are revalidated every time. */
export function cacheControlFor(file: string, immutableFolder: boolean): string {
  const name = path.basename(file);
  if (ALWAYS_REVALIDATE.has(name)) return NO_CACHE;
  return immutableFolder || HASHED_NAME.test(name) ? IMMUTABLE : NO_CACHE;
}

export function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  cacheControl: string,
  extraHeaders: Record<string, string> = {},
): void {
  const { size } = statSync(file);
  res.writeHead(200, {
    'Content-Type': contentTypeOf(file),
    'Content-Length': size,
    'Cache-Control': cacheControl,
    ...extraHeaders,
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(file)
    .on('error', () => res.destroy())
    .pipe(res);
}
