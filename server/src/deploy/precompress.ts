// The brotli and gzip copies of a build's text files, made once when a remote is published (the webpack build makes
// them too, shared/build/precompress.js; a build that has them keeps its own). The HTTP side serves a copy by the
// request's Accept-Encoding (server/src/http/encoding.ts) and never compresses per request.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { COMPRESSIBLE, PRECOMPRESSED } from '../http/encoding';
import type { ReleaseFile } from './store';

/** A copy is kept only when it saves at least a fifth of the bytes (tiny files grow when compressed). */
export const MIN_RATIO = 0.8;

function compress(encoding: 'br' | 'gzip', body: Uint8Array): Buffer {
  if (encoding === 'gzip') return gzipSync(body, { level: 9 });
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      // As the build's copies (shared/build/precompress.js): quality 10, within 1-2 % of 11's size at a third of its time.
      [constants.BROTLI_PARAM_QUALITY]: 10,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/** The build's files plus the compressed copies it lacks, in path order (the build hash depends on the order). */
export function withCompressedCopies(files: readonly ReleaseFile[]): ReleaseFile[] {
  const paths = new Set(files.map((file) => file.path));
  const copies: ReleaseFile[] = [];
  for (const file of files) {
    if (!COMPRESSIBLE.test(file.path)) continue;
    for (const { encoding, suffix } of PRECOMPRESSED) {
      if (paths.has(`${file.path}${suffix}`)) continue;
      const body = compress(encoding, file.body);
      if (body.length <= file.body.length * MIN_RATIO) copies.push({ path: `${file.path}${suffix}`, body });
    }
  }
  return [...files, ...copies].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
