import { roomChannels } from '../support/test-channels';
import { connectClient, startTestServer, type TestServer } from '../support/harness';

describe('sessions and rooms', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ channels: roomChannels, seed: false, now: () => 1_767_211_200 });
  });
  afterAll(() => server.close());

  it('requires a signed-in user where the handler asks for one', async () => {
    const guest = await connectClient(server);
    expect(await guest.call('rating', 'getDishes', {})).toMatchObject({ type: 'getDishesErr', data: { message: 'Please sign in' } });
    guest.close();
  });

  it('pushes to every socket of a user, and only to them', async () => {
    const laptop = await connectClient(server);
    const phone = await connectClient(server);
    const stranger = await connectClient(server);
    await laptop.call('client_check', 'get', { token: '7', browserId: 'AAAAAAAAAAAAAAAA' });
    await phone.call('client_check', 'get', { token: '7', browserId: 'BBBBBBBBBBBBBBBB' });
    await stranger.call('client_check', 'get', { token: '8', browserId: 'CCCCCCCCCCCCCCCC' });
    const strangerNotices: unknown[] = [];
    stranger.socket.on('notice', (payload) => strangerNotices.push(payload));
    const onPhone = phone.next('notice');
    expect(await laptop.call('rating', 'getTotalRating', {})).toMatchObject({ type: 'getTotalRatingOk' });
    expect(await onPhone).toEqual({ type: 'notice', data: { at: 1_767_211_200 } });
    expect(await stranger.call('rating', 'getDishes', {})).toMatchObject({ type: 'getDishesOk' });
    expect(strangerNotices).toEqual([]);
    [laptop, phone, stranger].forEach((client) => client.close());
  });

  it('tells every tab of a browser about a logout and signs the socket out', async () => {
    const tab1 = await connectClient(server);
    const tab2 = await connectClient(server);
    await tab1.call('client_check', 'get', { token: '9', browserId: 'DDDDDDDDDDDDDDDD' });
    await tab2.call('client_check', 'get', { token: '9', browserId: 'DDDDDDDDDDDDDDDD' });
    const onTab2 = tab2.next('login', (payload) => payload.type === 'logoutOk');
    await tab1.call('login', 'logout', { browserId: 'DDDDDDDDDDDDDDDD' });
    expect(await onTab2).toEqual({ type: 'logoutOk', data: { browserId: 'DDDDDDDDDDDDDDDD' } });
    expect(await tab1.call('rating', 'getDishes', {})).toMatchObject({ type: 'getDishesErr' });
    [tab1, tab2].forEach((client) => client.close());
  });
});
