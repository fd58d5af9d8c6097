// Progress photos (spec 3 §2 "My progress": the before/after panel and 'View History'; §7 getProgressImgs {before,
// after}; getPhotoHistory {history} is our call, getHistory being the progress log). Each upload adds a photo; the
// panel shows the newest of each side, the history every day a photo was added, newest first. The page gets short-lived signed links, never the bytes.
import { dayStart } from '@mealplan/shared/time';
import type { ProgressPhotoSide } from '@mealplan/shared/domain';
import type { Db } from '../db';
import type { UploadDeps } from './deps';
import { signedFileUrl } from './signed-urls';

/** How many days of photo history are listed. */
export const PHOTO_HISTORY_LIMIT = 100;

export async function addProgressPhoto(db: Db, userId: number, side: ProgressPhotoSide, fileId: string, now: number): Promise<void> {
  await db.query('INSERT INTO progress_photos (user_id, side, file_id, created_at) VALUES ($1, $2, $3, $4)', [userId, side, fileId, now]);
}

export interface ProgressImages {
  before: string | null;
  after: string | null;
}

/** The newest before and after photo of the customer, as signed links (null when none was uploaded). */
export async function progressImages({ db, now: clock }: UploadDeps, userId: number): Promise<ProgressImages> {
  const now = clock();
  const rows = await db.query<{ side: ProgressPhotoSide; file_id: string }>(
    `SELECT DISTINCT ON (side) side, file_id FROM progress_photos WHERE user_id = $1 ORDER BY side, created_at DESC, id DESC`,
    [userId],
  );
  const link = async (side: ProgressPhotoSide) => {
    const row = rows.find((candidate) => candidate.side === side);
    return row ? signedFileUrl(db, row.file_id, userId, now) : null;
  };
  return { before: await link('before'), after: await link('after') };
}

export interface PhotoHistoryEntry {
  /** The Dubai day the photos were added. */
  date: number;
  before: string | null;
  after: string | null;
}

/** Per day with photos, newest first: that day's last before and after photo (null for a side not added that day). */
export async function progressPhotoHistory({ db, now: clock }: UploadDeps, userId: number): Promise<PhotoHistoryEntry[]> {
  const now = clock();
  const rows = await db.query<{ side: ProgressPhotoSide; file_id: string; created_at: number }>(
    'SELECT side, file_id, created_at FROM progress_photos WHERE user_id = $1 ORDER BY created_at DESC, id DESC',
    [userId],
  );
  const days = new Map<number, { before?: string; after?: string }>();
  for (const row of rows) {
    const day = dayStart(Number(row.created_at));
    const entry = days.get(day) ?? {};
    if (!days.has(day)) {
      if (days.size >= PHOTO_HISTORY_LIMIT) break;
      days.set(day, entry);
    }
    entry[row.side] ??= row.file_id;
  }
  const link = (fileId: string | undefined) => (fileId ? signedFileUrl(db, fileId, userId, now) : Promise.resolve(null));
  return Promise.all([...days].map(async ([date, entry]) => ({ date, before: await link(entry.before), after: await link(entry.after) })));
}
