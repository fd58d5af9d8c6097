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
    // it was pushed (here the notice rating getTotalRating sends), so pushes missed while it was away are replayed.
    const notice = client.next('notice');
    await client.call('rating', 'getTotalRating', {});
    await notice;
    const reconnected = new Promise<void>((resolve) => client.socket.once('connect', () => resolve()));
    client.socket.io.engine.close();
    await reconnected;
    expect(client.socket.recovered).toBe(true);
    expect(await client.call('rating', 'getDishes', {})).toMatchObject({ type: 'getDishesOk' });
    client.close();
  });

  it('keeps replies to calls made without an acknowledgement out of the recovery buffer; missed pushes are still replayed', async () => {
    const client = await connectClient(first);
    const pusher = await connectClient(first);
    await client.call('client_check', 'get', { token: '44', browserId: BROWSER });
    await pusher.call('client_check', 'get', { token: '44', browserId: 'HHHHHHHHHHHHHHHH' });
    const buffered = () => (first.io.of('/').adapter as unknown as { packets?: unknown[] }).packets?.length ?? 0;
    const before = buffered();
    // The spec's own form: no acknowledgement, the reply is an event on the channel carrying the call's rid.
    for (let index = 0; index < 20; index += 1) {
      const rid = `legacy-${index}`;
      const reply = new Promise<unknown[]>((resolve) => {
        const listener = (...args: unknown[]) => {
          if ((args[0] as { rid?: string }).rid !== rid) return;
          client.socket.off('rating', listener);
          resolve(args);
        };
        client.socket.on('rating', listener);
      });
      client.socket.emit('rating', { type: 'getDishes', data: {}, rid });
      // A stored event carries its recovery offset as an extra argument; a reply travels alone.
      expect(await reply).toEqual([{ type: 'getDishesOk', data: { dishes: {}, types: [] }, rid }]);
    }
    expect(buffered()).toBe(before);

    // A push sent while the connection is down is replayed when it comes back (the client resumes from the offset of
    // the last push it was sent).
    const pushed = client.next('notice');
    await pusher.call('rating', 'getTotalRating', {});
    await pushed;
    const serverSide = first.io.of('/').sockets.get(client.socket.id!)!;
    const gone = new Promise((resolve) => serverSide.once('disconnect', resolve));
    client.socket.io.engine.close();
    await gone;
    expect(await pusher.call('rating', 'getTotalRating', {})).toMatchObject({ type: 'getTotalRatingOk' });
    const missed = client.next('notice');
    const back = new Promise<void>((resolve) => client.socket.once('connect', () => resolve()));
    client.socket.connect();
    await back;
    expect(client.socket.recovered).toBe(true);
    expect(await missed).toEqual({ type: 'notice', data: { at: expect.any(Number) } });
    client.close();
    pusher.close();
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
        expect(await sender.call('rating', 'getTotalRating', {})).toMatchObject({ type: 'getTotalRatingOk' });
        expect(await notice).toEqual({ type: 'notice', data: { at: expect.any(Number) } });
        sender.close();
        receiver.close();
      } finally {
        await second.close();
      }
    });
  }
});
