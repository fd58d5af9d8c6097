// A fresh database for a bench run on the PostgreSQL server of DATABASE_URL (created here, dropped at the end).
import { randomBytes } from 'node:crypto';
import { openDatabase, type Db } from '../src/db';

/** A new database on the PostgreSQL server of url, and how to drop it. */
export async function freshPostgres(url: string): Promise<{ db: Db; url: string; drop(): Promise<void> }> {
  const name = `bench_${randomBytes(6).toString('hex')}`;
  const admin = await openDatabase({ url });
  await admin.exec(`CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const db = await openDatabase({ url: target.toString() });
  return {
    db,
    url: target.toString(),
    async drop() {
      await db.close();
      await admin.exec(`DROP DATABASE IF EXISTS ${name}`);
      await admin.close();
    },
  };
}
