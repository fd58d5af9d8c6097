// One print per menu version and language (issue 40). The menu's version is the sha256 of the HTML the PDF is printed
// from: it changes whenever anything printed changes (the days, dishes, plan, names, contacts, language, the printed
// date) and only then, so nothing has to tell the cache that a menu changed. The last PDF of each order and language
// lives in the database (menu_pdf_cache), which every server process shares: a link opened again, on any process, is
// answered from there. Concurrent requests for the same document in one process share one lookup and one print
// (single flight); two processes missing at the same moment print once each. A print counts against its owner's
// allowance and waits in the engine's bounded queue (engine.ts); a cached PDF costs neither.
import { createHash } from 'node:crypto';
import type { Locale } from '@mealplan/shared/i18n/locale';
import type { Db } from '../db';
import { log } from '../ops/log';
import { countMenuPdf } from '../ops/metrics';
import type { PdfEngine, PrintOptions } from './engine';
import { sharedFlight } from './shared-flight';

/** Rows not printed again for this long are pruned (a mailed link lives 30 days). */
export const PRINTED_MENU_KEPT_SECONDS = 31 * 24 * 60 * 60;

export interface MenuPrint {
  userId: number;
  orderId: number;
  language: Locale;
  html: string;
  print: Omit<PrintOptions, 'owner'>;
}

/** The document's version: what the engine is given, hashed (the HTML and the print options). */
export function menuVersion({ html, print }: Pick<MenuPrint, 'html' | 'print'>): string {
  return createHash('sha256').update(JSON.stringify(print)).update('\0').update(html).digest('hex');
}

const flights = new Map<string, Promise<Buffer>>();

/** The PDF of the document: the stored one when it is this version, else printed once and stored. */
export function printedMenu(deps: { db: Db; now(): number; engine: PdfEngine }, menu: MenuPrint): Promise<Buffer> {
  const version = menuVersion(menu);
  const key = `${menu.orderId}:${menu.language}:${version}`;
  return sharedFlight(flights, key, () => storedOrPrinted(deps, menu, version));
}

async function storedOrPrinted({ db, now, engine }: { db: Db; now(): number; engine: PdfEngine }, menu: MenuPrint, version: string): Promise<Buffer> {
  const stored = await db.one<{ pdf: Uint8Array }>('SELECT pdf FROM menu_pdf_cache WHERE order_id = $1 AND language = $2 AND html_sha256 = $3', [
    menu.orderId,
    menu.language,
    version,
  ]);
  if (stored) {
    countMenuPdf('cached');
    return Buffer.from(stored.pdf);
  }
  const pdf = await engine.print(menu.html, { ...menu.print, owner: String(menu.userId) });
  countMenuPdf('printed');
  await store(db, menu, version, pdf, now()).catch((error: unknown) => log().warn({ err: error }, 'menu-pdf: the printed PDF was not stored'));
  return pdf;
}

async function store(db: Db, menu: MenuPrint, version: string, pdf: Buffer, at: number): Promise<void> {
  await db.query(
    `INSERT INTO menu_pdf_cache (order_id, language, html_sha256, pdf, printed_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (order_id, language) DO UPDATE SET html_sha256 = EXCLUDED.html_sha256, pdf = EXCLUDED.pdf, printed_at = EXCLUDED.printed_at`,
    [menu.orderId, menu.language, version, pdf, at],
  );
  await db.query('DELETE FROM menu_pdf_cache WHERE printed_at < $1', [at - PRINTED_MENU_KEPT_SECONDS]);
}
