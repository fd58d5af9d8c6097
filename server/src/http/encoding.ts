// Content negotiation of the pre-compressed copies of a text asset (brotli and gzip, made at build or publish time,
// server/src/deploy/precompress.ts): which copy a request's Accept-Encoding takes, best first; and the same for a
// dynamic body (/remotes.json), compressed once per distinct text.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

/** The encodings the site keeps copies in, preferred first, with the suffix of each copy's file. */
export const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

export type Precompressed = (typeof PRECOMPRESSED)[number];

/** Extensions of the text files that are compressed (JS, CSS, HTML, JSON, SVG, text, web manifest). */
export const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|map|webmanifest|xml)$/i;

/** Accept-Encoding's codings with their weight (q); `*` stands for any coding not named. */
function weights(header: string): Map<string, number> {
  const map = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(param)).find(Boolean);
    map.set(name, q ? Number(q[1]) : 1);
  }
  return map;
}

/** The pre-compressed copies a request accepts, best first (by its weights, then br before gzip); none without Accept-Encoding. */
export function acceptedEncodings(header: string | string[] | undefined): Precompressed[] {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return [];
  const map = weights(value);
  const weight = (encoding: string) => map.get(encoding) ?? map.get('*') ?? 0;
  return PRECOMPRESSED.filter((entry) => weight(entry.encoding) > 0).sort((a, b) => weight(b.encoding) - weight(a.encoding));
}

/** A dynamic text body with its strong ETag and its brotli and gzip copies, made once per distinct body. */
export interface NegotiatedBody {
  etag: string;
  identity: Buffer;
  copies: Record<Precompressed['encoding'], Buffer>;
}

/**
 * Compresses a dynamic body (/remotes.json) once per distinct text: the last `keep` bodies are remembered, so the
 * same manifest asked for again costs a hash, not a compression. Brotli at quality 5 is quick for a few KiB.
 */
export function negotiatedBodies(keep = 4): (text: string) => NegotiatedBody {
  const made = new Map<string, NegotiatedBody>();
  return (text) => {
    const found = made.get(text);
    if (found) return found;
    const identity = Buffer.from(text, 'utf8');
    const body: NegotiatedBody = {
      etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
      identity,
      copies: {
        br: brotliCompressSync(identity, {
          params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: identity.length },
        }),
        gzip: gzipSync(identity, { level: 6 }),
      },
    };
    made.set(text, body);
    if (made.size > keep) made.delete(made.keys().next().value!);
    return body;
  };
}

/** Whether an If-None-Match header names this ETag (weak comparison, as for a GET). */
export function matchesEtag(header: string | string[] | undefined, etag: string): boolean {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return false;
  return value.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}
