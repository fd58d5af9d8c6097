// The part of precompress.js that TypeScript code uses (shell/scripts/prerender.tsx).
/** Writes the brotli and gzip copies of a file beside it, each when it saves at least a fifth of the bytes. */
export function precompressFile(file: string): void;
