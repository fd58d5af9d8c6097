import { SocketClient, TIMEOUT_MESSAGE } from '../../src/session/SocketClient';
import { RequestError } from '../../src/session/RequestError';
import { FakeSocket } from './fakeSocket';

const clients: SocketClient[] = [];
afterEach(() => clients.splice(0).forEach((client) => client.disconnect()));

function connectedClient(timeoutMs = 20_000): { client: SocketClient; socket: FakeSocket; urls: string[] } {
  const socket = new FakeSocket();
  const urls: string[] = [];
  const client = new SocketClient({ factory: (url) => (urls.push(url), socket), timeoutMs });
  client.connect('http://server.test');
  clients.push(client);
  return { client, socket, urls };
}

describe('SocketClient', () => {
  it('connects once through the factory', () => {
    const { client, urls } = connectedClient();
    client.connect('http://other.test');
    expect(urls).toEqual(['http://server.test']);
  });

  it('sends {type, data, rid} on the channel event and resolves with the Ok data', async () => {
    const { client, socket } = connectedClient();
    const answer = client.request('settings', 'get', {});
    expect(socket.sent[0]).toMatchObject({ channel: 'settings', payload: { type: 'get', data: {} } });
    socket.reply('settings', 'get', { holidays: [] }, { status: 'ok' });
    await expect(answer).resolves.toEqual({ holidays: [] });
  });

  it('matches two concurrent requests of the same type to their callers by rid', async () => {
    const { client, socket } = connectedClient();
    const first = client.request('rating', 'getDishReviews', { dishId: 1 });
    const second = client.request('rating', 'getDishReviews', { dishId: 2 });
    const [one, two] = socket.sent.map((entry) => entry.payload.rid);
    expect(one).not.toBe(two);
    socket.serverSends('rating', { type: 'getDishReviewsOk', data: { reviews: ['second'] }, rid: two });
    socket.serverSends('rating', { type: 'getDishReviewsOk', data: { reviews: ['first'] }, rid: one });
    await expect(first).resolves.toEqual({ reviews: ['first'] });
    await expect(second).resolves.toEqual({ reviews: ['second'] });
  });

  it('rejects an Err reply with a RequestError carrying message, field errors and reply type', async () => {
    const { client, socket } = connectedClient();
    const answer = client.request('registration', 'set', {});
    socket.reply('registration', 'setErr', { message: 'Please check the form', errors: { email: 'Email is taken' } });
    const error = await answer.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({ message: 'Please check the form', replyType: 'setErr', errors: { email: 'Email is taken' } });
  });

  it('rejects a status err reply', async () => {
    const { client, socket } = connectedClient();
    const answer = client.request('confirmation', 'email', { token: 'x' });
    socket.reply('confirmation', 'email', { message: 'This link has expired' }, { status: 'err' });
    await expect(answer).rejects.toThrow('This link has expired');
  });

  it('resolves requestReply with the reply type, e.g. smsOk', async () => {
    const { client, socket } = connectedClient();
    const answer = client.requestReply('login', 'set', { email: 'a@b.ae' });
    socket.reply('login', 'smsOk', { message: 'Enter the code' });
    await expect(answer).resolves.toEqual({ type: 'smsOk', data: { message: 'Enter the code' } });
  });

  it('rejects with a clear message when the server does not answer in time', async () => {
    jest.useFakeTimers();
    try {
      const { client } = connectedClient(1000);
      const answer = client.request('settings', 'get');
      jest.advanceTimersByTime(1000);
      await expect(answer).rejects.toMatchObject({ message: TIMEOUT_MESSAGE, replyType: 'timeout' });
      expect(client.busy).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });

  it('disconnect rejects the requests still waiting', async () => {
    const { client } = connectedClient();
    const answer = client.request('settings', 'get');
    client.disconnect();
    await expect(answer).rejects.toMatchObject({ replyType: 'disconnected' });
    expect(client.busy).toBe(0);
  });

  it('rejects at once when not connected', async () => {
    await expect(new SocketClient({ factory: () => new FakeSocket() }).request('settings', 'get')).rejects.toBeInstanceOf(RequestError);
  });

  it('counts requests in flight in busy', async () => {
    const { client, socket } = connectedClient();
    const first = client.request('a', 'get');
    const second = client.request('b', 'get').catch(() => undefined);
    expect(client.busy).toBe(2);
    socket.reply('a', 'getOk');
    await first;
    expect(client.busy).toBe(1);
    socket.reply('b', 'getErr', { message: 'no' });
    await second;
    expect(client.busy).toBe(0);
  });

  it('delivers messages without a pending rid to the channel subscribers until unsubscribed', () => {
    const { client, socket } = connectedClient();
    const handler = jest.fn();
    const other = jest.fn();
    const unsubscribe = client.subscribe('login', handler);
    client.subscribe('rating', other);
    socket.serverSends('login', { type: 'logoutOk', data: { browserId: 'ABC' } });
    socket.serverSends('login', { type: 'setOk', data: {}, rid: 'unknown-rid' });
    expect(handler).toHaveBeenCalledTimes(2);
    expect(handler.mock.calls[0]?.[0]).toEqual({ type: 'logoutOk', data: { browserId: 'ABC' } });
    expect(other).not.toHaveBeenCalled();
    unsubscribe();
    socket.serverSends('login', { type: 'logoutOk', data: {} });
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it('does not hand a reply to subscribers when it answers a request', async () => {
    const { client, socket } = connectedClient();
    const handler = jest.fn();
    client.subscribe('settings', handler);
    const answer = client.request('settings', 'get');
    socket.reply('settings', 'get', {}, { status: 'ok' });
    await answer;
    expect(handler).not.toHaveBeenCalled();
  });

  it('call sends the type before the colon of a protocol key and resolves with the Ok data', async () => {
    const { client, socket } = connectedClient();
    const answer = client.call('login', 'logout', { browserId: 'ABCDEFGHIJKLMNOP' });
    expect(socket.sent[0]?.payload).toMatchObject({ type: 'logout', data: { browserId: 'ABCDEFGHIJKLMNOP' } });
    socket.reply('login', 'logoutOk', { browserId: 'ABCDEFGHIJKLMNOP' });
    await expect(answer).resolves.toEqual({ browserId: 'ABCDEFGHIJKLMNOP' });
    client.call('profile', 'getForDashboard:planRequest', { subtype: 'planRequest', notes: 'Please renew' }).catch(() => undefined);
    expect(socket.sent[1]?.payload.type).toBe('getForDashboard');
  });
});
