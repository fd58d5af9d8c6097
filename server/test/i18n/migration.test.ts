// issue 8: migration 0005 keeps only a language of ours in users.language; regions ('US', 'AE') are forgotten.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startTestServer, type TestServer } from '../support/harness';

describe('0005_user_language', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ seed: false });
  });
  afterAll(() => server.close());

  it('normalises stored values and refuses anything but en, ar or nothing afterwards', async () => {
    const { db } = server;
    await db.query('ALTER TABLE users DROP CONSTRAINT users_language_known');
    const stored = ['US', 'AE', 'ar-AE', 'AR', 'en-US', 'en', 'fr', null];
    const ids: number[] = [];
    for (const [index, language] of stored.entries()) {
      const row = await db.one<{ id: number }>(
        `INSERT INTO users (email, first_name, last_name, language, registered_at) VALUES ($1, 'Test', 'User', $2, 0) RETURNING id`,
        [`migration${index}@example.ae`, language],
      );
      ids.push(row!.id);
    }
    await db.exec(readFileSync(path.join(__dirname, '../../migrations/0005_user_language.sql'), 'utf8'));
    const rows = await db.query<{ id: number; language: string | null }>('SELECT id, language FROM users WHERE id = ANY($1) ORDER BY id', [ids]);
    expect(rows.map((row) => row.language)).toEqual([null, null, 'ar', 'ar', 'en', 'en', null, null]);
    await expect(db.query('UPDATE users SET language = $2 WHERE id = $1', [ids[0], 'AE'])).rejects.toThrow();
  });
});
