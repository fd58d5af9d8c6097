// Test support for the menu PDF: the demo customer signed in, reading a PDF's text with poppler's pdftotext (page by
// page), a long plan written straight into the database (the test arranges below the modules), and the engine observed
// (its prints counted, and held at their page on demand).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addDays, today } from '@mealplan/shared/time';
import type { Db } from '../../src/db';
import { PdfEngine, type PrintOptions } from '../../src/menu-pdf/engine';
import type { AccountsTestServer } from '../support/customers';
import type { TestClient } from '../support/harness';

export const DEMO_LOGIN = { email: 'sara.haddad@example.com', password: 'MealPlan2026' };

export async function signInDemo(env: AccountsTestServer): Promise<{ client: TestClient; userId: number }> {
  const client = await env.connect();
  const reply = await client.call('login', 'set', { ...DEMO_LOGIN, browserId: 'MENUPDFDEMOBROWS', app: 'customer' });
  if (reply.type !== 'setOk') throw new Error(`demo sign-in failed: ${JSON.stringify(reply)}`);
  const row = await env.server.db.one<{ id: number }>('SELECT id FROM users WHERE email = $1', [DEMO_LOGIN.email]);
  return { client, userId: row!.id };
}

/** The text of a PDF (all pages, or pages first..last), in reading order as poppler extracts it. */
export function pdfText(bytes: Buffer, pages?: { first: number; last: number; layout?: boolean }): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'menu-pdf-'));
  try {
    const file = path.join(dir, 'menu.pdf');
    writeFileSync(file, bytes);
    const range = pages ? ['-f', String(pages.first), '-l', String(pages.last), ...(pages.layout ? ['-layout'] : [])] : [];
    return execFileSync('pdftotext', ['-enc', 'UTF-8', ...range, file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function pdfPageCount(bytes: Buffer): number {
  const dir = mkdtempSync(path.join(tmpdir(), 'menu-pdf-'));
  try {
    const file = path.join(dir, 'menu.pdf');
    writeFileSync(file, bytes);
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Whitespace-separated words (line breaks and columns do not matter when comparing words), without the invisible
 * direction marks pdftotext wraps right-to-left runs in (U+200E/F, U+202A-202E): the letters themselves must match.
 */
export const words = (text: string): string[] =>
  text
    .replace(/[\u200e\u200f\u202a-\u202e]/g, '')
    .split(/\s+/)
    .filter(Boolean);

/** The demo customer's order: its days and the titles of the dishes chosen on each. */
export async function orderDays(db: Db, orderId: number) {
  const rows = await db.query<{ day: number; titles: string[]; titles_ar: string[] }>(
    `SELECT od.day, array_agg(d.title ORDER BY x.meal_type_id, x.side_slot) AS titles, array_agg(d.title_ar ORDER BY x.meal_type_id, x.side_slot) AS titles_ar
     FROM order_days od JOIN order_dishes x ON x.order_id = od.order_id AND x.day = od.day JOIN dishes d ON d.id = x.dish_id
     WHERE od.order_id = $1 GROUP BY od.day ORDER BY od.day`,
    [orderId],
  );
  return rows.map((row) => ({ day: Number(row.day), titles: row.titles, titlesAr: row.titles_ar }));
}

/**
 * A paid plan of `dayCount` consecutive days from tomorrow for the customer, with the given meal types, the first
 * dishes of each type on every day; returns the order id.
 */
export async function insertLongPlan(db: Db, userId: number, now: number, dayCount: number, mealTypes: number[]): Promise<number> {
  const start = addDays(today(now), 1);
  const days = Array.from({ length: dayCount }, (_, index) => addDays(start, index));
  const order = await db.one<{ id: number }>(
    `INSERT INTO orders (user_id, status, paid, diet_id, plan_id, days_count, meal_types, start_date, end_date, slot_id, price, full_price, created_at)
     VALUES ($1, 'active', true, 30, (SELECT id FROM plans ORDER BY id LIMIT 1), $2, $3, $4, $5, (SELECT id FROM delivery_slots ORDER BY id LIMIT 1), 100000, 118000, $6)
     RETURNING id`,
    [userId, dayCount, mealTypes, days[0], days.at(-1), now],
  );
  await db.query('INSERT INTO order_days (order_id, day) SELECT $1, unnest($2::bigint[])', [order!.id, days]);
  for (const [index, type] of mealTypes.entries()) {
    const dishes = await db.query<{ id: number }>('SELECT id FROM dishes WHERE $1 = ANY(meal_types) ORDER BY id LIMIT 7', [type]);
    await db.query(
      `INSERT INTO order_dishes (order_id, day, meal_type_id, side_slot, dish_id)
       SELECT $1, day, $2, 0, ($3::int[])[1 + (ordinality::int + $4) % cardinality($3::int[])] FROM unnest($5::bigint[]) WITH ORDINALITY AS t(day, ordinality)`,
      [order!.id, type, dishes.map((dish) => dish.id), index, days],
    );
  }
  return order!.id;
}

/**
 * The real engine (the system Chromium prints every document), observed: `prints` counts the documents it was asked to
 * print, and while `hold()` is on each print waits at its page until `letGo()`, so a test can fill the pages and the
 * queue at will and see what the next request is answered.
 */
export class ObservedEngine extends PdfEngine {
  prints = 0;
  private holding = false;
  private readonly held: Array<() => void> = [];

  hold(): void {
    this.holding = true;
  }

  /** Prints waiting at their page now. */
  get waitingAtPage(): number {
    return this.held.length;
  }

  letGo(): void {
    this.holding = false;
    for (const go of this.held.splice(0)) go();
  }

  protected override async render(html: string, options: PrintOptions): Promise<Buffer> {
    this.prints += 1;
    if (this.holding) await new Promise<void>((go) => this.held.push(go));
    return super.render(html, options);
  }
}

/** Resolves once `condition` holds (checked every 20 ms); the test's own timeout bounds the wait. */
export async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 20));
}
