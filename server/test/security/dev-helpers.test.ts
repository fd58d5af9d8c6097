// Issue 9, critical: the outbox, the sandboxes and the test fixtures answer only loopback callers, and only
// while their sandbox is the configured provider; the server listens on loopback unless HOST says otherwise.
import { mkdtempSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import { Outbox } from '../../src/adapters/outbox';
import { socialSandbox } from '../../src/adapters/social';
import { DEFAULT_HOST } from '../../src/app';
import { loadConfig } from '../../src/config';
import { isLoopbackAddress } from '../../src/http/dev-helpers';
import type { HttpRoute } from '../../src/http/route';
import { outboxRoute } from '../../src/http/routes/outbox';
import { planFixturesRoute } from '../../src/http/routes/plan-fixtures';
import { schedulingSandboxRoute } from '../../src/http/routes/scheduling-sandbox';
import { socialSandboxRoute } from '../../src/http/routes/social-sandbox';
import { testFixturesRoute } from '../../src/http/routes/test-fixtures';
import { startTestServer, type TestServer } from '../support/harness';

/** This machine's first non-loopback IPv4 address: a request to it arrives from that (non-loopback) address. */
function externalAddress(): string {
  for (const addresses of Object.values(networkInterfaces())) {
    for (const address of addresses ?? []) if (address.family === 'IPv4' && !address.internal) return address.address;
  }
  throw new Error('This test needs a non-loopback network interface (any IPv4 address besides 127.0.0.0/8)');
}

const HELPER_REQUESTS: { name: string; method: 'GET' | 'POST'; path: string }[] = [
  { name: 'outbox page', method: 'GET', path: '/dev/outbox' },
  { name: 'outbox json', method: 'GET', path: '/dev/outbox.json' },
  { name: 'social sandbox (Google certs)', method: 'GET', path: '/sandbox/social/google/certs' },
  {
    name: 'social sandbox token (Google continue)',
    method: 'GET',
    path: '/sandbox/social/google/continue?name=A&email=victim%40example.com&redirect_uri=http%3A%2F%2Fx',
  },
  { name: 'social sandbox (Facebook me)', method: 'GET', path: '/sandbox/social/facebook/me?access_token=x' },
  { name: 'scheduling sandbox', method: 'GET', path: '/sandbox/scheduling' },
  { name: 'test fixtures', method: 'POST', path: '/dev/fixtures/users' },
  { name: 'plan fixtures', method: 'POST', path: '/dev/fixtures/renewable-plan' },
  { name: 'plan fixtures (delivering today)', method: 'POST', path: '/dev/fixtures/plan-delivering-today' },
];

function helperRoutes(env: NodeJS.ProcessEnv): HttpRoute[] {
  const outbox = new Outbox(mkdtempSync(path.join(tmpdir(), 'mealplan-outbox-')));
  return [
    outboxRoute(outbox, env),
    socialSandboxRoute(socialSandbox, env),
    schedulingSandboxRoute(env),
    testFixturesRoute({ env: { ...env, TEST_FIXTURES: '1' } }),
    planFixturesRoute({ env: { ...env, TEST_FIXTURES: '1' } }),
  ];
}

const request = (origin: string, helper: (typeof HELPER_REQUESTS)[number]) =>
  fetch(`${origin}${helper.path}`, {
    method: helper.method,
    redirect: 'manual',
    ...(helper.method === 'POST' ? { body: JSON.stringify({ unexpected: true }), headers: { 'content-type': 'application/json' } } : {}),
  });

describe('development helpers', () => {
  it('recognises loopback addresses only', () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) expect(isLoopbackAddress(address)).toBe(true);
    for (const address of ['192.0.2.2', '10.0.0.1', '::ffff:192.0.2.2', 'fe80::1', '', undefined, '1270.0.0.1']) {
      expect(isLoopbackAddress(address)).toBe(false);
    }
  });

  describe('on a server reachable from the network (HOST=0.0.0.0)', () => {
    let server: TestServer;
    let external: string;
    beforeAll(async () => {
      external = `http://${externalAddress()}`;
      server = await startTestServer({ seed: false, channels: [], host: '0.0.0.0', routes: helperRoutes({}) });
    });
    afterAll(() => server.close());

    it.each(HELPER_REQUESTS)('$name answers loopback callers', async (helper) => {
      const res = await request(`http://127.0.0.1:${server.port}`, helper);
      expect(res.status).not.toBe(404);
    });

    it.each(HELPER_REQUESTS)('$name answers 404 to a caller from another address', async (helper) => {
      const res = await request(`${external}:${server.port}`, helper);
      expect(res.status).toBe(404);
      expect(await res.text()).toBe('Not found');
    });
  });

  describe('when a real provider is configured', () => {
    let server: TestServer;
    const env = {
      SMTP_URL: 'smtp://mail.example.com',
      SMS_API_URL: 'https://sms.example.com',
      SMS_API_KEY: 'k',
      GOOGLE_CLIENT_ID: 'real-client.apps.example',
    };
    beforeAll(async () => {
      server = await startTestServer({ seed: false, channels: [], routes: helperRoutes(env) });
    });
    afterAll(() => server.close());

    it("the outbox and that provider's sandbox are gone, even for loopback callers", async () => {
      for (const urlPath of ['/dev/outbox', '/dev/outbox.json', '/sandbox/social/google/certs', '/sandbox/social/google/authorize']) {
        expect((await fetch(`${server.url}${urlPath}`)).status).toBe(404);
      }
      // Facebook has no credentials here, so its sandbox still serves local development.
      expect((await fetch(`${server.url}/sandbox/social/facebook/me?access_token=x`)).status).not.toBe(404);
    });
  });

  describe('in production', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({ seed: false, channels: [], routes: helperRoutes({ NODE_ENV: 'production' }) });
    });
    afterAll(() => server.close());

    it.each(HELPER_REQUESTS)('$name is not served, even to loopback callers', async (helper) => {
      expect((await request(server.url, helper)).status).toBe(404);
    });
  });

  it('the server listens on loopback unless HOST says otherwise', async () => {
    expect(DEFAULT_HOST).toBe('127.0.0.1');
    expect(loadConfig({}).host).toBeUndefined();
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    const server = await startTestServer({ seed: false, channels: [], routes: [] });
    try {
      expect((await fetch(`http://127.0.0.1:${server.port}/remotes.json`)).status).toBe(200);
      await expect(fetch(`http://${externalAddress()}:${server.port}/remotes.json`)).rejects.toThrow();
    } finally {
      await server.close();
    }
  });
});
