// Issue 7 point 5: every call declares who may make it and the dispatcher enforces it before any handler runs.
import { accessOf, findCall, protocol, replyTypes } from '@mealplan/shared/protocol';
import { sampleOf } from '@mealplan/shared/protocol/samples';
import { demoLogins } from '../../src/demo';
import { english } from '../support/english';
import type { Db } from '../../src/db';
import { SIGN_IN_REQUIRED_MESSAGE, SIGNED_OUT_ONLY_MESSAGE } from '../../src/errors';
import { connectClient, startTestServer, type TestClient, type TestServer } from '../support/harness';

const allCalls = Object.entries(protocol).flatMap(([channel, calls]) =>
  Object.keys(calls).map((key) => ({ channel, key, access: accessOf(channel, key) })),
);

async function rowCounts(db: Db): Promise<number[]> {
  const tables = await db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  return Promise.all(tables.map(async ({ table_name }) => (await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM "${table_name}"`))?.n ?? 0));
}

const send = (client: TestClient, channel: string, key: string) => client.call(channel, key.split(':')[0]!, sampleOf(channel, key));

describe('declared access of every call', () => {
  let server: TestServer;
  let guest: TestClient;
  let customer: TestClient;

  beforeAll(async () => {
    server = await startTestServer();
    guest = await connectClient(server);
    customer = await connectClient(server);
    const demo = demoLogins.find((login) => login.email.startsWith('omar'))!;
    const signedIn = await customer.call('login', 'set', {
      email: demo.email,
      password: demo.password,
      browserId: 'ABCDEFGHIJKLMNOP',
      app: 'customer',
    });
    expect(signedIn.type).toBe('setOk');
  });
  afterAll(async () => {
    guest.close();
    customer.close();
    await server.close();
  });

  it('is declared for every call of the protocol', () => {
    expect(allCalls.length).toBeGreaterThan(100);
    expect(allCalls.filter((call) => call.access === undefined)).toEqual([]);
    expect(allCalls.filter((call) => call.access === 'customer').length).toBeGreaterThan(allCalls.length / 2);
  });

  const customerCalls = allCalls.filter((call) => call.access === 'customer');
  it.each(customerCalls)('a guest is refused $channel $key before anything runs', async ({ channel, key }) => {
    const before = await rowCounts(server.db);
    const reply = await send(guest, channel, key);
    expect(reply.type).toBe(replyTypes(key, findCall(channel, key)!).err);
    expect(reply.data).toEqual({ message: english(SIGN_IN_REQUIRED_MESSAGE), messageId: SIGN_IN_REQUIRED_MESSAGE });
    expect(await rowCounts(server.db)).toEqual(before);
  });

  const signedOutCalls = allCalls.filter((call) => call.access === 'signedOut');
  it.each(signedOutCalls)('a signed-in customer is refused $channel $key', async ({ channel, key }) => {
    const before = await rowCounts(server.db);
    const reply = await send(customer, channel, key);
    expect(reply.data).toEqual({ message: english(SIGNED_OUT_ONLY_MESSAGE), messageId: SIGNED_OUT_ONLY_MESSAGE });
    expect(await rowCounts(server.db)).toEqual(before);
  });

  it('lets anyone make the calls open to anyone', async () => {
    for (const { channel, key } of allCalls.filter((call) => call.access === 'anyone' && call.key !== 'logout')) {
      for (const client of [guest, customer]) {
        const reply = await send(client, channel, key);
        expect([channel, key, reply.data]).not.toEqual([
          channel,
          key,
          { message: english(SIGN_IN_REQUIRED_MESSAGE), messageId: SIGN_IN_REQUIRED_MESSAGE },
        ]);
        expect([channel, key, reply.data]).not.toEqual([
          channel,
          key,
          { message: english(SIGNED_OUT_ONLY_MESSAGE), messageId: SIGNED_OUT_ONLY_MESSAGE },
        ]);
      }
    }
  });
});
