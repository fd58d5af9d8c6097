// The customer's avatar (spec 3 §2 "Avatar", §4, §5: JPEG only, under 250,000 bytes; §7 getAvatar {avatar}). One per
// customer: saving a new one removes the previous file in the same transaction as the new one is stored.
import type { Db } from '../db';
import type { UploadDeps } from './deps';
import { databaseFileStore } from './store';
import type { StoredFile } from './files';
import { signedFileUrl } from './signed-urls';

/** Points the customer's avatar at `file` (inside saveFile's transaction) and removes the avatar it replaces. */
export async function recordAvatar(tx: Db, file: StoredFile): Promise<void> {
  const previous = await tx.one<{ file_id: string }>('SELECT file_id FROM user_avatars WHERE user_id = $1', [file.userId]);
  await tx.query(
    `INSERT INTO user_avatars (user_id, file_id, updated_at) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET file_id = EXCLUDED.file_id, updated_at = EXCLUDED.updated_at`,
    [file.userId, file.id, file.createdAt],
  );
  if (!previous) return;
  const removed = await tx.one<{ storage_key: string }>('DELETE FROM uploaded_files WHERE id = $1 AND user_id = $2 RETURNING storage_key', [
    previous.file_id,
    file.userId,
  ]);
  if (removed) await databaseFileStore(tx).delete(removed.storage_key);
}

/** The customer's avatar as a short-lived signed link, or null when they have none. */
export async function avatarLink({ db, now }: UploadDeps, userId: number): Promise<string | null> {
  const row = await db.one<{ file_id: string }>('SELECT file_id FROM user_avatars WHERE user_id = $1', [userId]);
  return row ? signedFileUrl(db, row.file_id, userId, now()) : null;
}
