// The bare React page the Lighthouse bench measures beside ours: BarePage.tsx bundled by esbuild (React + ReactDOM
// production, minified, one file), served gzip-compressed by a plain Node server on a port of its own.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>A bare React page</title>
<meta name="description" content="The bench's yardstick: React and ReactDOM alone.">
<script src="/bare.js" defer></script>
</head>
<body><div id="root"></div></body>
</html>`;

/** The page's bundle: React + ReactDOM production and BarePage.tsx, minified. */
async function bundle(): Promise<Buffer> {
  const result = await build({
    entryPoints: [path.join(__dirname, 'BarePage.tsx')],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2022',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
    logLevel: 'error',
  });
  return Buffer.from(result.outputFiles[0]!.contents);
}

export interface BarePage {
  url: string;
  /** The bundle's size, raw and gzip. */
  bytes: { raw: number; gzip: number };
  stop(): void;
}

/** Builds the bare page and serves it (gzip when asked for) on a free port of 127.0.0.1. */
export async function serveBarePage(): Promise<BarePage> {
  const script = await bundle();
  const files: Record<string, { body: Buffer; gzip: Buffer; type: string }> = {
    '/': { body: Buffer.from(HTML), gzip: gzipSync(HTML, { level: 9 }), type: 'text/html; charset=utf-8' },
    '/bare.js': { body: script, gzip: gzipSync(script, { level: 9 }), type: 'text/javascript; charset=utf-8' },
  };
  const server = http.createServer((req, res) => {
    const file = files[new URL(req.url ?? '/', 'http://bare').pathname];
    if (!file) {
      res.writeHead(404).end();
      return;
    }
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    res.writeHead(200, {
      'content-type': file.type,
      'cache-control': 'no-cache',
      vary: 'accept-encoding',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    });
    res.end(gzip ? file.gzip : file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    bytes: { raw: script.length, gzip: files['/bare.js']!.gzip.length },
    stop: () => server.close(),
  };
}
