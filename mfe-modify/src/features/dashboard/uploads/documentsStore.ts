// The medical documents (spec 3 §2 "Other dialogs", §5, §7 getFiles {files, openmodal}, removeFile {hash}, POST
// /api/user/set-file): the list, an upload checked first with the shared rule (pdf, docx, doc or jpeg, under 250,000
// bytes; the server checks the bytes again), opening a document through its own short-lived signed link (issue 39:
// a new tab, no session token in the page's hands), and removal once the customer confirmed it.
import { makeAutoObservable, runInAction } from 'mobx';
import { DOC_TYPE, DOCX_TYPE, PDF_TYPE, uploadProblem, type DomainMessageId } from '@mealplan/shared/domain';
import type { SessionStore, SocketClient } from '@mealplan/shared/session';
import { currentUnixSeconds } from '@mealplan/shared/time';
import { refusalOf, type ShownMessage } from '@mealplan/shared/ui';
import { sendUploadForm, type Post } from './uploadForm';

export type DocumentsClient = Pick<SocketClient, 'call'>;

/** The refusal shown when a document's link could not be renewed to open it. */
export const UPLOAD_FAILED_OPEN = 'uploads.documents.openFailed';
/** A link this close to its expiry (seconds) is signed again before it is opened (the tab may take a while to load). */
export const LINK_MARGIN_SECONDS = 60;

export interface MedicalDocument {
  name: string;
  size: number;
  hash: string;
  /** The document's signed link (site-relative), good until linkExpires (unix seconds). */
  link: string;
  linkExpires: number;
}

/** What a browser that reports no type for a file (some do for .doc) means by its extension. */
const TYPE_BY_EXTENSION: Readonly<Record<string, string>> = { pdf: PDF_TYPE, doc: DOC_TYPE, docx: DOCX_TYPE, jpg: 'image/jpeg', jpeg: 'image/jpeg' };

export function declaredDocumentType(file: Pick<File, 'name' | 'type'>): string {
  if (file.type) return file.type;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return TYPE_BY_EXTENSION[extension] ?? '';
}

export type DocumentUpload = { ok: true; message: string } | { ok: false; error: ShownMessage };

export class DocumentsStore {
  files: MedicalDocument[] = [];
  loaded = false;
  /** The list could not be read. */
  loadError: ShownMessage | null = null;
  uploading = false;
  /** The hash being removed. */
  removing: string | null = null;
  /** The hash whose link is being signed again to open it. */
  opening: string | null = null;
  /** The document the customer was asked to confirm the removal of. */
  confirming: MedicalDocument | null = null;

  constructor(
    private readonly client: DocumentsClient,
    private readonly session: Pick<SessionStore, 'user_id' | 'token'>,
    private readonly post: Post = (url, init) => fetch(url, init),
    private readonly now: () => number = currentUnixSeconds,
  ) {
    makeAutoObservable<DocumentsStore, 'client' | 'session' | 'post' | 'now'>(
      this,
      { client: false, session: false, post: false, now: false },
      { autoBind: true },
    );
  }

  private get userId(): number | undefined {
    return this.session.user_id ?? undefined;
  }

  async load(): Promise<void> {
    try {
      const { files } = await this.client.call('profile', 'getForDashboard:getFiles', { subtype: 'getFiles', userId: this.userId });
      runInAction(() => {
        this.files = files;
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

  /** The §5 message refusing this file before it is sent, or null. */
  check(file: File): DomainMessageId | null {
    return uploadProblem('document', file.size, declaredDocumentType(file));
  }

  /** Sends the document; after a success the list is read again (with the new document's link). */
  async upload(file: File, language: string): Promise<DocumentUpload> {
    const problem = this.check(file);
    if (problem) return { ok: false, error: problem };
    this.uploading = true;
    try {
      const answer = await sendUploadForm<{ file: Pick<MedicalDocument, 'name' | 'size' | 'hash'> }>(this.post, '/api/user/set-file', 'setFile', {
        token: this.session.token,
        file,
        fileName: file.name,
        fields: { user_id: String(this.userId ?? '') },
        language,
      });
      if (!answer.ok) return answer;
      // The upload's answer names the file; the list (read again) brings its signed link.
      await this.load();
      return { ok: true, message: answer.message };
    } finally {
      runInAction(() => {
        this.uploading = false;
      });
    }
  }

  /** The document's link still works long enough to open it. */
  linkFresh(file: MedicalDocument): boolean {
    return this.now() < file.linkExpires - LINK_MARGIN_SECONDS;
  }

  /**
   * A link to open the document with: its own while fresh, else the one getFiles signs again (the page was open longer
   * than a link lives); the refusal to show when the list cannot be read or the document is gone.
   */
  async openLink(hash: string): Promise<{ ok: true; link: string } | { ok: false; error: ShownMessage }> {
    const listed = this.files.find((file) => file.hash === hash);
    if (listed && this.linkFresh(listed)) return { ok: true, link: listed.link };
    this.opening = hash;
    try {
      await this.load();
      const renewed = this.files.find((file) => file.hash === hash);
      return renewed && this.loadError === null ? { ok: true, link: renewed.link } : { ok: false, error: this.loadError ?? UPLOAD_FAILED_OPEN };
    } finally {
      runInAction(() => {
        this.opening = null;
      });
    }
  }

  /** 'Remove' asks first: the document waits for the customer's Yes (confirmRemove) or No (keep). */
  askRemove(hash: string): void {
    this.confirming = this.files.find((file) => file.hash === hash) ?? null;
  }

  keep(): void {
    this.confirming = null;
  }

  /** Removes the document the customer confirmed; null when done (or nothing was asked), else the refusal. */
  async confirmRemove(): Promise<ShownMessage | null> {
    const file = this.confirming;
    this.confirming = null;
    return file ? this.remove(file.hash) : null;
  }

  /** Removes one document; null when done, else the refusal to show. */
  private async remove(hash: string): Promise<ShownMessage | null> {
    this.removing = hash;
    try {
      await this.client.call('profile', 'getForDashboard:removeFile', { subtype: 'removeFile', userId: this.userId, hash });
      runInAction(() => {
        this.files = this.files.filter((file) => file.hash !== hash);
      });
      return null;
    } catch (error) {
      return refusalOf(error);
    } finally {
      runInAction(() => {
        this.removing = null;
      });
    }
  }
}
