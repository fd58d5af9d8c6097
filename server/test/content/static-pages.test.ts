// Issue 7 point 7: static pages are seeded and served through the sanitiser and keep their content.
import { JSDOM } from 'jsdom';
import { decodeContent, encodeContent } from '@mealplan/shared/html';
import { staticPages as seededPages } from '../../src/catalog/seed/static-pages';
import { fillPolicyPlaceholders } from '../../src/catalog/cancellation-policy';
import { settings } from '../../src/catalog/seed/settings';
import staticPages from '../../src/channels/static_pages';
import { connectClient, startTestServer, type TestClient, type TestServer } from '../support/harness';

/** The text and the element sequence of an HTML fragment: what a reader sees, whatever the serialisation. */
function shape(html: string): { text: string; elements: string[] } {
  const body = new JSDOM(`<body>${html}</body>`).window.document.body;
  return { text: body.textContent ?? '', elements: [...body.querySelectorAll('*')].map((element) => element.outerHTML.replace(/>[\s\S]*$/, '>')) };
}

describe('static pages through the sanitiser', () => {
  let server: TestServer;
  let client: TestClient;

  beforeAll(async () => {
    server = await startTestServer({ channels: [staticPages], routes: [] });
    client = await connectClient(server);
  });
  afterAll(async () => {
    client?.close();
    await server?.close();
  });

  it.each(seededPages.map((page) => [page.alias, page] as const))('serves %s with all its text, headings and links', async (alias, page) => {
    const reply = await client.call('static_pages', 'get', { id: alias });
    expect(reply).toMatchObject({ status: 'ok', data: { name: page.name } });
    const served = shape(decodeContent((reply.data as { content: string }).content));
    // The refunds page's {{setting}} placeholders are served filled from the seeded settings (issue 37).
    const seededSettings = Object.fromEntries(settings.map((entry) => [entry.alias, { value: entry.value, old_value: entry.oldValue }]));
    expect(served).toEqual(shape(fillPolicyPlaceholders(page.content, seededSettings)));
    expect(served.text).not.toContain('{{');
    expect(served.elements.length).toBeGreaterThan(0);
  });

  it('seeds the contact page (spec 1 §2) with the address, phone numbers and opening hours of the contact settings', () => {
    const contact = seededPages.find((page) => page.alias === 'contact')!;
    const text = shape(contact.content).text;
    const setting = (alias: string) => settings.find((entry) => entry.alias === alias)!.value;
    for (const value of [
      setting('contact_address'),
      ...(setting('contact_phones') as string[]),
      setting('contact_branch_hours'),
      setting('contact_kitchen_delivery_hours'),
    ]) {
      expect(text).toContain(String(value));
    }
  });

  it('sends the content encoded (spec 3 §3), so it decodes to the HTML and is not HTML itself', async () => {
    const reply = await client.call('static_pages', 'get', { id: 'contact' });
    const content = (reply.data as { content: string }).content;
    expect(content).not.toContain('<');
    expect(decodeContent(content)).toContain('8:00 AM to 11:00 PM');
  });

  it('serves a page written to the database by another path without its script, handlers or javascript: links', async () => {
    await server.db.query('INSERT INTO static_pages (alias, name, description, content) VALUES ($1, $2, $3, $4)', [
      'imported',
      'Imported page',
      '',
      '<h2 onmouseover="steal()">Welcome</h2><script>steal()</script><p>Read <a href="javascript:steal()">this</a>.</p><iframe src="https://evil.example"></iframe>',
    ]);
    const reply = await client.call('static_pages', 'get', { id: 'imported' });
    expect(reply).toMatchObject({ status: 'ok', data: { content: encodeContent('<h2>Welcome</h2><p>Read <a>this</a>.</p>') } });
  });
});
