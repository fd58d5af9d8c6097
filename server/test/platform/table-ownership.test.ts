// Issue 18 point 4: each table has one module that reads and writes it. Every SQL text of server/src (string and
// template literals, multi-line included) is read for the tables it names after FROM, JOIN, INTO or UPDATE (names a
// WITH clause defines are not tables); a table touched outside its owner's folder fails unless it is a known crossing.
// Test files are left out on purpose: they arrange and check the database below every module.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { TABLE_OWNERS } from '../../src/db/table-owners';
import { literalTexts, sourceFiles, tablesIn } from './sql-texts';

export { tablesIn };

const SRC = join(__dirname, '../../src');
const MIGRATIONS = join(__dirname, '../../migrations');

/**
 * Crossings still allowed, as `<file> -> <table>`: none are left (every module calls the owner's functions), and the
 * list only ever shrinks, so it stays empty.
 */
const KNOWN_CROSSINGS: readonly string[] = [];

/** The module of a file: its top folder under server/src ('' for the files at the top). */
const moduleOf = (file: string) => {
  const parts = relative(SRC, file).split(sep);
  return parts.length > 1 ? parts[0]! : '';
};

function crossings(): string[] {
  const found = new Set<string>();
  for (const file of sourceFiles(SRC)) {
    const module = moduleOf(file);
    for (const text of literalTexts(file)) {
      for (const table of tablesIn(text)) {
        if (TABLE_OWNERS.get(table) !== module) found.add(`${relative(SRC, file).split(sep).join('/')} -> ${table}`);
      }
    }
  }
  return [...found].sort();
}

describe('one owner per table', () => {
  it('finds tables in multi-line SQL, joins, inserts and updates, and not the names of a WITH clause', () => {
    const sql = `WITH added AS (INSERT INTO forum_comments (thread_id) VALUES ($1) RETURNING *), orders_done AS (SELECT 1)
      SELECT a.id FROM added a
        JOIN users u ON u.id = a.user_id, orders_done
      WHERE EXISTS (SELECT 1 FROM
        order_days d) ON CONFLICT DO UPDATE SET x = 1`;
    expect([...tablesIn(sql)].sort()).toEqual(['forum_comments', 'order_days', 'users']);
    expect([...tablesIn('UPDATE pauses SET end_date = $2; DELETE FROM cart_items')].sort()).toEqual(['cart_items', 'pauses']);
    expect([...tablesIn("Please choose from the list. import x from 'users'")]).toEqual([]);
  });

  it('lists an owner for every table the migrations create', () => {
    const created = readdirSync(MIGRATIONS)
      .filter((name) => name.endsWith('.sql'))
      .flatMap((name) => [...readFileSync(join(MIGRATIONS, name), 'utf8').matchAll(/CREATE TABLE (?:IF NOT EXISTS )?([a-z_]+)/gi)].map((m) => m[1]!));
    expect(created.filter((table) => !TABLE_OWNERS.has(table))).toEqual([]);
  });

  it('has no module touching another module’s table beyond the known crossings', () => {
    const found = crossings();
    expect(found.filter((crossing) => !KNOWN_CROSSINGS.includes(crossing))).toEqual([]);
    // A crossing removed is removed from the list too, so the list only shrinks.
    expect(KNOWN_CROSSINGS.filter((crossing) => !found.includes(crossing))).toEqual([]);
  });
});
