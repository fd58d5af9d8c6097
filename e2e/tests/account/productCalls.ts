// The product's own socket calls made from the test process, as the site would make them:
// socket.io over websocket only, with the site's origin, signed in with login set.
import { io, type Socket } from 'socket.io-client';
import { baseURL } from '../../support/environment';

interface Reply {
  type: string;
  data: unknown;
}

/** Sends {type, data} with a socket.io acknowledgement, which carries the reply (as the site's SocketClient does). */
function call(socket: Socket, channel: string, type: string, data: unknown): Promise<Reply> {
  return socket.timeout(10_000).emitWithAck(channel, { type, data }) as Promise<Reply>;
}

/** A browserId of the spec's shape: 16 uppercase letters. */
function newBrowserId(): string {
  return Array.from({ length: 16 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('');
}

/** Signs in as the customer on a fresh socket, makes one call, and closes the socket. */
export async function callAsCustomer(login: { email: string; password: string }, channel: string, type: string, data: object): Promise<Reply> {
  const socket = io(baseURL, { transports: ['websocket'], extraHeaders: { origin: baseURL }, forceNew: true, reconnection: false });
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const { email, password } = login;
    const signedIn = await call(socket, 'login', 'set', { email, password, browserId: newBrowserId(), app: 'customer' });
    if (signedIn.type !== 'setOk') throw new Error(`login set answered ${JSON.stringify(signedIn)}`);
    return await call(socket, channel, type, data);
  } finally {
    socket.close();
  }
}

/** profile getForDashboard saveSmsInfo for the customer. */
export function saveSmsOnLogin(login: { email: string; password: string }, sms: boolean): Promise<Reply> {
  return callAsCustomer(login, 'profile', 'getForDashboard', { subtype: 'saveSmsInfo', sms });
}
