import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { parseMobile } from '../../src/accounts/phone';
import { Outbox } from '../../src/adapters/outbox';
import { createRateLimits } from '../../src/adapters/rate-limits';
import { outboxRoute } from '../../src/http/routes/outbox';
import type { HttpContext, HttpRoute } from '../../src/http/route';

/** The outbox route never touches the database. */
const noDatabase = {} as HttpContext;

describe('rate limits', () => {
  const rule = { points: 2, duration: 600, blockDuration: 900 };

  it('refuses the attempt over the limit with the wait in seconds', async () => {
    const limits = createRateLimits({ rules: { restoreIp: rule } });
    expect(await limits.consume('restoreIp', '10.0.0.1')).toBeUndefined();
    expect(await limits.consume('restoreIp', '10.0.0.1')).toBeUndefined();
    const wait = await limits.consume('restoreIp', '10.0.0.1');
    expect(wait).toBeGreaterThan(600);
    expect(wait).toBeLessThanOrEqual(900);
    expect(await limits.consume('restoreIp', '10.0.0.2')).toBeUndefined();
  });

  it('reports a key that used its points without counting, and forgets it on reset', async () => {
    const limits = createRateLimits({ rules: { signInAccount: rule } });
    expect(await limits.blockedFor('signInAccount', 'a@example.ae')).toBeUndefined();
    await limits.consume('signInAccount', 'a@example.ae');
    expect(await limits.blockedFor('signInAccount', 'a@example.ae')).toBeUndefined();
    await limits.consume('signInAccount', 'a@example.ae');
    expect(await limits.blockedFor('signInAccount', 'a@example.ae')).toBeGreaterThan(0);
    await limits.reset('signInAccount', 'a@example.ae');
    expect(await limits.blockedFor('signInAccount', 'a@example.ae')).toBeUndefined();
  });
});

describe('parseMobile', () => {
  it('parses UAE mobiles with or without the trunk zero', () => {
    expect(parseMobile('971', '050 123 4567')).toEqual({
      callingCode: '971',
      nationalNumber: '501234567',
      international: '+971501234567',
    });
    expect(parseMobile('971', '501234567')?.international).toBe('+971501234567');
  });

  it('refuses landlines, short numbers and junk', () => {
    expect(parseMobile('971', '43886620')).toBeNull();
    expect(parseMobile('971', '5012')).toBeNull();
    expect(parseMobile('971', 'abc')).toBeNull();
  });
});

describe('outbox route', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'outbox-route-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** GET /dev/outbox.json from a loopback caller (the default of Fastify's inject), straight to the route. */
  async function getOutboxJson(route: HttpRoute) {
    const app = Fastify();
    await route(app, noDatabase);
    try {
      const res = await app.inject({ method: 'GET', url: '/dev/outbox.json', remoteAddress: '127.0.0.1' });
      return { status: res.statusCode, body: res.body };
    } finally {
      await app.close();
    }
  }

  it('is not served in production', async () => {
    const outbox = new Outbox(dir);
    await outbox.write({ kind: 'sms', to: '+971501234567', text: 'code 123456' });
    const sent = await getOutboxJson(outboxRoute(outbox, { NODE_ENV: 'production' }));
    expect(sent.status).toBe(404);
    expect(sent.body).not.toContain('123456');
  });

  it('lists SMS and mail newest first', async () => {
    const outbox = new Outbox(dir);
    await outbox.write({ kind: 'mail', to: 'a@example.ae', subject: 'First', text: 'one' });
    await outbox.write({ kind: 'sms', to: '+971501234567', text: 'two' });
    const sent = await getOutboxJson(outboxRoute(outbox, {}));
    const { messages } = JSON.parse(sent.body ?? '{}') as { messages: { text: string }[] };
    expect(messages.map((message) => message.text)).toEqual(['two', 'one']);
  });
});
