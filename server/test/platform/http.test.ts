import { captureLog } from '../support/log-capture';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { tmpdir } from 'node:os';
import { publishRemote } from '../../src/deploy/publish';
import { createHttpApp } from '../../src/http/http-app';
import type { HttpContext, HttpRoute } from '../../src/http/route';
import { testFixturesRoute } from '../../src/http/routes/test-fixtures';
import { startTestServer, type TestServer } from '../support/harness';

const greeting: HttpRoute = (app) => {
  app.get<{ Params: { name: string } }>('/hello/:name', (request, reply) => reply.send(`Marhaba ${request.params.name}`));
};

const failing: HttpRoute = (app) => {
  app.get('/broken', () => Promise.reject(new Error('database password is hunter2')));
};

describe('HTTP server', () => {
  let server: TestServer;
  const get = (urlPath: string, headers: Record<string, string> = {}) => fetch(`${server.url}${urlPath}`, { headers });

  beforeAll(async () => {
    server = await startTestServer({
      seed: false,
      channels: [],
      routes: [greeting, failing],
      previewOrigins: ['https://staging.mealplan.example'],
    });
    mkdirSync(server.shellDir, { recursive: true });
    writeFileSync(path.join(server.shellDir, 'index.html'), '<!doctype html><title>MealPlan</title>');
    writeFileSync(path.join(server.shellDir, 'main.0123abcd.js'), 'console.log("shell")');
    writeFileSync(path.join(server.shellDir, 'robots.txt'), 'User-agent: *');
    writeFileSync(path.join(server.shellDir, 'sw.js'), 'self.skipWaiting()');
    const dist = path.join(server.releasesDir, '..', 'checkout-dist');
    mkdirSync(dist, { recursive: true });
    writeFileSync(path.join(dist, 'mf-manifest.json'), '{"id":"checkout"}');
    writeFileSync(path.join(dist, 'remoteEntry.js'), 'var checkout;');
    writeFileSync(path.join(dist, '123.js'), 'chunk');
    writeFileSync(path.join(dist, 'routes.json'), '[{"path":"/checkout/*","access":"signedIn"}]');
    publishRemote({ remote: 'checkout', distDir: dist, releasesDir: server.releasesDir, version: 'v7' });
  });
  afterAll(() => server.close());

  it('serves the remotes manifest with same-origin paths and the preview allow-list, never cached', async () => {
    const res = await get('/remotes.json');
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(await res.json()).toEqual({
      remotes: { checkout: '/remotes/checkout/v7/mf-manifest.json' },
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
    // A preview remote's stylesheets are files from its origin too.
    expect(index.headers.get('content-security-policy')).toContain("style-src 'self' 'unsafe-inline' https://staging.mealplan.example");
    const asset = await get('/main.0123abcd.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/robots.txt')).headers.get('cache-control')).toBe('no-cache');
  });

  it('serves the service worker from the root as JavaScript, revalidated on every check', async () => {
    const worker = await get('/sw.js');
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(worker.headers.get('content-security-policy')).toContain("script-src 'self'");
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
      expect([urlPath, res.headers.get('referrer-policy'), res.headers.get('cross-origin-opener-policy')]).toEqual([
        urlPath,
        'strict-origin-when-cross-origin',
        'same-origin',
      ]);
      expect([urlPath, res.headers.get('content-security-policy')]).toEqual([urlPath, expect.stringContaining("frame-ancestors 'none'")]);
      expect([urlPath, res.headers.get('strict-transport-security')]).toEqual([urlPath, 'max-age=31536000']);
    }
  });

  it('lets other origins load a published remote, and nothing else of the site', async () => {
    const chunk = await get('/remotes/checkout/v7/123.js');
    expect(chunk.headers.get('access-control-allow-origin')).toBe('*');
    expect(chunk.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    for (const urlPath of ['/', '/main.0123abcd.js', '/remotes.json']) {
      const res = await get(urlPath);
      expect([urlPath, res.headers.get('access-control-allow-origin'), res.headers.get('cross-origin-resource-policy')]).toEqual([
        urlPath,
        null,
        'same-origin',
      ]);
    }
  });

  it('never serves the release pointers beside the published versions', async () => {
    for (const urlPath of ['/remotes/checkout/.current.json', '/remotes/checkout/%2ecurrent.json', '/remotes/checkout/v7/../.current.json']) {
      const res = await get(urlPath);
      expect([urlPath, res.status, await res.text()]).toEqual([urlPath, 404, 'Not found']);
    }
  });

  it('answers HEAD without a body and revalidations with 304', async () => {
    const head = await fetch(`${server.url}/main.0123abcd.js`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String('console.log("shell")'.length));
    expect(await head.text()).toBe('');
    const index = await get('/');
    const etag = index.headers.get('etag');
    expect(etag).toBeTruthy();
    // As a browser revalidates from its cache (fetch() with a manual If-None-Match would add Cache-Control: no-cache).
    const again = await get('/', { 'if-none-match': etag ?? '', 'cache-control': 'max-age=0' });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('answers a failing route with 500 and a plain message, never the error itself', async () => {
    const log = captureLog();
    try {
      const res = await get('/broken');
      expect(res.status).toBe(500);
      expect(await res.text()).toBe('Something went wrong, please try again');
      expect(log.entries()).toContainEqual(expect.objectContaining({ level: 'error', msg: 'request failed', path: '/broken' }));
    } finally {
      log.restore();
    }
  });

  it('leaves /socket.io/ to socket.io on the same port, which accepts the websocket transport only', async () => {
    const polling = await get('/socket.io/?EIO=4&transport=polling', { origin: server.url });
    expect(polling.status).toBe(400);
    expect(await polling.json()).toEqual({ code: 0, message: 'Transport unknown' });
  });

  it('dispatches route modules before static files and refuses other methods', async () => {
    expect(await (await get('/hello/Layla')).text()).toBe('Marhaba Layla');
    const refused = await fetch(`${server.url}/remotes.json`, { method: 'DELETE' });
    expect(refused.status).toBe(405);
    expect(refused.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('HTTP app without a running server', () => {
  let scratch: string;
  beforeEach(() => {
    scratch = mkdtempSync(path.join(tmpdir(), 'mealplan-http-'));
  });
  afterEach(() => rmSync(scratch, { recursive: true, force: true }));

  const app = (routes: HttpRoute[] = [], releasesOrigin?: string) =>
    createHttpApp({
      shellDir: path.join(scratch, 'shell'),
      releasesDir: path.join(scratch, 'releases'),
      previewOrigins: [],
      ...(releasesOrigin ? { releasesOrigin } : {}),
      routes,
      // These requests never reach the database.
      context: {} as HttpContext,
    });

  /** The page policy's directives by name. */
  const directives = (policy: string | undefined) =>
    Object.fromEntries((policy ?? '').split(';').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]));

  it("allows the site's own scripts only, while the remotes are served by the site itself", async () => {
    const http = await app();
    const policy = directives((await http.inject({ method: 'GET', url: '/remotes.json' })).headers['content-security-policy'] as string);
    expect([policy['script-src'], policy['style-src'], policy['font-src']]).toEqual([["'self'"], ["'self'", "'unsafe-inline'"], ["'self'", 'data:']]);
    await http.close();
  });

  it('names the releases CDN (RELEASES_ORIGIN) in /remotes.json and in the page policy for what a remote loads', async () => {
    const cdn = 'https://cdn.mealplan.example';
    const dist = path.join(scratch, 'content-dist');
    mkdirSync(dist, { recursive: true });
    writeFileSync(path.join(dist, 'mf-manifest.json'), '{"id":"content"}');
    writeFileSync(path.join(dist, 'routes.json'), '[{"path":"*","access":"any"}]');
    publishRemote({ remote: 'content', distDir: dist, releasesDir: path.join(scratch, 'releases'), version: 'c3' });
    const http = await app([], cdn);
    const res = await http.inject({ method: 'GET', url: '/remotes.json' });
    expect(res.json<{ remotes: unknown }>().remotes).toEqual({ content: `${cdn}/remotes/content/c3/mf-manifest.json` });
    const policy = directives(res.headers['content-security-policy'] as string);
    for (const name of ['script-src', 'connect-src', 'style-src', 'img-src', 'font-src'])
      expect([name, policy[name]]).toEqual([name, expect.arrayContaining([cdn])]);
    expect([policy['default-src'], policy['frame-src']]).toEqual([["'self'"], ["'self'"]]);
    await http.close();
  });

  it('says the site is not built yet when the shell has no index.html', async () => {
    const http = await app();
    const res = await http.inject({ method: 'GET', url: '/plans' });
    expect([res.statusCode, res.body]).toEqual([404, 'The site is not built yet: run npm run build']);
    await http.close();
  });

  it('refuses a development helper to another address before reading its body', async () => {
    const http = await app([testFixturesRoute({ env: { TEST_FIXTURES: '1' } })]);
    const body = JSON.stringify({ email: 'x'.repeat(10_000) });
    const outside = await http.inject({
      method: 'POST',
      url: '/dev/fixtures/users',
      body,
      remoteAddress: '192.0.2.2',
      headers: { 'content-type': 'application/json' },
    });
    expect([outside.statusCode, outside.body]).toEqual([404, 'Not found']);
    const loopback = await http.inject({
      method: 'POST',
      url: '/dev/fixtures/users',
      body,
      remoteAddress: '127.0.0.1',
      headers: { 'content-type': 'application/json' },
    });
    expect([loopback.statusCode, loopback.json()]).toEqual([400, { message: 'Expected {email, banned?: boolean}' }]);
    await http.close();
  });
});
