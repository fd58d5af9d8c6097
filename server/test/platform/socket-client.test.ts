// The browser's SocketClient (shared/src/session) against the real server: typed calls answered through socket.io
// acknowledgements, the spec's {type, data} envelope inside them, Err replies as RequestError, the timeout and a
// lost connection; pushes stay events.
import { io } from 'socket.io-client';
import { DISCONNECTED, RequestError, SocketClient, TIMEOUT } from '@mealplan/shared/session';
import { testChannel } from '../support/test-channel';
import { ClientError } from '../../src/errors';
import { startTestServer, type TestServer } from '../support/harness';

const BROWSER = 'ABCDEFGHIJKLMNOP';
let release: () => void = () => undefined;

const testChannels = [
  testChannel('restore_password', {
    async check({ token }) {
      if (token === 'hang') await new Promise<void>((resolve) => (release = resolve));
      return { message: `checked ${token}` };
    },
    async try() {
      throw new ClientError('account.requestInvalid', { email: 'account.emailInvalid' });
    },
  }),
  testChannel('login', {
    async set(data) {
      return data.smscode === undefined ? { replyType: 'smsOk', data: { message: 'Enter the code' } } : { replyType: 'setOk', data: {} };
    },
  }),
  testChannel('client_check', {
    async get(_data, ctx) {
      ctx.signIn(5, BROWSER, { tokenHash: 'h', expiresAt: ctx.now() + 60 });
      ctx.emitToBrowser(BROWSER, 'client_check', { type: 'update', data: { firstName: 'Lina' } });
      return { replyType: 'setUser', data: { user_id: 5 } };
    },
  }),
];

describe('SocketClient against the server', () => {
  let server: TestServer;
  const clients: SocketClient[] = [];

  async function connected(timeoutMs = 5_000): Promise<SocketClient> {
    const client = new SocketClient({
      timeoutMs,
      factory: (url) => io(url, { transports: ['websocket'], extraHeaders: { origin: server.url }, forceNew: true, reconnection: false }),
    });
    const ready = new Promise<void>((resolve) => client.onConnect(resolve));
    client.connect(server.url);
    clients.push(client);
    await ready;
    return client;
  }

  beforeAll(async () => {
    server = await startTestServer({ channels: testChannels, seed: false });
  });
  afterAll(async () => {
    clients.forEach((client) => client.disconnect());
    release();
    await server.close();
  });

  it('resolves a call with its Ok data', async () => {
    const client = await connected();
    const data = await client.call('restore_password', 'check', { token: 'abc' });
    expect(data).toEqual({ message: 'checked abc' });
    expect(client.busy).toBe(0);
  });

  it('resolves the reply type of a call with several success replies', async () => {
    const client = await connected();
    const sms = await client.callReply('login', 'set', { email: 'a@example.ae', password: 'pw', browserId: BROWSER, smscode: '' });
    expect(sms).toEqual({ type: 'smsOk', data: { message: 'Enter the code' } });
    expect((await client.callReply('login', 'set', { email: 'a@example.ae', password: 'pw', browserId: BROWSER, smscode: '1234' })).type).toBe(
      'setOk',
    );
  });

  it('rejects an Err reply with its message and field errors, and bad data with the field named', async () => {
    const client = await connected();
    await expect(client.call('restore_password', 'try', { email: 'a@example.ae' })).rejects.toMatchObject({
      message: 'The request is not valid.',
      messageId: 'account.requestInvalid',
      replyType: 'tryErr',
      errors: { email: 'Please enter a valid email address.' },
      fieldMessages: { email: { id: 'account.emailInvalid' } },
    });
    const bad = await client.call('restore_password', 'check', { token: 'x\u0000' }).catch((error: unknown) => error);
    expect(bad).toBeInstanceOf(RequestError);
    expect((bad as RequestError).errors).toEqual({ token: 'token must not contain NUL characters' });
  });

  it('rejects with a timeout when the server does not answer in time', async () => {
    const client = await connected(300);
    await expect(client.call('restore_password', 'check', { token: 'hang' })).rejects.toMatchObject({ replyType: TIMEOUT });
    expect(client.busy).toBe(0);
    release();
  });

  it('rejects the calls waiting when the connection closes', async () => {
    const client = await connected();
    const waiting = client.call('restore_password', 'check', { token: 'hang' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    client.disconnect();
    await expect(waiting).rejects.toMatchObject({ replyType: DISCONNECTED });
    release();
  });

  it('delivers pushes to subscribers as events, apart from the answer', async () => {
    const client = await connected();
    const pushes: unknown[] = [];
    const pushed = new Promise<void>((resolve) => client.subscribe('client_check', (message) => (pushes.push(message), resolve())));
    const reply = await client.callReply('client_check', 'get', { token: 'abc', browserId: BROWSER });
    expect(reply).toEqual({ type: 'setUser', data: { user_id: 5 } });
    await pushed;
    expect(pushes).toEqual([{ type: 'update', data: { firstName: 'Lina' } }]);
  });
});
