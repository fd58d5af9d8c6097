// Issue 40 points 9 and 10, the edge of the HTTP side: the page policy lets the page open sockets to the site itself
// only and post forms to the site only; a request id is taken from a trusted proxy only.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { trustedProxies } from '../../src/http/client-address';
import { createHttpApp, type HttpOptions } from '../../src/http/http-app';
import type { HttpContext } from '../../src/http/route';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('the edge of the HTTP side', () => {
  let scratch: string;
  beforeEach(() => {
    scratch = mkdtempSync(path.join(tmpdir(), 'mealplan-edge-'));
  });
  afterEach(() => rmSync(scratch, { recursive: true, force: true }));

  const app = (opts: Partial<HttpOptions> = {}) =>
    createHttpApp({
      shellDir: path.join(scratch, 'shell'),
      releasesDir: path.join(scratch, 'releases'),
      previewOrigins: [],
      routes: [],
      // These requests never reach the database.
      context: {} as HttpContext,
      ...opts,
    });

  /** The page policy's directives by name, of a page requested with this Host. */
  const policyAt = async (http: Awaited<ReturnType<typeof app>>, host: string) => {
    const res = await http.inject({ method: 'GET', url: '/remotes.json', headers: { host } });
    const policy = res.headers['content-security-policy'] as string;
    return Object.fromEntries(policy.split(';').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]));
  };

  it("names the site's own socket origins, never any host's (PUBLIC_ORIGIN's and the address the page was opened at)", async () => {
    const http = await app({ publicOrigin: 'https://mealplan.example' });
    const atPublic = await policyAt(http, 'mealplan.example');
    expect(atPublic['connect-src']).toEqual(["'self'", 'wss://mealplan.example']);
    // Opened at another address of the same server (development: localhost, 127.0.0.1, a LAN name).
    const atLan = await policyAt(http, 'kitchen.local:8080');
    expect(atLan['connect-src']).toEqual(["'self'", 'wss://mealplan.example', 'ws://kitchen.local:8080']);
    expect((await policyAt(http, '127.0.0.1:8080'))['connect-src']).toEqual(["'self'", 'wss://mealplan.example', 'ws://127.0.0.1:8080']);
    for (const policy of [atPublic, atLan]) {
      expect(policy['connect-src']).not.toContain('ws:');
      expect(policy['connect-src']).not.toContain('wss:');
    }
    await http.close();
  });

  it('ignores a Host that is not a plain host name or address', async () => {
    const http = await app({ publicOrigin: 'http://localhost:8080' });
    const policy = await policyAt(http, 'evil.example connect-src *');
    expect(policy['connect-src']).toEqual(["'self'", 'ws://localhost:8080']);
    expect(Object.keys(policy)).not.toContain('connect-src*');
    await http.close();
  });

  it('sends forms to the site only (the checkout leaves for the payment page by a redirect, not a form)', async () => {
    const http = await app({ publicOrigin: 'https://mealplan.example' });
    expect((await policyAt(http, 'mealplan.example'))['form-action']).toEqual(["'self'"]);
    await http.close();
  });

  it('takes X-Request-Id from a trusted proxy only', async () => {
    const http = await app({ trustedProxies: trustedProxies('10.0.0.0/8') });
    const idFrom = async (remoteAddress: string, id: string) =>
      (await http.inject({ method: 'GET', url: '/remotes.json', remoteAddress, headers: { 'x-request-id': id } })).headers['x-request-id'];
    expect(await idFrom('10.1.2.3', 'nginx-4f2a9c')).toBe('nginx-4f2a9c');
    // A client sending the header itself, straight or not from a proxy: a new id.
    expect(await idFrom('203.0.113.9', 'nginx-4f2a9c')).toMatch(UUID);
    // A proxy's id that is not a plain token: a new id.
    expect(await idFrom('10.1.2.3', 'a b\tc')).toMatch(UUID);
    await http.close();
    const noProxy = await app();
    const res = await noProxy.inject({
      method: 'GET',
      url: '/remotes.json',
      remoteAddress: '127.0.0.1',
      headers: { 'x-request-id': 'chosen-by-me' },
    });
    expect(res.headers['x-request-id']).toMatch(UUID);
    await noProxy.close();
  });
});
