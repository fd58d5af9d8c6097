// Issue 9 point 7: an Err reply names only fields of the call's schema and stays small whatever junk it was sent,
// and a socket sending more than 100 malformed frames in 10 seconds is disconnected.
import { INVALID_FRAME_LIMIT } from '../../src/realtime/socket-server';
import { connectClient, startTestServer, type TestServer } from '../support/harness';

const size = (value: unknown) => Buffer.byteLength(JSON.stringify(value));

describe('replies to junk', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: false });
  });
  afterAll(() => server.close());

  it('ignores thousands of unknown keys and does not echo them', async () => {
    const client = await connectClient(server);
    const junk = Object.fromEntries(Array.from({ length: 5_000 }, (_, index) => [`junk_key_${index}_${'x'.repeat(100)}`, 1]));
    expect(size(junk)).toBeGreaterThan(500_000);
    const reply = await client.call('settings', 'get', junk);
    expect(reply).toMatchObject({ type: 'get', status: 'ok' });
    expect(JSON.stringify(reply)).not.toContain('junk_key_');
    client.close();
  });

  it('keeps field errors few and short when every field of a list is wrong', async () => {
    const client = await connectClient(server);
    const reply = await client.call('get_arrays', 'get', { type: Array.from({ length: 2_000 }, () => 'y'.repeat(300)), language: 'en' });
    expect(reply.type).toBe('getErr');
    expect(size(reply)).toBeLessThan(4_096);
    client.close();
  });

  it('does not echo a long unknown event name', async () => {
    const client = await connectClient(server);
    let echoed = false;
    const longName = 'x'.repeat(10_000);
    client.socket.onAny((event: string, ...args: unknown[]) => {
      if (event.length > 64 || JSON.stringify(args).includes(longName.slice(0, 100))) echoed = true;
    });
    client.socket.emit(longName, { type: 'get', data: {} });
    // A valid call after it is answered, so the junk frame was read and dropped.
    expect((await client.call('settings', 'get', {})).status).toBe('ok');
    expect(echoed).toBe(false);
    client.close();
  });

  it('disconnects a socket that keeps sending malformed frames and keeps serving the others', async () => {
    const abuser = await connectClient(server);
    const bystander = await connectClient(server);
    const dropped = new Promise<string>((resolve) => abuser.socket.once('disconnect', resolve));
    for (let frame = 0; frame <= INVALID_FRAME_LIMIT + 5; frame += 1) abuser.socket.emit('settings', { type: 'get', data: 12345 });
    expect(await dropped).toBe('io server disconnect');
    expect((await bystander.call('settings', 'get', {})).status).toBe('ok');
    bystander.close();
  });

  it('does not disconnect a client that makes a few mistakes', async () => {
    const client = await connectClient(server);
    for (let frame = 0; frame < 20; frame += 1) await client.call('settings', 'get', 12345);
    expect(client.socket.connected).toBe(true);
    client.close();
  });
});
