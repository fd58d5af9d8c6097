// The files of published versions as the HTTP side serves them, through a small in-process cache: a published
// version never changes (it is never overwritten), so a file read once is kept, keyed by remote, version and path,
// until the cache is full. A miss is never cached, so a version another process published a moment ago is served at
// once. The pointer (which version is served) is not cached at all: store.current() reads it fresh.
import { createHash } from 'node:crypto';
import type { ReleaseStore } from './store';

export interface ServedFile {
  body: Buffer;
  /** A strong ETag of the bytes. */
  etag: string;
}

export interface ReleaseFiles {
  get(remote: string, version: string, filePath: string): Promise<ServedFile | undefined>;
}

/** Default budget: the six remotes' current and previous builds fit comfortably. */
export const DEFAULT_CACHE_BYTES = 64 * 1024 * 1024;

export function cachedReleaseFiles(store: ReleaseStore, maxBytes: number = DEFAULT_CACHE_BYTES): ReleaseFiles {
  const cache = new Map<string, ServedFile>();
  let size = 0;
  return {
    async get(remote, version, filePath) {
      const key = `${remote}/${version}/${filePath}`;
      const hit = cache.get(key);
      if (hit) {
        // Most recently used last: the oldest entry is the first one evicted.
        cache.delete(key);
        cache.set(key, hit);
        return hit;
      }
      const bytes = await store.read(remote, version, filePath);
      if (!bytes) return undefined;
      const body = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      const file = { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
      if (body.length <= maxBytes / 8) {
        cache.set(key, file);
        size += body.length;
        for (const [oldKey, old] of cache) {
          if (size <= maxBytes) break;
          cache.delete(oldKey);
          size -= old.body.length;
        }
      }
      return file;
    },
  };
}

/** Published JSON files parsed once: the cache above hands out the same bytes for a version's file. */
const parsedFiles = new WeakMap<Buffer, unknown>();

/** A published JSON file's content; undefined when absent or not JSON. */
export function parsedJson(body: Buffer | undefined): unknown {
  if (!body) return undefined;
  if (!parsedFiles.has(body)) {
    try {
      parsedFiles.set(body, JSON.parse(body.toString('utf8')));
    } catch {
      parsedFiles.set(body, undefined);
    }
  }
  return parsedFiles.get(body);
}
