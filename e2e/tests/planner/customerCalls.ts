// The product's own calls from a test, as a signed-in customer (seeding the wizard's state the way its pages save it).
import { expect } from '@playwright/test';
import { io, type Socket } from 'socket.io-client';
import { baseURL } from '../../support/environment';
import type { Customer } from '../account/helpers';

export type Call = <T>(channel: string, type: string, data: object) => Promise<T>;

/** The product's own calls, as the customer, on one socket signed in with login set (one sign-in per test). */
export async function asCustomer<R>(customer: Customer, work: (call: Call) => Promise<R>): Promise<R> {
  const socket: Socket = io(baseURL, { transports: ['websocket'], extraHeaders: { origin: baseURL }, forceNew: true, reconnection: false });
  const send = (channel: string, type: string, data: unknown) =>
    socket.timeout(10_000).emitWithAck(channel, { type, data }) as Promise<{ type: string; status?: string; data: unknown }>;
  const call: Call = async <T>(channel: string, type: string, data: object) => {
    const reply = await send(channel, type, data);
    // Calls of the 'status' style (settings get) answer { status: 'ok' }; the others `${type}Ok`.
    if (reply.status !== 'ok') expect(reply.type, JSON.stringify(reply.data)).toBe(`${type}Ok`);
    return reply.data as T;
  };
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const browserId = Array.from({ length: 16 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('');
    await call('login', 'set', { email: customer.email, password: customer.password, browserId, app: 'customer' });
    return await work(call);
  } finally {
    socket.close();
  }
}
