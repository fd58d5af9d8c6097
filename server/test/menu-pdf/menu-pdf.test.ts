// Issue 22: the menu as a PDF in English and Arabic. Over a real socket on a seeded database, with the system
// Chromium printing: order exportPdf's link serves the demo customer's menu (every delivery day's date and dish, read
// back with pdftotext), the Arabic menu carries the Arabic dish titles as logical-order text, a 90-day plan of five
// meal types never splits a day across pages, another customer's order and a changed or expired link are refused,
// mailPdf puts a mail with the PDF attached in the outbox, and a missing engine answers a clear Err.
import { DateTime } from 'luxon';
import { ZONE } from '@mealplan/shared/time';
import { PdfEngine } from '../../src/menu-pdf/engine';
import { MENU_LINK_LIFETIME_SECONDS } from '../../src/menu-pdf/links';
import { menuPdfLink, renderMenuPdf } from '../../src/menu-pdf/menu-pdf';
import { MENU_PDF_MESSAGES } from '../../src/menu-pdf/messages';
import { ORDER_MESSAGES } from '../../src/orders/messages';
import { english } from '../support/english';
import { outboxRoute } from '../../src/http/routes/outbox';
import { menuPdfRoute } from '../../src/http/routes/menu-pdf';
import { ACCOUNT_TEST_TIMEOUT_MS, MANY_SIGN_UPS, outboxFor, signUp, type AccountsTestServer } from '../accounts/support';
import { startCustomerServer } from '../support/customers';
import { insertLongPlan, orderDays, pdfPageCount, pdfText, signInDemo, words, DEMO_LOGIN } from './support';

jest.setTimeout(ACCOUNT_TEST_TIMEOUT_MS);

/** An independent rendering of a day as it must appear in the English document: '23 November 2026'. */
const englishDate = (day: number) => DateTime.fromSeconds(day, { zone: ZONE }).setLocale('en-GB').toFormat('d LLLL yyyy');

