// Socket rebalancing (issue 40 point 5): a process far above the fleet's average socket count asks its excess to
// reconnect elsewhere, and no more. Two in-process servers on one Redis (a prefix of their own, so no other test's
// processes count): 30 sockets on one, none on the other; the first hands on 15 (to the average) by closing their
// transports (which socket.io's client reconnects through the balancer), the second none, and then it stops.
import { randomBytes } from 'node:crypto';
import { socketsToMove } from '../../src/ops/rebalance';
import { connectClient, startTestServer, type TestClient, type TestServer } from '../support/harness';

const redisUrl = process.env.REDIS_URL;
const onRedis = redisUrl ? describe : describe.skip;

jest.setTimeout(60_000);

describe('how many sockets a process hands on', () => {
  it('moves the excess over the average only when it is far above it', () => {
    expect(socketsToMove(210, [0])).toBe(105);
    expect(socketsToMove(120, [40, 50])).toBe(50);
    // Within the tolerance, or only a handful over: nothing moves.
    expect(socketsToMove(110, [100])).toBe(0);
    expect(socketsToMove(12, [0])).toBe(0);
    // Alone, or below the average: nothing moves.
    expect(socketsToMove(500, [])).toBe(0);
    expect(socketsToMove(10, [200])).toBe(0);
  });
});

onRedis('socket rebalancing across processes sharing Redis', () => {
  const redisPrefix = `rebalance-${randomBytes(4).toString('hex')}:`;
  const servers: TestServer[] = [];
  const clients: TestClient[] = [];

  afterAll(async () => {
    for (const client of clients) client.close();
    await Promise.all(servers.map((server) => server.close()));
  });

  it("hands on the busy process's excess sockets, down to the average, and then leaves the rest", async () => {
    const busy = await startTestServer({ seed: false, redisUrl, redisPrefix, rebalanceIntervalMs: 100 });
    servers.push(busy);
    for (let index = 0; index < 30; index += 1) clients.push(await connectClient(busy));
    const handedOn: string[] = [];
    for (const client of clients) client.socket.on('disconnect', (reason) => handedOn.push(reason));

    // Alone, it keeps every socket.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(handedOn).toEqual([]);

    const idle = await startTestServer({ seed: false, redisUrl, redisPrefix, rebalanceIntervalMs: 100 });
    servers.push(idle);
    while (handedOn.length < 15) await new Promise((resolve) => setTimeout(resolve, 50));
    // A few more rounds: 15 against 0 is no longer far above the average (7.5 over it).
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(handedOn).toEqual(Array.from({ length: 15 }, () => 'transport close'));
    expect(busy.io.of('/').sockets.size).toBe(15);
  });
});
