// The socket calls' log lines (server/src/ops/calls.ts, README "Logs"): every call answered is counted once in
// /metrics; every call that is not a read, and every Err, failure and slow call, leaves exactly one line with its own
// request id (a failure at error level); successful reads leave a line as a sample (LOG_READ_SAMPLE), saying so. The
// line goes to whichever logger the process has now (setLogger), not one kept from before.
import { ClientError } from '../../src/errors';
import { registry } from '../../src/ops/metrics';
import { callLogSettingsOf, DEFAULT_CALL_LOG, setCallLogSettings, type CallLogSettings } from '../../src/ops/log';
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
  // A read (declared limit 'read'): thread 1 answers, 2 is refused, 3 fails.
  testChannel('forum', {
    comments: async (data) => {
      if (data.threadId === 3) throw new Error('the read failed unexpectedly');
      if (data.threadId === 2) throw new ClientError('account.requestInvalid');
      return { comments: [] };
    },
  }),
];

type Outcome = 'ok' | 'err' | 'fail';

/** mealplan_calls_total of a call (restore_password/check unless named) by outcome, as /metrics shows it. */
async function callsCounted(server: TestServer, channel = 'restore_password', type = 'check'): Promise<Record<Outcome, number>> {
  const text = await (await fetch(`${server.url}/metrics`)).text();
  const count = (outcome: Outcome) =>
    Number(text.match(new RegExp(`^mealplan_calls_total\\{channel="${channel}",type="${type}",outcome="${outcome}"\\} (\\d+)`, 'm'))?.[1] ?? 0);
  return { ok: count('ok'), err: count('err'), fail: count('fail') };
}

