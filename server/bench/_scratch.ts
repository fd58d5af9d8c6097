import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/db';
import { migrate } from '../src/db/migrate';
import { seedDatabase } from '../src/catalog';
import { findUserByEmail, findUserById } from '../src/accounts/users';
import { findUserViewRow } from '../src/accounts/user-view';
import { createSession, findValidSessionWithUser } from '../src/accounts/sessions';
import { deliveredDishesWithFeedback } from '../src/accounts/feedback';
import { draftStep } from '../src/orders/drafts';
import { today } from '@mealplan/shared/time';

async function main() {
  const url = process.env.DATABASE_URL;
  const db = url
    ? await openDatabase({ url, schema: process.env.SCHEMA })
    : process.env.MEM
      ? await openDatabase({ memory: true })
      : await openDatabase({ dataDir: path.join(mkdtempSync(path.join(tmpdir(), 'q-')), 'd') });
  await migrate(db);
  await seedDatabase(db);
  const user = (await findUserByEmail(db, 'sara.haddad@example.com'))!;
  const now = Math.floor(Date.now() / 1000);
  const { token } = await createSession(db, user.id, 'BENCHBENCHBENCHB', now);
  const time = async (label: string, n: number, fn: () => Promise<unknown>) => {
    const t = performance.now();
    const c = process.cpuUsage();
    for (let i = 0; i < n; i += 1) await fn();
    const cpu = process.cpuUsage(c);
    console.log(
      label.padEnd(30),
      (((performance.now() - t) / n) * 1000).toFixed(0),
      'us/op wall',
      ((cpu.user + cpu.system) / n).toFixed(0),
      'us/op cpu',
    );
  };
  const old4 = async () => {
    await db.one(
      `SELECT s.user_id FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2 AND NOT u.banned`,
      ['x', now],
    );
    await findUserById(db, user.id);
    await draftStep(db, user.id);
    await db.one(
      `SELECT o.id, o.end_date, o.renew_status, EXISTS (SELECT 1 FROM orders r WHERE r.renewed_from = o.id AND r.status <> 'cancelled') AS renewed FROM orders o WHERE o.user_id = $1 AND o.status = 'active' AND o.paid AND o.end_date >= $2 ORDER BY o.end_date DESC LIMIT 1`,
      [user.id, today(now)],
    );
  };
  for (let r = 0; r < 3; r++) {
    await time('SELECT 1', 300, () => db.query('SELECT 1'));
    await time('old client_check (4 q)', 100, old4);
    await time('new client_check (1 q)', 100, () => findValidSessionWithUser(db, token, now));
    await time('view row', 100, () => findUserViewRow(db, user.id, now));
    await time('getDishes (1 q)', 100, () => deliveredDishesWithFeedback(db, user.id, now));
  }
  if (0)
    console.log(
      await db.query(
        'EXPLAIN ANALYZE SELECT 1 FROM order_dishes d JOIN orders o ON o.id = d.order_id WHERE o.user_id = $1 AND o.paid AND d.day < $2',
        [user.id, today(now)],
      ),
    );
  await db.close();
}
void main();
