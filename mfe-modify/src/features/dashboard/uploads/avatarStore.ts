// The avatar editor (spec 3 §2 "Avatar": select file, validate, crop starting at 210 by 210 px, save or cancel; §5
// JPEG only and under 250,000 bytes, rechecked on save; §7 getAvatar {avatar}). The chosen file is checked with the
// shared rule before it is shown in the cropper; on save the cropped JPEG is checked again and sent to
// POST /api/user/set-avatar, where the server checks its bytes.
import { makeAutoObservable, runInAction } from 'mobx';
import { uploadProblem, type DomainMessageId } from '@mealplan/shared/domain';
import type { SessionStore, UserAvatar } from '@mealplan/shared/session';
import { refusalOf, type ShownMessage } from '@mealplan/shared/ui';
import { cropToJpeg, type CropImage, type PixelArea } from './cropImage';
import { sendUploadForm, UPLOAD_FAILED, type Post } from './uploadForm';

/** Where the photo's link is read: the page's one UserAvatar, whose read the header shares. */
export type AvatarReader = Pick<UserAvatar, 'read'>;

/** Making and releasing the object URL the cropper shows the chosen file from. */
export interface ObjectUrls {
  create(file: Blob): string;
  revoke(url: string): void;
}

const browserUrls: ObjectUrls = { create: (file) => URL.createObjectURL(file), revoke: (url) => URL.revokeObjectURL(url) };

export type AvatarSave = { ok: true; message: string } | { ok: false; error: ShownMessage };

export class AvatarStore {
  /** The saved avatar (a short-lived link), or null. */
  avatar: string | null = null;
  loaded = false;
  loadError: ShownMessage | null = null;
  /** The file being cropped, and the URL the cropper shows it from. */
  file: File | null = null;
  source: string | null = null;
  crop = { x: 0, y: 0 };
  zoom = 1;
  area: PixelArea | null = null;
  saving = false;

  constructor(
    private readonly avatars: AvatarReader,
    private readonly session: Pick<SessionStore, 'user_id' | 'token'>,
    private readonly post: Post = (url, init) => fetch(url, init),
    private readonly cropImage: CropImage = cropToJpeg,
    private readonly urls: ObjectUrls = browserUrls,
  ) {
    makeAutoObservable<AvatarStore, 'avatars' | 'session' | 'post' | 'cropImage' | 'urls'>(
      this,
      { avatars: false, session: false, post: false, cropImage: false, urls: false, file: false },
      { autoBind: true },
    );
  }

  get cropping(): boolean {
    return this.source !== null;
  }

  async load(): Promise<void> {
    try {
      const userId = this.session.user_id;
      const avatar = userId === null ? null : await this.avatars.read(userId);
      runInAction(() => {
        this.avatar = avatar;
        this.loaded = true;
        this.loadError = null;
      });
    } catch (error) {
      runInAction(() => {
        this.loadError = refusalOf(error);
        this.loaded = true;
      });
    }
  }

  /** Takes a chosen file into the cropper; the §5 message instead when it is not a JPEG under 250,000 bytes. */
  select(file: File): DomainMessageId | null {
    const problem = uploadProblem('avatar', file.size, file.type);
    if (problem) return problem;
    this.release();
    this.file = file;
    this.source = this.urls.create(file);
    this.crop = { x: 0, y: 0 };
    this.zoom = 1;
    this.area = null;
    return null;
  }

  setCrop(crop: { x: number; y: number }): void {
    this.crop = crop;
  }

  setZoom(zoom: number): void {
    this.zoom = zoom;
  }

  /** The framed part of the image, in its pixels (the cropper reports it after each move). */
  setArea(area: PixelArea): void {
    this.area = area;
  }

  cancel(): void {
    this.release();
  }

  /** Crops, checks the JPEG again (§5 "rechecked on save") and sends it; a success shows the new avatar. */
  async save(language: string): Promise<AvatarSave> {
    const { file, source } = this;
    if (!file || !source) return { ok: false, error: UPLOAD_FAILED };
    const first = uploadProblem('avatar', file.size, file.type);
    if (first) return { ok: false, error: first };
    this.saving = true;
    try {
      let image: Blob;
      try {
        image = this.area ? await this.cropImage(source, this.area) : file;
      } catch {
        return { ok: false, error: UPLOAD_FAILED };
      }
      const again = uploadProblem('avatar', image.size, image.type);
      if (again) return { ok: false, error: again };
      const answer = await sendUploadForm<{ avatar: string }>(this.post, '/api/user/set-avatar', 'setAvatar', {
        token: this.session.token,
        file: image,
        fileName: jpegName(file.name),
        fields: { type: 'avatar' },
        language,
      });
      if (!answer.ok) return answer;
      runInAction(() => {
        this.avatar = answer.data.avatar;
        this.release();
      });
      return { ok: true, message: answer.message };
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }

  /** Lets go of the chosen file (its object URL too). */
  release(): void {
    if (this.source) this.urls.revoke(this.source);
    this.file = null;
    this.source = null;
    this.area = null;
  }
}

const jpegName = (name: string) => (/\.jpe?g$/i.test(name) ? name : `${name.replace(/\.[^.]*$/, '')}.jpg`);
