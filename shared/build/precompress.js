// Brotli and gzip copies of every text asset of a build (JS, CSS, HTML, JSON, SVG...), written beside the originals
// ("main.1a2b3c4d.js.br", "main.1a2b3c4d.js.gz"): the server sends a copy by the request's Accept-Encoding and never
// compresses per request (server/src/http/static-files.ts). A remote's copies are published with it into the release
// store. Same rule as the server's publish step (server/src/deploy/precompress.ts): a copy is kept only when it saves
// at least a fifth of the bytes. Copies are kept in webpack's cache, keyed by the asset's content.
const { readFileSync, writeFileSync } = require('node:fs');
const { brotliCompressSync, constants, gzipSync } = require('node:zlib');

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|map|webmanifest|xml)$/i;
const MIN_RATIO = 0.8;

const ENCODINGS = [
  {
    suffix: '.br',
    compress: (body) =>
      brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          // Quality 10: within 1-2 % of 11's size at a third of its time (a remote's build compresses about 1.5 MB).
          [constants.BROTLI_PARAM_QUALITY]: 10,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
  },
  { suffix: '.gz', compress: (body) => gzipSync(body, { level: 9 }) },
];

class PrecompressPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      const cache = compilation.getCache('PrecompressPlugin');
      compilation.hooks.processAssets.tapPromise(
        // After the federation manifest and the HTML page (both emitted at OPTIMIZE_TRANSFER or before).
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER + 100 },
        async () => {
          for (const asset of compilation.getAssets()) {
            if (!COMPRESSIBLE.test(asset.name)) continue;
            const body = asset.source.buffer();
            for (const { suffix, compress } of ENCODINGS) {
              const name = `${asset.name}${suffix}`;
              if (compilation.getAsset(name)) continue;
              const key = `${asset.name}${suffix}`;
              const etag = cache.getLazyHashedEtag(asset.source);
              let copy = await cache.getPromise(key, etag);
              if (copy === undefined) {
                const compressed = compress(body);
                copy = compressed.length <= body.length * MIN_RATIO ? new sources.RawSource(compressed) : null;
                await cache.storePromise(key, etag, copy);
              }
              if (copy) compilation.emitAsset(name, copy, { compressed: true, immutable: Boolean(asset.info.immutable) });
            }
          }
        },
      );
    });
  }
}

/** Writes the brotli and gzip copies of a file made after the build (the shell's prerendered pages), by the same rule. */
function precompressFile(file) {
  const body = readFileSync(file);
  for (const { suffix, compress } of ENCODINGS) {
    const compressed = compress(body);
    if (compressed.length <= body.length * MIN_RATIO) writeFileSync(`${file}${suffix}`, compressed);
  }
}

module.exports = { PrecompressPlugin, COMPRESSIBLE, precompressFile };
