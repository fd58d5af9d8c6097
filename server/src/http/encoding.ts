// Content negotiation of the pre-compressed copies of a text asset (brotli and gzip, made at build or publish time,
// server/src/deploy/precompress.ts): which copy a request's Accept-Encoding takes, best first.

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
