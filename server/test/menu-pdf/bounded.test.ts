// Issue 40 point 8: PDF printing is bounded. Over a real server on a seeded database with the system Chromium printing
// (the engine observed: its prints counted, and held at their page when a test fills the queue): 20 concurrent
// requests for one link print it once while another customer's PDF is printed beside them; a link opened again is
// answered from the print cache until the menu changes, on another server process too; a full queue answers 503 with
// Retry-After and a page in the link's language (and the link call says busy); a customer over their allowance is
// answered 429 while another customer's PDF is still taken, and a cached PDF is never refused.
import { signMenuLink } from '../../src/menu-pdf/links';
import { MENU_PDF_MESSAGES } from '../../src/menu-pdf/messages';
import { formatServerText } from '../../src/i18n';
import { menuPdfRoute } from '../../src/http/routes/menu-pdf';
import type { PdfEngineOptions } from '../../src/menu-pdf/engine';
import { english } from '../support/english';
import { ACCOUNT_TEST_TIMEOUT_MS, MANY_SIGN_UPS, signUp, type AccountsTestServer } from '../accounts/support';
import { startCustomerServer } from '../support/customers';
import { insertLongPlan, ObservedEngine, orderDays, pdfText, signInDemo, until, words } from './support';

jest.setTimeout(ACCOUNT_TEST_TIMEOUT_MS);

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

async function serverWith(options: PdfEngineOptions): Promise<{ env: AccountsTestServer; engine: ObservedEngine }> {
  const engine = new ObservedEngine({ executablePath: CHROMIUM, ...options });
  const env = await startCustomerServer({
    callLimits: MANY_SIGN_UPS,
    services: { menuPdf: engine },
    routes: ({ clock }) => [menuPdfRoute({ now: () => clock.now, engine: () => engine })],
  });
  return { env, engine };
}

/** A customer with a short paid plan of their own (two meal types), and a link to its PDF. */
async function customerWithPlan(env: AccountsTestServer, days = 3) {
  const customer = await signUp(env);
  const orderId = await insertLongPlan(env.server.db, customer.userId, env.clock.now, days, [1, 3]);
  return { ...customer, orderId, link: (arabic = false) => signMenuLink(env.server.db, { userId: customer.userId, orderId, arabic }, env.clock.now) };
}

const open = (env: AccountsTestServer, url: string) => fetch(new URL(url, env.server.url));

