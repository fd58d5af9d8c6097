// /healthz, /readyz and /metrics (server/src/http/ops-routes.ts) on a running server, and the HTTP timeouts that
// keep a slow client from holding a connection (server/src/ops/settings.ts).
import { connect, type Socket } from 'node:net';
import { networkInterfaces } from 'node:os';
import type { HttpRoute } from '../../src/http/route';
import { collectProcessMetrics } from '../../src/ops/metrics';
import { connectClient, startTestServer, type TestServer } from '../support/harness';
import { sendSlowly } from '../support/slow-client';

const TOKEN = 'metrics-token-for-the-test-0042';

/** A non-loopback IPv4 address of this machine, if it has one. */
function externalAddress(): string | undefined {
  for (const addresses of Object.values(networkInterfaces())) {
    for (const address of addresses ?? []) if (address.family === 'IPv4' && !address.internal) return address.address;
  }
  return undefined;
}

describe('health, readiness and metrics', () => {
  let server: TestServer;
  const base = () => `http://127.0.0.1:${server.port}`;

  beforeAll(async () => {
    // Node's own series, as the process's entry starts them (main.ts; ops/production.test.ts checks that it does).
    collectProcessMetrics();
    // On every interface, so the metrics refusal is tried from a real non-loopback address when the machine has one.
    server = await startTestServer({ host: '0.0.0.0', seed: false, metricsToken: TOKEN });
  });
  afterAll(() => server.close());

  it('answers /healthz and /readyz with 200 and no secret', async () => {
    const health = await fetch(`${base()}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${base()}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ ready: true, checks: { database: 'ok', redis: 'off', migrations: 'done', draining: false } });
  });

  it('serves /metrics to loopback with the call, socket, pool and process series', async () => {
    const client = await connectClient({ url: base() }, { origin: server.url });
    await client.call('rating', 'nope', {});
    const response = await fetch(`${base()}/metrics`);
    expect(response.status).toBe(200);
    const text = await response.text();
    for (const series of [
      'mealplan_calls_total{channel="(unknown)",type="(unknown)",outcome="err"}',
      'mealplan_call_duration_seconds_bucket',
      'mealplan_sockets_open',
      'mealplan_db_query_duration_seconds_bucket',
      'mealplan_db_pool_connections',
      'mealplan_sign_in_failures_total',
      'mealplan_limits_hit_total',
      'mealplan_payments_total',
      'nodejs_eventloop_lag_p99_seconds',
    ]) {
      expect(text).toContain(series);
    }
    expect(text).toMatch(/^mealplan_sockets_open [1-9]/m);
    client.close();
  });

  it('refuses /metrics to a caller off loopback or relayed by a proxy, unless it presents the token', async () => {
    const relayed = await fetch(`${base()}/metrics`, { headers: { 'X-Forwarded-For': '203.0.113.9' } });
    expect(relayed.status).toBe(403);
    const wrongToken = await fetch(`${base()}/metrics`, { headers: { 'X-Forwarded-For': '203.0.113.9', Authorization: 'Bearer nope' } });
    expect(wrongToken.status).toBe(403);
    const withToken = await fetch(`${base()}/metrics`, { headers: { 'X-Forwarded-For': '203.0.113.9', Authorization: `Bearer ${TOKEN}` } });
    expect(withToken.status).toBe(200);
    expect(await withToken.text()).toContain('mealplan_calls_total');

    const address = externalAddress();
    if (address) {
      expect((await fetch(`http://${address}:${server.port}/metrics`)).status).toBe(403);
      expect((await fetch(`http://${address}:${server.port}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } })).status).toBe(200);
    }
  });

  it('answers /readyz with 503 once draining, and the process stops accepting connections', async () => {
    const own = await startTestServer({ seed: false });
    const url = `http://127.0.0.1:${own.port}`;
    // A keep-alive connection opened before the drain (as a load balancer's health check would hold).
    const agentSocket = await rawConnection(own.port);
    const drained = own.drain(5000);
    const answer = await rawRequest(agentSocket, 'GET /readyz HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 503/);
    expect(answer).toContain('"draining":true');
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
    expect(await drained).toBe(true);
  });
});

function rawConnection(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Writes a request on an open connection and resolves with what comes back until the connection ends. */
function rawRequest(socket: Socket, request: string): Promise<string> {
  return new Promise((resolve) => {
    let received = '';
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('utf8');
    });
    socket.once('close', () => resolve(received));
    socket.write(request);
  });
}

describe('slow clients', () => {
  let server: TestServer;
  const timeouts = { headersTimeoutMs: 1000, requestTimeoutMs: 3000, keepAliveTimeoutMs: 5000, connectionTimeoutMs: 0, checkIntervalMs: 250 };

  // An endpoint that reads the whole body before it answers (as the upload route does), with its size.
  const bodyLength: HttpRoute = (app) => {
    app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer', bodyLimit: 1_000_000 }, (_request, body, done) => done(null, body));
    app.post('/body-length', async (request) => ({ bytes: (request.body as Buffer).length }));
  };

  beforeAll(async () => {
    server = await startTestServer({ seed: false, httpTimeouts: timeouts, routes: [bodyLength] });
  });
  afterAll(() => server.close());

  const trickle = (head: string, body: Buffer, gapMs: number) => sendSlowly(server.port, head, body, { gapMs });

  it('closes a request whose body trickles in a byte at a time before it is complete', async () => {
    const body = Buffer.alloc(2000, 0x61);
    const head = `POST /body-length HTTP/1.1\r\nHost: x\r\nContent-Type: application/octet-stream\r\nContent-Length: ${body.length}\r\n\r\n`;
    const { sent, answer } = await trickle(head, body, 20);
    expect(sent).toBeLessThan(body.length);
    expect(answer === '' || /^HTTP\/1\.1 408/.test(answer)).toBe(true);
  });

  it('closes a connection whose headers trickle in', async () => {
    const headers = Buffer.from(`GET /healthz HTTP/1.1\r\nHost: x\r\n${'X-Slow: y\r\n'.repeat(40)}\r\n`);
    const { sent, answer } = await trickle('', headers, 20);
    expect(sent).toBeLessThan(headers.length);
    expect(answer === '' || /^HTTP\/1\.1 408/.test(answer)).toBe(true);
  });

  it('keeps a websocket open past the request timeout (the timeouts apply to HTTP requests only)', async () => {
    const client = await connectClient({ url: `http://127.0.0.1:${server.port}` }, { origin: server.url });
    const closed = jest.fn();
    client.socket.on('disconnect', closed);
    await new Promise((resolve) => setTimeout(resolve, timeouts.requestTimeoutMs + 4 * timeouts.checkIntervalMs));
    expect(closed).not.toHaveBeenCalled();
    expect(await client.call('rating', 'nope', {})).toMatchObject({ type: 'nopeErr' });
    client.close();
  });

  it('lets a slow but steady upload through', async () => {
    const body = Buffer.alloc(64 * 1024, 0x62);
    const answer = await new Promise<string>((resolve) => {
      const socket = connect(server.port, '127.0.0.1');
      let received = '';
      socket.on('data', (chunk: Buffer) => {
        received += chunk.toString('utf8');
        if (received.includes('\r\n\r\n')) socket.end();
      });
      socket.once('close', () => resolve(received));
      socket.once('connect', () => {
        socket.write(`POST /body-length HTTP/1.1\r\nHost: x\r\nContent-Type: application/octet-stream\r\nContent-Length: ${body.length}\r\n\r\n`);
        let offset = 0;
        const step = body.length / 8;
        const timer = setInterval(() => {
          socket.write(body.subarray(offset, offset + step));
          offset += step;
          if (offset >= body.length) clearInterval(timer);
        }, 150);
      });
    });
    // The whole body arrived and was read: 1.2 s for 64 KiB, within the request timeout, never cut off.
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toContain(`{"bytes":${body.length}}`);
  });
});
