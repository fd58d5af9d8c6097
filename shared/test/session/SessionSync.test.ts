/** @jest-environment jsdom */
import { SessionStore } from '../../src/session/SessionStore';
import { SocketClient } from '../../src/session/SocketClient';
import { SessionSync } from '../../src/session/SessionSync';
import { waitFor } from '@testing-library/dom';
import { FakeSocket } from './fakeSocket';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const clients: SocketClient[] = [];
afterEach(() => clients.splice(0).forEach((client) => client.disconnect()));

function setup(token: string | null) {
  localStorage.clear();
  if (token) localStorage.setItem('token', token);
  const socket = new FakeSocket();
  const client = new SocketClient({ factory: () => socket });
  const store = new SessionStore();
  const navigate = jest.fn();
  store.onNavigate(navigate);
  const sync = new SessionSync(client, store);
  sync.start();
  client.connect('http://server.test');
  clients.push(client);
  return { socket, client, store, navigate, sync };
}

describe('session check on connect', () => {
  it('a guest without a token is ready at once and nothing is sent', () => {
    const { socket, store } = setup(null);
    socket.fireConnect();
    expect(store.cc).toBe(true);
    expect(socket.sent).toHaveLength(0);
  });

  it('sends client_check get {token, browserId} and sets cc false until the reply', () => {
    const { socket, store } = setup('tok');
    socket.fireConnect();
    expect(store.cc).toBe(false);
    expect(socket.sent[0]).toMatchObject({ channel: 'client_check', payload: { type: 'get', data: { token: 'tok', browserId: store.browserId } } });
  });

  it.each(['setUser', 'update'])('a %s reply sets the user and cc true', async (type) => {
    const { socket, store, navigate } = setup('tok');
    socket.fireConnect();
    socket.reply('client_check', type, { user_id: 5, firstName: 'Lina', hasPlan: true });
    await flush();
    expect(store.cc).toBe(true);
    expect(store.firstName).toBe('Lina');
    expect(store.isSignedIn).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each([
    ['getErr', { message: 'Session expired', sessionEnded: true }],
    ['getOk', {}],
  ])('a %s reply logs out with a new browserId and goes to /sign-in', async (type, data) => {
    const { socket, store, navigate } = setup('tok');
    const before = store.browserId;
    socket.fireConnect();
    socket.reply('client_check', type, data);
    await flush();
    expect(store.isSignedIn).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
    expect(store.browserId).not.toBe(before);
    expect(store.cc).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/sign-in');
  });

  it('a check after a reconnect keeps the signed-in page mounted (cc stays true) while it runs', async () => {
    const { socket, store, navigate } = setup('tok');
    socket.fireConnect();
    socket.reply('client_check', 'setUser', { user_id: 5, firstName: 'Lina' });
    await flush();
    socket.fireConnect();
    expect(socket.sent.filter((entry) => entry.channel === 'client_check')).toHaveLength(2);
    expect(store.cc).toBe(true);
    socket.reply('client_check', 'setUser', { user_id: 5, firstName: 'Lina' });
    await flush();
    expect(store.cc).toBe(true);
    expect(store.isSignedIn).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a failed check after a reconnect still ends the session', async () => {
    const { socket, store, navigate } = setup('tok');
    socket.fireConnect();
    socket.reply('client_check', 'setUser', { user_id: 5 });
    await flush();
    socket.fireConnect();
    socket.reply('client_check', 'getErr', { message: 'Your session has expired. Please sign in again.', sessionEnded: true });
    await flush();
    expect(store.isSignedIn).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/sign-in');
  });

  it('a connection closed before the answer keeps the session for the next check', async () => {
    const { socket, client, store, navigate } = setup('tok');
    socket.fireConnect();
    client.disconnect();
    await flush();
    expect(store.isSignedIn).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  const checks = (socket: FakeSocket) => socket.sent.filter((entry) => entry.channel === 'client_check');

  it('a session check without an answer in time keeps the session, shows the notice and checks again', async () => {
    jest.useFakeTimers();
    try {
      const { socket, store, navigate } = setup('tok');
      socket.fireConnect();
      await jest.advanceTimersByTimeAsync(20_000);
      expect(store.isSignedIn).toBe(true);
      expect(localStorage.getItem('token')).toBe('tok');
      expect(store.reconnecting).toBe(true);
      expect(navigate).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(1_000);
      expect(checks(socket)).toHaveLength(2);
      socket.reply('client_check', 'setUser', { user_id: 5, firstName: 'Lina' });
      await jest.advanceTimersByTimeAsync(0);
      expect(store.reconnecting).toBe(false);
      expect(store.firstName).toBe('Lina');
    } finally {
      jest.useRealTimers();
    }
  });

  it.each([
    ['a limit', { message: 'Too many requests. Please try again in 1 minute.', messageId: 'account.tooManyRequests' }],
    ['the server error', { message: 'Something went wrong.', messageId: 'server.genericError' }],
    ['an Err without its message id', { message: 'Your session has expired. Please sign in again.' }],
  ])('%s keeps the session, shows the notice and checks again after 1, 2, 4 s… up to a minute apart', async (_case, data) => {
    jest.useFakeTimers();
    try {
      const { socket, store, navigate } = setup('tok');
      socket.fireConnect();
      socket.reply('client_check', 'setUser', { user_id: 5, firstName: 'Lina' });
      await jest.advanceTimersByTimeAsync(0);
      socket.fireConnect();
      const waits = [1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000];
      for (const wait of waits) {
        const before = checks(socket).length;
        socket.reply('client_check', 'getErr', data);
        await jest.advanceTimersByTimeAsync(0);
        expect(store.isSignedIn).toBe(true);
        expect(store.reconnecting).toBe(true);
        await jest.advanceTimersByTimeAsync(wait - 1);
        expect(checks(socket)).toHaveLength(before);
        await jest.advanceTimersByTimeAsync(1);
        expect(checks(socket)).toHaveLength(before + 1);
      }
      expect(navigate).not.toHaveBeenCalled();
      expect(localStorage.getItem('token')).toBe('tok');
      expect(store.firstName).toBe('Lina');
      socket.reply('client_check', 'update', { user_id: 5, firstName: 'Lina' });
      await jest.advanceTimersByTimeAsync(0);
      expect(store.reconnecting).toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });

  it('a reconnect checks at once instead of waiting for the retry, and "session ended" then signs out', async () => {
    jest.useFakeTimers();
    try {
      const { socket, store, navigate } = setup('tok');
      socket.fireConnect();
      socket.reply('client_check', 'getErr', { message: 'Something went wrong.', messageId: 'server.genericError' });
      await jest.advanceTimersByTimeAsync(0);
      socket.fireConnect();
      expect(checks(socket)).toHaveLength(2);
      socket.reply('client_check', 'getErr', { message: 'Your session has expired. Please sign in again.', sessionEnded: true });
      await jest.advanceTimersByTimeAsync(0);
      expect(store.isSignedIn).toBe(false);
      expect(store.reconnecting).toBe(false);
      expect(navigate).toHaveBeenCalledWith('/sign-in');
      await jest.advanceTimersByTimeAsync(120_000);
      expect(checks(socket)).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it.each([
    ['getErr', { message: 'Session expired', sessionEnded: true }],
    ['setUser', { user_id: 5, firstName: 'Lina' }],
  ])('a late %s answer after the customer logged out neither signs in again nor leaves the page they went to', async (type, data) => {
    const { socket, store, navigate, sync } = setup('tok');
    socket.fireConnect();
    sync.logout();
    navigate.mockClear();
    const check = socket.sent.find((entry) => entry.channel === 'client_check');
    check?.answer({ type, data });
    await flush();
    expect(store.isSignedIn).toBe(false);
    expect(store.firstName).toBe('');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('checks again on every reconnect', () => {
    const { socket } = setup('tok');
    socket.fireConnect();
    socket.fireConnect();
    expect(socket.sent.filter((entry) => entry.channel === 'client_check')).toHaveLength(2);
  });
});

describe('logout', () => {
  it('a pushed logoutOk with our browserId logs out and goes to /sign-in', () => {
    const { socket, store, navigate } = setup('tok');
    socket.serverSends('login', { type: 'logoutOk', data: { browserId: store.browserId } });
    expect(store.isSignedIn).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/sign-in');
  });

  it('a pushed logoutOk for another browserId changes nothing', () => {
    const { socket, store, navigate } = setup('tok');
    socket.serverSends('login', { type: 'logoutOk', data: { browserId: 'ZZZZZZZZZZZZZZZZ' } });
    expect(store.isSignedIn).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('logout removes the wizard kept on the device at once, before the page can be left', () => {
    const { sync } = setup('tok');
    localStorage.setItem('mealplan.wizard', 'ciphertext');
    sync.logout();
    expect(localStorage.getItem('mealplan.wizard')).toBeNull();
  });

  it('logout sends login logout with the browserId, clears the session and goes to /sign-in', () => {
    const { socket, store, navigate, sync } = setup('tok');
    const browserId = store.browserId;
    sync.logout();
    expect(socket.sent[0]).toMatchObject({ channel: 'login', payload: { type: 'logout', data: { browserId } } });
    expect(store.isSignedIn).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/sign-in');
  });

  it('a pushed user update refreshes a signed-in user, pushes applied in the order they came', async () => {
    const { socket, store } = setup('tok');
    socket.serverSends('client_check', { type: 'update', data: { hasPlan: true, firstName: 'Lina' } });
    socket.serverSends('client_check', { type: 'update', data: { firstName: 'Huda' } });
    await waitFor(() => expect(store.firstName).toBe('Huda'));
    expect(store.hasPlan).toBe(true);
  });

  it('a pushed update that is not a user is ignored', async () => {
    const { socket, store } = setup('tok');
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    socket.serverSends('client_check', { type: 'update', data: { hasPlan: 'yes', firstName: 42 } });
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(store.hasPlan).toBe(false);
    expect(store.firstName).toBe('');
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});
