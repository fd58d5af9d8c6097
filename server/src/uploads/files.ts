// Uploaded files: stored under a random id with their owner, the type their bytes hold and a SHA-256, and read
// back only for their owner. Every kind of upload (progress photos, the avatar, medical documents) goes through
// saveFile: the bytes, the file's row and the record that makes it visible (a progress photo, the avatar pointer; a
// document is its row) are written in ONE transaction, after the customer's upload rate and storage quota are
// checked under a per-customer lock. A crash at any point leaves all or nothing; sweepOrphanFiles removes what
// the earlier two-transaction code could leave behind.
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db';
import { UploadRefused } from './receive';
import { UPLOADS_MESSAGES } from './messages';
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
  /** The customer's file name, for their lists and the name their own download takes (never to find or type the file). */
  name: string;
  bytes: Uint8Array;
}

/** How much a customer may store and how fast they may upload (spec silent; issue 21: "a per-customer quota and an upload rate"). */
export interface UploadPolicy {
  /** The bytes of all of a customer's files together. */
  quotaBytes: number;
  /** Uploads in any 60 seconds. */
  perMinute: number;
  /** Uploads in any 24 hours. */
  perDay: number;
}

/** 25 MB (100 files at the 250 KB limit), 10 uploads a minute, 100 a day. */
export const DEFAULT_UPLOAD_POLICY: UploadPolicy = { quotaBytes: 25_000_000, perMinute: 10, perDay: 100 };

const MAX_NAME_LENGTH = 200;
/** The advisory-lock class of a customer's uploads (its second key is the user id). */
const UPLOAD_LOCK_CLASS = 7_100_071;
const DAY_SECONDS = 24 * 60 * 60;

/** A name safe to keep and show: no path, no control characters, at most 200 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return clean.slice(0, MAX_NAME_LENGTH) || 'file';
}

export interface SaveFileOptions {
  policy?: UploadPolicy;
  /** Writes the record that makes the file visible, in the same transaction (a progress photo, the avatar pointer). */
  record?: (tx: Db, file: StoredFile) => Promise<void>;
  /** The blob store; the default (the database) shares the transaction. */
  store?: (tx: Db) => FileStore;
}

/**
 * Stores the bytes, the file's row and its record in one transaction, refused (nothing written) when the customer
 * passed the upload rate or would pass the storage quota.
 */
