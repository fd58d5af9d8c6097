import { SocketClient, TIMEOUT_MESSAGE, UNREADABLE_REPLY_MESSAGE } from '../../src/session/SocketClient';
import { RequestError } from '../../src/session/RequestError';
import { RECONNECT_NOTICE } from '../../src/protocol/reconnect-notice';
import { FakeSocket } from './fakeSocket';

const clients: SocketClient[] = [];
afterEach(() => clients.splice(0).forEach((client) => client.disconnect()));

const BROWSER = 'ABCDEFGHIJKLMNOP';

function connectedClient(timeoutMs = 20_000): { client: SocketClient; socket: FakeSocket; urls: string[] } {
  const socket = new FakeSocket();
  const urls: string[] = [];
  const client = new SocketClient({ factory: (url) => (urls.push(url), socket), timeoutMs });
  client.connect('http://server.test');
  clients.push(client);
  return { client, socket, urls };
}

describe('SocketClient', () => {
  it('asked to reconnect elsewhere, closes its transport once the calls it sent are answered, none cut off', async () => {
    const { client, socket } = connectedClient();
    const answer = client.call('settings', 'get', {});
    socket.serverSends(RECONNECT_NOTICE, { type: 'reconnect', data: {} });
    expect(socket.transportCloses).toBe(0);
    socket.reply('settings', 'get', { holidays: { value: [] } }, { status: 'ok' });
    await expect(answer).resolves.toEqual({ holidays: { value: [] } });
    expect(socket.transportCloses).toBe(1);

    // Reconnected, with nothing in flight: it moves at once when asked again.
    socket.fireConnect();
    socket.serverSends(RECONNECT_NOTICE, { type: 'reconnect', data: {} });
    expect(socket.transportCloses).toBe(2);
  });

  it('connects once through the factory', () => {
    const { client, urls } = connectedClient();
    client.connect('http://other.test');
    expect(urls).toEqual(['http://server.test']);
  });

  it('sends {type, data} on the channel event with an acknowledgement and resolves with the Ok data', async () => {
    const { client, socket } = connectedClient();
    const answer = client.call('settings', 'get', {});
    expect(socket.sent[0]).toMatchObject({ channel: 'settings', payload: { type: 'get', data: {} } });
    expect(socket.sent[0]?.payload).not.toHaveProperty('rid');
    socket.reply('settings', 'get', { holidays: { value: [] } }, { status: 'ok' });
    await expect(answer).resolves.toEqual({ holidays: { value: [] } });
  });

  it('gives each of two concurrent calls of the same type its own answer', async () => {
    const { client, socket } = connectedClient();
    const first = client.call('rating', 'getDishReviews', { dishId: 1 });
    const second = client.call('rating', 'getDishReviews', { dishId: 2 });
    socket.sent[1]?.answer({ type: 'getDishReviewsOk', data: { reviews: ['second'] } });
    socket.sent[0]?.answer({ type: 'getDishReviewsOk', data: { reviews: ['first'] } });
    await expect(first).resolves.toEqual({ reviews: ['first'] });
    await expect(second).resolves.toEqual({ reviews: ['second'] });
  });

  it('rejects an Err reply with a RequestError carrying message, field errors and reply type', async () => {
    const { client, socket } = connectedClient();
    const answer = client.call('registration', 'checkRef', { token: 'x' });
    socket.reply('registration', 'checkRefErr', { message: 'Please check the form', errors: { token: 'Token is wrong' } });
    const error = await answer.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({ message: 'Please check the form', replyType: 'checkRefErr', errors: { token: 'Token is wrong' } });
  });

  it('rejects a status err reply', async () => {
    const { client, socket } = connectedClient();
    const answer = client.call('confirmation', 'email', { token: 'x' });
    socket.reply('confirmation', 'email', { message: 'This link has expired' }, { status: 'err' });
    await expect(answer).rejects.toThrow('This link has expired');
  });

  it('rejects an acknowledgement that is not a reply envelope', async () => {
    const { client, socket } = connectedClient();
    const answer = client.call('settings', 'get', {});
    socket.sent[0]?.answer('nonsense');
    await expect(answer).rejects.toMatchObject({ message: UNREADABLE_REPLY_MESSAGE });
  });

  it('callReply resolves with the reply type, e.g. smsOk, typed by the protocol', async () => {
    const { client, socket } = connectedClient();
    const answer = client.callReply('login', 'set', { email: 'a@b.ae', password: 'x', browserId: BROWSER });
    socket.reply('login', 'smsOk', { message: 'Enter the code' });
    const reply = await answer;
    expect(reply).toEqual({ type: 'smsOk', data: { message: 'Enter the code' } });
    // The reply is a union discriminated by type: smsOk data has a message, setOk data a user.
    if (reply.type === 'smsOk') expect(reply.data.message).toBe('Enter the code');
  });

  it('rejects with a clear message when the server does not answer in time', async () => {
    jest.useFakeTimers();
    try {
      const { client } = connectedClient(1000);
      const answer = client.call('settings', 'get', {});
      jest.advanceTimersByTime(1000);
      await expect(answer).rejects.toMatchObject({ message: TIMEOUT_MESSAGE, replyType: 'timeout' });
      expect(client.busy).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });

  it('disconnect rejects the calls still waiting', async () => {
    const { client } = connectedClient();
    const answer = client.call('settings', 'get', {});
    client.disconnect();
    await expect(answer).rejects.toMatchObject({ replyType: 'disconnected' });
    expect(client.busy).toBe(0);
  });

  it('rejects at once when not connected', async () => {
    await expect(new SocketClient({ factory: () => new FakeSocket() }).call('settings', 'get', {})).rejects.toBeInstanceOf(RequestError);
  });

  it('counts calls in flight in busy', async () => {
    const { client, socket } = connectedClient();
    const first = client.call('settings', 'get', {});
    const second = client.call('static_pages', 'get', { id: 'terms' }).catch(() => undefined);
    expect(client.busy).toBe(2);
    socket.reply('settings', 'get', {}, { status: 'ok' });
    await first;
    expect(client.busy).toBe(1);
    socket.reply('static_pages', 'get', { message: 'no' }, { status: 'err' });
    await second;
    expect(client.busy).toBe(0);
  });

  it('leaves background calls out of busy, answered or refused', async () => {
    const { client, socket } = connectedClient();
    const asked = client.call('static_pages', 'get', { id: 'terms' }).catch((error: unknown) => error);
    const settings = client.call('settings', 'get', {}, { background: true });
    const version = client.call('get_arrays', 'version', { type: ['typeList'] }, { background: true }).catch((error: unknown) => error);
    expect(client.busy).toBe(1);
    socket.reply('settings', 'get', {}, { status: 'ok' });
    await settings;
    socket.reply('get_arrays', 'version', { message: 'no' }, { status: 'err' });
    expect(await version).toBeInstanceOf(RequestError);
    expect(client.busy).toBe(1);
    socket.reply('static_pages', 'get', { message: 'no' }, { status: 'err' });
    await asked;
    expect(client.busy).toBe(0);
  });

  describe('whenQuiet', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('settles once no call a page waits on has been in flight for the time given, background calls aside', async () => {
      const { client, socket } = connectedClient();
      let quiet = false;
      const first = client.call('settings', 'get', {});
      const background = client.call('get_arrays', 'version', { type: ['typeList'] }, { background: true }).catch(() => undefined);
      void client.whenQuiet(1000, 10_000).then(() => (quiet = true));
      await jest.advanceTimersByTimeAsync(5000);
      expect(quiet).toBe(false);
      socket.reply('settings', 'get', {}, { status: 'ok' });
      await first;
      await jest.advanceTimersByTimeAsync(600);
      // A call the page makes as its first replies arrive starts the wait over.
      const second = client.call('settings', 'get', {});
      await jest.advanceTimersByTimeAsync(900);
      socket.reply('settings', 'get', {}, { status: 'ok' });
      await second;
      await jest.advanceTimersByTimeAsync(999);
      expect(quiet).toBe(false);
      // The background call still waits: it does not hold the wait.
      await jest.advanceTimersByTimeAsync(1);
      expect(quiet).toBe(true);
      socket.reply('get_arrays', 'version', { versions: {} }, { status: 'ok' });
      await background;
    });

    it('settles at once after the time given when nothing is in flight', async () => {
      const { client } = connectedClient();
      let quiet = false;
      void client.whenQuiet(1000, 10_000).then(() => (quiet = true));
      await jest.advanceTimersByTimeAsync(999);
      expect(quiet).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      expect(quiet).toBe(true);
    });

    it('settles after the longest wait given while calls keep the client busy', async () => {
      const { client, socket } = connectedClient();
      let quiet = false;
      const waiting = client.call('settings', 'get', {});
      void client.whenQuiet(1000, 10_000).then(() => (quiet = true));
      await jest.advanceTimersByTimeAsync(9999);
      expect(quiet).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      expect(quiet).toBe(true);
      socket.reply('settings', 'get', {}, { status: 'ok' });
      await waiting;
    });
  });

  it('delivers pushed events to the channel subscribers until unsubscribed', () => {
    const { client, socket } = connectedClient();
    const handler = jest.fn();
    const other = jest.fn();
    const unsubscribe = client.subscribe('login', handler);
    client.subscribe('rating', other);
    socket.serverSends('login', { type: 'logoutOk', data: { browserId: 'ABC' } });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler.mock.calls[0]?.[0]).toEqual({ type: 'logoutOk', data: { browserId: 'ABC' } });
    expect(other).not.toHaveBeenCalled();
    unsubscribe();
    socket.serverSends('login', { type: 'logoutOk', data: {} });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('does not hand an answer to subscribers: answers travel in the acknowledgement', async () => {
    const { client, socket } = connectedClient();
    const handler = jest.fn();
    client.subscribe('settings', handler);
    const answer = client.call('settings', 'get', {});
    socket.reply('settings', 'get', {}, { status: 'ok' });
    await answer;
    expect(handler).not.toHaveBeenCalled();
  });

  it('sends the type before the colon of a sub-typed protocol key', async () => {
    const { client, socket } = connectedClient();
    const answer = client.call('login', 'logout', { browserId: BROWSER });
    expect(socket.sent[0]?.payload).toMatchObject({ type: 'logout', data: { browserId: BROWSER } });
    socket.reply('login', 'logoutOk', { browserId: BROWSER });
    await expect(answer).resolves.toEqual({ browserId: BROWSER });
    client.call('profile', 'getForDashboard:planRequest', { subtype: 'planRequest', notes: 'Please renew' }).catch(() => undefined);
    expect(socket.sent[1]?.payload.type).toBe('getForDashboard');
  });
});
