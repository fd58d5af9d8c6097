// Issue 40 point 10: behind a trusted proxy that passes the client's X-Forwarded-For on (adding the address it saw, as
// nginx's $proxy_add_x_forwarded_for does), a client rotating that header is still one address to the per-address
// sign-in limit: the client address is the right-most one not from a trusted proxy (server/src/http/client-address.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { io } from 'socket.io-client';
import { ACCOUNT_MESSAGES, tooManySignInsMessage } from '@mealplan/shared/account';
import { createAccountServices, type AccountServices } from '../../src/adapters';
import type { ReplyEnvelope } from '../../src/realtime/dispatch';
import { ACCOUNT_CHANNELS, newBrowserId } from '../support/customers';
import { english } from '../support/english';
import { startTestServer, type TestServer } from '../support/harness';
import { ACCOUNT_TEST_TIMEOUT_MS } from '../accounts/support';

jest.setTimeout(ACCOUNT_TEST_TIMEOUT_MS);

const SIGN_IN_IP = { points: 4, duration: 60 * 60, blockDuration: 30 * 60 };
const IP_WAIT = english(tooManySignInsMessage(SIGN_IN_IP.blockDuration));
const INCORRECT = english(ACCOUNT_MESSAGES.incorrectCredentials);

/**
 * A reverse proxy on loopback in front of `port`: it passes each request's X-Forwarded-For on with the address it
 * saw appended, then relays the connection (the websocket included) both ways.
 */
function forwardingProxy(port: number): Promise<Server> {
  const proxy = createServer((client: Socket) => {
    let head = Buffer.alloc(0);
    const onData = (chunk: Buffer) => {
      head = Buffer.concat([head, chunk]);
      const end = head.indexOf('\r\n\r\n');
      if (end < 0) return;
      client.off('data', onData);
      const [requestLine = '', ...headers] = head.subarray(0, end).toString('latin1').split('\r\n');
      const given = headers.find((line) => /^x-forwarded-for:/i.test(line))?.replace(/^x-forwarded-for:\s*/i, '');
      const forwarded = given ? `${given}, ${client.remoteAddress}` : client.remoteAddress;
      const passed = [requestLine, ...headers.filter((line) => !/^x-forwarded-for:/i.test(line)), `X-Forwarded-For: ${forwarded}`];
      const upstream = connect(port, '127.0.0.1', () => {
        upstream.write(`${passed.join('\r\n')}\r\n\r\n`);
        upstream.write(head.subarray(end + 4));
        client.pipe(upstream).pipe(client);
      });
      upstream.on('error', () => client.destroy());
      client.on('error', () => upstream.destroy());
    };
    client.on('data', onData);
  });
  return new Promise((resolve) => proxy.listen(0, '127.0.0.1', () => resolve(proxy)));
}

describe('the client address behind a trusted proxy', () => {
  let server: TestServer;
  let services: AccountServices;
  let proxy: Server;
  let outboxDir: string;

  beforeAll(async () => {
    outboxDir = mkdtempSync(path.join(tmpdir(), 'mealplan-outbox-'));
    services = await createAccountServices({ env: {}, outboxDir, publicOrigin: 'http://mealplan.test', limits: { rules: { signInIp: SIGN_IN_IP } } });
    server = await startTestServer({ seed: false, services: { accounts: services }, channels: ACCOUNT_CHANNELS, trustProxy: '127.0.0.1' });
    proxy = await forwardingProxy(server.port);
  });
  afterAll(async () => {
    await new Promise((resolve) => proxy.close(resolve));
    await server.close();
    rmSync(outboxDir, { recursive: true, force: true });
  });

  /** One sign-in attempt on a new connection through the proxy, from `localAddress`, sending its own X-Forwarded-For. */
  async function attemptThroughProxy(localAddress: string, forwardedFor: string, index: number): Promise<string> {
    const proxyPort = (proxy.address() as { port: number }).port;
    const socket = io(`http://127.0.0.1:${proxyPort}`, {
      transports: ['websocket'],
      localAddress,
      extraHeaders: { origin: server.url, 'x-forwarded-for': forwardedFor },
      forceNew: true,
      reconnection: false,
    } as Parameters<typeof io>[1]);
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      const data = { email: `nobody${index}@example.ae`, password: 'Whatever1', browserId: newBrowserId(), app: 'customer' };
      const reply = (await socket.emitWithAck('login', { type: 'set', data })) as ReplyEnvelope;
      return (reply.data as { message: string }).message;
    } finally {
      socket.close();
    }
  }

  it('counts a client that rotates X-Forwarded-For as the one address the proxy saw', async () => {
    const messages: string[] = [];
    for (let index = 0; index < 6; index += 1) messages.push(await attemptThroughProxy('127.0.6.1', `198.51.100.${index + 1}`, index));
    expect(messages).toEqual([INCORRECT, INCORRECT, INCORRECT, INCORRECT, IP_WAIT, IP_WAIT]);
    // Another client behind the same proxy, claiming one of the rotated addresses, is not affected.
    expect(await attemptThroughProxy('127.0.6.2', '198.51.100.1', 100)).toBe(INCORRECT);
  });
});
