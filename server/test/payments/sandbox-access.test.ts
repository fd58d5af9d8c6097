// The sandbox gateway is a development helper: it answers loopback callers only, and only while no real Telr
// credentials are set (never in production). The notification route is the gateway's, reachable from anywhere.
import { networkInterfaces } from 'node:os';
import { telrSandboxRoute } from '../../src/http/routes/telr-sandbox';
import telrAdvice from '../../src/http/routes/telr-advice';
import { startTestServer, type TestServer } from '../support/harness';

function externalAddress(): string {
  for (const addresses of Object.values(networkInterfaces())) {
    for (const address of addresses ?? []) if (address.family === 'IPv4' && !address.internal) return address.address;
  }
  throw new Error('This test needs a non-loopback network interface (any IPv4 address besides 127.0.0.0/8)');
}

const SANDBOX_REQUESTS = [
  { method: 'POST', path: '/sandbox/telr/gateway/order.json', body: JSON.stringify({ method: 'check' }), type: 'application/json' },
  { method: 'POST', path: '/sandbox/telr/gateway/remote.xml', body: '<remote><tran><type>refund</type></tran></remote>', type: 'application/xml' },
  { method: 'GET', path: '/sandbox/telr/gateway/process.html?o=X' },
  { method: 'POST', path: '/sandbox/telr/gateway/process.html', body: 'o=X&action=cancel', type: 'application/x-www-form-urlencoded' },
] as const;

const send = (origin: string, request: (typeof SANDBOX_REQUESTS)[number]) =>
  fetch(`${origin}${request.path}`, {
    method: request.method,
    redirect: 'manual',
    ...('body' in request ? { body: request.body, headers: { 'content-type': request.type } } : {}),
  });

describe('the Telr sandbox on a server reachable from the network (HOST=0.0.0.0)', () => {
  let server: TestServer;
  let external: string;
  beforeAll(async () => {
    external = `http://${externalAddress()}:0`;
    server = await startTestServer({ seed: false, channels: [], host: '0.0.0.0', routes: [telrSandboxRoute({}), telrAdvice] });
    external = `http://${externalAddress()}:${server.port}`;
  });
  afterAll(() => server.close());

  it.each(SANDBOX_REQUESTS)('$method $path answers loopback callers', async (request) => {
    // The sandbox's own answer (an unknown order is its error object or its closed page), not the guard's 404.
    const response = await send(`http://127.0.0.1:${server.port}`, request);
    expect(await response.text()).not.toBe('Not found');
  });

  it.each(SANDBOX_REQUESTS)('$method $path answers 404 to a caller from another address', async (request) => {
    const response = await send(external, request);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('Not found');
  });

  it('the notification route takes the gateway’s post from another address (and ignores an unknown one)', async () => {
    const response = await fetch(`${external}/payments/telr/advice`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'tran_store=1&tran_cartid=unknown',
    });
    expect(response.status).toBe(200);
  });
});

describe.each([
  ['with real credentials', { TELR_STORE_ID: '12345', TELR_AUTH_KEY: 'key' }],
  ['in production', { NODE_ENV: 'production' }],
])('the Telr sandbox %s', (_name, env) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: false, channels: [], routes: [telrSandboxRoute(env)] });
  });
  afterAll(() => server.close());

  it.each(SANDBOX_REQUESTS)('$method $path is not served, even to loopback callers', async (request) => {
    expect((await send(`http://127.0.0.1:${server.port}`, request)).status).toBe(404);
  });
});
