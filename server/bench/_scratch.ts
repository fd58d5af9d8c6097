import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/db';
import { migrate } from '../src/db/migrate';
import { seedDatabase } from '../src/catalog';
import { findUserByEmail } from '../src/accounts/users';
import { userView } from '../src/accounts/user-view';
import { deliveredDishesWithFeedback } from '../src/accounts/feedback';

async function main() {
  const url = process.env.DATABASE_URL;
  const db = url ? await openDatabase({ url, schema: process.env.SCHEMA }) : await openDatabase({ dataDir: path.join(mkdtempSync(path.join(tmpdir(), 'q-')), 'd') });
  await migrate(db);
  await seedDatabase(db);
  const user = (await findUserByEmail(db, 'sara.haddad@example.com'))!;
  const now = Math.floor(Date.now() / 1000);
  const time = async (label: string, n: number, fn: () => Promise<unknown>, par = 1) => {
    const t = performance.now();
    for (let i = 0; i < n; i += par) await Promise.all(Array.from({ length: par }, fn));
    const ms = (performance.now() - t) / n;
    console.log(label.padEnd(30), (ms * 1000).toFixed(0), 'us/op', par);
  };
  for (const par of [1, 20]) {
    await time('SELECT 1', 2000, () => db.query('SELECT 1'), par);
    await time('findUserById', 2000, () => db.query('SELECT * FROM users WHERE id = $1', [user.id]), par);
    await time('userView', 500, () => userView(db, user, now), par);
    await time('getDishes', 500, () => deliveredDishesWithFeedback(db, user.id, now), par);
    await time('upsert feedback', 500, () => db.query(`INSERT INTO general_feedback (user_id, feedback, rating, rating2, rating3, rating4, updated_at) VALUES ($1, 'x', 5,5,5,5, $2) ON CONFLICT (user_id) DO UPDATE SET feedback = EXCLUDED.feedback, updated_at = EXCLUDED.updated_at`, [user.id, now]), par);
  }
  await db.close();
}
void main();
