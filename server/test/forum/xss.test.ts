// Issue 12: every stored forum body passes the shared sanitiser. 180 payloads from the OWASP XSS Filter Evasion Cheat
// Sheet and PortSwigger's XSS cheat sheet (fixtures/xss-payloads.txt, one per line) go through sanitiseHtml and through
// forum set / get / list; none survives: no element, attribute or URL outside the shared allow-list is left. Bodies are
// cleaned when stored and served as stored.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { HTML_ALLOWED_ATTRIBUTES, HTML_ALLOWED_TAGS, isAllowedHtmlUrl } from '@mealplan/shared/html';
import { JSDOM } from 'jsdom';
import { sanitiseHtml } from '../../src/content/sanitise';
import { ACCOUNT_TEST_TIMEOUT_MS, type AccountsTestServer } from '../accounts/support';
import { newCustomer, startForumServer, type Customer } from './support';

jest.setTimeout(ACCOUNT_TEST_TIMEOUT_MS);

const PAYLOADS = readFileSync(path.join(__dirname, 'fixtures', 'xss-payloads.txt'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '');

/** What is left of the allow-list's promise in a cleaned fragment: one line per element, attribute or URL that escaped it. */
function escapes(html: string): string[] {
  const body = new JSDOM(`<body>${html}</body>`).window.document.body;
  const found: string[] = [];
  for (const element of body.querySelectorAll('*')) {
    const tag = element.localName;
    if (!(HTML_ALLOWED_TAGS as readonly string[]).includes(tag)) found.push(`element <${tag}>`);
    for (const { name, value } of element.attributes) {
      if (!(HTML_ALLOWED_ATTRIBUTES[tag] ?? []).includes(name)) found.push(`attribute ${name} on <${tag}>`);
      if ((name === 'href' || name === 'src') && !isAllowedHtmlUrl(value)) found.push(`url ${value} on <${tag}>`);
    }
  }
  // Nothing the browser could read as markup hides in text either: a second pass changes nothing.
  if (sanitiseHtml(html) !== html) found.push('not stable under a second pass');
  return found;
}

it('has at least 100 payloads, and the check finds what a raw payload carries', () => {
  expect(PAYLOADS.length).toBeGreaterThanOrEqual(100);
  expect(escapes('<img src=x onerror=alert(1)>')).toEqual(['attribute onerror on <img>', 'not stable under a second pass']);
  expect(escapes('<a href="jav&#x09;ascript:alert(1)">x</a><svg></svg>')).toEqual([
    'url jav\tascript:alert(1) on <a>',
    'element <svg>',
    'not stable under a second pass',
  ]);
});

describe('sanitiseHtml against the payload list', () => {
  it.each(PAYLOADS.map((payload, index) => [index + 1, payload] as const))('payload %i leaves nothing executable: %s', (_index, payload) => {
    expect(escapes(sanitiseHtml(payload))).toEqual([]);
  });
});

describe('forum set and get with the payloads', () => {
  let env: AccountsTestServer;
  let author: Customer;

  beforeAll(async () => {
    env = await startForumServer();
    author = await newCustomer(env, 'Rania');
  });
  afterAll(async () => {
    await env?.close();
  });

  it('stores and serves every payload cleaned', async () => {
    const failures: string[] = [];
    for (const [index, payload] of PAYLOADS.entries()) {
      const saved = await author.client.call('forum', 'set', {
        threadData: { title: `Payload ${index + 1}`, category_id: 1, text: `<p>Payload ${index + 1}</p>${payload}` },
      });
      if (saved.type !== 'setOk') {
        failures.push(`${index + 1}: ${JSON.stringify(saved)}`);
        continue;
      }
      const { threadId } = saved.data as { threadId: number };
      const stored = await env.server.db.one<{ text: string }>('SELECT text FROM forum_threads WHERE id = $1', [threadId]);
      const served = (await author.client.call('forum', 'get', { threadId })).data as { threadData: { text: string } };
      for (const html of [stored!.text, served.threadData.text]) {
        const found = escapes(html);
        if (found.length) failures.push(`${index + 1}: ${found.join(', ')}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('lists every stored payload exactly as it was stored, still harmless', async () => {
    const stored = await env.server.db.query<{ id: number; text: string }>('SELECT id, text FROM forum_threads WHERE user_id = $1 ORDER BY id DESC', [
      author.userId,
    ]);
    expect(stored).toHaveLength(PAYLOADS.length);
    const listed: Array<{ id: number; text: string }> = [];
    for (;;) {
      const after = listed.at(-1)?.id;
      const reply = await author.client.call('forum', 'list', {
        offset: listed.length,
        limit: 100,
        filters: { user_id: author.userId },
        ...(after === undefined ? {} : { after }),
      });
      expect(reply.type).toBe('listOk');
      const { threads } = reply.data as { threads: Array<{ id: number; text: string }> };
      if (threads.length === 0) break;
      listed.push(...threads.map(({ id, text }) => ({ id, text })));
    }
    expect(listed).toEqual(stored);
    expect(listed.flatMap(({ id, text }) => escapes(text).map((found) => `${id}: ${found}`))).toEqual([]);
  });
});
