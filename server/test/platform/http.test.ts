import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { publishRemote } from '../../src/deploy/publish';
import type { HttpRoute } from '../../src/http/route';
import { startTestServer, type TestServer } from '../support/harness';

const greeting: HttpRoute = {
  method: 'GET',
  path: /^\/hello\/(\w+)$/,
  handle(_req, res, match) {
    res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end(`Marhaba ${match[1]}`);
  },
};

describe('HTTP server', () => {
  let server: TestServer;
  const get = (urlPath: string, headers: Record<string, string> = {}) => fetch(`${server.url}${urlPath}`, { headers });

  beforeAll(async () => {
    server = await startTestServer({
      seed: false,
      channels: [],
      routes: [greeting],
      previewOrigins: ['https://staging.mealplan.example'],
    });
    mkdirSync(server.shellDir, { recursive: true });
    writeFileSync(path.join(server.shellDir, 'index.html'), '<!doctype html><title>MealPlan</title>');
    writeFileSync(path.join(server.shellDir, 'main.0123abcd.js'), 'console.log("shell")');
    writeFileSync(path.join(server.shellDir, 'robots.txt'), 'User-agent: *');
    const dist = path.join(server.releasesDir, '..', 'checkout-dist');
    mkdirSync(dist, { recursive: true });
    writeFileSync(path.join(dist, 'mf-manifest.json'), '{"id":"checkout"}');
    writeFileSync(path.join(dist, 'remoteEntry.js'), 'var checkout;');
    writeFileSync(path.join(dist, '123.js'), 'chunk');
    writeFileSync(path.join(dist, 'routes.json'), '[{"path":"/checkout/*","access":"signedIn"}]');
    publishRemote({ remote: 'checkout', distDir: dist, releasesDir: server.releasesDir, version: 'v7' });
  });
  afterAll(() => server.close());

  it('serves the remotes manifest with absolute URLs and the preview allow-list, never cached', async () => {
    const res = await get('/remotes.json');
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.json()).toEqual({
      remotes: { checkout: `http://127.0.0.1:${server.port}/remotes/checkout/v7/mf-manifest.json` },
      routes: [{ path: '/checkout/*', access: 'signedIn', area: 'checkout' }],
      previewOrigins: ['https://staging.mealplan.example'],
    });
  });

  it('serves a published remote version, its manifest revalidated and its chunks cached for good', async () => {
    const manifest = await get('/remotes/checkout/v7/mf-manifest.json');
    expect(await manifest.text()).toBe('{"id":"checkout"}');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    const chunk = await get('/remotes/checkout/v7/123.js');
    expect(chunk.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(chunk.headers.get('cache-control')).toContain('immutable');
    expect((await get('/remotes/checkout/v8/123.js')).status).toBe(404);
  });

  it('serves the shell: index.html revalidated with a content security policy, hashed assets cached', async () => {
    const index = await get('/');
    expect(await index.text()).toContain('<title>MealPlan</title>');
    expect(index.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(index.headers.get('cache-control')).toBe('no-cache');
    expect(index.headers.get('content-security-policy')).toContain("script-src 'self' https://staging.mealplan.example");
    const asset = await get('/main.0123abcd.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/robots.txt')).headers.get('cache-control')).toBe('no-cache');
  });

  it('answers unknown page paths with the shell and unknown files with 404', async () => {
    const page = await get('/checkout/step/2');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>MealPlan</title>');
    expect((await get('/missing.js')).status).toBe(404);
    expect((await get('/remotes/nothing-here')).status).toBe(404);
  });

  it('never serves files outside its folders', async () => {
    writeFileSync(path.join(server.shellDir, '..', 'secret.txt'), 'TOP-SECRET');
    for (const attempt of ['/..%2fsecret.txt', '/%2e%2e/secret.txt', '/remotes/checkout/v7/..%2f..%2f..%2fsecret.txt']) {
      expect([attempt, await (await get(attempt)).text()]).not.toEqual([attempt, expect.stringContaining('TOP-SECRET')]);
    }
  });

  it('sets security headers on every response', async () => {
    for (const urlPath of ['/', '/remotes.json', '/missing.js', '/hello/Layla']) {
      const res = await get(urlPath);
      expect([urlPath, res.headers.get('x-content-type-options'), res.headers.get('x-frame-options')]).toEqual([urlPath, 'nosniff', 'DENY']);
    }
  });

  it('dispatches route modules before static files and refuses other methods', async () => {
    expect(await (await get('/hello/Layla')).text()).toBe('Marhaba Layla');
    expect((await fetch(`${server.url}/remotes.json`, { method: 'DELETE' })).status).toBe(405);
  });
});