describe('menu PDF printing is bounded', () => {
  let env: AccountsTestServer;
  let engine: ObservedEngine;

  afterEach(async () => {
    engine.letGo();
    await engine.close();
    await env.close();
  });

  it("20 concurrent requests for one link print it once, and another customer's PDF is printed beside them", async () => {
    ({ env, engine } = await serverWith({ concurrency: 1 }));
    const demo = await signInDemo(env);
    const reply = await demo.client.call('order', 'exportPdf', { is_arabic: true });
    expect(reply.type).toBe('exportPdfOk');
    const { url } = reply.data as { url: string };
    const other = await customerWithPlan(env);
    const otherUrl = await other.link();

    const [flood, otherResponse] = await Promise.all([Promise.all(Array.from({ length: 20 }, () => open(env, url))), open(env, otherUrl)]);

    expect(flood.map((response) => response.status)).toEqual(Array(20).fill(200));
    const bodies = await Promise.all(flood.map(async (response) => Buffer.from(await response.arrayBuffer())));
    for (const body of bodies) expect(body.equals(bodies[0]!)).toBe(true);
    expect(otherResponse.status).toBe(200);
    expect(otherResponse.headers.get('content-type')).toBe('application/pdf');
    // One print for the 20 requests of the demo's link, one for the other customer's: nothing else reached the engine.
    expect(engine.prints).toBe(2);
  });

  it('a link opened again is answered from the cache until the menu changes, on another server process too', async () => {
    ({ env, engine } = await serverWith({ concurrency: 1 }));
    const customer = await customerWithPlan(env);
    const first = await open(env, await customer.link());
    expect(first.status).toBe(200);
    const firstBytes = Buffer.from(await first.arrayBuffer());
    // Another link to the same menu (a new signature) and the same link again: the stored PDF, nothing printed.
    env.clock.now += 60;
    const again = await open(env, await customer.link());
    expect(Buffer.from(await again.arrayBuffer()).equals(firstBytes)).toBe(true);
    expect(engine.prints).toBe(1);

    // A second process of the same site (its own engine, the same database) serves it from the shared cache.
    const secondEngine = new ObservedEngine({ executablePath: CHROMIUM, concurrency: 1 });
    const second = await startCustomerServer({
      db: env.server.db,
      seed: false,
      services: { menuPdf: secondEngine },
      routes: ({ clock }) => [menuPdfRoute({ now: () => clock.now, engine: () => secondEngine })],
    });
    try {
      const fromSecond = await fetch(new URL(await customer.link(), second.server.url));
      expect(Buffer.from(await fromSecond.arrayBuffer()).equals(firstBytes)).toBe(true);
      expect(secondEngine.prints).toBe(0);
    } finally {
      await secondEngine.close();
      await second.close();
    }

    // The customer's first day gets another main dish: the menu changed, so it is printed again, with the new dish.
    const [day] = await orderDays(env.server.db, customer.orderId);
    const replaced = await env.server.db.one<{ id: number; title: string }>(
      `SELECT d.id, d.title FROM dishes d WHERE 1 = ANY(d.meal_types)
         AND d.id <> (SELECT dish_id FROM order_dishes WHERE order_id = $1 AND day = $2 AND meal_type_id = 1)
       ORDER BY d.id DESC LIMIT 1`,
      [customer.orderId, day!.day],
    );
    await env.server.db.query('UPDATE order_dishes SET dish_id = $3 WHERE order_id = $1 AND day = $2 AND meal_type_id = 1', [
      customer.orderId,
      day!.day,
      replaced!.id,
    ]);
    const changed = await open(env, await customer.link());
    expect(changed.status).toBe(200);
    expect(words(pdfText(Buffer.from(await changed.arrayBuffer()))).join(' ')).toContain(words(replaced!.title).join(' '));
    expect(engine.prints).toBe(2);
    // Bounded: one stored PDF per order and language, the latest.
    const rows = await env.server.db.query('SELECT language FROM menu_pdf_cache WHERE order_id = $1', [customer.orderId]);
    expect(rows).toEqual([{ language: 'en' }]);
  });

  it('a full queue answers 503 busy with Retry-After and a page in the link language; the link call answers busy', async () => {
    ({ env, engine } = await serverWith({ concurrency: 1, queueLimit: 1 }));
    const [printing, queued, refused] = [await customerWithPlan(env), await customerWithPlan(env), await customerWithPlan(env)];
    const refusedLink = await refused.link(true);
    engine.hold();
    const first = open(env, await printing.link());
    await until(() => engine.waitingAtPage === 1);
    const second = open(env, await queued.link());
    await until(() => engine.busy);

    const busy = await open(env, refusedLink);
    expect(busy.status).toBe(503);
    expect(Number(busy.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(busy.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const page = await busy.text();
    expect(page).toContain('dir="rtl"');
    expect(page).toContain(formatServerText({ id: MENU_PDF_MESSAGES.busy }, 'ar'));
    expect(page).toContain(formatServerText({ id: MENU_PDF_MESSAGES.tryAgain }, 'ar'));
    expect(await refused.client.call('order', 'exportPdf', { is_arabic: false })).toMatchObject({
      type: 'exportPdfErr',
      data: { messageId: MENU_PDF_MESSAGES.busy, message: english(MENU_PDF_MESSAGES.busy) },
    });

    engine.letGo();
    expect((await first).status).toBe(200);
    expect((await second).status).toBe(200);
    // Refused at once: the busy request never reached a page.
    expect(engine.prints).toBe(2);
    expect((await open(env, refusedLink)).status).toBe(200);
  });

  it("a customer over their allowance is answered 429 while another customer's PDF is taken; a cached PDF is never refused", async () => {
    ({ env, engine } = await serverWith({ concurrency: 1, queueLimit: 10, customer: { inFlight: 2, perWindow: 3, windowSeconds: 600 } }));
    const eager = await customerWithPlan(env);
    const secondOrder = await insertLongPlan(env.server.db, eager.userId, env.clock.now, 2, [1]);
    const secondOrderLink = () => signMenuLink(env.server.db, { userId: eager.userId, orderId: secondOrder, arabic: false }, env.clock.now);
    const other = await customerWithPlan(env);
    engine.hold();
    const inEnglish = open(env, await eager.link());
    const inArabic = open(env, await eager.link(true));
    await until(() => engine.waitingAtPage === 1 && engine.queueLength === 1);

    // A third document while two are under way: refused at once, in the link's language.
    const third = await open(env, await secondOrderLink());
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await third.text()).toContain(formatServerText({ id: MENU_PDF_MESSAGES.tooMany }, 'en'));
    // Another customer is not held back by them.
    const others = open(env, await other.link());
    engine.letGo();
    expect((await inEnglish).status).toBe(200);
    expect((await inArabic).status).toBe(200);
    expect((await others).status).toBe(200);

    // The window allows three prints: the second order is the third; a changed menu then would be the fourth.
    expect((await open(env, await secondOrderLink())).status).toBe(200);
    await env.server.db.query('DELETE FROM order_dishes WHERE order_id = $1 AND day = (SELECT min(day) FROM order_days WHERE order_id = $1)', [
      eager.orderId,
    ]);
    expect((await open(env, await eager.link(true))).status).toBe(429);
    // The second order's PDF is unchanged: served from the cache, not refused.
    expect((await open(env, await secondOrderLink())).status).toBe(200);
    expect(engine.prints).toBe(4);
  });
});
