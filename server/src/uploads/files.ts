// Uploaded files: stored under a random id with their owner, the type their bytes hold and a SHA-256, and read
// back only for their owner. Every kind of upload (progress photos, later the avatar and medical documents) goes
// through saveFile / readOwnFile.
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db';
import { databaseFileStore, type FileStore } from './store';

export type FilePurpose = 'progressImage' | 'avatar' | 'document';

export interface StoredFile {
  id: string;
  userId: number;
  purpose: FilePurpose;
  contentType: string;
  name: string;
  size: number;
  createdAt: number;
}

export interface NewFile {
  userId: number;
  purpose: FilePurpose;
  contentType: string;
  /** The customer's file name, kept for their lists only (never used to serve the file). */
  name: string;
  bytes: Uint8Array;
}

const MAX_NAME_LENGTH = 200;

/** A name safe to keep and show: no path, no control characters, at most 200 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return clean.slice(0, MAX_NAME_LENGTH) || 'file';
}

/** Stores the bytes (in the same transaction when the store is the database) and the file's row. */
export async function saveFile(db: Db, file: NewFile, now: number, store?: FileStore): Promise<StoredFile> {
  const id = randomBytes(18).toString('base64url');
  const storageKey = `${file.purpose}/${id}`;
  const sha256 = createHash('sha256').update(file.bytes).digest('hex');
  const name = cleanFileName(file.name);
  await db.tx(async (tx) => {
    await (store ?? databaseFileStore(tx)).put(storageKey, file.bytes);
    await tx.query(
      `INSERT INTO uploaded_files (id, user_id, purpose, content_type, name, size, sha256, storage_key, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [id, file.userId, file.purpose, file.contentType, name, file.bytes.length, sha256, storageKey, now],
    );
  });
  return { id, userId: file.userId, purpose: file.purpose, contentType: file.contentType, name, size: file.bytes.length, createdAt: now };
}

interface FileRow {
  id: string;
  user_id: number;
  purpose: FilePurpose;
  content_type: string;
  name: string;
  size: number;
  storage_key: string;
  created_at: number;
}

/** The file and its bytes when it belongs to userId; undefined for another customer's file or a missing one. */
export async function readOwnFile(
  db: Db,
  userId: number,
  fileId: string,
  store: FileStore = databaseFileStore(db),
): Promise<{ file: StoredFile; bytes: Uint8Array } | undefined> {
  const row = await db.one<FileRow>('SELECT * FROM uploaded_files WHERE id = $1 AND user_id = $2', [fileId, userId]);
  if (!row) return undefined;
  const bytes = await store.get(row.storage_key);
  if (!bytes) return undefined;
  return {
    file: {
      id: row.id,
      userId: row.user_id,
      purpose: row.purpose,
      contentType: row.content_type,
      name: row.name,
      size: Number(row.size),
      createdAt: Number(row.created_at),
    },
    bytes,
  };
}

/** The owner of a stored file, or undefined when there is no such file. */
export async function fileOwner(db: Db, fileId: string): Promise<number | undefined> {
  const row = await db.one<{ user_id: number }>('SELECT user_id FROM uploaded_files WHERE id = $1', [fileId]);
  return row?.user_id;
}
