// The medical documents (spec 3 §2 "Other dialogs", §5, §7 getFiles {files, openmodal}, removeFile {hash}, POST
// /api/user/set-file): the list, an upload checked first with the shared rule (pdf, docx, doc or jpeg, under 250,000
// bytes; the server checks the bytes again), and removal.
import { makeAutoObservable, runInAction } from 'mobx';
import { DOC_TYPE, DOCX_TYPE, PDF_TYPE, uploadProblem, type DomainMessageId } from '@mealplan/shared/domain';
import type { SessionStore, SocketClient } from '@mealplan/shared/session';
import type { ShownMessage } from '@mealplan/shared/ui';
import { sendUploadForm, type Post } from './uploadForm';

export type DocumentsClient = Pick<SocketClient, 'call'>;

/** Where the customer reads their own files back (server/src/http/routes/uploads.ts). */
export const OWN_FILE_PATH = '/api/user/files';
/** The refusal shown when a document could not be fetched to open. */
export const UPLOAD_FAILED_OPEN = 'uploads.documents.openFailed';

export interface MedicalDocument {
  name: string;
  size: number;
  hash: string;
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
  /** The hash being fetched to open. */
  opening: string | null = null;

  constructor(
    private readonly client: DocumentsClient,
    private readonly session: Pick<SessionStore, 'user_id' | 'token'>,
    private readonly post: Post = (url, init) => fetch(url, init),
  ) {
    makeAutoObservable<DocumentsStore, 'client' | 'session' | 'post'>(this, { client: false, session: false, post: false }, { autoBind: true });
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
        this.loadError = shownError(error);
        this.loaded = true;
      });
    }
  }

  /** The §5 message refusing this file before it is sent, or null. */
  check(file: File): DomainMessageId | null {
    return uploadProblem('document', file.size, declaredDocumentType(file));
  }

  /** Sends the document; a success adds it to the list. */
  async upload(file: File, language: string): Promise<DocumentUpload> {
    const problem = this.check(file);
    if (problem) return { ok: false, error: problem };
    this.uploading = true;
    try {
      const answer = await sendUploadForm<{ file: MedicalDocument }>(this.post, '/api/user/set-file', 'setFile', {
        token: this.session.token,
        file,
        fileName: file.name,
        fields: { user_id: String(this.userId ?? '') },
        language,
      });
      if (!answer.ok) return answer;
      runInAction(() => {
        this.files = [...this.files.filter((entry) => entry.hash !== answer.data.file.hash), answer.data.file];
      });
      return { ok: true, message: answer.message };
    } finally {
      runInAction(() => {
        this.uploading = false;
      });
    }
  }

  /** The path of the customer's own copy of a document (GET /api/user/files/<hash>, with the session token). */
  static fileUrl(hash: string): string {
    return `${OWN_FILE_PATH}/${encodeURIComponent(hash)}`;
  }

  /**
   * Fetches one of the customer's documents with the session token (a plain link cannot send it); the page then hands
   * the bytes to the browser under the document's name.
   */
  async fetchFile(hash: string): Promise<{ ok: true; blob: Blob } | { ok: false; error: ShownMessage }> {
    this.opening = hash;
    try {
      const response = await this.post(DocumentsStore.fileUrl(hash), {
        method: 'GET',
        headers: { Authorization: `Bearer ${this.session.token ?? ''}` },
      });
      if (!response.ok) return { ok: false, error: UPLOAD_FAILED_OPEN };
      return { ok: true, blob: await response.blob() };
    } catch {
      return { ok: false, error: UPLOAD_FAILED_OPEN };
    } finally {
      runInAction(() => {
        this.opening = null;
      });
    }
  }

  /** Removes one document; null when done, else the refusal to show. */
  async remove(hash: string): Promise<ShownMessage | null> {
    this.removing = hash;
    try {
      await this.client.call('profile', 'getForDashboard:removeFile', { subtype: 'removeFile', userId: this.userId, hash });
      runInAction(() => {
        this.files = this.files.filter((file) => file.hash !== hash);
      });
      return null;
    } catch (error) {
      return shownError(error);
    } finally {
      runInAction(() => {
        this.removing = null;
      });
    }
  }
}

/** A refused call's server message (with its id), or the generic failure. */
export function shownError(error: unknown): ShownMessage {
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string' && error.message) {
    const messageId = 'messageId' in error && typeof error.messageId === 'string' ? error.messageId : undefined;
    return messageId ? { message: error.message, messageId } : error.message;
  }
  return 'uploads.failed';
}