const added = (before: Record<Outcome, number>, after: Record<Outcome, number>) => ({
  ok: after.ok - before.ok,
  err: after.err - before.err,
  fail: after.fail - before.fail,
});

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

  it('logs every call that is not a read once with its own request id, a failure at error level, and counts each in /metrics', async () => {
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

      expect(added(before, await callsCounted(server))).toEqual({ ok: 12, err: 3, fail: 2 });
    } finally {
      log.restore();
    }
  });

  it("times every call in /metrics: each label set's duration count, its +Inf bucket and its calls agree, a reset starts them afresh", async () => {
    const labels = 'channel="restore_password",type="check",outcome="ok"';
    const durations = async () => {
      const text = await (await fetch(`${server.url}/metrics`)).text();
      const value = (series: string) => Number(text.match(new RegExp(`^${series} (\\S+)$`, 'm'))?.[1] ?? 0);
      const buckets = [...text.matchAll(new RegExp(`^mealplan_call_duration_seconds_bucket\\{le="([^"]+)",${labels}\\} (\\d+)$`, 'gm'))];
      return {
        calls: value(`mealplan_calls_total\\{${labels}\\}`),
        count: value(`mealplan_call_duration_seconds_count\\{${labels}\\}`),
        sum: value(`mealplan_call_duration_seconds_sum\\{${labels}\\}`),
        buckets: buckets.map((match) => ({ le: match[1], count: Number(match[2]) })),
      };
    };
    const call = (count: number) =>
      Promise.all(Array.from({ length: count }, (_, index) => client.call('restore_password', 'check', { token: `timed-${index}` })));

    await call(1);
    const before = await durations();
    await call(5);
    const after = await durations();
    expect(after.calls - before.calls).toBe(5);
    expect(after.count - before.count).toBe(5);
    expect(after.sum).toBeGreaterThan(before.sum);
    expect(after.buckets.map((bucket) => bucket.le)).toEqual([
      '0.002',
      '0.005',
      '0.01',
      '0.025',
      '0.05',
      '0.1',
      '0.25',
      '0.5',
      '1',
      '2.5',
      '5',
      '10',
      '+Inf',
    ]);
    expect(after.buckets.at(-1)?.count).toBe(after.count);
    const counts = after.buckets.map((bucket) => bucket.count);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));

    registry.resetMetrics();
    await call(2);
    const afresh = await durations();
    expect(afresh).toMatchObject({ calls: 2, count: 2 });
    expect(afresh.buckets.at(-1)?.count).toBe(2);
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

  describe('reads', () => {
    /** Runs `calls` with these call-log settings, returning the call lines of forum/comments logged meanwhile. */
    async function readsLogged(settings: CallLogSettings, calls: () => Promise<unknown>) {
      const previous = setCallLogSettings(settings);
      const log = captureLog();
      try {
        await calls();
        return log.entries().filter((entry) => entry.msg === 'call' && entry.call === 'forum/comments');
      } finally {
        log.restore();
        setCallLogSettings(previous);
      }
    }
    const threads = (...ids: number[]) => Promise.all(ids.map((threadId) => client.call('forum', 'comments', { threadId })));
    /** No call here takes this long: only the sampling decides whether a successful read is logged. */
    const NEVER_SLOW = 1e9;

    it('sampled at 0, a successful read leaves no line, but every Err and failure does and every read is counted', async () => {
      const before = await callsCounted(server, 'forum', 'comments');
      const beforeOther = await callsCounted(server);
      const lines = await readsLogged({ readSample: 0, slowMs: NEVER_SLOW }, async () => {
        const replies = await threads(...Array.from({ length: 20 }, () => 1), 2, 2, 3, 3, 3);
        expect(replies.filter((reply) => reply.type === 'commentsOk')).toHaveLength(20);
        // A call that is not a read still leaves its line.
        expect(await client.call('restore_password', 'check', { token: 'not-a-read' })).toMatchObject({ type: 'checkOk' });
      });
      expect(lines.filter((entry) => entry.outcome === 'ok')).toEqual([]);
      expect(lines.filter((entry) => entry.outcome === 'err')).toEqual(
        Array.from({ length: 2 }, () => expect.objectContaining({ level: 'info', messageId: 'account.requestInvalid', reqId: expect.any(String) })),
      );
      expect(lines.filter((entry) => entry.outcome === 'fail')).toEqual(
        Array.from({ length: 3 }, () => expect.objectContaining({ level: 'error', messageId: 'server.genericError', reqId: expect.any(String) })),
      );
      for (const line of lines) expect(line).not.toHaveProperty('sampleRate');
      expect(added(before, await callsCounted(server, 'forum', 'comments'))).toEqual({ ok: 20, err: 2, fail: 3 });
      expect(added(beforeOther, await callsCounted(server))).toEqual({ ok: 1, err: 0, fail: 0 });
    });

    it('sampled at 1, every successful read leaves its line, not marked as a sample', async () => {
      const lines = await readsLogged({ readSample: 1, slowMs: NEVER_SLOW }, () => threads(1, 1, 1, 1, 1, 2));
      expect(lines.map((entry) => entry.outcome).sort()).toEqual(['err', 'ok', 'ok', 'ok', 'ok', 'ok']);
      expect(new Set(lines.map((entry) => entry.reqId)).size).toBe(6);
      for (const line of lines) expect(line).not.toHaveProperty('sampleRate');
    });

    it('sampled at a share, logs some successful reads, each line giving the rate it was sampled at', async () => {
      const before = await callsCounted(server, 'forum', 'comments');
      const lines = await readsLogged({ readSample: 0.5, slowMs: NEVER_SLOW }, () => threads(...Array.from({ length: 200 }, () => 1)));
      // Each read is logged with a chance of one half: none or all of 200 would be a chance of 2 in 2^200.
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.length).toBeLessThan(200);
      for (const line of lines) expect(line).toMatchObject({ outcome: 'ok', sampleRate: 0.5, ms: expect.any(Number), sid: client.socket.id });
      expect(added(before, await callsCounted(server, 'forum', 'comments'))).toEqual({ ok: 200, err: 0, fail: 0 });
    });

    it('logs every read that took at least LOG_SLOW_CALL_MS, whatever the sample', async () => {
      // At 0 ms every call is slow enough.
      const lines = await readsLogged({ readSample: 0, slowMs: 0 }, () => threads(1, 1, 1));
      expect(lines).toEqual(Array.from({ length: 3 }, () => expect.objectContaining({ outcome: 'ok', level: 'info' })));
      for (const line of lines) expect(line).not.toHaveProperty('sampleRate');
    });
  });
});

describe('call log settings (environment)', () => {
  it('samples 1 % of successful reads and logs every call of 500 ms or more by default', () => {
    expect(callLogSettingsOf({})).toEqual(DEFAULT_CALL_LOG);
    expect(DEFAULT_CALL_LOG).toEqual({ readSample: 0.01, slowMs: 500 });
  });

  it('reads LOG_READ_SAMPLE and LOG_SLOW_CALL_MS', () => {
    expect(callLogSettingsOf({ LOG_READ_SAMPLE: '1', LOG_SLOW_CALL_MS: '200' })).toEqual({ readSample: 1, slowMs: 200 });
    expect(callLogSettingsOf({ LOG_READ_SAMPLE: '0', LOG_SLOW_CALL_MS: '0' })).toEqual({ readSample: 0, slowMs: 0 });
    expect(callLogSettingsOf({ LOG_READ_SAMPLE: ' 0.05 ' })).toEqual({ readSample: 0.05, slowMs: 500 });
  });

  it('refuses a share outside 0 to 1 and a duration that is not a whole number of milliseconds', () => {
    for (const sample of ['2', '-0.1', 'half', 'NaN']) expect(() => callLogSettingsOf({ LOG_READ_SAMPLE: sample })).toThrow(/LOG_READ_SAMPLE/);
    for (const slow of ['-1', '2.5', 'slow']) expect(() => callLogSettingsOf({ LOG_SLOW_CALL_MS: slow })).toThrow(/LOG_SLOW_CALL_MS/);
  });
});
