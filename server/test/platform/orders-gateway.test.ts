// Issue 39: the orders table has one gateway, server/src/orders/store/orders-table.ts. Every SQL text of server/src
// (string and template literals, multi-line included) is read for the tables it names after FROM, JOIN, INTO or
// UPDATE, as in table-ownership.test.ts; a file other than the gateway naming `orders` fails unless it is a known
// exception. The migrations (server/migrations, not under src) create the table and are not read here.
import { join, relative, sep } from 'node:path';
import { literalTexts, sourceFiles, tablesIn } from './sql-texts';

const SRC = join(__dirname, '../../src');
const GATEWAY = 'orders/store/orders-table.ts';

/** Files still writing SQL on `orders` themselves: none are left, and the list only ever shrinks, so it stays empty. */
const KNOWN_EXCEPTIONS: readonly string[] = [];

/** The files under server/src (relative, with '/') whose SQL names the orders table. */
function filesNamingOrders(): string[] {
  return sourceFiles(SRC)
    .filter((file) => literalTexts(file).some((text) => tablesIn(text).has('orders')))
    .map((file) => relative(SRC, file).split(sep).join('/'))
    .sort();
}

describe('one gateway for the orders table', () => {
  it('finds the orders table in a multi-line statement, a join and an update, and not in order_days', () => {
    expect(tablesIn('SELECT 1 FROM order_days od\n  JOIN orders o ON o.id = od.order_id').has('orders')).toBe(true);
    expect(tablesIn('UPDATE orders SET cutlery = $2 WHERE id = $1').has('orders')).toBe(true);
    expect(tablesIn('DELETE FROM order_days WHERE order_id = $1').has('orders')).toBe(false);
  });

  it('has the gateway naming the orders table', () => {
    expect(filesNamingOrders()).toContain(GATEWAY);
  });

  it('has no other file under server/src naming the orders table beyond the known exceptions', () => {
    const found = filesNamingOrders().filter((file) => file !== GATEWAY);
    expect(found.filter((file) => !KNOWN_EXCEPTIONS.includes(file))).toEqual([]);
    // An exception moved to the gateway is removed from the list too, so the list only shrinks.
    expect(KNOWN_EXCEPTIONS.filter((file) => !found.includes(file))).toEqual([]);
  });
});
