// The progress photos' calls: the links of the newest before/after photos and the history (socket), and the upload
// (POST /api/user/set-images, spec 3 §7 "HTTP uploads": a multipart form with the session token).
import { detectImageType, progressImageProblem, SIGNATURE_BYTES, UPLOAD_MESSAGES, type ProgressPhotoSide } from '@mealplan/shared/domain';
import { sessionStore, socketClient } from '@mealplan/shared/session';

export interface ProgressImages {
  before: string | null;
  after: string | null;
}

export interface PhotoHistoryEntry {
  date: number;
  before: string | null;
  after: string | null;
}

export async function loadProgressImages(): Promise<ProgressImages> {
  return socketClient.call('profile', 'getForDashboard:getProgressImgs', { subtype: 'getProgressImgs', userId: sessionStore.user_id ?? undefined });
}

export async function loadPhotoHistory(): Promise<PhotoHistoryEntry[]> {
  const reply = await socketClient.call('profile', 'getForDashboard:getPhotoHistory', {
    subtype: 'getPhotoHistory',
    userId: sessionStore.user_id ?? undefined,
  });
  return reply.history;
}

/** Which §5 message refuses this file before it is sent ('wrongType' / 'tooBig'), or null. */
export async function checkPhoto(file: Blob): Promise<'wrongType' | 'tooBig' | null> {
  const head = new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer());
  const problem = progressImageProblem(file.size, detectImageType(head));
  if (problem === UPLOAD_MESSAGES.wrongType) return 'wrongType';
  if (problem === UPLOAD_MESSAGES.tooBig) return 'tooBig';
  return null;
}

export type UploadResult = { ok: true; message: string; image: string } | { ok: false; message: string };

/** Sends the photo as the spec's form; the server checks it again (type by its bytes, size, token). */
export async function uploadPhoto(file: File, side: ProgressPhotoSide, language: string): Promise<UploadResult> {
  const form = new FormData();
  form.append('access_token', sessionStore.token ?? '');
  form.append('name', file.name);
  form.append('size', String(file.size));
  form.append('filetype', file.type);
  form.append('modelName', 'Files');
  form.append('attribute', 'thefile');
  form.append('type', 'progressImage');
  form.append('thetype', side);
  form.append('language', language);
  form.append('file', file, file.name);
  const response = await fetch('/api/user/set-images', { method: 'POST', body: form });
  const body = (await response.json().catch(() => undefined)) as { type?: string; data?: { message?: string; image?: string } } | undefined;
  const message = body?.data?.message ?? '';
  if (response.ok && body?.type === 'setImagesOk' && body.data?.image) return { ok: true, message, image: body.data.image };
  return { ok: false, message };
}