export async function saveFile(db: Db, file: NewFile, now: number, options: SaveFileOptions = {}): Promise<StoredFile> {
  const policy = options.policy ?? DEFAULT_UPLOAD_POLICY;
  const id = randomBytes(18).toString('base64url');
  const storageKey = `${file.purpose}/${id}`;
  const sha256 = createHash('sha256').update(file.bytes).digest('hex');
  const name = cleanFileName(file.name);
  const stored: StoredFile = {
    id,
    userId: file.userId,
    purpose: file.purpose,
    contentType: file.contentType,
    name,
    size: file.bytes.length,
    createdAt: now,
  };
  await db.tx(async (tx) => {
    // One upload of a customer at a time: the rate and quota checks see the uploads before this one.
    await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [UPLOAD_LOCK_CLASS, file.userId]);
    const recent = await tx.one<{ minute: number; day: number }>(
      `SELECT count(*) FILTER (WHERE created_at > $2)::int AS minute, count(*)::int AS day
         FROM upload_attempts WHERE user_id = $1 AND created_at > $3`,
      [file.userId, now - 60, now - DAY_SECONDS],
    );
    if ((recent?.minute ?? 0) >= policy.perMinute)
      throw new UploadRefused(429, UPLOADS_MESSAGES.tooManyPerMinute, false, { count: policy.perMinute });
    if ((recent?.day ?? 0) >= policy.perDay) throw new UploadRefused(429, UPLOADS_MESSAGES.tooManyPerDay, false, { count: policy.perDay });
    await tx.query('INSERT INTO upload_attempts (user_id, created_at) VALUES ($1, $2)', [file.userId, now]);
    await (options.store ?? databaseFileStore)(tx).put(storageKey, file.bytes);
    await tx.query(
      `INSERT INTO uploaded_files (id, user_id, purpose, content_type, name, size, sha256, storage_key, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [id, file.userId, file.purpose, file.contentType, name, file.bytes.length, sha256, storageKey, now],
    );
    if (options.record) await options.record(tx, stored);
    // After the record: a new avatar has removed the one it replaces.
    const used = await tx.one<{ bytes: string }>('SELECT coalesce(sum(size), 0)::bigint AS bytes FROM uploaded_files WHERE user_id = $1', [
      file.userId,
    ]);
    if (Number(used?.bytes ?? 0) > policy.quotaBytes) {
      throw new UploadRefused(413, UPLOADS_MESSAGES.quotaReached, false, { megabytes: Math.floor(policy.quotaBytes / 1_000_000) });
    }
  });
  return stored;
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

const storedFile = (row: FileRow): StoredFile => ({
  id: row.id,
  userId: row.user_id,
  purpose: row.purpose,
  contentType: row.content_type,
  name: row.name,
  size: Number(row.size),
  createdAt: Number(row.created_at),
});

/** The file and its bytes when it belongs to userId (and is of `purpose` when given); undefined otherwise. */
export async function readOwnFile(
  db: Db,
  userId: number,
  fileId: string,
  store: FileStore = databaseFileStore(db),
  purpose?: FilePurpose,
): Promise<{ file: StoredFile; bytes: Uint8Array } | undefined> {
  const row = await db.one<FileRow>('SELECT * FROM uploaded_files WHERE id = $1 AND user_id = $2', [fileId, userId]);
  if (!row || (purpose && row.purpose !== purpose)) return undefined;
  const bytes = await store.get(row.storage_key);
  if (!bytes) return undefined;
  return { file: storedFile(row), bytes };
}

/** The customer's files of one purpose, oldest first. */
export async function listOwnFiles(db: Db, userId: number, purpose: FilePurpose): Promise<StoredFile[]> {
  const rows = await db.query<FileRow>('SELECT * FROM uploaded_files WHERE user_id = $1 AND purpose = $2 ORDER BY created_at, seq', [
    userId,
    purpose,
  ]);
  return rows.map(storedFile);
}

/** Removes the customer's file (row and bytes, one transaction); false when they have no such file of that purpose. */
export async function removeOwnFile(db: Db, userId: number, fileId: string, purpose: FilePurpose): Promise<boolean> {
  return db.tx(async (tx) => {
    const row = await tx.one<{ storage_key: string }>(
      'DELETE FROM uploaded_files WHERE id = $1 AND user_id = $2 AND purpose = $3 RETURNING storage_key',
      [fileId, userId, purpose],
    );
    if (!row) return false;
    await databaseFileStore(tx).delete(row.storage_key);
    return true;
  });
}

/** The owner of a stored file, or undefined when there is no such file. */
export async function fileOwner(db: Db, fileId: string): Promise<number | undefined> {
  const row = await db.one<{ user_id: number }>('SELECT user_id FROM uploaded_files WHERE id = $1', [fileId]);
  return row?.user_id;
}

export interface SweepReport {
  files: number;
  blobs: number;
}

/**
 * Removes what no customer can see or delete: progress-photo and avatar files without their record (older than
 * `graceSeconds`, for an object store whose writes are outside the transaction), blobs without a file row, and rate
 * counts older than a day. Safe beside running uploads: their rows are invisible until they commit, all together.
 */
export async function sweepOrphanFiles(db: Db, now: number, graceSeconds = 600): Promise<SweepReport> {
  return db.tx(async (tx) => {
    const files = await tx.query<{ storage_key: string }>(
      `DELETE FROM uploaded_files f
        WHERE f.created_at < $1
          AND ((f.purpose = 'progressImage' AND NOT EXISTS (SELECT 1 FROM progress_photos p WHERE p.file_id = f.id))
            OR (f.purpose = 'avatar' AND NOT EXISTS (SELECT 1 FROM user_avatars a WHERE a.file_id = f.id)))
        RETURNING f.storage_key`,
      [now - graceSeconds],
    );
    const blobs = await tx.query<{ storage_key: string }>(
      `DELETE FROM file_blobs b WHERE NOT EXISTS (SELECT 1 FROM uploaded_files f WHERE f.storage_key = b.storage_key) RETURNING b.storage_key`,
    );
    await tx.query('DELETE FROM upload_attempts WHERE created_at < $1', [now - DAY_SECONDS]);
    return { files: files.length, blobs: blobs.length };
  });
}
