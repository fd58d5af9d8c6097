import { findCall, protocol, replyTypes } from '@mealplan/shared/protocol';
import { sampleOf } from '@mealplan/shared/protocol/samples';
import { english } from '../support/english';
import { channels } from '../../src/channels';
import type { Db } from '../../src/db';
import { GENERIC_ERROR_MESSAGE } from '../../src/errors';
import { connectClient, startTestServer, type TestClient, type TestServer } from '../support/harness';

const registeredCalls = channels.flatMap((definition) => Object.keys(definition.handlers).map((key) => ({ channel: definition.channel, key })));

/** Data no call accepts: a number, or for sub-typed calls the subtype with every field replaced by nested arrays. */
function malformed(key: string): unknown {
  const [, subtype] = key.split(':');
  if (subtype === undefined) return 12345;
  return { subtype, userId: [[[]]], changes: [[[]]], notes: [[[]]], email: [[[]]] };
}

async function rowCounts(db: Db): Promise<Record<string, number>> {
  const tables = await db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
     WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name } of tables) {
    const row = await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM "${table_name}"`);
    counts[table_name] = row?.n ?? 0;
  }
  return counts;
}

describe('the calls the protocol declares and the calls this server handles', () => {
  const declared = Object.entries(protocol).flatMap(([channel, calls]) => Object.keys(calls).map((key) => ({ channel, key })));
  const handles = (channel: string, key: string) => registeredCalls.some((call) => call.channel === channel && call.key === key);

  it('agree exactly: a call is handled unless its declaration marks it planned', () => {
    const planned = declared.filter(({ channel, key }) => findCall(channel, key)!.planned === true);
    expect(planned.filter(({ channel, key }) => handles(channel, key))).toEqual([]);
    expect(declared.filter(({ channel, key }) => !handles(channel, key) && findCall(channel, key)!.planned !== true)).toEqual([]);
    expect(registeredCalls.length + planned.length).toBe(declared.length);
  });
});

describe('every registered call', () => {
  let server: TestServer;
  let client: TestClient;

  beforeAll(async () => {
    server = await startTestServer();
    client = await connectClient(server);
  });
  afterAll(async () => {
    client.close();
    await server.close();
  });

  it('is a call of the shared protocol', () => {
    expect(registeredCalls.length).toBeGreaterThan(0);
    for (const { channel, key } of registeredCalls) expect([channel, key, findCall(channel, key) !== undefined]).toEqual([channel, key, true]);
  });

  it.each(registeredCalls)('$channel $key answers malformed data with its Err reply and changes nothing', async ({ channel, key }) => {
    const call = findCall(channel, key)!;
    const before = await rowCounts(server.db);
    const reply = await client.call(channel, key.split(':')[0]!, malformed(key));
    expect(reply.type).toBe(replyTypes(key, call).err);
    if (call.style === 'status') expect(reply.status).toBe('err');
    expect(reply.data).toEqual(expect.objectContaining({ message: expect.stringMatching(/\S/) }));
    expect(await rowCounts(server.db)).toEqual(before);
  });

  it.each(registeredCalls)('$channel $key answers its sample request without an unexpected failure', async ({ channel, key }) => {
    const reply = await client.call(channel, key.split(':')[0]!, sampleOf(channel, key));
    expect(reply.data).not.toEqual(expect.objectContaining({ message: english(GENERIC_ERROR_MESSAGE) }));
  });
});
