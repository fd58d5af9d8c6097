// The progress-photo panel's state for one visit: the links of the newest before/after photos and the history
// (socket), and the upload (POST /api/user/set-images, spec 3 §7 "HTTP uploads": a multipart form with the session token).
import { makeAutoObservable, runInAction } from 'mobx';
import { detectImageType, progressImageProblem, SIGNATURE_BYTES, UPLOAD_MESSAGES, type ProgressPhotoSide } from '@mealplan/shared/domain';
import type { SessionStore, SocketClient } from '@mealplan/shared/session';

export type PhotosClient = Pick<SocketClient, 'call'>;

export interface ProgressImages {
  before: string | null;
  after: string | null;
}

export interface PhotoHistoryEntry {
  date: number;
  before: string | null;
  after: string | null;
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

export class PhotosStore {
  images: ProgressImages = { before: null, after: null };
  /** Loaded when the history is first shown, and again after an upload while it is shown. */
  history: PhotoHistoryEntry[] | null = null;
  historyShown = false;
  /** The side being uploaded. */
  uploading: ProgressPhotoSide | null = null;

  constructor(
    private readonly client: PhotosClient,
    private readonly session: Pick<SessionStore, 'user_id' | 'token'>,
    /** Sends the upload form to the server (a test passes a fake). */
    private readonly post: (url: string, init: RequestInit) => Promise<Response> = (url, init) => fetch(url, init),
  ) {
    makeAutoObservable<PhotosStore, 'client' | 'session' | 'post'>(this, { client: false, session: false, post: false }, { autoBind: true });
  }

  private get userId(): number | undefined {
    return this.session.user_id ?? undefined;
  }

  /** The newest before/after photos; a failure is only logged. */
  async load(): Promise<void> {
    try {
      const images = await this.client.call('profile', 'getForDashboard:getProgressImgs', { subtype: 'getProgressImgs', userId: this.userId });
      runInAction(() => {
        this.images = images;
      });
    } catch (error) {
      console.error('[progress photos]', error);
    }
  }

  /** Shows or hides the history; showing it loads it again. */
  async toggleHistory(): Promise<void> {
    this.historyShown = !this.historyShown;
    if (this.historyShown) await this.refreshHistory();
  }

  async refreshHistory(): Promise<void> {
    try {
      const reply = await this.client.call('profile', 'getForDashboard:getPhotoHistory', { subtype: 'getPhotoHistory', userId: this.userId });
      runInAction(() => {
        this.history = reply.history;
      });
    } catch (error) {
      console.error('[progress photos history]', error);
    }
  }

  /**
   * Sends the photo as the spec's form; the server checks it again (type by its bytes, size, token). A success shows
   * the new photo (and refreshes a shown history); a refusal carries the server's message. A lost request rejects.
   */
  async upload(file: File, side: ProgressPhotoSide, language: string): Promise<UploadResult> {
    this.uploading = side;
    try {
      const result = await this.send(file, side, language);
      if (result.ok) {
        runInAction(() => {
          this.images = { ...this.images, [side]: result.image };
        });
        if (this.historyShown) void this.refreshHistory();
      }
      return result;
    } finally {
      runInAction(() => {
        this.uploading = null;
      });
    }
  }

  private async send(file: File, side: ProgressPhotoSide, language: string): Promise<UploadResult> {
    const form = new FormData();
    form.append('access_token', this.session.token ?? '');
    form.append('name', file.name);
    form.append('size', String(file.size));
    form.append('filetype', file.type);
    form.append('modelName', 'Files');
    form.append('attribute', 'thefile');
    form.append('type', 'progressImage');
    form.append('thetype', side);
    form.append('language', language);
    form.append('file', file, file.name);
    const response = await this.post('/api/user/set-images', { method: 'POST', body: form });
    const body = (await response.json().catch(() => undefined)) as { type?: string; data?: { message?: string; image?: string } } | undefined;
    const message = body?.data?.message ?? '';
    if (response.ok && body?.type === 'setImagesOk' && body.data?.image) return { ok: true, message, image: body.data.image };
    return { ok: false, message };
  }
}