describe('the menu PDF', () => {
  let env: AccountsTestServer;
  const engine = new PdfEngine({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium' });
  let demo: Awaited<ReturnType<typeof signInDemo>>;
  let demoOrderId: number;

  beforeAll(async () => {
    env = await startCustomerServer({
      callLimits: MANY_SIGN_UPS,
      services: { menuPdf: engine },
      routes: ({ clock, services }) => [outboxRoute(services.outbox, {}), menuPdfRoute({ now: () => clock.now, engine: () => engine })],
    });
    demo = await signInDemo(env);
    demoOrderId = (await env.server.db.one<{ id: number }>("SELECT id FROM orders WHERE user_id = $1 AND status = 'active'", [demo.userId]))!.id;
  });
  afterAll(async () => {
    await engine.close();
    await env.close();
  });

  const deps = () => ({ db: env.server.db, now: () => env.clock.now, engine });

  async function exportedPdf(data: Record<string, unknown>): Promise<{ url: string; response: Response }> {
    const reply = await demo.client.call('order', 'exportPdf', data);
    expect(reply.type).toBe('exportPdfOk');
    const { url } = reply.data as { url: string };
    return { url, response: await fetch(new URL(url, env.server.url)) };
  }

  it("exportPdf links the demo customer's menu: an English PDF with every delivery day's date and dish titles", async () => {
    const { response } = await exportedPdf({ is_arabic: false });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = words(pdfText(bytes)).join(' ');
    const days = await orderDays(env.server.db, demoOrderId);
    expect(days.length).toBe(20);
    for (const { day, titles } of days) {
      expect(text).toContain(englishDate(day));
      for (const title of titles) expect(text).toContain(words(title).join(' '));
    }
    expect(text).toContain('Sara Haddad');
    expect(text).toContain('20 Days - No Fri & Sat');
  });

  it('the Arabic PDF carries every Arabic dish title as logical-order words, and no English dish title', async () => {
    const { response } = await exportedPdf({ is_arabic: 1 });
    const bytes = Buffer.from(await response.arrayBuffer());
    const text = words(pdfText(bytes)).join(' ');
    const found = new Set(words(text));
    const days = await orderDays(env.server.db, demoOrderId);
    // Every word of every title, as typed (logical order, joined letters): reversed or unjoined text has other words.
    // Words with lam-alef (لا لأ لإ لآ لى) included: the font draws it with one glyph per letter, so a text extractor
    // reads 'الأرز', not 'األرز' (issue 39).
    const titleWords = days.flatMap(({ titlesAr }) => titlesAr.flatMap(words));
    expect(titleWords.filter((word) => /\u0644[\u0627\u0623\u0625\u0622\u0649]/.test(word)).length).toBeGreaterThan(0);
    for (const word of titleWords) expect(found).toContain(word);
    expect(text).toContain(words(days[0]!.titlesAr[0]!).join(' '));
    expect(found).toContain('الفطور');
    for (const { titles } of days) for (const title of titles) expect(text).not.toContain(title);
  });

  it('a 90-day plan of five meal types prints with no day split across pages', async () => {
    const customer = await signUp(env);
    const orderId = await insertLongPlan(env.server.db, customer.userId, env.clock.now, 90, [1, 2, 3, 4, 5]);
    const bytes = await renderMenuPdf(deps(), customer.userId, { orderId, arabic: false });
    const pages = pdfPageCount(bytes);
    expect(pages).toBeGreaterThan(5);
    const days = await orderDays(env.server.db, orderId);
    expect(days).toHaveLength(90);
    // Page by page (pdftotext -f/-l, physical layout): each day's heading line, its dishes and its total line are on
    // the page its heading is on, before the next day's heading.
    const pageOf = new Map<number, number>();
    for (let page = 1; page <= pages; page++) {
      const lines = pdfText(bytes, { first: page, last: page, layout: true })
        .split('\n')
        .map((line) => words(line).join(' '));
      const headings = lines.flatMap((line, index) => {
        const number = /Day (\d+) of 90/.exec(line)?.[1];
        return number ? [{ index, day: days[Number(number) - 1]!, line }] : [];
      });
      for (const [position, { index, day, line }] of headings.entries()) {
        expect(line).toContain(englishDate(day.day));
        expect(pageOf.has(day.day)).toBe(false);
        pageOf.set(day.day, page);
        const block = lines.slice(index, headings[position + 1]?.index ?? lines.length).join(' ');
        expect(block).toContain('Day total');
        for (const title of day.titles) expect(block).toContain(words(title).join(' '));
      }
    }
    expect(pageOf.size).toBe(90);
  });

  it('marks a skipped day with the day its delivery moves to, and the days of a pause', async () => {
    const customer = await signUp(env);
    const orderId = await insertLongPlan(env.server.db, customer.userId, env.clock.now, 6, [1, 3]);
    const days = await orderDays(env.server.db, orderId);
    const moved = days.at(-1)!.day + 86_400;
    await env.server.db.query('UPDATE order_days SET skipped_to = $3 WHERE order_id = $1 AND day = $2', [orderId, days[1]!.day, moved]);
    await env.server.db.query('INSERT INTO pauses (order_id, start_date, end_date, created_at) VALUES ($1, $2, $3, $4)', [
      orderId,
      days[3]!.day,
      days[5]!.day,
      env.clock.now,
    ]);
    const text = words(pdfText(await renderMenuPdf(deps(), customer.userId, { orderId, arabic: false }))).join(' ');
    expect(text).toContain(`Skipped: this delivery moves to ${englishDate(moved)}`);
    expect(text.split('Paused: no delivery on this day')).toHaveLength(3);
    // Skipped and paused days list no dishes: 3 days with a total.
    expect(text.split('Day total')).toHaveLength(4);
    // In Arabic the note copies and searches as written: 'إلى' (lam-alef maksura), not 'إىل'.
    const arabic = words(pdfText(await renderMenuPdf(deps(), customer.userId, { orderId, arabic: true }))).join(' ');
    expect(arabic).toContain('هذا التوصيل إلى');
    expect(arabic).not.toContain('إىل');
  });

  it("another customer's order is refused, by the link function and by the call (no plan)", async () => {
    const other = await signUp(env);
    await expect(menuPdfLink(deps(), other.userId, { orderId: demoOrderId, arabic: false })).rejects.toMatchObject({
      text: { id: ORDER_MESSAGES.noOrder },
    });
    expect(await other.client.call('order', 'exportPdf', { is_arabic: false })).toMatchObject({
      type: 'exportPdfErr',
      data: { messageId: ORDER_MESSAGES.noOrder, message: english(ORDER_MESSAGES.noOrder) },
    });
  });

  it('a changed or expired link is refused', async () => {
    const other = await signUp(env);
    const { url } = await menuPdfLink(deps(), demo.userId, { orderId: demoOrderId, arabic: false });
    const link = new URL(url, env.server.url);
    expect((await fetch(link)).status).toBe(200);

    const forged = new URL(link);
    forged.searchParams.set('u', String(other.userId));
    expect((await fetch(forged)).status).toBe(404);
    const otherLanguage = new URL(link);
    otherLanguage.searchParams.set('l', 'ar');
    expect((await fetch(otherLanguage)).status).toBe(404);
    const longer = new URL(link);
    longer.searchParams.set('e', String(Number(link.searchParams.get('e')) + 3600));
    expect((await fetch(longer)).status).toBe(404);
    const unsigned = new URL(link);
    unsigned.searchParams.delete('s');
    expect((await fetch(unsigned)).status).toBe(404);

    const saved = env.clock.now;
    env.clock.now += MENU_LINK_LIFETIME_SECONDS + 1;
    try {
      const expired = await fetch(link);
      expect(expired.status).toBe(404);
      expect(expired.headers.get('content-type')).not.toBe('application/pdf');
    } finally {
      env.clock.now = saved;
    }
  });

  it('mailPdf mails the menu PDF to the customer as an attachment', async () => {
    const reply = await demo.client.call('order', 'mailPdf', { is_arabic: true });
    expect(reply).toMatchObject({ type: 'mailPdfOk', data: { message: english(MENU_PDF_MESSAGES.mailed) } });
    const [mail] = await outboxFor(env, DEMO_LOGIN.email);
    expect(mail?.subject).toBe('Your meal plan menu');
    expect(mail?.attachments).toHaveLength(1);
    const attachment = mail!.attachments![0]!;
    expect(attachment).toMatchObject({ contentType: 'application/pdf', filename: 'mealplan-menu-ar.pdf' });
    const bytes = Buffer.from(attachment.contentBase64, 'base64');
    expect(bytes.length).toBe(attachment.size);
    const days = await orderDays(env.server.db, demoOrderId);
    expect(new Set(words(pdfText(bytes)))).toContain(words(days[0]!.titlesAr[0]!)[0]);
  });

  it("mails in the customer's language: an Arabic customer's mail is Arabic, right to left, whatever the page asked in", async () => {
    const customer = await signUp(env);
    await insertLongPlan(env.server.db, customer.userId, env.clock.now, 6, [1, 3]);
    await env.server.db.query("UPDATE users SET language = 'ar' WHERE id = $1", [customer.userId]);
    expect(await customer.client.call('order', 'mailPdf', { is_arabic: false })).toMatchObject({ type: 'mailPdfOk' });
    const [mail] = await outboxFor(env, customer.registration.email);
    expect(mail?.subject).toBe('قائمة خطة وجباتك');
    expect(mail?.text).toMatch(/^مرحبًا Layla،/);
    expect(mail?.html).toMatch(/^<div lang="ar" dir="rtl"><p>مرحبًا Layla،<\/p>/);
    expect(mail?.attachments?.[0]).toMatchObject({ filename: 'mealplan-menu-en.pdf' });
  });
});

describe('the menu PDF without its engine', () => {
  it('answers a clear Err, and the server keeps serving', async () => {
    const missing = new PdfEngine({ executablePath: '/nonexistent/chromium' });
    const env = await startCustomerServer({ services: { menuPdf: missing } });
    try {
      const { client } = await signInDemo(env);
      for (const call of ['exportPdf', 'mailPdf']) {
        expect(await client.call('order', call, { is_arabic: false })).toMatchObject({
          type: `${call}Err`,
          data: { messageId: MENU_PDF_MESSAGES.engineUnavailable, message: english(MENU_PDF_MESSAGES.engineUnavailable) },
        });
      }
      expect((await client.call('order', 'get', { orderType: 'active' })).type).toBe('getOk');
    } finally {
      await env.close();
    }
  });
});
