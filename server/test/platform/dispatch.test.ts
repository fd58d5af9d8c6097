import { captureLog } from '../support/log-capture';
import { testChannel } from '../support/test-channel';
import { ClientError } from '../../src/errors';
import { connectClient, startTestServer, type TestClient, type TestServer } from '../support/harness';

let releaseFirst: () => void = () => undefined;
const handled: string[] = [];

const testChannels = [
  testChannel('settings', {
    get: async () => ({ holidays: { value: ['2026-12-02'] } }),
  }),
  testChannel('static_pages', {
    get: async (data) => {
      throw new ClientError(data.id === 'terms' ? 'server.pageNotFound' : 'server.genericError');
    },
  }),
  testChannel('restore_password', {
    check: async (data) => {
      handled.push(`check:${data.token}`);
      if (data.token === 'first') await new Promise<void>((resolve) => (releaseFirst = resolve));
      if (data.token === 'second') releaseFirst();
      if (data.token === 'crash') throw new Error('database exploded at /srv/secret/path.ts:12');
      return { message: data.token };
    },
    try: async () => {
      throw new ClientError('account.requestInvalid', { email: 'account.emailInvalid' }, undefined, { banned: true });
    },
  }),
  testChannel('client_check', {
    get: async (data, ctx) => ({ replyType: 'setUser', data: { browserId: data.browserId, ip: ctx.ip } }),
  }),
  // A stand-in for signing in (no database here): marks the socket signed in as customer 7.
  testChannel('login', {
    logout: async ({ browserId }, ctx) => {
      ctx.signIn(7, browserId, { tokenHash: 'test-session', expiresAt: ctx.now() + 3600 });
      return { browserId };
    },
  }),
];

describe('socket dispatcher', () => {
  let server: TestServer;
  let client: TestClient;

  beforeAll(async () => {
    server = await startTestServer({ channels: testChannels, seed: false });
    client = await connectClient(server);
  });
  afterAll(async () => {
    client.close();
    await server.close();
  });
  beforeEach(() => handled.splice(0));

  it('answers a valid call with <type>Ok in the acknowledgement', async () => {
    const reply = await client.call('restore_password', 'check', { token: 'abc' });
    expect(reply).toEqual({ type: 'checkOk', data: { message: 'abc' } });
  });

  it('answers a client that asks for no acknowledgement with an event on the channel, echoing its rid', async () => {
    const reply = client.next('restore_password');
    client.socket.emit('restore_password', { type: 'check', data: { token: 'event' }, rid: 'r-1' });
    expect(await reply).toEqual({ type: 'checkOk', data: { message: 'event' }, rid: 'r-1' });
  });

  it('answers status-style calls with status ok or err', async () => {
    expect(await client.call('settings', 'get', {})).toMatchObject({ type: 'get', status: 'ok', data: { holidays: { value: ['2026-12-02'] } } });
    expect(await client.call('static_pages', 'get', { id: 'terms' })).toMatchObject({
      type: 'get',
      status: 'err',
      data: { message: 'Page not found', messageId: 'server.pageNotFound' },
    });
  });

  it('lets a handler answer with another reply type', async () => {
    const reply = await client.call('client_check', 'get', { token: 'a1b2c3', browserId: 'ABCDEFGHIJKLMNOP' });
    expect(reply).toMatchObject({ type: 'setUser', data: { browserId: 'ABCDEFGHIJKLMNOP' } });
  });

  it('answers a ClientError as <type>Err with its message, field errors (texts and ids) and extra data', async () => {
    const reply = await client.call('restore_password', 'try', { email: 'layla@example.ae' });
    expect(reply).toEqual({
      type: 'tryErr',
      data: {
        message: 'The request is not valid.',
        messageId: 'account.requestInvalid',
        errors: { email: 'Please enter a valid email address.' },
        fieldMessages: { email: { id: 'account.emailInvalid' } },
        banned: true,
      },
    });
  });

  it('answers bad data with Err naming the field and never runs the handler', async () => {
    const reply = await client.call('restore_password', 'check', { token: 42 });
    expect(reply.type).toBe('checkErr');
    expect(reply.data).toMatchObject({ message: expect.stringContaining('token'), errors: { token: expect.any(String) } });
    expect(handled).toEqual([]);
  });

  it('refuses an envelope without a type', async () => {
    const reply = await client.send('settings', { data: {}, rid: 'no-type' });
    expect(reply).toEqual({ type: 'Err', data: { message: expect.stringMatching(/type/), messageId: 'server.invalidEnvelope' }, rid: 'no-type' });
  });

  it('refuses a payload that is not an envelope at all', async () => {
    const reply = await client.send('settings', 'get');
    expect(reply).toMatchObject({ type: 'Err', data: { message: expect.any(String) } });
  });

  it('refuses unknown channels and unknown types', async () => {
    expect(await client.call('no_such_channel', 'get', {})).toMatchObject({
      type: 'getErr',
      data: { message: 'Unknown call no_such_channel/get' },
    });
    expect(await client.call('settings', 'explode', {})).toMatchObject({
      type: 'explodeErr',
      data: { message: 'Unknown call settings/explode' },
    });
  });

  it('refuses a call the protocol knows but no channel handles', async () => {
    expect(await client.call('restore_password', 'set', { token: 'abc', password: 'new-secret-42' })).toMatchObject({
      type: 'setErr',
      data: { message: 'Unknown call restore_password/set' },
    });
  });

  it('hides unexpected failures behind a generic message', async () => {
    const log = captureLog();
    try {
      const reply = await client.call('restore_password', 'check', { token: 'crash' });
      expect(reply).toMatchObject({ type: 'checkErr', data: { message: 'Something went wrong, please try again' } });
      expect(JSON.stringify(reply)).not.toContain('/srv/secret');
      expect(log.entries()).toContainEqual(expect.objectContaining({ level: 'error', msg: 'handler failed', call: 'restore_password/check' }));
      expect(log.entries()).toContainEqual(expect.objectContaining({ msg: 'call', call: 'restore_password/check', outcome: 'fail' }));
    } finally {
      log.restore();
    }
  });

  it('answers concurrent calls each in its own acknowledgement', async () => {
    const first = client.call('restore_password', 'check', { token: 'first' });
    await waitFor(() => handled.includes('check:first'));
    const second = client.call('restore_password', 'check', { token: 'second' });
    const [firstReply, secondReply] = await Promise.all([first, second]);
    expect(firstReply.data).toEqual({ message: 'first' });
    expect(secondReply.data).toEqual({ message: 'second' });
    expect(handled).toEqual(['check:first', 'check:second']);
  });

  it('pushes nothing on the channel for a call answered through its acknowledgement', async () => {
    const events: unknown[] = [];
    client.socket.onAny((event: string, payload: unknown) => events.push([event, payload]));
    expect(await client.call('restore_password', 'check', { token: 'quiet' })).toEqual({ type: 'checkOk', data: { message: 'quiet' } });
    expect(events).toEqual([]);
  });
});

async function waitFor(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
}
