// Text assets are sent from their brotli or gzip copy (made at build or publish time) by Accept-Encoding; hashed
// assets and published builds are immutable, index.html and /remotes.json revalidate.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { publishRemote } from '../../src/deploy/publish';
import { withCompressedCopies } from '../../src/deploy/precompress';
import { acceptedEncodings } from '../../src/http/encoding';
import { startTestServer, type TestServer } from '../support/harness';

/** Enough repetitive JavaScript for compression to pay. */
const SCRIPT = Array.from({ length: 400 }, (_, i) => `export const dish${i} = { id: ${i}, name: "Grilled halloumi salad" };`).join('\n');
const PAGE = `<!doctype html><html><head><title>MealPlan</title></head><body>${'<p>Fresh meals delivered daily</p>'.repeat(60)}</body></html>`;

describe('pre-compressed assets', () => {
  let server: TestServer;
  const get = (urlPath: string, acceptEncoding: string) => fetch(`${server.url}${urlPath}`, { headers: { 'accept-encoding': acceptEncoding } });

  beforeAll(async () => {
    server = await startTestServer({ seed: false, channels: [] });
    mkdirSync(server.shellDir, { recursive: true });
    writeFileSync(path.join(server.shellDir, 'index.html'), PAGE);
    writeFileSync(path.join(server.shellDir, 'index.html.br'), brotliCompressSync(PAGE));
    writeFileSync(path.join(server.shellDir, 'index.html.gz'), gzipSync(PAGE));
    writeFileSync(path.join(server.shellDir, 'main.0123abcd.js'), SCRIPT);
    writeFileSync(path.join(server.shellDir, 'main.0123abcd.js.br'), brotliCompressSync(SCRIPT));
    writeFileSync(path.join(server.shellDir, 'main.0123abcd.js.gz'), gzipSync(SCRIPT));
    // A remote build without copies of its own: publishing makes them.
    const dist = path.join(server.releasesDir, '..', 'planner-dist');
    mkdirSync(dist, { recursive: true });
    writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ id: 'planner', note: 'x'.repeat(2000) }));
    writeFileSync(path.join(dist, 'remoteEntry.js'), SCRIPT);
    writeFileSync(path.join(dist, '512.9f8e7d6c.js'), SCRIPT);
    writeFileSync(path.join(dist, 'routes.json'), '[{"path":"/planner/*","access":"signedIn"}]');
    publishRemote({ remote: 'planner', distDir: dist, releasesDir: server.releasesDir, version: 'p1' });
  });
  afterAll(() => server.close());

  it('sends a hashed shell asset as brotli, or gzip, cached for a year as immutable', async () => {
    for (const [accept, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
    ]) {
      const res = await get('/main.0123abcd.js', accept!);
      expect([accept, res.status, res.headers.get('content-encoding')]).toEqual([accept, 200, encoding]);
      expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('vary')).toContain('Accept-Encoding');
      expect(await res.text()).toBe(SCRIPT);
    }
    const plain = await get('/main.0123abcd.js', 'identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('content-length')).toBe(String(Buffer.byteLength(SCRIPT)));
  });

  it('sends index.html compressed but revalidated, for / and for page paths', async () => {
    for (const urlPath of ['/', '/index.html', '/planner/week']) {
      const res = await get(urlPath, 'br, gzip');
      expect([urlPath, res.status, res.headers.get('content-encoding'), res.headers.get('cache-control')]).toEqual([urlPath, 200, 'br', 'no-cache']);
      expect(await res.text()).toBe(PAGE);
    }
  });

  it('keeps /remotes.json revalidated, compressed by Accept-Encoding, with an ETag that answers 304', async () => {
    const plain = await get('/remotes.json', 'identity');
    const manifest = await plain.json();
    expect(manifest.remotes.planner).toContain('/remotes/planner/p1/');
    expect(plain.headers.get('content-encoding')).toBeNull();
    const etag = plain.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ]) {
      const res = await get('/remotes.json', accept!);
      expect([accept, res.status, res.headers.get('content-encoding'), res.headers.get('cache-control')]).toEqual([
        accept,
        200,
        encoding,
        // Each browser's own answer (a canary's share is chosen by its browser id): never kept by a shared cache.
        'private, no-cache',
      ]);
      expect(res.headers.get('vary')).toContain('Accept-Encoding');
      expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(res.headers.get('etag')).toBe(etag);
      expect(await res.json()).toEqual(manifest);
    }
    const unchanged = await fetch(`${server.url}/remotes.json`, { headers: { 'accept-encoding': 'br', 'if-none-match': etag! } });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe('');
  });

  it('gives /remotes.json a new ETag when a remote is published', async () => {
    const before = (await get('/remotes.json', 'br')).headers.get('etag');
    const dist = path.join(server.releasesDir, '..', 'planner-dist');
    publishRemote({ remote: 'planner', distDir: dist, releasesDir: server.releasesDir, version: 'p2' });
    const after = await fetch(`${server.url}/remotes.json`, { headers: { 'accept-encoding': 'br', 'if-none-match': before! } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(before);
    expect((await after.json()).remotes.planner).toContain('/remotes/planner/p2/');
  });

  it('publishes brotli and gzip copies of a remote and serves them by negotiation', async () => {
    const chunk = await get('/remotes/planner/p1/512.9f8e7d6c.js', 'br;q=1, gzip;q=0.5');
    expect([chunk.headers.get('content-encoding'), chunk.headers.get('cache-control')]).toEqual(['br', 'public, max-age=31536000, immutable']);
    expect(chunk.headers.get('vary')).toBe('Accept-Encoding');
    expect(await chunk.text()).toBe(SCRIPT);
    const gzipped = await get('/remotes/planner/p1/512.9f8e7d6c.js', 'gzip, br;q=0');
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(await gzipped.text()).toBe(SCRIPT);
    const plain = await get('/remotes/planner/p1/512.9f8e7d6c.js', 'identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(SCRIPT);
    // Each copy has its own validator, so a cache never answers one encoding with the other's bytes.
    expect(new Set([chunk.headers.get('etag'), gzipped.headers.get('etag'), plain.headers.get('etag')]).size).toBe(3);
    const manifest = await get('/remotes/planner/p1/mf-manifest.json', 'br');
    expect([manifest.headers.get('content-encoding'), manifest.headers.get('cache-control')]).toEqual(['br', 'no-cache']);
    const entry = await get('/remotes/planner/p1/remoteEntry.js', 'gzip');
    expect([entry.headers.get('content-encoding'), entry.headers.get('cache-control')]).toEqual(['gzip', 'no-cache']);
  });

  it('answers a revalidation of the compressed copy with 304', async () => {
    const first = await get('/remotes/planner/p1/512.9f8e7d6c.js', 'br');
    const again = await fetch(`${server.url}/remotes/planner/p1/512.9f8e7d6c.js`, {
      headers: { 'accept-encoding': 'br', 'if-none-match': first.headers.get('etag') ?? '', 'cache-control': 'max-age=0' },
    });
    expect(again.status).toBe(304);
  });
});

describe('compressed copies of a build', () => {
  it('adds brotli and gzip copies of text files worth compressing, keeps copies a build has, leaves the rest alone', () => {
    const files = withCompressedCopies([
      { path: 'a.js', body: Buffer.from(SCRIPT) },
      { path: 'b.css', body: Buffer.from('a{}') },
      { path: 'c.png', body: Buffer.from(SCRIPT) },
      { path: 'd.json', body: Buffer.from(SCRIPT) },
      { path: 'd.json.br', body: Buffer.from('kept') },
    ]);
    expect(files.map((file) => file.path)).toEqual(['a.js', 'a.js.br', 'a.js.gz', 'b.css', 'c.png', 'd.json', 'd.json.br', 'd.json.gz']);
    expect(Buffer.from(files.find((file) => file.path === 'd.json.br')!.body).toString()).toBe('kept');
  });

  it('negotiates Accept-Encoding by weight, brotli first on a tie', () => {
    expect(acceptedEncodings('gzip, deflate, br').map((entry) => entry.encoding)).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('gzip;q=1, br;q=0.5').map((entry) => entry.encoding)).toEqual(['gzip', 'br']);
    expect(acceptedEncodings('br;q=0, gzip').map((entry) => entry.encoding)).toEqual(['gzip']);
    expect(acceptedEncodings('*').map((entry) => entry.encoding)).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('identity')).toEqual([]);
    expect(acceptedEncodings(undefined)).toEqual([]);
  });
});
