// One cheap log line for every socket call (server/src/ops/calls.ts, README "Logging"): each call answered, whatever
// its outcome, leaves exactly one line with its own request id (a failure at error level) and is counted once in
// /metrics; and the line goes to whichever logger the process has now (setLogger), not one kept from before.
import { ClientError } from '../../src/errors';
import { testChannel } from '../support/test-channel';
import { captureLog } from '../support/log-capture';
import { connectClient, startTestServer, type TestClient, type TestServer } from '../support/harness';

const channels = [
  testChannel('restore_password', {
    check: async (data) => {
      if (data.token === 'crash') throw new Error('the handler failed unexpectedly');
      if (data.token === 'refused') throw new ClientError('account.requestInvalid');
      return { message: data.token };
    },
  }),
];

type Outcome = 'ok' | 'err' | 'fail';

/** mealplan_calls_total of restore_password/check by outcome, as /metrics shows it. */
async function callsCounted(server: TestServer): Promise<Record<Outcome, number>> {
  const text = await (await fetch(`${server.url}/metrics`)).text();
  const count = (outcome: Outcome) =>
    Number(text.match(new RegExp(`^mealplan_calls_total\\{channel="restore_password",type="check",outcome="${outcome}"\\} (\\d+)`, 'm'))?.[1] ?? 0);
  return { ok: count('ok'), err: count('err'), fail: count('fail') };
}

describe('the call log line', () => {
  let server: TestServer;
  let client: TestClient;

  beforeAll(async () => {
    server = await startTestServer({ channels, seed: false });
    client = await connectClient(server);
  });
  afterAll(async () => {
    client.close();
    await server.close();
  });

  it('logs every call once with its own request id, a failure at error level, and counts each in /metrics', async () => {
    const log = captureLog();
    try {
      const before = await callsCounted(server);
      const tokens = [...Array.from({ length: 12 }, (_, index) => `fine-${index}`), 'refused', 'refused', 'refused', 'crash', 'crash'];
      const replies = await Promise.all(tokens.map((token) => client.call('restore_password', 'check', { token })));
      expect(replies.filter((reply) => reply.type === 'checkOk')).toHaveLength(12);

      const lines = log.entries().filter((entry) => entry.msg === 'call' && entry.call === 'restore_password/check');
      expect(lines).toHaveLength(tokens.length);
      expect(new Set(lines.map((entry) => entry.reqId)).size).toBe(tokens.length);
      const byOutcome = (outcome: Outcome) => lines.filter((entry) => entry.outcome === outcome);
      expect(byOutcome('ok')).toHaveLength(12);
      expect(byOutcome('err')).toEqual(
        Array.from({ length: 3 }, () => expect.objectContaining({ level: 'info', messageId: 'account.requestInvalid' })),
      );
      expect(byOutcome('fail')).toEqual(
        Array.from({ length: 2 }, () => expect.objectContaining({ level: 'error', messageId: 'server.genericError' })),
      );
      for (const line of lines) expect(line).toMatchObject({ time: expect.any(String), sid: client.socket.id, ms: expect.any(Number) });

      const after = await callsCounted(server);
      expect({ ok: after.ok - before.ok, err: after.err - before.err, fail: after.fail - before.fail }).toEqual({ ok: 12, err: 3, fail: 2 });
    } finally {
      log.restore();
    }
  });

  it('writes to the logger the process has now', async () => {
    const first = captureLog();
    await client.call('restore_password', 'check', { token: 'to-the-first' });
    first.restore();
    const second = captureLog();
    try {
      await client.call('restore_password', 'check', { token: 'to-the-second' });
      expect(first.entries().filter((entry) => entry.msg === 'call')).toHaveLength(1);
      expect(second.entries().filter((entry) => entry.msg === 'call')).toHaveLength(1);
    } finally {
      second.restore();
    }
  });
});
