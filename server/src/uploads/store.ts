// Where the bytes of uploaded files live. The default keeps them in the database (file_blobs, bytea), so every
// server process of the site sees the same files with no shared disk; an object store (S3 type) can take its place
// behind the same three calls.
import type { Db } from '../db';

export interface FileStore {
  put(key: string, bytes: Uint8Array): Promise<void>;
  get(key: string): Promise<Uint8Array | undefined>;
  delete(key: string): Promise<void>;
}

/** The default store: the file_blobs table of the site's database. */
export function databaseFileStore(db: Db): FileStore {
  return {
    async put(key, bytes) {
      await db.query('INSERT INTO file_blobs (storage_key, body) VALUES ($1, $2) ON CONFLICT (storage_key) DO UPDATE SET body = EXCLUDED.body', [
        key,
        bytes,
      ]);
    },
    async get(key) {
      const row = await db.one<{ body: Uint8Array }>('SELECT body FROM file_blobs WHERE storage_key = $1', [key]);
      return row ? new Uint8Array(row.body) : undefined;
    },
    async delete(key) {
      await db.query('DELETE FROM file_blobs WHERE storage_key = $1', [key]);
    },
  };
}
