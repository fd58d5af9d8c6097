// Random keys the site creates once and every process shares (table server_secrets): the file-link signing key,
// and the development key of the tracker-token vault. Read once per database and kept in memory.
import { randomBytes } from 'node:crypto';
import type { Db } from './db';

const cache = new WeakMap<Db, Map<string, Promise<Buffer>>>();

/** The 32-byte secret `name`, created on first use (the first process to insert it wins). */
export function serverSecret(db: Db, name: string, now: number): Promise<Buffer> {
  let secrets = cache.get(db);
  if (!secrets) cache.set(db, (secrets = new Map<string, Promise<Buffer>>()));
  let secret = secrets.get(name);
  if (!secret) {
    secret = (async () => {
      await db.query('INSERT INTO server_secrets (name, value, created_at) VALUES ($1, $2, $3) ON CONFLICT (name) DO NOTHING', [
        name,
        randomBytes(32).toString('base64url'),
        now,
      ]);
      const row = await db.one<{ value: string }>('SELECT value FROM server_secrets WHERE name = $1', [name]);
      if (!row) throw new Error(`server secret ${name} missing`);
      return Buffer.from(row.value, 'base64url');
    })();
    secret.catch(() => secrets.delete(name));
    secrets.set(name, secret);
  }
  return secret;
}
