/** @jest-environment jsdom */
// The session and the user kept on the device (doc 2 §3): shown while the first check is on its way, replaced by its
// answer, kept in step with what the server says, gone at logout.
import { waitFor } from '@testing-library/dom';
import type { User } from '../../src/protocol';
import { SessionStore } from '../../src/session/SessionStore';
import { SessionSync } from '../../src/session/SessionSync';
import { SocketClient } from '../../src/session/SocketClient';
import { FakeSocket } from './fakeSocket';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
/** Until a restore answered now has been applied, or not. */
const settled = async () => {
  await flush();
  await flush();
};

/** A device that kept `kept` for the session `token`; its restore answers when `answer()` is called. */
function fakeDevice(kept: { token: string; user: Partial<User> } | null) {
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const device = {
    restore: jest.fn(async (token: string) => {
      await answered;
      return kept && kept.token === token ? kept.user : null;
    }),
    save: jest.fn((_token: string, _user: Partial<User>) => Promise.resolve()),
    clear: jest.fn(() => Promise.resolve()),
  };
  return { device, answer };
}

const clients: SocketClient[] = [];
afterEach(() => clients.splice(0).forEach((client) => client.disconnect()));

function setup(token: string | null, kept: { token: string; user: Partial<User> } | null) {
  localStorage.clear();
  if (token) localStorage.setItem('token', token);
  const socket = new FakeSocket();
  const client = new SocketClient({ factory: () => socket });
  const store = new SessionStore();
  store.onNavigate(jest.fn());
  const { device, answer } = fakeDevice(kept);
  const sync = new SessionSync(client, store, device);
  sync.start();
  client.connect('http://server.test');
  clients.push(client);
  return { socket, store, sync, device, answer };
}

const kept = { token: 'tok', user: { user_id: 5, firstName: 'Lina', lastName: 'Saleh', hasPlan: true, language: 'ar' as const } };

describe('the user kept on the device', () => {
  it('is shown while the first session check is on its way, which is still awaited', async () => {
    const { socket, store, answer } = setup('tok', kept);
    socket.fireConnect();
    answer();
    await waitFor(() => expect(store.firstName).toBe('Lina'));
    expect(store.fullName).toBe('Lina Saleh');
    expect(store.user.language).toBe('ar');
    expect(store.cc).toBe(false);
  });

  it('gives way whole to the check’s answer: a field the server no longer sends does not stay', async () => {
    const { socket, store, answer } = setup('tok', kept);
    socket.fireConnect();
    answer();
    await waitFor(() => expect(store.firstName).toBe('Lina'));
    socket.reply('client_check', 'setUser', { user_id: 5, firstName: 'Huda', hasPlan: false });
    await flush();
    expect(store.cc).toBe(true);
    expect(store.firstName).toBe('Huda');
    expect(store.lastName).toBe('');
    expect(store.user.language).toBeUndefined();
    expect(store.hasPlan).toBe(false);
  });

  it('comes too late once the check has answered: the answer stays', async () => {
    const { socket, store, answer } = setup('tok', kept);
    socket.fireConnect();
    socket.reply('client_check', 'setUser', { user_id: 5, firstName: 'Huda' });
    await flush();
    answer();
    await settled();
    expect(store.firstName).toBe('Huda');
  });

  it('is not asked for by a guest, and one kept for another session is not shown', async () => {
    expect(setup(null, kept).device.restore).not.toHaveBeenCalled();
    const { store, answer } = setup('other', kept);
    answer();
    await settled();
    expect(store.firstName).toBe('');
  });

  it('is replaced by each user the server sends: the check’s answer and a pushed update', async () => {
    const { socket, store, device, answer } = setup('tok', kept);
    socket.fireConnect();
    answer();
    await waitFor(() => expect(store.firstName).toBe('Lina'));
    expect(device.save).not.toHaveBeenCalled();
    socket.reply('client_check', 'setUser', { user_id: 5, firstName: 'Huda' });
    await flush();
    expect(device.save).toHaveBeenLastCalledWith('tok', expect.objectContaining({ user_id: 5, firstName: 'Huda' }));
    socket.serverSends('client_check', { type: 'update', data: { lastName: 'Nasser' } });
    await waitFor(() => expect(device.save).toHaveBeenLastCalledWith('tok', expect.objectContaining({ firstName: 'Huda', lastName: 'Nasser' })));
  });

  it('goes at logout, and a session that ended keeps nothing more', async () => {
    const { socket, store, sync, device, answer } = setup('tok', kept);
    socket.fireConnect();
    answer();
    socket.reply('client_check', 'setUser', { user_id: 5, firstName: 'Huda' });
    await flush();
    const saves = device.save.mock.calls.length;
    sync.logout();
    expect(device.clear).toHaveBeenCalledTimes(1);
    expect(store.isSignedIn).toBe(false);
    expect(device.save).toHaveBeenCalledTimes(saves);
  });
});
