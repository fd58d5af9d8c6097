import { connectClient, startTestServer, type TestServer } from '../support/harness';
import { roomChannels } from '../support/test-channels';

const BROWSER = 'EEEEEEEEEEEEEEEE';

/** In memory always; over Redis Streams too when REDIS_URL is set (several processes serving one site). */
const adapters = process.env.REDIS_URL ? (['in-memory', 'redis'] as const) : (['in-memory'] as const);

describe.each(adapters)('socket.io with the %s adapter', (adapter) => {
  const redisUrl = adapter === 'redis' ? { redisUrl: process.env.REDIS_URL } : {};
  let first: TestServer;

  beforeAll(async () => {
    first = await startTestServer({ channels: roomChannels, seed: false, ...redisUrl });
  });
  afterAll(() => first.close());

  it('restores a dropped connection with its signed-in session', async () => {
    const client = await connectClient(first, { reconnect: true });
    await client.call('client_check', 'get', { token: '21', browserId: BROWSER });
    // Replies travel in acknowledgements, which carry no recovery offset: the client resumes from the last event
    // it was pushed (here the notice settings get sends), so pushes missed while it was away are replayed.
    const notice = client.next('notice');
    await client.call('settings', 'get', {});
    await notice;
    const reconnected = new Promise<void>((resolve) => client.socket.once('connect', () => resolve()));
    client.socket.io.engine.close();
    await reconnected;
    expect(client.socket.recovered).toBe(true);
    expect(await client.call('rating', 'getDishes', {})).toMatchObject({ type: 'getDishesOk' });
    client.close();
  });

  if (adapter === 'redis') {
    it('delivers a push sent on one server to the user’s client on another', async () => {
      const second = await startTestServer({ channels: roomChannels, seed: false, db: first.db, ...redisUrl });
      try {
        const sender = await connectClient(first);
        const receiver = await connectClient(second);
        await sender.call('client_check', 'get', { token: '33', browserId: 'FFFFFFFFFFFFFFFF' });
        await receiver.call('client_check', 'get', { token: '33', browserId: 'GGGGGGGGGGGGGGGG' });
        const notice = receiver.next('notice');
        expect(await sender.call('settings', 'get', {})).toMatchObject({ status: 'ok' });
        expect(await notice).toEqual({ type: 'notice', data: { at: expect.any(Number) } });
        sender.close();
        receiver.close();
      } finally {
        await second.close();
      }
    });
  }
});
