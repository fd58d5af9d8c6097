// Issue 40 point 9: a request body that stalls is cut by the minimum data rate (server/src/http/body-rate.ts), well
// before REQUEST_TIMEOUT_MS, on a plain body and on a multipart upload alike; a slow but steady body passes.
import fastifyMultipart from '@fastify/multipart';
import type { HttpRoute } from '../../src/http/route';
import { startTestServer, type TestServer } from '../support/harness';
import { sendSlowly } from '../support/slow-client';

// The whole-request timeout is far away: only the data rate can cut these requests.
const timeouts = {
  headersTimeoutMs: 5_000,
  requestTimeoutMs: 120_000,
  keepAliveTimeoutMs: 5_000,
  connectionTimeoutMs: 0,
  checkIntervalMs: 1_000,
  bodyRate: { minBytes: 200, windowMs: 500 },
};

/** Endpoints that read the whole body before answering: a plain body, and a multipart upload as the photos route reads it. */
const bodyReaders: HttpRoute = async (app) => {
  app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer', bodyLimit: 1_000_000 }, (_request, body, done) => done(null, body));
  app.post('/body-length', async (request) => ({ bytes: (request.body as Buffer).length }));
  await app.register(fastifyMultipart);
  app.post('/upload-length', async (request) => {
    const file = await request.file();
    return { bytes: file ? (await file.toBuffer()).length : 0 };
  });
};

const send = (port: number, head: string, body: Buffer, step: number, gapMs: number) => sendSlowly(port, head, body, { step, gapMs });

const octetHead = (length: number, path = '/body-length') =>
  `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/octet-stream\r\nContent-Length: ${length}\r\n\r\n`;

function multipartBody(size: number): { head: string; body: Buffer } {
  const boundary = 'mealplanboundary';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
    Buffer.alloc(size, 0x63),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const head = `POST /upload-length HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${body.length}\r\n\r\n`;
  return { head, body };
}

describe('minimum body data rate', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ seed: false, channels: [], httpTimeouts: timeouts, routes: [bodyReaders] });
  });
  afterAll(() => server.close());

  it('answers 408 and closes a body that trickles below the minimum rate', async () => {
    // 10 bytes every 100 ms: 50 bytes a window of 500 ms against the 200 required; whole, it would take 20 s.
    const body = Buffer.alloc(2000, 0x61);
    const { sent, answer } = await send(server.port, octetHead(body.length), body, 10, 100);
    expect(sent).toBeLessThan(body.length);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('answers 408 to a body that stops after its first bytes', async () => {
    const body = Buffer.alloc(2000, 0x61);
    const { sent, answer } = await send(server.port, octetHead(body.length + 1000), body, 2000, 10);
    expect(sent).toBe(body.length);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('cuts a multipart upload that trickles', async () => {
    const { head, body } = multipartBody(3000);
    const { sent, answer } = await send(server.port, head, body, 10, 100);
    expect(sent).toBeLessThan(body.length);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('lets a slow but steady body and upload through', async () => {
    const body = Buffer.alloc(16 * 1024, 0x62);
    // 1 KiB every 100 ms: 5 KiB a window, well above the minimum, over 1.6 s (three windows and more).
    const plain = await send(server.port, octetHead(body.length), body, 1024, 100);
    expect(plain.answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(plain.answer).toContain(`{"bytes":${body.length}}`);
    const upload = multipartBody(16 * 1024);
    const multipart = await send(server.port, upload.head, upload.body, 1024, 100);
    expect(multipart.answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(multipart.answer).toContain(`{"bytes":${16 * 1024}}`);
  });
});
